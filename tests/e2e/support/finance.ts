// The office's books as the journeys check them: the camp month of today, the payments table's
// rows of a month read back from a copy's D1, the Finance tab's totals against them, and the
// month-close CSV as a bookkeeper's program reads it.
import { readFile } from "node:fs/promises";
import { expect, type Download, type Locator } from "@playwright/test";
import Papa from "papaparse";
import { STATE_DIR, queryD1 } from "./d1";

const CAMP_TIME_ZONE = "America/New_York";
const monthOf = (instant: number | Date) =>
  new Intl.DateTimeFormat("en-CA", { timeZone: CAMP_TIME_ZONE, year: "numeric", month: "2-digit" }).format(instant).slice(0, 7);
const dollars = (cents: number) => new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" }).format(cents / 100);

/** This month in the camp's clock, as the tab names it ("November 2026") and as its address spells it ("2026-11"). */
export function campMonth() {
  const parts = new Intl.DateTimeFormat("en-US", { timeZone: CAMP_TIME_ZONE, year: "numeric", month: "long" }).formatToParts(new Date());
  return { label: `${parts.find((p) => p.type === "month")!.value} ${parts.find((p) => p.type === "year")!.value}`, month: monthOf(new Date()) };
}

export type PaymentRow = { kind: string; amount_cents: number; created_at: number; reference: string | null };

/** The payments table's rows made in `month` (camp time), from the copy whose state is `stateDir`. */
export function paymentsOfMonth(month: string, stateDir = STATE_DIR): PaymentRow[] {
  const start = Date.parse(`${month}-01T00:00:00-05:00`) - 86_400_000 * 2;
  return queryD1<PaymentRow>(`SELECT kind, amount_cents, created_at, reference FROM payments WHERE created_at >= ${start}`, stateDir).filter(
    (row) => monthOf(row.created_at) === month,
  );
}

/** The tab's Received and Refunded equal the rows' sums, to the cent. */
export async function expectTotalsOf(panel: Locator, rows: PaymentRow[]) {
  const received = rows.filter((r) => r.kind !== "refund").reduce((sum, r) => sum + r.amount_cents, 0);
  const refunded = rows.filter((r) => r.kind === "refund").reduce((sum, r) => sum + r.amount_cents, 0);
  const totals = panel.getByTestId("finance-totals");
  await expect(totals.getByText("Received", { exact: true }).locator("..")).toContainText(dollars(received));
  await expect(totals.getByText("Refunded", { exact: true }).locator("..")).toContainText(dollars(refunded));
  return { received, refunded };
}

/** The month-close CSV's rows by their column names. */
export async function csvRows(download: Download) {
  const text = (await readFile(await download.path())).toString("utf8").replace(/^\uFEFF/, "");
  return Papa.parse<Record<string, string>>(text, { header: true, skipEmptyLines: true }).data;
}
