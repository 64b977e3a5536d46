// The camp office looks after the door app's counselor accounts: a common password is refused,
// and a counselor locked out by failed sign-ins is let back in from the Staff tab.
import { expect, test, type Page } from "@playwright/test";
import { dashboardReady, signInAsAdmin } from "./support/admin";

async function openStaffTab(page: Page) {
  const tab = page.getByRole("tab", { name: "Staff" });
  await tab.click();
  await expect(tab).toHaveAttribute("aria-selected", "true");
}

test("an admin unlocks a counselor whose sign-in was locked by wrong passwords, and cannot give them a common password", async ({ page, browser }) => {
  const suffix = Math.random().toString(36).slice(2, 7);
  const username = `door${suffix}`;
  const displayName = `Door Tablet ${suffix}`;
  await signInAsAdmin(page);
  await openStaffTab(page);
  // Checked in the browser with the action's own rules: each message under its field, the first field focused.
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByText("Username must be at least 3 characters")).toBeVisible();
  await expect(page.getByText("Name must be at least 2 characters")).toBeVisible();
  await expect(page.getByLabel("Username")).toBeFocused();
  await page.getByLabel("Username").fill(username);
  await expect(page.getByText("Username must be at least 3 characters")).toHaveCount(0);
  await page.getByLabel("Display name").fill(displayName);
  await page.getByLabel("Password", { exact: true }).fill("sea otters at the door");
  await page.getByRole("button", { name: "Create account" }).click();
  const row = page.getByTestId("staff-row").filter({ hasText: displayName });
  await expect(row).toBeVisible();

  // The same rule as parents': a common password is refused with the reason.
  await row.getByRole("button", { name: `Reset password of ${displayName}` }).click();
  const dialog = page.getByRole("dialog", { name: "Reset password" });
  await dialog.getByLabel("New password").fill("baseball");
  await dialog.getByRole("button", { name: "Reset password" }).click();
  await expect(dialog.getByText("That password is one of the most common passwords and easy to guess. Please choose another.")).toBeVisible();
  await dialog.getByRole("button", { name: "Cancel" }).click();

  // Someone guesses at the door app's sign-in until it refuses them.
  const door = await browser.newPage();
  await door.goto("/attendance-login");
  for (let i = 0; i < 6; i++) {
    await door.getByLabel("Username").fill(username);
    await door.getByLabel("Password").fill(`wrong guess ${i}`);
    await Promise.all([
      door.waitForResponse((r) => r.request().method() === "POST" && r.url().includes("/attendance-login")),
      door.getByRole("button", { name: "Sign In" }).click(),
    ]);
  }
  await expect(door.getByText(/Too many failed sign-in attempts/).first()).toBeVisible();

  await page.reload();
  await dashboardReady(page);
  await openStaffTab(page);
  await expect(row.getByText(/^Sign-in locked until /)).toBeVisible();
  await row.getByRole("button", { name: `Unlock sign-in of ${displayName}` }).click();
  await expect(page.getByText("Sign-in unlocked").first()).toBeVisible();
  await expect(row.getByText(/^Sign-in locked until /)).toHaveCount(0);

  // The counselor signs in at once.
  await door.getByLabel("Username").fill(username);
  await door.getByLabel("Password").fill("sea otters at the door");
  await door.getByRole("button", { name: "Sign In" }).click();
  await expect(door).toHaveURL(/\/attendance$/);
  await door.close();
});
