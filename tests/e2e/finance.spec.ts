// The office closes a month: the Finance tab shows the demo month's money (the seed's card
// payments are recorded on the day it ran), the totals match the payments table, the month-close
// CSV has a row per payment, and Stripe's side says this copy has no Stripe keys (on the copy
// with keys, it names the seed's card payments Stripe never took). The tab reads well on a
// phone, a tablet, a desk and paper, with no sideways scrolling.
import { readFile } from "node:fs/promises";
import { expect, test, type Page } from "@playwright/test";
import Papa from "papaparse";
import { STRIPE_E2E_STATE_DIR, stripeBaseURL } from "../../playwright.config";
import { signInAsAdmin, signInAsAdminAt } from "./support/admin";
import { queryD1 } from "./support/d1";

const pageScrollsSideways = (page: Page) => page.evaluate(() => document.scrollingElement!.scrollWidth > window.innerWidth);
const dollars = (cents: number) => new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" }).format(cents / 100);

/** This month in the camp's clock, as the tab names it and as its address spells it. */
function campMonth() {
  const parts = new Intl.DateTimeFormat("en-US", { timeZone: "America/New_York", year: "numeric", month: "long" }).formatToParts(new Date());
  const numeric = new Intl.DateTimeFormat("en-CA", { timeZone: "America/New_York", year: "numeric", month: "2-digit" }).format(new Date());
  return { label: `${parts.find((p) => p.type === "month")!.value} ${parts.find((p) => p.type === "year")!.value}`, month: numeric.slice(0, 7) };
}

test("the office opens the Finance tab for the demo month, sees its totals, downloads the month-close CSV and sees Stripe's side", async ({ page }) => {
  test.setTimeout(120_000);
  const { label, month } = campMonth();
  await signInAsAdmin(page);
  await page.getByRole("tab", { name: "Finance" }).click();
  await expect(page).toHaveURL(/\/admin\/finance$/);
  const panel = page.getByRole("tabpanel", { name: "Finance" });
  await expect(panel.getByRole("heading", { name: `Books for ${label}` })).toBeVisible();

  // The month's figures are the payments table's, read back from D1.
  const start = Date.parse(`${month}-01T00:00:00-05:00`) - 86_400_000 * 2;
  const rows = queryD1<{ kind: string; amount_cents: number; created_at: number }>(
    `SELECT kind, amount_cents, created_at FROM payments WHERE created_at >= ${start}`,
  ).filter(
    (row) => new Intl.DateTimeFormat("en-CA", { timeZone: "America/New_York", year: "numeric", month: "2-digit" }).format(row.created_at).slice(0, 7) === month,
  );
  expect(rows.length).toBeGreaterThan(0);
  const received = rows.filter((r) => r.kind !== "refund").reduce((sum, r) => sum + r.amount_cents, 0);
  const refunded = rows.filter((r) => r.kind === "refund").reduce((sum, r) => sum + r.amount_cents, 0);
  const totals = panel.getByTestId("finance-totals");
  await expect(totals.getByText("Received", { exact: true }).locator("..")).toContainText(dollars(received));
  await expect(totals.getByText("Refunded", { exact: true }).locator("..")).toContainText(dollars(refunded));
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
  const csv = Papa.parse<Record<string, string>>((await readFile(await file.path())).toString("utf8").replace(/^\uFEFF/, ""), {
    header: true,
    skipEmptyLines: true,
  });
  expect(csv.data).toHaveLength(rows.length);
  expect(csv.data.reduce((sum, r) => sum + Math.round(Number(r.Amount) * 100), 0)).toBe(received - refunded);

  const stripe = panel.getByRole("region", { name: "Stripe for this month" });
  await expect(stripe).toContainText("Stripe is not configured for this camp");

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
    await expect(stripe.getByRole("table", { name: /^Both sides' totals/ })).toBeVisible();
    const seeded = stripe.getByTestId("stripe-difference").filter({ hasText: "pi_demo_" });
    await expect(seeded.first()).toHaveText(
      /^The camp recorded \$[\d,.]+ by card \(pi_demo_\d+, registration \d+\) on \w+ \d+; Stripe has no charge for it this month\.$/,
    );
    expect(await seeded.count()).toBe(queryD1(`SELECT id FROM payments WHERE reference LIKE 'pi_demo_%'`, STRIPE_E2E_STATE_DIR).length);
  });
});
