// The family page's operations (/account and /api/account/*): cancel a registration with the
// office's refund, change the password, e-mail preferences, download the family's data, delete
// the account. Each takes the signed-in parent and the raw input, checks it with the schema of
// app/lib/family/family-forms.ts, and answers the one refusal shape, so both doors behave alike.
import { and, eq, inArray, isNull, ne, sql } from "drizzle-orm";
import { authTokens, campers, campSessions, registrations, userSessions, users } from "../../../db/schema";
import { campToday } from "~/lib/camp-dates";
import { statementYears } from "~/lib/family/year-statement";
import { cancellationDeadline, cancellationRefusal, refundFor } from "~/lib/family/cancellation";
import { changePasswordSchema, deleteAccountSchema, emailPreferencesSchema } from "~/lib/family/family-forms";
import { formatDollars } from "~/lib/format";
import { campDayLong } from "~/lib/registration-rules";
import { isLiveStatus, siteName } from "~/lib/vocabulary";
import { auditStatement, type AuditActor } from "../audit.server";
import { stampAfter, stampedAudit, stampedMail } from "../admin/guarded-writes.server";
import { getCampSettings } from "../camp-settings.server";
import { d1Statement, getDb } from "../db.server";
import { composeMail, deliverQueuedMail } from "../mail.server";
import { accountThrottleKey, checkLoginAllowed, recordLoginFailure, throttleMessage } from "../login-throttle.server";
import { parseInput, recordId, refused, type Outcome, type Refused } from "../operation-result.server";
import { hashPassword, verifyPassword } from "../password.server";
import { weakPasswordReason } from "../password-policy.server";
import { recordCardRefundSql } from "../payment-balance.server";
import { listCampersForParent } from "../campers.server";
import { listRegistrationsForParent } from "./family-registrations.server";
import { unreadUrgentMessages } from "../messages/urgent-notices.server";
import { familyPayments, paidTogether } from "./receipt.server";
import { registrationSummary } from "../registration-summary.server";
import { isLive } from "../seats.server";
import { currentSessionId, type SessionUser } from "../session.server";
import { campUrl } from "../site-url.server";
import { cardHeldByIntent, cardHeldByRegistration, PAYMENT_NOT_CONFIGURED, refundRegistrationByCard, stripeKeys, type CardRefund } from "../stripe.server";
import { DELETED_ACCOUNT_NAME, erasePersonalData, personalRecordsOfFamily, type Family } from "../personal-data.server";

const REGISTRATION_NOT_FOUND = "Registration not found.";
const WRONG_PASSWORD = "That is not your current password.";

/**
 * Checks the current password before a change or a deletion. Wrong guesses count on the same
 * per-account counter as sign-in, so a borrowed session cannot be used to guess the password.
 */
async function currentPasswordRefusal(env: Env, user: SessionUser, password: string, stored: string, field: string): Promise<Refused | null> {
  const keys = [accountThrottleKey("parent", user.email)];
  const gate = await checkLoginAllowed(env, keys);
  if (!gate.allowed) return refused(429, throttleMessage(gate.retryAfterSeconds, "Too many wrong passwords."));
  if (await verifyPassword(password, stored, env.PASSWORD_PEPPER)) return null;
  await recordLoginFailure(env, keys);
  return { ok: false, status: 400, message: WRONG_PASSWORD, fieldErrors: { [field]: [WRONG_PASSWORD] } };
}
/** Who recorded money the family moved (a cancel's refund), as the payments table says it: a role, never a name. */
const FAMILY_RECORDER = "family";
const parentActor = (user: SessionUser): AuditActor => ({ type: "user", id: user.id, name: `${user.firstName} ${user.lastName}` });

