// The balance rule, in one place: a registration has received its card and offline payments
// less its refunds, and it is paid only when that covers its total. Every door that moves money
// (Stripe's webhook, the office's offline payment, refunds) records the movement in `payments`
// and then settles the registration with these statements, in the same D1 batch.
import { sql, type SQL } from "drizzle-orm";
import { PAYABLE_PAYMENT_STATUSES, sqlList } from "~/lib/vocabulary";
import { holdsSeat } from "./seats.server";

/** A registration still waiting for (some of) its money: the parent can pay, the office can record it. */
export const PAYABLE_STATUSES = PAYABLE_PAYMENT_STATUSES;
const payable = sql.raw(`(${sqlList(PAYABLE_STATUSES)})`);

/** The registration row inside an UPDATE of `registrations` (a bare column would bind to `payments`). */
export const thisRegistration = sql.raw("registrations.id");

/** SQL: cents received for a registration (payments less refunds). */
export function receivedSql(registrationId: SQL | number): SQL<number> {
  return sql<number>`(SELECT coalesce(sum(CASE WHEN p.kind = 'refund' THEN -p.amount_cents ELSE p.amount_cents END), 0) FROM payments p WHERE p.registration_id = ${registrationId})`;
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
      WHERE ${match} AND payment_status IS NOT NULL AND payment_status <> 'refunded' AND ${receivedSql(thisRegistration)} <= 0`,
    sql`UPDATE registrations SET payment_status = 'pending', updated_at = ${now}
      WHERE ${match} AND payment_status = 'paid' AND ${receivedSql(thisRegistration)} > 0 AND ${receivedSql(thisRegistration)} < total_amount_cents`,
  ];
}

/**
 * INSERT: records a Stripe refund on one PaymentIntent so that what the product holds as refunded
 * on it equals `refundedCents` (Stripe's running total). Writing the difference makes the office's
 * Refund button and the Dashboard's webhook agree, in whichever order they arrive, never twice.
 */
export function recordStripeRefundSql(registrationMatch: SQL, paymentIntentId: string, refundedCents: number, recordedBy: string, extra: SQL = sql`1`): SQL {
  const recorded = sql`(SELECT coalesce(sum(p.amount_cents), 0) FROM payments p WHERE p.kind = 'refund' AND p.reference = ${paymentIntentId} AND p.registration_id = registrations.id)`;
  return sql`INSERT INTO payments (registration_id, kind, amount_cents, reference, recorded_by)
    SELECT id, 'refund', ${refundedCents} - ${recorded}, ${paymentIntentId}, ${recordedBy} FROM registrations
    WHERE ${registrationMatch} AND ${extra} AND ${refundedCents} - ${recorded} > 0`;
}
