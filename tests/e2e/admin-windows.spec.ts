import { expect, test } from "@playwright/test";

test("an admin reviews the registration windows, edits one in camp time and runs the jobs now", async ({ page }) => {
  await page.goto("/admin/windows");
  // Signed out: sent to sign in, then back to the windows page.
  await expect(page).toHaveURL(/\/sign-in/);
  await page.getByLabel("E-mail").fill("admin@example.com");
  await page.getByLabel("Password").fill("sarraka-demo");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/admin\/windows$/);
  await expect(page.getByRole("heading", { name: "Registration Windows", level: 1 })).toBeVisible();

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
