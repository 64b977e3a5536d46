// The Finance tab's figures for a month (GET /api/admin/finance and /admin/finance): money
// received, refunded and net per day, week, site and program, the discounts given (every kind), and
// what families still owe, with the deferred balances and who is late. Received and refunded are
// the payments table's rows in the month (camp time), nothing else. What is owed is today's
// balance by the balance rule (payment-balance.server.ts); a deferred balance is late once its
// session's payment due date has passed, the date the reminders name.
import { and, asc, eq, sql } from "drizzle-orm";
import { campDayOf, campToday, mondayOf } from "~/lib/camp-dates";
import { daysLate, sumsBy, totalOf, totalsBy, type FinancePeriod } from "~/lib/finance/finance-period";
import { DISCOUNT_KINDS } from "~/lib/registration-rules";
import { CARD_PAYMENT, OFFLINE_PAYMENT, REFUND, siteName } from "~/lib/vocabulary";
import { campers, campSessions, programs, registrations, users } from "../../../db/schema";
import { camperFullName, getDb } from "../db.server";
import { kindSql, paymentDueSql, receivedSql } from "../payment-balance.server";
import type { MoneyMoveRow } from "./money-moves.server";

/** Every kind of discount (early-bird, sibling) on lines registered in the month or paid in it, each line once. */
async function discountsGiven(env: Env, period: FinancePeriod) {
  const paidInPeriod = sql`EXISTS (SELECT 1 FROM payments p WHERE p.registration_id = ${registrations.id} AND p.kind <> ${kindSql(REFUND)}
    AND p.created_at >= ${period.fromMs} AND p.created_at < ${period.toMs})`;
  const registeredInPeriod = sql`(${registrations.registrationDate} >= ${period.fromMs} AND ${registrations.registrationDate} < ${period.toMs})`;
  const lines = await getDb(env)
    .select({ registrationId: registrations.id, discountCents: registrations.discountCents, earlyBirdCents: registrations.earlyBirdCents })
    .from(registrations)
    .where(and(sql`(${registrations.discountCents} > 0 OR ${registrations.earlyBirdCents} > 0)`, sql`(${registeredInPeriod} OR ${paidInPeriod})`))
    .orderBy(asc(registrations.id));
  const byKind = DISCOUNT_KINDS.map(({ key, label }) => {
    const given = lines.filter((line) => line[key] > 0);
    return { label, totalCents: given.reduce((sum, line) => sum + line[key], 0), count: given.length };
  });
  return { totalCents: byKind.reduce((sum, kind) => sum + kind.totalCents, 0), count: lines.length, byKind };
}

/** Every held seat whose money does not cover its total yet, with what it still owes today. */
async function balancesOwed(env: Env) {
  return getDb(env)
    .select({
      registrationId: registrations.id,
      paymentStatus: registrations.paymentStatus,
      owedCents: sql<number>`${registrations.totalAmountCents} - ${receivedSql(sql`${registrations.id}`)}`,
      site: campSessions.location,
      programName: programs.name,
      sessionName: campSessions.name,
      sessionStartDate: campSessions.startDate,
      dueDate: campSessions.paymentDueDate,
      familyName: sql<string>`${users.firstName} || ' ' || ${users.lastName}`,
      childName: camperFullName(),
    })
    .from(registrations)
    .innerJoin(campSessions, eq(campSessions.id, registrations.sessionId))
    .innerJoin(programs, eq(programs.id, campSessions.programId))
    .innerJoin(users, eq(users.id, registrations.parentId))
    .innerJoin(campers, eq(campers.id, registrations.camperId))
    .where(paymentDueSql())
    .orderBy(asc(campSessions.paymentDueDate), asc(registrations.id));
}

const owedBy = <T extends { owedCents: number }>(rows: T[], keyOf: (row: T) => string) =>
  sumsBy(rows, keyOf, (sum, row) => ({ owedCents: sum.owedCents + row.owedCents, count: sum.count + 1 }), { owedCents: 0, count: 0 });

export async function financeReport(env: Env, period: FinancePeriod, moves: MoneyMoveRow[], now: Date) {
  const today = campToday(now);
  const [discounts, owed] = await Promise.all([discountsGiven(env, period), balancesOwed(env)]);
  const deferred = owed.filter((row) => row.paymentStatus === "deferred").map((row) => ({ ...row, daysLate: row.dueDate ? daysLate(row.dueDate, today) : 0 }));
  return {
    period,
    today,
    totals: totalOf(moves),
    receivedByCardCents: totalOf(moves.filter((m) => m.kind === CARD_PAYMENT)).receivedCents,
    receivedOfflineCents: totalOf(moves.filter((m) => m.kind === OFFLINE_PAYMENT)).receivedCents,
    byDay: totalsBy(moves, (m) => campDayOf(m.createdAt)),
    byWeek: totalsBy(moves, (m) => mondayOf(campDayOf(m.createdAt))),
    bySite: totalsBy(moves, (m) => siteName(m.site)),
    byProgram: totalsBy(moves, (m) => m.programName),
    discounts,
    owed: {
      totalCents: owed.reduce((sum, row) => sum + row.owedCents, 0),
      count: owed.length,
      bySite: owedBy(owed, (row) => siteName(row.site)),
      byProgram: owedBy(owed, (row) => row.programName),
    },
    deferred,
  };
}

export type FinanceReport = Awaited<ReturnType<typeof financeReport>>;
