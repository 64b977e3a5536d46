// The Waitlist tab at season scale: a session's queue chosen from the Session filter, and Enroll
// on one row: only that row says "Enrolling…", the answer changes that row (and moves the campers
// behind it up), and a failed Enroll says the specification's words in the toast and on the row.
import { expect, test, type Page } from "@playwright/test";
import { manyRegistrationsSql } from "./support/many-registrations";
import { signInAsAdmin } from "./support/admin";
import { runD1Script } from "./support/d1";

test.beforeEach(() => test.slow());

/** Holds the tab's Enroll posts until the returned function is called with what to do. */
async function holdEnrolls(page: Page) {
  const waiting: Array<(how: "answer" | "drop") => void> = [];
  await page.route(/\/admin\/waitlist\.data/, async (route) => {
    if (route.request().method() !== "POST") return route.continue();
    const how = await new Promise<"answer" | "drop">((resolve) => waiting.push(resolve));
    if (how === "drop") await route.abort("internetdisconnected");
    else await route.continue();
  });
  return async (how: "answer" | "drop") => {
    await expect.poll(() => waiting.length).toBeGreaterThan(0);
    waiting.shift()!(how);
  };
}

test("Enroll on one waiting camper: only that row says Enrolling…, then that row says Enrolled and the campers behind move up", async ({ page }) => {
  const tag = `Waitlist ${Math.random().toString(36).slice(2, 8)}`;
  runD1Script(manyRegistrationsSql(tag, 100));
  await signInAsAdmin(page);
  await page.getByRole("tab", { name: "Waitlist" }).click();
  await page.getByRole("combobox", { name: "Session filter" }).click();
  await page.getByRole("option", { name: new RegExp(`${tag} week \\(20 waiting\\)`) }).click();
  await expect(page.getByText("Showing 20 waiting campers")).toBeVisible();
  await expect(page).toHaveURL(/[?&]session=\d+/);

  const rows = page.getByTestId("waitlist-entry");
  await expect(rows).toHaveCount(20);
  const second = rows.nth(1);
  const third = rows.nth(2);
  const secondName = (await second.locator("p.font-bold").first().innerText()).trim();
  await expect(third.getByTestId("waitlist-place")).toHaveText("3");

  const release = await holdEnrolls(page);
  await second.getByRole("button", { name: `Enroll ${secondName}` }).click();
  await expect(second.getByRole("button", { name: `Enroll ${secondName}` })).toHaveText("Enrolling…");
  await expect(second.getByRole("button", { name: `Enroll ${secondName}` })).toBeDisabled();
  // Every other row can still be enrolled, and says so.
  await expect(page.getByRole("button", { name: /^Enroll / }).filter({ hasText: "Enrolling…" })).toHaveCount(1);
  await expect(page.getByRole("button", { name: /^Enroll / }).filter({ hasText: /^Enroll$/ })).toHaveCount(19);
  await expect(rows.first().getByRole("button", { name: /^Enroll / })).toBeEnabled();

  await release("answer");
  await expect(page.getByText("Camper Enrolled Successfully", { exact: true })).toBeVisible();
  await expect(second.getByTestId("waitlist-enrolled")).toContainText("Enrolled: a payment link was e-mailed to");
  await expect(second.getByRole("button", { name: /^Enroll / })).toHaveCount(0);
  // The camper behind moved up a place; the rows ahead are as they were.
  await expect(third.getByTestId("waitlist-place")).toHaveText("2");
  await expect(rows.first().getByTestId("waitlist-place")).toHaveText("1");
  await expect(page.getByRole("button", { name: /^Enroll / }).filter({ hasText: /^Enroll$/ })).toHaveCount(19);

  // A dropped connection: the toast and the row say the specification's words, and the row can try again.
  const thirdName = (await third.locator("p.font-bold").first().innerText()).trim();
  await third.getByRole("button", { name: `Enroll ${thirdName}` }).click();
  await release("drop");
  await expect(page.getByText("Enrollment Failed", { exact: true })).toBeVisible();
  await expect(page.getByText("Failed to enroll camper. Please try again.").first()).toBeVisible();
  await expect(third).toContainText("Not enrolled: Failed to enroll camper. Please try again.");
  await expect(third.getByRole("button", { name: `Enroll ${thirdName}` })).toHaveText("Enroll");
  await expect(third.getByRole("button", { name: `Enroll ${thirdName}` })).toBeEnabled();
});
