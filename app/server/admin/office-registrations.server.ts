// All registrations as the camp office sees them: the filtered table (also the CSV export),
// one registration's details, and the payment actions (offline payment, payment link, cancel).
// Money actions are written to the audit log in the same transaction as the change.
import { and, asc, desc, eq, inArray, isNull, sql, type SQL } from "drizzle-orm";
import { toCsv } from "~/lib/csv-export";
import { campers, campSessions, payments, programs, registrations, users } from "../../../db/schema";
import type { RegistrationFilters, RegistrationsQuery } from "~/lib/registration-filters";
import { countJoined, joinedRegistrations, pageOfList, searchCondition } from "./office-list.server";
import type { AuditActor } from "../audit.server";
import { recordRead } from "../audit.server";
import { getDb } from "../db.server";
import { deliverQueuedMail, sendMail } from "../mail.server";
import { RefusedError } from "../operation-result.server";
import { d1Statement, stampAfter, stampedAudit, stampedMail, stampedPayment } from "./guarded-writes.server";
import { cancellationMail, paymentLinkMail, refundMail } from "./mail-notices.server";
import { cardHeldByIntent, PAYMENT_NOT_CONFIGURED, refundRegistrationByCard, stripeKeys, type CardRefund } from "../stripe.server";
import { PAYABLE_STATUSES, receivedSql, recordCardRefundSql, settleWhenCoveredSql } from "../payment-balance.server";
import { centsToAmount } from "~/lib/format";
import { isPaymentDue } from "~/lib/payment-due";
import { OFFLINE_PAYMENT } from "~/lib/vocabulary";
import { holdsSeat, isLive } from "../seats.server";
import { registrationPriceColumns } from "../camp-week-columns.server";
import { camperHealthForm } from "../campers.server";
import { balanceDueCents, formatDollars, priceLineColumns } from "~/lib/registration-rules";

const PAYABLE = PAYABLE_STATUSES;

function filterConditions(filters: RegistrationFilters): SQL | undefined {
  const conditions: Array<SQL | undefined> = [];
  if (filters.status !== "all") conditions.push(eq(registrations.status, filters.status));
  if (filters.payment === "none") conditions.push(isNull(registrations.paymentStatus));
  else if (filters.payment !== "all") conditions.push(eq(registrations.paymentStatus, filters.payment));
  conditions.push(searchCondition(filters.search, [sql`${campSessions.name}`, sql`${programs.name}`]));
  return and(...conditions);
}

const registrationColumns = {
  id: registrations.id,
  camperId: registrations.camperId,
  sessionId: registrations.sessionId,
  ...registrationPriceColumns,
  receivedCents: receivedSql(sql`${registrations.id}`),
  status: registrations.status,
  paymentStatus: registrations.paymentStatus,
  deferReason: registrations.deferReason,
  stripePaymentIntentId: registrations.stripePaymentIntentId,
  registrationDate: registrations.registrationDate,
  updatedAt: registrations.updatedAt,
  camper: { firstName: campers.firstName, lastName: campers.lastName, grade: campers.grade },
  parent: { firstName: users.firstName, lastName: users.lastName, email: users.email },
  session: {
    name: campSessions.name,
    location: campSessions.location,
    ageGroup: campSessions.ageGroup,
    startDate: campSessions.startDate,
    endDate: campSessions.endDate,
    season: campSessions.season,
  },
  program: { name: programs.name, careAddOnCents: programs.careAddOnCents },
};

function registrationQuery(env: Env) {
  return joinedRegistrations(getDb(env).select(registrationColumns).from(registrations).$dynamic());
}

type RegistrationRow = Awaited<ReturnType<ReturnType<typeof registrationQuery>["execute"]>>[number];

function registrationForApi(row: RegistrationRow) {
  const { program, session, stripePaymentIntentId, ...rest } = row;
  const receivedCents = Number(row.receivedCents);
  return {
    ...rest,
    receivedCents,
    balanceCents: balanceDueCents(row.totalAmountCents, receivedCents),
    totalAmount: row.totalAmountCents / 100,
    hasStripePayment: Boolean(stripePaymentIntentId),
    session: { ...session, program: { name: program.name } },
    careAddOnCents: program.careAddOnCents,
  };
}
export type AdminRegistration = ReturnType<typeof registrationForApi>;

