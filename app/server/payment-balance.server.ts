// The balance rule, in one place: a registration has received its card and offline payments
// less its refunds, and it is paid only when that covers its total. Every door that moves money
// (Stripe's webhook, the office's offline payment, refunds) records the movement in `payments`
// and then settles the registration with these statements, in the same D1 batch.
import { sql, type SQL } from "drizzle-orm";
import { CARD_PAYMENT, PAYABLE_PAYMENT_STATUSES, REFUND, sqlList, UNREFUNDED_PAYMENT_STATUSES, type PaymentKind } from "~/lib/vocabulary";
import { holdsSeat } from "./seats.server";

/** A registration still waiting for (some of) its money: the parent can pay, the office can record it. */
export const PAYABLE_STATUSES = PAYABLE_PAYMENT_STATUSES;
const payable = sql.raw(`(${sqlList(PAYABLE_STATUSES)})`);
const unrefunded = sql.raw(`(${sqlList(UNREFUNDED_PAYMENT_STATUSES)})`);

/** The registration row inside an UPDATE of `registrations` (a bare column would bind to `payments`). */
export const thisRegistration = sql.raw("registrations.id");

/** SQL text of a payment kind (PAYMENT_KINDS), for statements written as SQL. */
export const kindSql = (kind: PaymentKind) => sql.raw(`'${kind}'`);

/** SQL: what the payment row `p` (a table name or alias) adds to what was received: a refund takes away (receivedCents' twin). */
export function receivedCentsSql(p: string): SQL {
  return sql.raw(`CASE WHEN ${p}.kind = '${REFUND}' THEN -${p}.amount_cents ELSE ${p}.amount_cents END`);
}

/** SQL: cents received for a registration (payments less refunds). */
export function receivedSql(registrationId: SQL | number): SQL<number> {
  return sql<number>`(SELECT coalesce(sum(${receivedCentsSql("p")}), 0) FROM payments p WHERE p.registration_id = ${registrationId})`;
}

/** SQL: cents the camp received in all (payments less refunds): the dashboard's revenue. */
export const campReceivedSql = sql<number>`(SELECT coalesce(sum(${receivedCentsSql("p")}), 0) FROM payments p)`;

/**
 * SQL twin of isPaymentDue (app/lib/payment-due.ts), for a guarded UPDATE of `registrations` (or
 * a row of it under another name): a held seat whose payment is payable and whose money does not
 * cover its total yet. Paying and paying later ask this same question.
 */
export function paymentDueSql(row = "registrations"): SQL {
  const column = (name: string) => sql.raw(`${row}.${name}`);
  return sql`${holdsSeat(`${row}.status`)} AND ${column("payment_status")} IN ${payable} AND ${receivedSql(column("id"))} < ${column("total_amount_cents")}`;
}

/** UPDATE: a registration whose money now covers its total is confirmed and paid. */
export function settleWhenCoveredSql(match: SQL, now: number): SQL {
  return sql`UPDATE registrations SET status = 'confirmed', payment_status = 'paid', updated_at = ${now}
    WHERE ${match} AND ${holdsSeat("status")} AND payment_status IN ${payable}
      AND ${receivedSql(thisRegistration)} >= total_amount_cents`;
}

/**
 * UPDATEs after a refund: nothing left received -> payment 'refunded' and the registration
 * cancelled (its seat is free), as the office's Refund button does; some left but less than the
 * total -> the registration keeps its status and owes the balance (payment 'pending').
 */
export function settleAfterRefundSql(match: SQL, now: number): SQL[] {
  return [
    sql`UPDATE registrations SET status = 'cancelled', payment_status = 'refunded', queue_position = NULL, updated_at = ${now}
      WHERE ${match} AND payment_status IN ${unrefunded} AND ${receivedSql(thisRegistration)} <= 0`,
    sql`UPDATE registrations SET payment_status = 'pending', updated_at = ${now}
      WHERE ${match} AND payment_status = 'paid' AND ${receivedSql(thisRegistration)} > 0 AND ${receivedSql(thisRegistration)} < total_amount_cents`,
  ];
}

/**
 * SQL: what a line still holds by card from one PaymentIntent: its card payments from the intent
 * less the refunds made on it (refunds name their intent; older ones referenced it directly).
 */
export function cardHeldSql(paymentIntentId: string | SQL, registrationId: SQL | number): SQL<number> {
  return sql<number>`(SELECT coalesce(sum(${receivedCentsSql("p")}), 0) FROM payments p
    WHERE p.registration_id = ${registrationId} AND ((p.kind = ${kindSql(CARD_PAYMENT)} AND p.reference = ${paymentIntentId}) OR (p.kind = ${kindSql(REFUND)} AND p.payment_intent_id = ${paymentIntentId})))`;
}

/**
 * INSERT: the card money a line received from a PaymentIntent, up to `cents` in all: only what is
 * not recorded yet, so a replayed, concurrent or late event (or the hold check) adds nothing twice.
 */
export function recordCardPaymentSql(paymentIntentId: string, registrationId: number, cents: number, now: number): SQL {
  const recorded = sql`(SELECT coalesce(sum(p.amount_cents), 0) FROM payments p WHERE p.kind = ${kindSql(CARD_PAYMENT)} AND p.reference = ${paymentIntentId} AND p.registration_id = ${registrationId})`;
  return sql`INSERT INTO payments (registration_id, kind, amount_cents, reference, payment_intent_id, recorded_by, created_at)
    SELECT ${registrationId}, ${kindSql(CARD_PAYMENT)}, ${cents} - ${recorded}, ${paymentIntentId}, ${paymentIntentId}, 'stripe', ${now}
    WHERE ${cents} - ${recorded} > 0`;
}

/**
 * INSERT: one Stripe refund (re_...) on one line, once whoever records it first (the office's
 * Refund button, the family's cancel, the webhook), and never more than the line still holds
 * from that PaymentIntent: a refund can only give back money that was received.
 */
export function recordCardRefundSql(
  refund: { id: string; paymentIntentId: string; cents: number },
  registrationId: number,
  recordedBy: string,
  extra: SQL = sql`1`,
): SQL {
  const held = cardHeldSql(refund.paymentIntentId, registrationId);
  return sql`INSERT INTO payments (registration_id, kind, amount_cents, reference, payment_intent_id, recorded_by, created_at)
    SELECT ${registrationId}, ${kindSql(REFUND)}, min(${refund.cents}, ${held}), ${refund.id}, ${refund.paymentIntentId}, ${recordedBy}, ${Date.now()}
    WHERE ${held} > 0 AND ${extra}
      AND NOT EXISTS (SELECT 1 FROM payments p WHERE p.kind = ${kindSql(REFUND)} AND p.reference = ${refund.id} AND p.registration_id = ${registrationId})`;
}
