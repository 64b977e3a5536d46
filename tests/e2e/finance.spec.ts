// The office closes a month: the Finance tab shows the demo month's money (the seed's card
// payments are recorded on the day it ran), the totals match the payments table, the month-close
// CSV has a row per payment, and Stripe's side says this copy has no Stripe keys (on the copy
// with keys, it names the seed's card payments Stripe never took). The tab reads well on a
// phone, a tablet, a desk and paper, with no sideways scrolling.
import { expect, test, type Page } from "@playwright/test";
import { STRIPE_E2E_STATE_DIR, stripeBaseURL } from "../../playwright.config";
import { signInAsAdmin, signInAsAdminAt } from "./support/admin";
import { queryD1 } from "./support/d1";
import { campMonth, csvRows, expectTotalsOf, paymentsOfMonth } from "./support/finance";

const pageScrollsSideways = (page: Page) => page.evaluate(() => document.scrollingElement!.scrollWidth > window.innerWidth);

test("the office opens the Finance tab for the demo month, sees its totals, downloads the month-close CSV and sees Stripe's side", async ({ page }) => {
  test.setTimeout(120_000);
  const { label, month } = campMonth();
  await signInAsAdmin(page);
  await page.getByRole("tab", { name: "Finance" }).click();
  await expect(page).toHaveURL(/\/admin\/finance$/);
  const panel = page.getByRole("tabpanel", { name: "Finance" });
  await expect(panel.getByRole("heading", { name: `Books for ${label}` })).toBeVisible();

  // The month's figures are the payments table's, read back from D1.
  const rows = paymentsOfMonth(month);
  expect(rows.length).toBeGreaterThan(0);
  const { received, refunded } = await expectTotalsOf(panel, rows);
  await expect(panel.getByRole("table", { name: "Per site", exact: true })).toBeVisible();
  await expect(panel.getByRole("table", { name: /^Deferred balances/ })).toBeVisible();

  // Every button says what it does in its name.
  for (const button of await panel.getByRole("button").all()) {
    const shown = (await button.innerText()).trim();
    const name = (await button.getAttribute("aria-label")) ?? shown;
    expect(name.toLowerCase().startsWith(shown.toLowerCase()), `"${shown}" is named "${name}"`).toBe(true);
  }

  const download = page.waitForEvent("download");
  await panel.getByRole("link", { name: "Download month-close CSV" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`month-close-${month}.csv`);
  const csv = await csvRows(file);
  expect(csv).toHaveLength(rows.length);
  expect(csv.reduce((sum, r) => sum + Math.round(Number(r.Amount) * 100), 0)).toBe(received - refunded);

  const stripe = panel.getByRole("region", { name: "Stripe for this month" });
  await stripe.getByRole("button", { name: "Compare with Stripe" }).click();
  await expect(page).toHaveURL(/compare=stripe/);
  await expect(stripe).toContainText("Stripe is not configured for this camp");
  await expect(stripe.getByRole("button", { name: "Compare with Stripe again" })).toBeVisible();

  for (const [width, height] of [
    [390, 844],
    [820, 1180],
    [1280, 900],
  ]) {
    await page.setViewportSize({ width, height });
    await expect(panel.getByRole("heading", { name: `Books for ${label}` })).toBeVisible();
    expect(await pageScrollsSideways(page), `${width} px`).toBe(false);
    await page.screenshot({ path: `test-results/finance-${width}.png`, fullPage: true });
    if (width === 390)
      for (const y of [800, 2000, 3200])
        await page.screenshot({ path: `test-results/finance-390-${y}.png`, fullPage: true, clip: { x: 0, y, width: 390, height: 1200 } });
  }

  // On paper: the books alone, without the picker or the buttons.
  await page.emulateMedia({ media: "print" });
  await expect(panel.getByRole("button", { name: "Print" })).toBeHidden();
  await page.screenshot({ path: "test-results/finance-print.png", fullPage: true });
  await page.emulateMedia({ media: "screen" });

  // Another month from the picker: an empty month says so.
  await page.getByLabel("Month", { exact: true }).fill("2031-02");
  await page.getByRole("button", { name: "Show" }).click();
  await expect(panel.getByText("No money moved in February 2031.")).toBeVisible();
});

test.describe("with Stripe keys", () => {
  test.use({ baseURL: stripeBaseURL });

  // Read only: nothing is added to the shared Stripe account, whose lists the cron's
  // reconciliation reads in other journeys (a payment the camp never asked for is covered in
  // tests/workerd/finance.test.ts, against an account of its own).
  test("Stripe for this month compares Stripe's balance with the camp's card payments, and names the seed's ones Stripe never took", async ({ page }) => {
    await signInAsAdminAt(page, "/admin/finance");
    const stripe = page.getByRole("region", { name: "Stripe for this month" });
    await stripe.getByRole("button", { name: "Compare with Stripe" }).click();
    await expect(stripe.getByRole("table", { name: /^Both sides' totals/ })).toBeVisible();
    const seeded = stripe.getByTestId("stripe-difference").filter({ hasText: "pi_demo_" });
    await expect(seeded.first()).toHaveText(
      /^The camp recorded \$[\d,.]+ by card \(pi_demo_\d+, registration \d+\) on \w+ \d+; Stripe has no charge for it this month\.$/,
    );
    expect(await seeded.count()).toBe(queryD1(`SELECT id FROM payments WHERE reference LIKE 'pi_demo_%'`, STRIPE_E2E_STATE_DIR).length);
  });
});
