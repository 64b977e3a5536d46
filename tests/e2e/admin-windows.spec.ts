import { expect, test } from "@playwright/test";
import { signInAsAdminAt, signInOnForm } from "./support/admin";

test("an admin reviews the registration windows, edits one in camp time and runs the jobs now", async ({ page }) => {
  await page.goto("/admin/windows");
  // Signed out: sent to sign in, then back to the windows page.
  await expect(page).toHaveURL(/\/sign-in/);
  await signInOnForm(page);
  await expect(page).toHaveURL(/\/admin\/windows$/);
  // The Windows tab of the dashboard, under its stat cards and beside the other tabs.
  await expect(page.getByRole("heading", { name: "Admin Dashboard", level: 1 })).toBeVisible();
  await expect(page.getByRole("tab", { name: "Windows" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("tabpanel", { name: "Windows" }).getByRole("heading", { name: "Registration Windows", level: 2 })).toBeVisible();

  // The seeded winter window reads in camp time: October 22 at 10 am, to October 29, notices by November 7.
  const winter = page.getByRole("form", { name: /^Winter \d{4}$/ });
  await expect(winter.getByLabel("Opens at")).toHaveValue(/^\d{4}-10-22T10:00$/);
  await expect(winter.getByLabel("Closes at")).toHaveValue(/^\d{4}-10-29T23:59$/);
  await expect(winter.getByLabel("Notify by")).toHaveValue(/^\d{4}-11-07T17:00$/);

  // Edit the spring window's closing time, see it saved, then put it back as it was.
  const spring = page.getByRole("form", { name: /^Spring \d{4}$/ });
  const opensAt = await spring.getByLabel("Opens at").inputValue();
  const closesAt = `${opensAt.slice(0, 4)}-02-01T18:00`;
  await spring.getByLabel("Closes at").fill(closesAt);
  await spring.getByRole("button", { name: "Save window" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Saved" })).toBeVisible();
  await page.reload();
  await expect(page.getByRole("form", { name: /^Spring \d{4}$/ }).getByLabel("Closes at")).toHaveValue(closesAt);

  // A closing time before the opening is refused with a message, and nothing changes.
  const springAgain = page.getByRole("form", { name: /^Spring \d{4}$/ });
  await springAgain.getByLabel("Closes at").fill(`${Number(opensAt.slice(0, 4)) - 1}-12-01T09:00`);
  await springAgain.getByRole("button", { name: "Save window" }).click();
  await expect(page.getByText("Closes at must be after opens at")).toBeVisible();
  await page.reload();
  const restored = page.getByRole("form", { name: /^Spring \d{4}$/ });
  await expect(restored.getByLabel("Closes at")).toHaveValue(closesAt);
  await restored.getByLabel("Closes at").fill("");
  await restored.getByRole("button", { name: "Save window" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Saved" })).toBeVisible();

  await page.getByRole("button", { name: "Run jobs now" }).click();
  const report = page.getByRole("status").filter({ hasText: "All jobs ran." });
  await expect(report).toBeVisible();
  await expect(report).toContainText("Draws for closed windows");
  await expect(report).toContainText("Deliver queued e-mail");
  await expect(page.getByRole("heading", { name: "What the jobs sent" })).toBeVisible();
});

test("the admin tabs answer the arrow keys, Home and End like a tablist, each opening its tab", async ({ page }) => {
  await signInAsAdminAt(page, "/admin/finance");
  const tab = (name: string) => page.getByRole("tab", { name, exact: true });
  // Only the open tab is in the Tab order.
  await expect(tab("Finance")).toHaveAttribute("tabindex", "0");
  await expect(tab("Staff")).toHaveAttribute("tabindex", "-1");
  await tab("Finance").focus();

  await page.keyboard.press("ArrowRight");
  await expect(page).toHaveURL(/\/admin\/windows$/);
  await expect(tab("Windows")).toBeFocused();
  await expect(tab("Windows")).toHaveAttribute("aria-current", "page");
  await expect(tab("Finance")).not.toHaveAttribute("aria-current", /.*/);
  await expect(page.getByRole("heading", { name: "Registration Windows" })).toBeVisible();

  // End goes to the last tab; past it the arrows wrap round to the first; Left goes back.
  await page.keyboard.press("End");
  await expect(page).toHaveURL(/\/admin\/here-now$/);
  await expect(tab("Here now")).toBeFocused();
  await page.keyboard.press("ArrowRight");
  await expect(page).toHaveURL(/\/admin\/registrations$/);
  await expect(tab("Registrations")).toBeFocused();
  await page.keyboard.press("ArrowLeft");
  await expect(page).toHaveURL(/\/admin\/here-now$/);

  await page.keyboard.press("Home");
  await expect(page).toHaveURL(/\/admin\/registrations$/);
  await expect(tab("Registrations")).toHaveAttribute("aria-current", "page");
  await page.keyboard.press("End");
  await expect(page).toHaveURL(/\/admin\/here-now$/);
  await expect(tab("Here now")).toBeFocused();

  // Back returns to the tab before.
  await page.goBack();
  await expect(page).toHaveURL(/\/admin\/registrations$/);
  await expect(tab("Registrations")).toHaveAttribute("aria-selected", "true");
});

test("an admin whose session ended while a tab was open is sent to sign in and back, not shown Unauthorized", async ({ page, context }) => {
  await signInAsAdminAt(page, "/admin/staff");
  await expect(page.getByRole("heading", { name: "Attendance staff" })).toBeVisible();

  // Signed out in another tab of the browser, then a change on this page.
  const other = await context.newPage();
  await other.goto("/api/logout");
  await other.close();
  await page.getByLabel("Username").fill("doorlate");
  await page.getByLabel("Display name").fill("Late Door Tablet");
  await page.getByLabel("Password", { exact: true }).fill("sea otters at the door");
  await page.getByRole("button", { name: "Create account" }).click();

  await page.waitForURL(/\/sign-in\?redirect=%2Fadmin%2Fstaff$/);
  await expect(page.getByText("Please sign in again", { exact: true })).toBeVisible();
  await expect(page.getByText("Unauthorized")).toHaveCount(0);
  await signInOnForm(page);
  await expect(page).toHaveURL(/\/admin\/staff$/);
  // Nothing was created while signed out.
  await expect(page.getByText("Late Door Tablet")).toHaveCount(0);
});
