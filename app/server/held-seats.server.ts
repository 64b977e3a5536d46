// Held seats that stay unpaid: the parent is reminded before the hold ends, then the seat goes
// back to the session so another family can have it. The office sets both times
// (camp_settings). An unpaid hold is a seat taken (sign-up, enroll, lottery) with nothing
// received: payment pending or failed. A deferred payment is not one: the parent agreed a due
// date with the camp, and the deferred-payment reminder covers it (docs/decisions).
// Both jobs are safe to run twice: the reminder has a dedupe key, and the release is one
// guarded UPDATE per registration whose stamp gates the audit entry and the parent's mail.
import { sql } from "drizzle-orm";
import { formatCampDayTime } from "~/lib/format";
import { campDayLong, formatDollars } from "~/lib/registration-rules";
import { d1Statement, stampAfter, stampedAudit, stampedMail } from "./admin/guarded-writes.server";
import { checkoutUrl } from "./admin/mail-notices.server";
import { getCampSettings } from "./camp-settings.server";
import { getDb } from "./db.server";
import { composeMail, queueMailStatement, type MailMessage } from "./mail.server";
import { receivedSql } from "./payment-balance.server";
import { holdLapses } from "./seats.server";
import { recordIntentSucceeded, stripeClient, stripeKeys } from "./stripe.server";

export const HOLD_REMINDER_KIND = "hold-reminder";
export const HOLD_RELEASED_KIND = "hold-released";
const HOUR = 60 * 60 * 1000;

/** SQL condition on `registrations`: a seat held with nothing paid towards it. */
const unpaidHold = sql`${holdLapses("registrations")}
  AND registrations.held_at IS NOT NULL AND ${receivedSql(sql.raw("registrations.id"))} <= 0`;

type Hold = {
  id: number;
  heldAt: number;
  updatedAt: number;
  totalAmountCents: number;
  camperFirstName: string;
  parentFirstName: string;
  parentEmail: string;
  sessionName: string;
  startDate: string;
};

async function holdsHeldBefore(env: Env, cutoff: number, extra = sql`1`) {
  const { results } = await d1Statement(
    env.DB,
    sql`SELECT registrations.id, registrations.held_at AS heldAt, registrations.updated_at AS updatedAt, registrations.total_amount_cents AS totalAmountCents,
        c.first_name AS camperFirstName, u.first_name AS parentFirstName, u.email AS parentEmail, s.name AS sessionName, s.start_date AS startDate
      FROM registrations
      JOIN campers c ON c.id = registrations.camper_id
      JOIN users u ON u.id = registrations.parent_id
      JOIN camp_sessions s ON s.id = registrations.session_id
      WHERE ${unpaidHold} AND registrations.held_at <= ${cutoff} AND ${extra}`,
  ).all<Hold>();
  return results;
}

const expiresAt = (hold: Hold, expiryHours: number) => new Date(hold.heldAt + expiryHours * HOUR);

function reminderMail(env: Env, hold: Hold, expiryHours: number): MailMessage {
  const { text, html } = composeMail(
    [
      `Hi ${hold.parentFirstName},`,
      `${hold.camperFirstName}'s seat in ${hold.sessionName} on ${campDayLong(hold.startDate)} is held for you until ${formatCampDayTime(expiresAt(hold, expiryHours))} (Eastern time).`,
      `Please complete the payment of ${formatDollars(hold.totalAmountCents)} before then to keep it; after that the seat goes to another family.`,
    ],
    { label: "Complete Payment", url: checkoutUrl(env, hold.id) },
  );
  return {
    to: hold.parentEmail,
    subject: `${hold.camperFirstName}'s seat is held until ${formatCampDayTime(expiresAt(hold, expiryHours))}`,
    text,
    html,
    kind: HOLD_REMINDER_KIND,
    dedupeKey: `${HOLD_REMINDER_KIND}:${hold.id}`,
  };
}