const newestFirst = [desc(registrations.registrationDate), desc(registrations.id)];

/** Every registration the filters hold, newest first (the JSON API and the CSV export). */
export async function listRegistrations(env: Env, filters: RegistrationFilters) {
  const rows = await registrationQuery(env)
    .where(filterConditions(filters))
    .orderBy(...newestFirst);
  return rows.map(registrationForApi);
}

/**
 * One page of the Registrations tab (newest first) and how many the filters hold in all: a
 * summer's thousands of rows never reach the browser at once.
 */
export async function listRegistrationsPage(env: Env, query: RegistrationsQuery) {
  const { page, ...filters } = query;
  const where = filterConditions(filters);
  // Side by side rather than in one db.batch: a batch reads rows by column name, and the camper's
  // and the parent's first_name would overwrite each other.
  const shown = await pageOfList(
    page,
    () => countJoined(env, where),
    (offset, limit) =>
      registrationQuery(env)
        .where(where)
        .orderBy(...newestFirst)
        .limit(limit)
        .offset(offset),
  );
  const { rows, ...pages } = shown;
  return { filters, registrations: rows.map(registrationForApi), ...pages };
}
export type RegistrationsPage = Awaited<ReturnType<typeof listRegistrationsPage>>;

const dollars = centsToAmount;

/** A registration's price lines as the receipt shows them (priceLineItems): the week's price before its early-bird discount, each discount below zero. */
function priceColumns(r: AdminRegistration) {
  const { kind, priceCents, byHeading } = priceLineColumns({ ...r, season: r.session.season });
  return { "Price Line": kind, Price: dollars(priceCents), ...Object.fromEntries(byHeading.map(({ label, cents }) => [label, dollars(cents)])) };
}

/** The CSV of the filtered rows, one line per registration, in the table's order. */
export async function registrationsCsv(env: Env, filters: RegistrationFilters) {
  const rows = await listRegistrations(env, filters);
  return toCsv(
    rows.map((r) => ({
      "Registration ID": r.id,
      Camper: `${r.camper.firstName} ${r.camper.lastName}`,
      Grade: r.camper.grade,
      Parent: `${r.parent.firstName} ${r.parent.lastName}`,
      "Parent Email": r.parent.email,
      Program: r.session.program.name,
      Session: r.session.name,
      Location: r.session.location,
      "Start Date": r.session.startDate,
      "End Date": r.session.endDate,
      "Before Care": r.beforeCare ? "yes" : "no",
      "After Care": r.afterCare ? "yes" : "no",
      Status: r.status,
      "Payment Status": r.paymentStatus ?? "",
      ...priceColumns(r),
      Total: dollars(r.totalAmountCents),
      Received: dollars(r.receivedCents),
      Balance: dollars(r.balanceCents),
      Registered: new Date(r.registrationDate).toISOString(),
    })),
  );
}

async function findRegistration(env: Env, id: number) {
  const [row] = await registrationQuery(env).where(eq(registrations.id, id));
  if (!row) throw new RefusedError(404, "Registration not found");
  return row;
}

