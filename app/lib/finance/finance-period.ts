// The books' period and how money is bucketed in it: a calendar month of the camp's clock
// (CAMP_TIME_ZONE), so a payment at 11 pm on July 31 in Arlington is July's even though it is
// August in UTC. The month asked for is parsed by finance-month-schema.ts (zod stays out of the
// Finance tab's bundle). Browser-safe: no I/O.
import { campTimeToInstant, campToday } from "../camp-dates";
import { campMonthLabel } from "../format";
import { isRefund, type PaymentKind } from "../vocabulary";

export type FinancePeriod = {
  month: string;
  /** "July 2026" */
  label: string;
  /** The first camp day and the first day after the period ('YYYY-MM-DD'). */
  firstDay: string;
  endDay: string;
  /** Unix ms: from (inclusive) and to (exclusive), midnight camp time at each end. */
  fromMs: number;
  toMs: number;
};

/** The month after '2026-07' ('2026-08'; '2026-12' -> '2027-01'). */
export function nextMonth(month: string): string {
  const [year, m] = month.split("-").map(Number);
  return m === 12 ? `${year + 1}-01` : `${year}-${String(m + 1).padStart(2, "0")}`;
}

export function previousMonth(month: string): string {
  const [year, m] = month.split("-").map(Number);
  return m === 1 ? `${year - 1}-12` : `${year}-${String(m - 1).padStart(2, "0")}`;
}

/** A valid 'YYYY-MM' as its period of camp time. */
export function monthPeriod(month: string): FinancePeriod {
  const firstDay = `${month}-01`;
  const endDay = `${nextMonth(month)}-01`;
  return { month, label: campMonthLabel(month), firstDay, endDay, fromMs: campTimeToInstant(firstDay), toMs: campTimeToInstant(endDay) };
}

/** The month asked for (?month=2026-07), or this camp month when none is. */
export const askedMonth = (month: string | null | undefined, now = new Date()) => month ?? campToday(now).slice(0, 7);

/** Whole days a due date is past on `today` (0 when not yet late). */
export function daysLate(dueDate: string, today: string): number {
  return Math.max(0, Math.round((Date.parse(`${today}T12:00:00Z`) - Date.parse(`${dueDate}T12:00:00Z`)) / 86_400_000));
}

/** A movement of money as the books count it: received (card, offline) or refunded. */
export type MoneyMove = { kind: PaymentKind; amountCents: number };
export type MoneyTotals = { receivedCents: number; refundedCents: number; netCents: number; count: number };

export const NO_MONEY: MoneyTotals = { receivedCents: 0, refundedCents: 0, netCents: 0, count: 0 };

export function addMove(totals: MoneyTotals, move: MoneyMove): MoneyTotals {
  const refund = isRefund(move);
  const receivedCents = totals.receivedCents + (refund ? 0 : move.amountCents);
  const refundedCents = totals.refundedCents + (refund ? move.amountCents : 0);
  return { receivedCents, refundedCents, netCents: receivedCents - refundedCents, count: totals.count + 1 };
}

/** The moves summed per key, keys in order (ascending, as given by `keyOf`). */
export const totalsBy = <M extends MoneyMove>(moves: M[], keyOf: (move: M) => string) => sumsBy(moves, keyOf, addMove, NO_MONEY);

/** Rows summed per key (a day, a site, a program), sorted by key: `add` takes one row into its key's sum. */
export function sumsBy<R, S extends object>(rows: R[], keyOf: (row: R) => string, add: (sum: S, row: R) => S, none: S): Array<{ key: string } & S> {
  const byKey = new Map<string, S>();
  for (const row of rows) byKey.set(keyOf(row), add(byKey.get(keyOf(row)) ?? none, row));
  return [...byKey.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([key, sum]) => ({ key, ...sum }));
}

export const totalOf = (moves: MoneyMove[]) => moves.reduce(addMove, NO_MONEY);