function releasedMail(hold: Hold): MailMessage {
  const { text, html } = composeMail([
    `Hi ${hold.parentFirstName},`,
    `${hold.camperFirstName}'s seat in ${hold.sessionName} on ${campDayLong(hold.startDate)} was held for payment, and no payment arrived in time, so the seat has been released to another family.`,
    "If a seat is still free you are welcome to register again; if you think this is a mistake, just reply to this e-mail.",
  ]);
  return {
    to: hold.parentEmail,
    subject: `Seat released: ${hold.camperFirstName}, ${hold.sessionName}`,
    text,
    html,
    kind: HOLD_RELEASED_KIND,
    dedupeKey: `${HOLD_RELEASED_KIND}:${hold.id}`,
  };
}

/** Reminds each family whose unpaid hold ends within the office's reminder time, once per hold. */
export async function remindUnpaidHolds(env: Env, now: Date) {
  const { holdExpiryHours, holdReminderHours } = await getCampSettings(env);
  if (holdReminderHours <= 0) return { reminded: 0 };
  const t = now.getTime();
  // Still held (not yet due for release) and within the reminder time of its end.
  const holds = await holdsHeldBefore(
    env,
    t - Math.max(holdExpiryHours - holdReminderHours, 0) * HOUR,
    sql`registrations.held_at > ${t - holdExpiryHours * HOUR} AND NOT EXISTS (SELECT 1 FROM outbox o WHERE o.dedupe_key = ${`${HOLD_REMINDER_KIND}:`} || registrations.id)`,
  );
  const db = getDb(env);
  const reminders = holds.map((hold) => queueMailStatement(db, reminderMail(env, hold, holdExpiryHours)));
  if (reminders.length > 0) await db.batch(reminders as [(typeof reminders)[number], ...typeof reminders]);
  return { reminded: holds.length };
}

/**
 * A family may have paid while Stripe's webhook was lost: each intent the product made for the
 * hold is asked for, and one that succeeded is recorded exactly as the webhook records it (which
 * keeps the seat). False when Stripe could not answer: the seat is not released on a guess.
 */
async function recordPaymentsWithoutWebhook(env: Env, registrationId: number): Promise<boolean> {
  const keys = stripeKeys(env);
  if (!keys) return true;
  const { results } = await d1Statement(env.DB, sql`SELECT payment_intent_id AS id FROM payment_intent_lines WHERE registration_id = ${registrationId}`).all<{
    id: string;
  }>();
  try {
    for (const { id } of results) {
      const intent = await stripeClient(env, keys.secretKey).paymentIntents.retrieve(id);
      if (intent.status === "succeeded") await recordIntentSucceeded(env, { id, amountReceived: intent.amount_received, currency: intent.currency }, null);
    }
    return true;
  } catch (error) {
    console.error("held seat kept: Stripe could not say whether it was paid", registrationId, error);
    return false;
  }
}

/** Releases every unpaid hold older than the office's expiry time: cancelled, seat free, parent told. */
export async function releaseExpiredHolds(env: Env, now: Date) {
  const { holdExpiryHours } = await getCampSettings(env);
  const holds = await holdsHeldBefore(env, now.getTime() - holdExpiryHours * HOUR);
  let released = 0;
  for (const hold of holds) {
    if (!(await recordPaymentsWithoutWebhook(env, hold.id))) continue;
    const stamp = stampAfter(hold.updatedAt);
    const [cancelled] = await env.DB.batch([
      // Guarded again: a payment that landed since the read keeps the seat.
      d1Statement(
        env.DB,
        sql`UPDATE registrations SET status = 'cancelled', queue_position = NULL, updated_at = ${stamp} WHERE registrations.id = ${hold.id} AND ${unpaidHold}`,
      ),
      stampedAudit(
        env.DB,
        hold.id,
        stamp,
        { type: "system", name: "Held-seat expiry" },
        { action: "registration.hold-expired", subjectType: "registration", subjectId: hold.id, detail: { heldAt: hold.heldAt, holdExpiryHours } },
      ),
      stampedMail(env.DB, hold.id, stamp, releasedMail(hold)),
    ]);
    released += cancelled.meta.changes;
  }
  return { released };
}
