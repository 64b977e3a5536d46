// A family's year statements, read from the payments recorded per registration line (the same
// rows the office's books and Stripe reconciliation read): the statement's amounts are the
// payments to the cent. The arithmetic is app/lib/family/year-statement.ts.
import { and, eq, gte, lt } from "drizzle-orm";
import { campers, campSessions, payments, registrations } from "../../../db/schema";
import { campTimeToInstant, campToday } from "~/lib/camp-dates";
import { statementYears, yearStatement, type StatementMovement } from "~/lib/family/year-statement";
import { getCampSettings } from "../camp-settings.server";
import { getDb } from "../db.server";

/** A registration line's child and care, as a statement and a receipt name them (joined through registrations, campers and camp_sessions). */
export const careColumns = {
  registrationId: registrations.id,
  camperId: campers.id,
  firstName: campers.firstName,
  lastName: campers.lastName,
  sessionName: campSessions.name,
  location: campSessions.location,
  startDate: campSessions.startDate,
  endDate: campSessions.endDate,
};

/** The family's money movements recorded from `from` (inclusive) to `to` (exclusive), Unix ms. */
async function familyMovements(env: Env, parentId: string, from = 0, to = Number.MAX_SAFE_INTEGER): Promise<StatementMovement[]> {
  const rows = await getDb(env)
    .select({
      kind: payments.kind,
      amountCents: payments.amountCents,
      at: payments.createdAt,
      ...careColumns,
    })
    .from(payments)
    .innerJoin(registrations, eq(payments.registrationId, registrations.id))
    .innerJoin(campers, eq(registrations.camperId, campers.id))
    .innerJoin(campSessions, eq(registrations.sessionId, campSessions.id))
    .where(and(eq(registrations.parentId, parentId), gte(payments.createdAt, from), lt(payments.createdAt, to)));
  return rows.map(({ firstName, lastName, ...row }) => ({ ...row, camperName: `${firstName} ${lastName}`.trim() }));
}

/** The family's statement for a calendar year at camp (January 1 to December 31 in Arlington). */
export async function familyYearStatement(env: Env, parentId: string, year: number) {
  const movements = await familyMovements(env, parentId, campTimeToInstant(`${year}-01-01`), campTimeToInstant(`${year + 1}-01-01`));
  return yearStatement(movements, year);
}

/** The years with money paid or refunded, newest first; this year's is so far (final on January 1). */
export async function familyStatementYears(env: Env, parentId: string, now = new Date()) {
  return statementYears(await familyMovements(env, parentId), campToday(now));
}

/**
 * What a family's statement page and PDF show: the provider (Settings), the payer, and the year's
 * figures. Null for a year with nothing paid or refunded, or not yet begun.
 */
export async function familyStatementDocument(env: Env, payer: { id: string; email: string; name: string }, year: number, now = new Date()) {
  if (!Number.isInteger(year) || year < 2000 || year > Number(campToday(now).slice(0, 4))) return null;
  const [statement, settings] = await Promise.all([familyYearStatement(env, payer.id, year), getCampSettings(env)]);
  if (statement.children.length === 0) return null;
  return {
    statement,
    final: year < Number(campToday(now).slice(0, 4)),
    provider: { name: settings.legalName || "Camp Sarraka", address: settings.postalAddress, taxId: settings.taxId },
    payer: { name: payer.name, email: payer.email },
    madeOn: campToday(now),
  };
}
export type StatementDocument = NonNullable<Awaited<ReturnType<typeof familyStatementDocument>>>;
