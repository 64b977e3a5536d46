// A family's year statements, read from the payments recorded per registration line (the same
// rows the office's books and Stripe reconciliation read): the statement's amounts are the
// payments to the cent. The arithmetic is app/lib/family/year-statement.ts.
import { and, eq, gte, lt } from "drizzle-orm";
import { campers, campSessions, payments, registrations } from "../../../db/schema";
import { campTimeToInstant, campToday } from "~/lib/camp-dates";
import { statementYears, yearStatement, type StatementMovement } from "~/lib/family/year-statement";
import { getDb } from "../db.server";

/** The family's money movements recorded from `from` (inclusive) to `to` (exclusive), Unix ms. */
async function familyMovements(env: Env, parentId: string, from = 0, to = Number.MAX_SAFE_INTEGER): Promise<StatementMovement[]> {
  const rows = await getDb(env)
    .select({
      kind: payments.kind,
      amountCents: payments.amountCents,
      at: payments.createdAt,
      registrationId: registrations.id,
      camperId: campers.id,
      firstName: campers.firstName,
      lastName: campers.lastName,
      sessionName: campSessions.name,
      location: campSessions.location,
      startDate: campSessions.startDate,
      endDate: campSessions.endDate,
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

/** The finished years with money paid or refunded, newest first (this year's comes on January 1). */
export async function familyStatementYears(env: Env, parentId: string, now = new Date()) {
  return statementYears(await familyMovements(env, parentId), campToday(now));
}
