// A plan turned into what a cart pays and when (docs/decisions/0069-payment-plans.md): the one
// home of the rule, pure, so the cart, the family page and the charging job all read the same
// schedule. Every payment is split over the cart's lines to the cent, because money is recorded
// per registration line (decision 0032): a week cancelled between installments must know what
// was paid on it and what it still owes.
//
// - The deposit is per camper-week: a fixed amount, or a percent of the line's price, never more
//   than the line's price. It is due at checkout.
// - What the deposits leave is the rest. A percent installment is that percent of the rest; a
//   fixed one is its amount for every camper-week in the cart; neither takes more than is still
//   unpaid. The last installment takes what is left, rounding included, so the plan sums to the
//   cart to the cent.
// - Each installment is split over the lines in proportion to what each line still owes after
//   the payments before it (largest remainder, ties to the earlier line), so its parts sum to
//   it exactly, and the last one pays each line's remainder: every line's parts sum to its price.
// - A due day already passed at checkout (a date, or N days before a first camp day that is
//   near) is due at checkout; no installment is due before the one listed before it.
import { addDays } from "../camp-dates";
import type { Deposit, Installment } from "./payment-plan-schema";

/** A cart's line as the schedule needs it: a registration (one camper-week), its price and its first camp day. */
export type ScheduleLine = { id: number; priceCents: number; firstDay: string };

export type LinePart = { lineId: number; cents: number };

export type ScheduledPayment = {
  /** The deposit, or the installment's place in the plan (1 for the first). */
  label: "deposit" | number;
  /** The camp day it is due ('YYYY-MM-DD'). */
  dueDay: string;
  /** Due on the checkout day itself: paid with the checkout. */
  dueAtCheckout: boolean;
  amountCents: number;
  /** Its parts per line, in the lines' order; they sum to `amountCents`. */
  lines: LinePart[];
};

/** `cents` × `hundredths` of a percent, rounded half up, in whole cents (no float ever rounds money). */
export const percentOfCents = (cents: number, hundredths: number) => Math.floor((cents * hundredths + 5_000) / 10_000);

/** The deposit of one camper-week: never more than the line's price. */
export function depositCents(deposit: Deposit, priceCents: number): number {
  const cents = deposit.kind === "fixed" ? deposit.cents : percentOfCents(priceCents, deposit.hundredths);
  return Math.min(cents, priceCents);
}

/**
 * `amount` split over `owed` (what each line still owes), in proportion, to the cent: each line
 * gets the whole cents of its share, and the cents left go one each to the largest remainders
 * (the earlier line first on a tie). `amount` is at most the sum of `owed`, so no line gets more
 * than it owes.
 */
export function splitInProportion(amount: number, owed: number[]): number[] {
  const total = owed.reduce((sum, cents) => sum + cents, 0);
  if (total === 0) return owed.map(() => 0);
  const parts = owed.map((cents) => Math.floor((amount * cents) / total));
  const remainders = owed.map((cents, i) => ({ i, remainder: (amount * cents) % total }));
  let left = amount - parts.reduce((sum, cents) => sum + cents, 0);
  for (const { i } of remainders.sort((a, b) => b.remainder - a.remainder || a.i - b.i)) {
    if (left === 0) break;
    parts[i] += 1;
    left -= 1;
  }
  return parts;
}

const later = (a: string, b: string) => (a > b ? a : b);

/** The day an installment is due, given the checkout day, the cart's first camp day and the day the one before it is due. */
function dueDayOf(installment: Installment, checkoutDay: string, firstDay: string, previous: string): string {
  const { due } = installment;
  const day = due.kind === "checkout" ? checkoutDay : due.kind === "date" ? due.day : addDays(firstDay, -due.days);
  return later(later(day, checkoutDay), previous);
}

/**
 * What a cart of `lines` pays on a plan (`deposit` and `installments`) when checked out on
 * `checkoutDay`: the deposit, then each installment, with its due day, amount and parts per line.
 * Payments of nothing (a deposit that already paid a cheap cart) are left out.
 */
export function paymentSchedule(plan: { deposit: Deposit; installments: Installment[] }, lines: ScheduleLine[], checkoutDay: string): ScheduledPayment[] {
  if (lines.length === 0) return [];
  const firstDay = lines.map((line) => line.firstDay).reduce((a, b) => (a < b ? a : b));
  const deposits = lines.map((line) => depositCents(plan.deposit, line.priceCents));
  const owed = lines.map((line, i) => line.priceCents - deposits[i]);
  const rest = owed.reduce((sum, cents) => sum + cents, 0);
  const payments: ScheduledPayment[] = [
    { label: "deposit", dueDay: checkoutDay, dueAtCheckout: true, amountCents: sum(deposits), lines: parts(lines, deposits) },
  ];
  let previous = checkoutDay;
  let left = rest;
  plan.installments.forEach((installment, i) => {
    const { amount } = installment;
    const wanted =
      i === plan.installments.length - 1 || amount.kind === "rest"
        ? left
        : amount.kind === "percent"
          ? percentOfCents(rest, amount.hundredths)
          : amount.cents * lines.length;
    const cents = Math.min(wanted, left);
    const split = splitInProportion(cents, owed);
    split.forEach((part, line) => (owed[line] -= part));
    left -= cents;
    previous = dueDayOf(installment, checkoutDay, firstDay, previous);
    payments.push({ label: i + 1, dueDay: previous, dueAtCheckout: previous === checkoutDay, amountCents: cents, lines: parts(lines, split) });
  });
  return payments.filter((payment) => payment.amountCents > 0);
}

function sum(values: number[]): number {
  return values.reduce((total, value) => total + value, 0);
}

function parts(lines: ScheduleLine[], cents: number[]): LinePart[] {
  return lines.map((line, i) => ({ lineId: line.id, cents: cents[i] }));
}
