// "Stripe for this month" on the Finance tab: Stripe's balance transactions of the month (what
// moved through the camp's Stripe balance: charges and refunds, with Stripe's fees) against the
// card money and card refunds the payments table recorded in the same month. Charges are matched
// by their PaymentIntent (the charge, expanded, names it), refunds by their re_ id, so every
// difference names the Stripe object the office can look up. Read only: the cron's reconciliation
// (stripe-reconciliation.server.ts) is what records missed money; this shows the month's books.
import { sql } from "drizzle-orm";
import type Stripe from "stripe";
import { campDayOf } from "~/lib/camp-dates";
import type { FinancePeriod } from "~/lib/finance/finance-period";
import { CAMP_CURRENCY, campDayShort, formatMoneyIn } from "~/lib/format";
import { CARD_PAYMENT, REFUND } from "~/lib/vocabulary";
import { d1Statement } from "../db.server";
import { kindSql } from "../payment-balance.server";
import { everyPage, stripeClient, stripeKeys } from "../stripe.server";
import { isCardRefund, type MoneyMoveRow } from "./money-moves.server";

type Side = { cents: number; day: string; registrations: Set<number>; charge?: string };
export type StripeDifference = {
  problem: "missing-in-camp" | "missing-in-stripe" | "amount-differs";
  object: "payment" | "refund";
  stripeId: string;
  stripeCents: number;
  campCents: number;
  text: string;
};
export type StripeMonth =
  | { status: "not-configured"; message: string }
  | { status: "error"; message: string }
  | {
      status: "ok";
      currency: string;
      stripe: { grossCents: number; refundsCents: number; feesCents: number; netCents: number; transactions: number };
      camp: { cardCents: number; refundsCents: number; netCents: number };
      differences: StripeDifference[];
    };

const idOf = (value: string | { id: string } | null | undefined) => (typeof value === "string" ? value : (value?.id ?? null));
const add = (sides: Map<string, Side>, key: string, cents: number, day: string, extra: Partial<Side> = {}, registrationId?: number) => {
  const side = sides.get(key) ?? { cents: 0, day, registrations: new Set<number>(), ...extra };
  side.cents += cents;
  if (registrationId) side.registrations.add(registrationId);
  sides.set(key, side);
};

/** Stripe's side: charge money by PaymentIntent, refunds by re_ id, and the month's totals. */
function stripeSide(transactions: Stripe.BalanceTransaction[]) {
  const payments = new Map<string, Side>();
  const refunds = new Map<string, Side>();
  const totals = { grossCents: 0, refundsCents: 0, feesCents: 0, netCents: 0, transactions: 0 };
  for (const t of transactions) {
    const day = campDayOf(t.created * 1000);
    const source = t.source as Stripe.Charge | Stripe.Refund | string | null;
    if (t.type === "charge" || t.type === "payment") {
      const charge = typeof source === "object" && source?.object === "charge" ? source : null;
      add(payments, idOf(charge?.payment_intent) ?? idOf(source) ?? t.id, t.amount, day, { charge: idOf(source) ?? undefined });
      totals.grossCents += t.amount;
    } else if (t.type === "refund" || t.type === "payment_refund") {
      add(refunds, idOf(source) ?? t.id, -t.amount, day);
      totals.refundsCents += -t.amount;
    } else continue;
    totals.feesCents += t.fee;
    totals.netCents += t.net;
    totals.transactions++;
  }
  return { payments, refunds, totals };
}

/** The camp's side: card payments by PaymentIntent, card refunds by re_ id. */
function campSide(moves: MoneyMoveRow[]) {
  const payments = new Map<string, Side>();
  const refunds = new Map<string, Side>();
  for (const move of moves) {
    const day = campDayOf(move.createdAt);
    if (move.kind === CARD_PAYMENT && move.reference) add(payments, move.reference, move.amountCents, day, {}, move.registrationId);
    else if (isCardRefund(move)) add(refunds, move.reference!, move.amountCents, day, {}, move.registrationId);
  }
  const cardCents = [...payments.values()].reduce((sum, side) => sum + side.cents, 0);
  const refundsCents = [...refunds.values()].reduce((sum, side) => sum + side.cents, 0);
  return { payments, refunds, totals: { cardCents, refundsCents, netCents: cardCents - refundsCents } };
}