/** Everything the family page shows, for the signed-in parent only. */
export async function loadFamilyPage(env: Env, user: SessionUser, now = new Date()) {
  const db = getDb(env);
  const [registrationRows, camperRows, settings, account, paymentRows, urgentMessages, cardHeld] = await Promise.all([
    listRegistrationsForParent(env, user.id),
    listCampersForParent(env, user.id),
    getCampSettings(env),
    db
      .select({
        notifyRegistrationOpen: users.notifyRegistrationOpen,
        notifyNews: users.notifyNews,
        hasPassword: sql<number>`${users.passwordHash} IS NOT NULL`,
        hasGoogle: sql<number>`${users.googleId} IS NOT NULL`,
      })
      .from(users)
      .where(eq(users.id, user.id)),
    familyPayments(env, user.id),
    unreadUrgentMessages(env, user.id),
    cardHeldByRegistration(env, user.id),
  ]);
  const today = campToday(now);
  // A cart's one card payment is shown once, its weeks under it: each week knows the first payment
  // it was paid in together with others (by that payment's receipt).
  const together = paidTogether(paymentRows);
  const paidTogetherIn = new Map<number, number>();
  for (const payment of together) for (const id of payment.registrationIds) if (!paidTogetherIn.has(id)) paidTogetherIn.set(id, payment.receiptId);
  return {
    urgentMessages,
    policy: { cancellationDeadlineDays: settings.cancellationDeadlineDays, cancellationRefundPercent: settings.cancellationRefundPercent },
    childDataRetentionDays: settings.childDataRetentionDays,
    upcomingRegistrations: registrationRows.filter((r) => isLiveStatus(r.status) && r.session.endDate >= today).length,
    account: {
      email: user.email,
      notifyRegistrationOpen: Boolean(account[0]?.notifyRegistrationOpen),
      notifyNews: Boolean(account[0]?.notifyNews),
      hasPassword: Boolean(account[0]?.hasPassword),
      hasGoogle: Boolean(account[0]?.hasGoogle),
    },
    registrations: registrationRows.map((r) => ({
      ...registrationSummary(r),
      cancelDeadline: cancellationDeadline(r.session.startDate, settings),
      cancelRefusal: cancellationRefusal({ status: r.status, startDate: r.session.startDate }, today, settings),
      // What a cancel would give back: the policy's share of what the line holds by card, counted
      // as cancelRegistrationForParent counts it (cardHeldSql), so the page promises what it does.
      cancelRefundCents: refundFor(cardHeld.get(r.id) ?? 0, settings),
      payments: paymentRows
        .filter((p) => p.registrationId === r.id)
        .map(({ id, kind, amountCents, createdAt, receiptId }) => ({ id, kind, amountCents, createdAt, receiptId })),
      paidTogether: paidTogetherIn.get(r.id) ?? null,
    })),
    paidTogether: together.map(({ receiptId, paidAt, cents, registrationIds }) => ({ receiptId, paidAt, cents, count: registrationIds.length })),
    campers: camperRows.map((c) => ({ id: c.id, name: `${c.firstName} ${c.lastName}`, grade: c.grade, allergies: c.allergies, medications: c.medications })),
    // A statement for every year in which care is given or money was paid (decision 0060).
    statementYears: statementYears(
      paymentRows.flatMap((p) => {
        const line = registrationRows.find((r) => r.id === p.registrationId);
        return line ? [{ at: p.createdAt, startDate: line.session.startDate }] : [];
      }),
      today,
    ),
  };
}

export type FamilyPageData = Awaited<ReturnType<typeof loadFamilyPage>>;

/**
 * A parent cancels a registration before the office's deadline: the policy's share of what was
 * paid by card is refunded through Stripe first (keyed by registration, intent and amount, so a
 * retry never refunds twice), then the registration is cancelled (its seat is free), each refund
 * recorded by its id on this line, audited and confirmed by e-mail, in one batch. Only the request
 * whose batch cancelled the registration says so: one asked at the same moment is told it is
 * already cancelled (Stripe gave both the same refund).
 */