/** One registration with the camper's medical form and the payment history. Reading it is audited. */
export async function getRegistrationDetail(env: Env, actor: AuditActor, id: number) {
  const row = await findRegistration(env, id);
  const db = getDb(env);
  const [camper] = await db.select().from(campers).where(eq(campers.id, row.camperId));
  const history = await db
    .select({
      id: payments.id,
      kind: payments.kind,
      amountCents: payments.amountCents,
      reference: payments.reference,
      recordedBy: payments.recordedBy,
      createdAt: payments.createdAt,
    })
    .from(payments)
    .where(eq(payments.registrationId, id))
    .orderBy(asc(payments.createdAt), asc(payments.id));
  await recordRead(db, actor, { action: "medical.view", subjectType: "camper", subjectId: camper.id, detail: { registrationId: id } });
  return {
    registration: registrationForApi(row),
    camper: {
      id: camper.id,
      firstName: camper.firstName,
      lastName: camper.lastName,
      dateOfBirth: camper.dateOfBirth,
      grade: camper.grade,
      ...camperHealthForm(camper),
      emergencyContactName: camper.emergencyContactName,
      emergencyContactPhone: camper.emergencyContactPhone,
      emergencyContactRelationship: camper.emergencyContactRelationship,
      emergencyContact2Name: camper.emergencyContact2Name,
      emergencyContact2Phone: camper.emergencyContact2Phone,
      authorizedPickupPersons: camper.authorizedPickupPersons,
      specialInstructions: camper.specialInstructions,
      waiverAccepted: camper.waiverAccepted,
      mediaReleaseAccepted: camper.mediaReleaseAccepted,
      termsAccepted: camper.termsAccepted,
    },
    payments: history,
  };
}
export type RegistrationDetail = Awaited<ReturnType<typeof getRegistrationDetail>>;

function mailFacts(row: RegistrationRow) {
  return {
    registrationId: row.id,
    parentEmail: row.parent.email,
    parentFirstName: row.parent.firstName,
    camperFirstName: row.camper.firstName,
    sessionName: row.session.name,
    startDate: row.session.startDate,
    totalAmountCents: row.totalAmountCents,
  };
}

/** Whether the office (or the parent) can still pay money towards this registration: the one rule of payment-due.ts. */
function owesMoney(row: { status: string; paymentStatus: string | null; totalAmountCents: number; receivedCents: number }) {
  return isPaymentDue({ ...row, balanceCents: balanceDueCents(row.totalAmountCents, Number(row.receivedCents)) });
}

/**
 * Cash or check at the office: recorded as received, and the registration is confirmed and paid
 * only when the balance reaches zero. Without an amount, the balance is what was received.
 */
export async function recordOfflinePayment(env: Env, actor: AuditActor, id: number, payment: { amountCents?: number; reference: string }) {
  const row = await findRegistration(env, id);
  if (!owesMoney(row)) throw new RefusedError(409, "This registration is not waiting for a payment");
  const balance = balanceDueCents(row.totalAmountCents, Number(row.receivedCents));
  const amountCents = payment.amountCents ?? balance;
  if (amountCents > balance) throw new RefusedError(400, `The amount is more than the balance of ${formatDollars(balance)}`);
  const db = getDb(env);
  const stamp = stampAfter(row.updatedAt);
  const [stamped] = await env.DB.batch([
    // The stamp holds only while nothing else was received meanwhile, so the balance read above is still true.
    d1Statement(
      env.DB,
      db
        .update(registrations)
        .set({ updatedAt: stamp })
        .where(
          and(
            eq(registrations.id, id),
            holdsSeat("registrations.status"),
            inArray(registrations.paymentStatus, [...PAYABLE]),
            sql`${receivedSql(sql`${registrations.id}`)} = ${Number(row.receivedCents)}`,
          ),
        ),
    ),
    stampedPayment(env.DB, id, stamp, { kind: OFFLINE_PAYMENT, amountCents, reference: payment.reference || null, recordedBy: actor.name }),
    stampedAudit(env.DB, id, stamp, actor, {
      action: "payment.offline",
      subjectType: "registration",
      subjectId: id,
      detail: { amountCents, reference: payment.reference },
    }),
    d1Statement(env.DB, settleWhenCoveredSql(sql`registrations.id = ${id} AND updated_at = ${stamp}`, stamp)),
  ]);
  if (stamped.meta.changes === 0) throw new RefusedError(409, "This registration changed meanwhile: look at it again before recording the payment");
  const balanceCents = balance - amountCents;
  return { receivedCents: Number(row.receivedCents) + amountCents, balanceCents, paid: balanceCents === 0 };
}