/** When the camp recorded these Stripe objects, whatever the month (a webhook late past midnight). */
async function recordedOn(env: Env, references: string[]) {
  if (references.length === 0) return new Map<string, number>();
  const { results } = await d1Statement(
    env.DB,
    sql`SELECT reference, min(created_at) AS at FROM payments
      WHERE kind IN (${kindSql(CARD_PAYMENT)}, ${kindSql(REFUND)}) AND reference IN (SELECT value FROM json_each(${JSON.stringify(references)})) GROUP BY reference`,
  ).all<{ reference: string; at: number }>();
  return new Map(results.map((row) => [row.reference, row.at]));
}

function compare(object: StripeDifference["object"], stripe: Map<string, Side>, camp: Map<string, Side>, currency: string, elsewhere: Map<string, number>) {
  const money = (cents: number) => formatMoneyIn(cents, currency);
  const regs = (side: Side) => (side.registrations.size ? `, registration ${[...side.registrations].join(", ")}` : "");
  const differences: StripeDifference[] = [];
  for (const [stripeId, theirs] of stripe) {
    const ours = camp.get(stripeId);
    const what =
      object === "payment"
        ? `received ${money(theirs.cents)} (${stripeId}${theirs.charge ? `, charge ${theirs.charge}` : ""})`
        : `refunded ${money(theirs.cents)} (${stripeId})`;
    if (!ours) {
      const at = elsewhere.get(stripeId);
      const note = at
        ? `the camp recorded it on ${campDayShort(campDayOf(at))}, in another month`
        : `the camp has no ${object === "payment" ? "card payment" : "refund"} recorded for it`;
      differences.push({
        problem: "missing-in-camp",
        object,
        stripeId,
        stripeCents: theirs.cents,
        campCents: 0,
        text: `Stripe ${what} on ${campDayShort(theirs.day)}; ${note}.`,
      });
    } else if (ours.cents !== theirs.cents) {
      differences.push({
        problem: "amount-differs",
        object,
        stripeId,
        stripeCents: theirs.cents,
        campCents: ours.cents,
        text: `Stripe ${what}; the camp recorded ${money(ours.cents)}${regs(ours)}: ${money(Math.abs(theirs.cents - ours.cents))} ${theirs.cents > ours.cents ? "more at Stripe" : "more in the camp's records"}.`,
      });
    }
  }
  for (const [stripeId, ours] of camp) {
    if (stripe.has(stripeId)) continue;
    const what = object === "payment" ? `${money(ours.cents)} by card` : `a refund of ${money(ours.cents)}`;
    differences.push({
      problem: "missing-in-stripe",
      object,
      stripeId,
      stripeCents: 0,
      campCents: ours.cents,
      text: `The camp recorded ${what} (${stripeId}${regs(ours)}) on ${campDayShort(ours.day)}; Stripe has no ${object === "payment" ? "charge" : "refund"} for it this month.`,
    });
  }
  return differences;
}

export async function compareMonthWithStripe(env: Env, period: FinancePeriod, moves: MoneyMoveRow[]): Promise<StripeMonth> {
  const keys = stripeKeys(env);
  if (!keys) return { status: "not-configured", message: "Stripe is not configured for this camp, so there is nothing to compare with." };
  let transactions: Stripe.BalanceTransaction[];
  try {
    const stripe = stripeClient(env, keys.secretKey);
    const created = { gte: Math.floor(period.fromMs / 1000), lt: Math.floor(period.toMs / 1000) };
    transactions = await everyPage(stripe.balanceTransactions.list({ created, limit: 100, expand: ["data.source"] }));
  } catch (error) {
    return {
      status: "error",
      message: `Stripe could not be read just now (${error instanceof Error ? error.message : "unknown error"}). The camp's own figures above are complete; try again in a minute.`,
    };
  }
  const theirs = stripeSide(transactions);
  const ours = campSide(moves);
  const currency = transactions[0]?.currency ?? CAMP_CURRENCY;
  const missing = [...theirs.payments.keys(), ...theirs.refunds.keys()].filter((id) => !ours.payments.has(id) && !ours.refunds.has(id));
  const elsewhere = await recordedOn(env, missing);
  return {
    status: "ok",
    currency,
    stripe: theirs.totals,
    camp: ours.totals,
    differences: [
      ...compare("payment", theirs.payments, ours.payments, currency, elsewhere),
      ...compare("refund", theirs.refunds, ours.refunds, currency, elsewhere),
    ],
  };
}
