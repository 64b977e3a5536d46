// The camp office on a tablet and at the door: what the admin and the counselor see.
import { expect, test, type Page } from "@playwright/test";
import { signInAsAdmin } from "./support/admin";

const pageScrollsSideways = (page: Page) => page.evaluate(() => document.scrollingElement!.scrollWidth > window.innerWidth);

test("on a tablet the office sees every registration's actions without scrolling sideways, each named by its label", async ({ page }) => {
  await page.setViewportSize({ width: 820, height: 1180 });
  await signInAsAdmin(page);
  const rows = page.getByTestId("registration-row");
  await expect(rows.first()).toBeVisible();

  // The table fits its card: nothing hides past its right edge.
  const table = page.getByRole("table");
  expect(await table.evaluate((t) => t.parentElement!.scrollWidth <= t.parentElement!.clientWidth)).toBe(true);
  for (const row of (await rows.all()).slice(0, 8)) {
    for (const button of await row.getByRole("button").all()) {
      await expect(button).toBeVisible();
      const box = (await button.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, await button.innerText()).toBeLessThanOrEqual(820);
      // WCAG 2.5.3: the accessible name starts with the words on the button.
      const label = (await button.innerText()).trim();
      const name = (await button.getAttribute("aria-label")) ?? label;
      expect(name.toLowerCase().startsWith(label.toLowerCase()), `"${label}" is named "${name}"`).toBe(true);
    }
  }
  expect(await pageScrollsSideways(page)).toBe(false);

  await expect(page.getByRole("button", { name: /^More actions for / }).first()).toHaveText("More");
  const pay = page.getByRole("button", { name: /^Payment actions for / }).first();
  await expect(pay).toHaveText("Payment");
  await pay.click();
  await expect(page.getByRole("menuitem", { name: "Record offline payment" })).toBeInViewport();
  expect(await pageScrollsSideways(page)).toBe(false);
  await page.keyboard.press("Escape");

  // On a phone the table may scroll inside its card, but the page itself never does.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(rows.first()).toBeVisible();
  expect(await pageScrollsSideways(page)).toBe(false);
});

test("on a tablet a row's status and payment badges say which is which", async ({ page }) => {
  await page.setViewportSize({ width: 820, height: 1180 });
  await signInAsAdmin(page);
  const row = page
    .getByTestId("registration-row")
    .filter({ has: page.locator("[data-status] + p [data-status]") })
    .first();
  await expect(row).toBeVisible();
  const [status, payment] = (await row.locator("[data-status]:visible").allInnerTexts()).map((text) => text.replace(/\s+/g, " "));
  expect(status).toMatch(/^Status: /);
  expect(payment).toMatch(/^Payment: /);
  // On a computer each has its own column, under its heading.
  await page.setViewportSize({ width: 1280, height: 900 });
  expect((await row.locator("[data-status]:visible").allInnerTexts()).some((text) => text.includes(":"))).toBe(false);
});

test("every button on the admin tabs is named starting with the words it shows", async ({ page }) => {
  await signInAsAdmin(page);
  for (const tab of ["Registrations", "Waitlist", "Programs", "Sessions", "Staff", "Media", "Messages", "Content"]) {
    await page.getByRole("tab", { name: tab }).click();
    const panel = page.getByRole("tabpanel", { name: tab });
    // Each tab's rows arrive from the API once it is open.
    await expect(panel.getByRole("button").first()).toBeVisible();
    const mismatches = await panel.evaluate((root) =>
      // A select shows its value, not its label (the label is above it): only buttons that act.
      Array.from(root.querySelectorAll("button[aria-label]:not([role=combobox])"))
        .map((b) => ({ shown: (b as HTMLElement).innerText.replace(/[^\p{L}\p{N} ]/gu, "").trim(), name: b.getAttribute("aria-label")! }))
        .filter(({ shown, name }) => shown && !name.toLowerCase().startsWith(shown.toLowerCase()))
        .map(({ shown, name }) => `"${shown}" named "${name}"`),
    );
    expect(mismatches, tab).toEqual([]);
  }
});

test("the waitlist numbers each session's queue from 1, FLC and UUCA apart", async ({ page }) => {
  await signInAsAdmin(page);
  await page.getByRole("tab", { name: "Waitlist" }).click();
  const queues = page.getByRole("region", { name: / queue$/ });
  await expect(queues.first()).toBeVisible();
  for (const queue of await queues.all()) {
    const places = await queue.getByTestId("waitlist-entry").getByTestId("waitlist-place").allInnerTexts();
    expect(places.map(Number)).toEqual(places.map((_, i) => i + 1));
    // One session per queue: every camper in it waits for the same site and session.
    const name = (await queue.getAttribute("aria-label"))!.replace(/ queue$/, "");
    for (const entry of await queue.getByTestId("waitlist-entry").all()) await expect(entry).toContainText(name.split(" · ")[1]);
  }
});

test("New Session: switching to Off-day leaves the event name empty for the counselor to type", async ({ page }) => {
  await page.goto("/attendance-login");
  await page.getByLabel("Username").fill("staff");
  await page.getByLabel("Password").fill("sarraka-demo");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/attendance$/);

  await page.getByRole("button", { name: "+ New Session" }).click();
  const dialog = page.getByRole("dialog", { name: "New Session" });
  await dialog.getByLabel("Week number").fill("3");
  await expect(dialog.getByText("Title: Week 3")).toBeVisible();
  await dialog.getByRole("radio", { name: "Off-day" }).check();
  await expect(dialog.getByLabel("Event name")).toHaveValue("");
  await expect(dialog.getByLabel("Event name")).toHaveAttribute("placeholder", "Winter Break Day");
  await dialog.getByRole("radio", { name: "Weekly" }).check();
  await expect(dialog.getByLabel("Week number")).toHaveValue("3");
});
