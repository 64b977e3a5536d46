// The payments table as the books read it: every card payment, offline payment and refund
// recorded in a period, with the registration, session, program and site it belongs to. The
// Finance tab, its month-close CSV and the Stripe comparison all start from these rows, so their
// totals are the payments table's own, to the cent.
import { and, asc, eq, gte, lt, sql } from "drizzle-orm";
import type { FinancePeriod } from "~/lib/finance/finance-period";
import { CAMP_CURRENCY } from "~/lib/format";
import { isRefund } from "~/lib/vocabulary";
import { campSessions, payments, programs, registrations } from "../../../db/schema";
import { getDb } from "../db.server";

export async function listMoneyMoves(env: Env, period: FinancePeriod) {
  return getDb(env)
    .select({
      id: payments.id,
      kind: payments.kind,
      amountCents: payments.amountCents,
      reference: payments.reference,
      paymentIntentId: payments.paymentIntentId,
      recordedBy: payments.recordedBy,
      createdAt: payments.createdAt,
      registrationId: registrations.id,
      payerAccountId: registrations.parentId,
      sessionName: campSessions.name,
      sessionStartDate: campSessions.startDate,
      site: campSessions.location,
      programId: programs.id,
      programName: programs.name,
      // Payments hold no currency: a card payment's is its PaymentIntent's; offline money is the camp's dollars.
      currency: sql<string>`coalesce((SELECT pi.currency FROM payment_intents pi WHERE pi.id = coalesce(${payments.paymentIntentId}, ${payments.reference})), ${CAMP_CURRENCY})`,
    })
    .from(payments)
    .innerJoin(registrations, eq(registrations.id, payments.registrationId))
    .innerJoin(campSessions, eq(campSessions.id, registrations.sessionId))
    .innerJoin(programs, eq(programs.id, campSessions.programId))
    .where(and(gte(payments.createdAt, period.fromMs), lt(payments.createdAt, period.toMs)))
    .orderBy(asc(payments.createdAt), asc(payments.id));
}

export type MoneyMoveRow = Awaited<ReturnType<typeof listMoneyMoves>>[number];

/** A refund made through Stripe names its re_ id; anything else the office gave back by hand. */
export const isCardRefund = (move: Pick<MoneyMoveRow, "kind" | "reference">) => isRefund(move) && (move.reference ?? "").startsWith("re_");
