import { and, between, eq, isNotNull, sql } from "drizzle-orm";
import { addDays, campToday } from "~/lib/camp-dates";
import { balanceDueCents, campDayLong, formatDollars } from "~/lib/registration-rules";
import { PAYMENT_REMINDER_DAYS } from "~/lib/registration-windows";
import { getDb } from "~/server/db.server";
import { receivedSql } from "~/server/payment-balance.server";
import { composeMail, queueMailStatement } from "~/server/mail.server";
import { familyMailColumns, withFamilyAndSession } from "~/server/registration-family.server";
import { campSessions, registrations } from "../../db/schema";

export const PAYMENT_REMINDER_KIND = "payment-reminder";
const BATCH_SIZE = 25;

// A reminder to every family whose deferred payment falls due within PAYMENT_REMINDER_DAYS
// (camp days, in the camp's time zone), once per registration (`payment-reminder:<id>`).
export async function sendDeferredPaymentReminders(env: Env, now: Date) {
  const db = getDb(env);
  const today = campToday(now);
  const due = await withFamilyAndSession(
    db
      .select({
        id: registrations.id,
        totalAmountCents: registrations.totalAmountCents,
        receivedCents: receivedSql(sql`${registrations.id}`),
        ...familyMailColumns,
        sessionStartDate: campSessions.startDate,
        paymentDueDate: campSessions.paymentDueDate,
      })
      .from(registrations)
      .$dynamic(),
  ).where(
    and(
      eq(registrations.status, "pending"),
      eq(registrations.paymentStatus, "deferred"),
      isNotNull(campSessions.paymentDueDate),
      between(campSessions.paymentDueDate, today, addDays(today, PAYMENT_REMINDER_DAYS)),
      sql`NOT EXISTS (SELECT 1 FROM outbox o WHERE o.dedupe_key = ${`${PAYMENT_REMINDER_KIND}:`} || ${registrations.id})`,
    ),
  );
  const messages = due.map((r) => {
    // What is still owed: a part payment may have come in since the payment was deferred.
    const amount = formatDollars(balanceDueCents(r.totalAmountCents, Number(r.receivedCents)));
    const { text, html } = composeMail(
      [
        `Hi ${r.parentFirstName},`,
        `A friendly reminder: the deferred payment of ${amount} for ${r.camperFirstName}'s seat on ${campDayLong(r.sessionStartDate)} (${r.sessionName}) is due by ${campDayLong(r.paymentDueDate!)}.`,
        "Paying keeps the seat; if anything has changed, just reply to this e-mail.",
      ],
      { label: "Complete Payment", url: new URL(`/checkout?registration=${r.id}`, env.APP_URL || "http://localhost").toString() },
    );
    return queueMailStatement(db, {
      to: r.parentEmail,
      subject: `Payment for ${r.camperFirstName}'s camp day is due ${campDayLong(r.paymentDueDate!)}`,
      text,
      html,
      kind: PAYMENT_REMINDER_KIND,
      dedupeKey: `${PAYMENT_REMINDER_KIND}:${r.id}`,
    });
  });
  for (let i = 0; i < messages.length; i += BATCH_SIZE) {
    const chunk = messages.slice(i, i + BATCH_SIZE);
    await db.batch(chunk as [(typeof chunk)[number], ...typeof chunk]);
  }
  return { queued: messages.length };
}