export async function cancelRegistrationForParent(
  env: Env,
  user: SessionUser,
  rawId: unknown,
  now = new Date(),
): Promise<Outcome<{ refundedCents: number; registrationId: number }>> {
  const id = recordId(rawId);
  if (!id) return refused(404, REGISTRATION_NOT_FOUND);
  const db = getDb(env);
  const [row] = await db
    .select({ registration: registrations, camperFirstName: campers.firstName, sessionName: campSessions.name, startDate: campSessions.startDate })
    .from(registrations)
    .innerJoin(campers, eq(campers.id, registrations.camperId))
    .innerJoin(campSessions, eq(campSessions.id, registrations.sessionId))
    .where(and(eq(registrations.id, id), eq(registrations.parentId, user.id)));
  if (!row) return refused(404, REGISTRATION_NOT_FOUND);
  const settings = await getCampSettings(env);
  const refusal = cancellationRefusal({ status: row.registration.status, startDate: row.startDate }, campToday(now), settings);
  if (refusal) return refused(409, refusal);

  const card = (await cardHeldByIntent(env, id)).reduce((sum, intent) => sum + intent.heldCents, 0);
  const refundCents = refundFor(card, settings);
  let refunds: CardRefund[] = [];
  if (refundCents > 0) {
    if (!stripeKeys(env)) return refused(503, PAYMENT_NOT_CONFIGURED);
    try {
      refunds = await refundRegistrationByCard(env, id, refundCents, "family-cancel", "cancelled by the family");
    } catch (error) {
      console.error("stripe refund failed", error);
      return refused(502, "The refund could not be made just now, so nothing was cancelled. Please try again in a few minutes.");
    }
  }
  const refundedCents = refunds.reduce((sum, refund) => sum + refund.cents, 0);
  const stamp = stampAfter(row.registration.updatedAt);
  const actor = parentActor(user);
  const mail = composeMail(
    [
      `Hi ${user.firstName},`,
      `${row.camperFirstName}'s registration for ${campDayLong(row.startDate)} (${row.sessionName}) is cancelled, as you asked.`,
      refunds.length
        ? `${formatDollars(refundedCents)} is refunded to your card; it usually shows within 5 to 10 days.`
        : "There was no card payment to refund.",
    ],
    { label: "Your family page", url: campUrl(env, "/account") },
  );
  const [cancelled] = await env.DB.batch([
    d1Statement(
      env.DB,
      db
        .update(registrations)
        .set({ status: "cancelled", queuePosition: null, updatedAt: stamp, ...(refunds.length ? { paymentStatus: "refunded" as const } : {}) })
        .where(and(eq(registrations.id, id), isLive("registrations.status"))),
    ),
    // Stripe's webhook for these refunds may have recorded them already: each is written once. The
    // family made it: recorded as "family", never the parent's name (the books name payers by
    // account id; decision 0054).
    ...refunds.map((refund) => d1Statement(env.DB, recordCardRefundSql(refund, id, FAMILY_RECORDER))),
    stampedAudit(env.DB, id, stamp, actor, {
      action: "registration.cancel-by-family",
      subjectType: "registration",
      subjectId: id,
      detail: { refundCents: refundedCents, refundIds: refunds.map((refund) => refund.id), policyPercent: settings.cancellationRefundPercent },
    }),
    stampedMail(env.DB, id, stamp, {
      to: user.email,
      subject: `${row.camperFirstName}'s registration is cancelled`,
      ...mail,
      kind: "family-cancellation",
      dedupeKey: `family-cancellation:${id}`,
    }),
  ]);
  if (!cancelled.meta.changes) return refused(409, "This registration is already cancelled.");
  await deliverQueuedMail(env);
  return { ok: true, refundedCents, registrationId: id };
}

/** A new password: the current one first; every other session of the account ends. */
export async function changePassword(env: Env, user: SessionUser, request: Request, input: unknown): Promise<Outcome<object>> {
  const parsed = parseInput(changePasswordSchema, input);
  if (!parsed.ok) return parsed;
  const db = getDb(env);
  const [account] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, user.id));
  if (!account?.passwordHash) return refused(409, "This account has no password to change. Use “Forgot password” on the sign-in page to set one.");
  const wrong = await currentPasswordRefusal(env, user, parsed.data.currentPassword, account.passwordHash, "currentPassword");
  if (wrong) return wrong;
  const weak = weakPasswordReason(parsed.data.newPassword);
  if (weak) return { ok: false, status: 400, message: weak, fieldErrors: { newPassword: [weak] } };
  const passwordHash = await hashPassword(parsed.data.newPassword, env.PASSWORD_PEPPER);
  const current = (await currentSessionId(request)) ?? "";
  await db.batch([
    db.update(users).set({ passwordHash }).where(eq(users.id, user.id)),
    db.delete(userSessions).where(and(eq(userSessions.userId, user.id), ne(userSessions.id, current))),
    db
      .update(authTokens)
      .set({ usedAt: Date.now() })
      .where(and(eq(authTokens.userId, user.id), eq(authTokens.purpose, "reset-password"), isNull(authTokens.usedAt))),
    auditStatement(db, parentActor(user), { action: "account.password-change", subjectType: "user", subjectId: user.id }),
  ]);
  return { ok: true };
}

export async function updateEmailPreferences(
  env: Env,
  user: SessionUser,
  input: unknown,
): Promise<Outcome<{ notifyRegistrationOpen: boolean; notifyNews: boolean }>> {
  const parsed = parseInput(emailPreferencesSchema, input);
  if (!parsed.ok) return parsed;
  const { notifyRegistrationOpen, notifyNews } = parsed.data;
  const [saved] = await getDb(env)
    .update(users)
    .set({ notifyRegistrationOpen, ...(notifyNews === undefined ? {} : { notifyNews }) })
    .where(eq(users.id, user.id))
    .returning({ notifyRegistrationOpen: users.notifyRegistrationOpen, notifyNews: users.notifyNews });
  return { ok: true, notifyRegistrationOpen: saved.notifyRegistrationOpen, notifyNews: saved.notifyNews };
}