/** E-mails the parent the checkout link again, for what is still owed. */
export async function resendPaymentLink(env: Env, actor: AuditActor, id: number) {
  const row = await findRegistration(env, id);
  if (!owesMoney(row)) throw new RefusedError(409, "This registration is not waiting for a payment");
  await sendMail(
    env,
    paymentLinkMail(env, { ...mailFacts(row), totalAmountCents: balanceDueCents(row.totalAmountCents, Number(row.receivedCents)) }, "reminder"),
  );
  return { sentTo: row.parent.email, by: actor.name };
}

/** Cancels the registration; its seat (if it held one) is free at once. The parent is told. */
export async function cancelRegistration(env: Env, actor: AuditActor, id: number) {
  const row = await findRegistration(env, id);
  if (row.status === "cancelled") throw new RefusedError(409, "This registration is already cancelled");
  const db = getDb(env);
  const stamp = stampAfter(row.updatedAt);
  const [updated] = await env.DB.batch([
    d1Statement(
      env.DB,
      db
        .update(registrations)
        .set({ status: "cancelled", queuePosition: null, updatedAt: stamp })
        .where(and(eq(registrations.id, id), isLive("registrations.status"))),
    ),
    stampedAudit(env.DB, id, stamp, actor, {
      action: "registration.cancel",
      subjectType: "registration",
      subjectId: id,
      detail: { previousStatus: row.status, paymentStatus: row.paymentStatus },
    }),
    stampedMail(env.DB, id, stamp, cancellationMail(mailFacts(row))),
  ]);
  if (updated.meta.changes === 0) throw new RefusedError(409, "This registration is already cancelled");
  await deliverQueuedMail(env);
}

export { findRegistration as findRegistrationForAdmin, mailFacts as registrationMailFacts, PAYABLE as PAYABLE_PAYMENT_STATUSES };

/**
 * Refunds a card payment through Stripe, then marks the registration refunded and cancelled (its
 * seat is free). The idempotency key is per registration, so a second click or a retry after a
 * lost answer never refunds twice.
 */
export async function refundRegistration(env: Env, actor: AuditActor, id: number) {
  const row = await findRegistration(env, id);
  const cardCents = (await cardHeldByIntent(env, id)).reduce((sum, intent) => sum + intent.heldCents, 0);
  const refundable = row.paymentStatus === "paid" && cardCents > 0;
  if (!refundable) {
    throw new RefusedError(409, "Only a paid card payment can be refunded");
  }
  if (!stripeKeys(env)) throw new RefusedError(503, PAYMENT_NOT_CONFIGURED);
  let refunds: CardRefund[];
  try {
    refunds = await refundRegistrationByCard(env, id, cardCents, "refund-registration", "refunded by the camp office");
  } catch (error) {
    console.error("stripe refund failed", error);
    throw new RefusedError(502, `Stripe did not refund the payment: ${(error as Error).message}`);
  }
  const refundedCents = refunds.reduce((sum, refund) => sum + refund.cents, 0);
  const stamp = stampAfter(row.updatedAt);
  await env.DB.batch([
    d1Statement(
      env.DB,
      getDb(env)
        .update(registrations)
        .set({ status: "cancelled", paymentStatus: "refunded", queuePosition: null, updatedAt: stamp })
        .where(and(eq(registrations.id, id), eq(registrations.paymentStatus, "paid"))),
    ),
    // Stripe's webhook for these refunds may have recorded them already: each is written once, by its id.
    ...refunds.map((refund) => d1Statement(env.DB, recordCardRefundSql(refund, id, actor.name))),
    stampedAudit(env.DB, id, stamp, actor, {
      action: "payment.refund",
      subjectType: "registration",
      subjectId: id,
      detail: { amountCents: refundedCents, refundIds: refunds.map((refund) => refund.id) },
    }),
    stampedMail(env.DB, id, stamp, refundMail(mailFacts(row), refundedCents)),
  ]);
  await deliverQueuedMail(env);
  return { refundedCents };
}

/** The details for the dashboard's ?view=12: null when there is no such registration. */
export async function getRegistrationDetailOrNull(env: Env, actor: AuditActor, id: number) {
  try {
    return await getRegistrationDetail(env, actor, id);
  } catch (error) {
    if (error instanceof RefusedError && error.status === 404) return null;
    throw error;
  }
}
