// A family's year statements, read from the payments recorded per registration line (the same
// rows the office's books and Stripe reconciliation read): the statement's amounts are the
// payments to the cent. A statement follows the year the care is given, with the date each amount
// was paid (decision 0060). The arithmetic is app/lib/family/year-statement.ts.
import { eq } from "drizzle-orm";
import { campers, campSessions, payments, registrations } from "../../../db/schema";
import { campToday } from "~/lib/camp-dates";
import { careProvider } from "~/lib/family/statement-text";
import { statementHasContent, statementYears, yearStatement, type StatementMovement } from "~/lib/family/year-statement";
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

/** Every money movement recorded on the family's lines (a family has a few dozen at most). */
async function familyMovements(env: Env, parentId: string): Promise<StatementMovement[]> {
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
    .where(eq(registrations.parentId, parentId));
  return rows.map(({ firstName, lastName, ...row }) => ({ ...row, camperName: `${firstName} ${lastName}`.trim() }));
}

/** The family's statement for a calendar year at camp: the care given in it, and what was paid in it for other years' care. */
export async function familyYearStatement(env: Env, parentId: string, year: number) {
  return yearStatement(await familyMovements(env, parentId), year);
}

/** The years in which care is given or money was paid or refunded, newest first; a year's is so far until it is over. */
export async function familyStatementYears(env: Env, parentId: string, now = new Date()) {
  return statementYears(await familyMovements(env, parentId), campToday(now));
}

/**
 * What a family's statement page and PDF show: the provider (Settings), the payer, and the year's
 * figures. Null for a year with no care given and nothing paid or refunded.
 */
export async function familyStatementDocument(env: Env, payer: { id: string; email: string; name: string }, year: number, now = new Date()) {
  if (!Number.isInteger(year) || year < 2000 || year > 9999) return null;
  const [statement, settings] = await Promise.all([familyYearStatement(env, payer.id, year), getCampSettings(env)]);
  if (!statementHasContent(statement)) return null;
  return {
    statement,
    final: year < Number(campToday(now).slice(0, 4)),
    provider: careProvider(settings),
    payer: { name: payer.name, email: payer.email },
    madeOn: campToday(now),
  };
}
export type StatementDocument = NonNullable<Awaited<ReturnType<typeof familyStatementDocument>>>;