/** Everything the camp holds about the family, as one JSON document: the rows of every table in the one list. */
export async function exportFamilyData(env: Env, user: SessionUser, now = new Date()) {
  const records = await personalRecordsOfFamily(env, familyOf(user));
  const { users: [account] = [], registrations: booked = [], ...rest } = records;
  // A registration names its week in words beside its session_id: what, when and where.
  const sessionIds = [...new Set(booked.map((r) => Number(r.session_id)))];
  const weeks = sessionIds.length
    ? await getDb(env)
        .select({ id: campSessions.id, name: campSessions.name, firstDay: campSessions.startDate, lastDay: campSessions.endDate, site: campSessions.location })
        .from(campSessions)
        .where(inArray(campSessions.id, sessionIds))
    : [];
  const weekOf = new Map(weeks.map(({ id, ...week }) => [id, { ...week, site: siteName(week.site) }]));
  return {
    exportedAt: now.toISOString(),
    about: "Everything Camp Sarraka holds about your family, table by table. Money is in cents; dates are camp days (YYYY-MM-DD) or UTC times.",
    account,
    registrations: booked.map((r) => ({ ...r, session: weekOf.get(Number(r.session_id)) ?? null })),
    ...rest,
  };
}

const familyOf = (user: SessionUser): Family => ({ id: user.id, email: user.email, name: `${user.firstName} ${user.lastName}` });

/**
 * Deletes the account: every column of the one list (app/server/personal-data.server.ts) is erased
 * for the family and its children, pickup photos deleted, every session and link ended. What the
 * office must keep (registrations as history, payments and refunds) stays, without names.
 * Registrations for camp days to come are cancelled first, each with the office's refund, when the
 * parent asks for it in the same step; otherwise, or when one can no longer be cancelled, nothing changes.
 */
export async function deleteFamilyAccount(env: Env, user: SessionUser, input: unknown, now = new Date()): Promise<Outcome<{ cancelled: number }>> {
  const parsed = parseInput(deleteAccountSchema, input);
  if (!parsed.ok) return parsed;
  if (user.isAdmin) return refused(409, "An admin account cannot be deleted here. Ask another admin to revoke your access first.");
  const db = getDb(env);
  const [account] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, user.id));
  if (account?.passwordHash) {
    const wrong = await currentPasswordRefusal(env, user, parsed.data.password, account.passwordHash, "password");
    if (wrong) return wrong;
  }
  const today = campToday(now);
  const upcoming = await db
    .select({ id: registrations.id, status: registrations.status, startDate: campSessions.startDate, camperFirstName: campers.firstName })
    .from(registrations)
    .innerJoin(campSessions, eq(campSessions.id, registrations.sessionId))
    .innerJoin(campers, eq(campers.id, registrations.camperId))
    .where(and(eq(registrations.parentId, user.id), isLive("registrations.status"), sql`${campSessions.endDate} >= ${today}`));
  if (upcoming.length && !parsed.data.cancelUpcoming) {
    const n = upcoming.length;
    return refused(
      409,
      `You have ${n} registration${n === 1 ? "" : "s"} for camp days to come. Tick “Cancel my registrations to come” to cancel ${n === 1 ? "it" : "them"} (with the refund the camp's policy gives) and delete the account in one step.`,
    );
  }
  const settings = await getCampSettings(env);
  const late = upcoming.find((r) => cancellationRefusal(r, today, settings));
  if (late) {
    return refused(
      409,
      `${late.camperFirstName}'s registration for ${campDayLong(late.startDate)} can no longer be cancelled here, so your account was not deleted. Please contact the camp office.`,
    );
  }
  for (const registration of upcoming) {
    const cancelled = await cancelRegistrationForParent(env, user, registration.id, now);
    if (!cancelled.ok) return cancelled;
  }
  const camperIds = (await db.select({ id: campers.id }).from(campers).where(eq(campers.parentId, user.id))).map((c) => c.id);
  await erasePersonalData(env, { now: now.getTime(), camperIds, family: familyOf(user) });
  await db.batch([
    db.delete(userSessions).where(eq(userSessions.userId, user.id)),
    db.delete(authTokens).where(eq(authTokens.userId, user.id)),
    db.update(users).set({ emailVerifiedAt: null, notifyRegistrationOpen: false, notifyNews: false, deletedAt: now.getTime() }).where(eq(users.id, user.id)),
    auditStatement(
      db,
      { type: "user", id: user.id, name: DELETED_ACCOUNT_NAME },
      { action: "account.delete", subjectType: "user", subjectId: user.id, detail: { cancelled: upcoming.length } },
    ),
  ]);
  return { ok: true, cancelled: upcoming.length };
}
