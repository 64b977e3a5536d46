// A season's payment plans as the office keeps them (docs/decisions/0069-payment-plans.md): the
// deposit and the plans, read and written by the Settings tab's action and by
// /api/admin/payment-plans alike. Each write is checked against the season's weeks (a season
// the Sessions tab made, its lowest week price) and logged in the audit log. Families are
// offered none of this yet.
import { and, asc, desc, eq, isNotNull, ne, sql } from "drizzle-orm";
import { campSessions, paymentPlans, programs, seasonDeposits } from "../../db/schema";
import {
  depositSchema,
  paymentPlanSchema,
  seasonName,
  storedInstallmentsSchema,
  termsProblem,
  type Deposit,
  type Installment,
} from "~/lib/payment-plans/payment-plan-schema";
import { recordAudit, type AuditActor } from "./audit.server";
import { getDb } from "./db.server";
import { parseInput, recordId, refused, type Outcome, type Refused } from "./operation-result.server";

export type SeasonPaymentPlans = {
  season: string;
  /** The season's lowest week price: what the office's fixed amounts are checked against. */
  lowestWeekCents: number;
  firstDay: string;
  deposit: Deposit | null;
  plans: Array<{ id: number; name: string; installments: Installment[] }>;
};

const depositOf = (row: { kind: "fixed" | "percent"; amount: number }): Deposit =>
  row.kind === "fixed" ? { kind: "fixed", cents: row.amount } : { kind: "percent", hundredths: row.amount };

const readInstallments = (json: string): Installment[] => storedInstallmentsSchema.parse(JSON.parse(json));

/** Every season of weekly sessions, newest first, with its deposit and plans. */
export async function listSeasonPaymentPlans(env: Env): Promise<SeasonPaymentPlans[]> {
  const db = getDb(env);
  const [seasons, deposits, plans] = await Promise.all([
    db
      .select({
        season: sql<string>`${campSessions.season}`,
        lowestWeekCents: sql<number>`min(${programs.pricePerWeekCents})`,
        firstDay: sql<string>`min(${campSessions.startDate})`,
      })
      .from(campSessions)
      .innerJoin(programs, eq(programs.id, campSessions.programId))
      .where(isNotNull(campSessions.season))
      .groupBy(campSessions.season)
      .orderBy(desc(campSessions.season)),
    db.select().from(seasonDeposits),
    db.select().from(paymentPlans).orderBy(asc(paymentPlans.name)),
  ]);
  return seasons.map((s) => {
    const deposit = deposits.find((d) => d.season === s.season);
    return {
      ...s,
      deposit: deposit ? depositOf(deposit) : null,
      plans: plans.filter((p) => p.season === s.season).map((p) => ({ id: p.id, name: p.name, installments: readInstallments(p.installments) })),
    };
  });
}

const fieldRefusal = (status: Refused["status"], field: string, message: string): Refused => ({
  ok: false,
  status,
  message,
  fieldErrors: { [field]: [message] },
});

/** The season's weeks as the checks need them, or the refusal for a season with none. */
async function seasonTerms(env: Env, season: string) {
  const [found] = (await listSeasonPaymentPlans(env)).filter((s) => s.season === season);
  if (found) return { ok: true as const, ...found };
  return fieldRefusal(400, "season", `${seasonName(season)} has no weeks: make them in the Sessions tab first`);
}

/** The season's deposit, new or replacing the one it had; refused if a plan of the season would then leave nothing for its last installment. */
export async function saveSeasonDeposit(env: Env, actor: AuditActor, input: unknown): Promise<Outcome<{ message: string }>> {
  const parsed = parseInput(depositSchema, input);
  if (!parsed.ok) return parsed;
  const { season, deposit } = parsed.data;
  const terms = await seasonTerms(env, season);
  if (!terms.ok) return terms;
  const alone = termsProblem(deposit, [], terms.lowestWeekCents);
  if (alone) return fieldRefusal(400, "amount", alone);
  for (const plan of terms.plans) {
    const problem = termsProblem(deposit, plan.installments, terms.lowestWeekCents);
    if (problem) return fieldRefusal(400, "amount", `With this deposit, the plan "${plan.name}" does not work: ${problem}`);
  }
  const amount = deposit.kind === "fixed" ? deposit.cents : deposit.hundredths;
  await getDb(env)
    .insert(seasonDeposits)
    .values({ season, kind: deposit.kind, amount, updatedAt: Date.now() })
    .onConflictDoUpdate({ target: seasonDeposits.season, set: { kind: deposit.kind, amount, updatedAt: Date.now() } });
  await recordAudit(env, actor, { action: "season-deposit.save", subjectType: "season_deposit", subjectId: season, detail: deposit });
  return { ok: true, message: `${seasonName(season)}: the deposit is saved.` };
}

/** A plan of a season: a new one (no `id`) or the whole of an existing one replaced. */
export async function savePaymentPlan(env: Env, actor: AuditActor, input: unknown, rawId?: unknown): Promise<Outcome<{ message: string; id: number }>> {
  const id = rawId === undefined ? null : recordId(rawId);
  if (rawId !== undefined && id === null) return refused(404, "Payment plan not found");
  const parsed = parseInput(paymentPlanSchema, input);
  if (!parsed.ok) return parsed;
  const plan = parsed.data;
  const terms = await seasonTerms(env, plan.season);
  if (!terms.ok) return terms;
  if (!terms.deposit) return fieldRefusal(409, "season", `Set ${seasonName(plan.season)}'s deposit before its plans`);
  const problem = termsProblem(terms.deposit, plan.installments, terms.lowestWeekCents);
  if (problem) return fieldRefusal(400, "installments", problem);
  const db = getDb(env);
  const sameName = await db
    .select({ id: paymentPlans.id })
    .from(paymentPlans)
    .where(and(eq(paymentPlans.season, plan.season), eq(paymentPlans.name, plan.name), id === null ? undefined : ne(paymentPlans.id, id)));
  if (sameName.length > 0) return fieldRefusal(409, "name", `${seasonName(plan.season)} already has a plan named "${plan.name}"`);
  const values = { season: plan.season, name: plan.name, installments: JSON.stringify(plan.installments), updatedAt: Date.now() };
  const [saved] =
    id === null
      ? await db.insert(paymentPlans).values(values).onConflictDoNothing().returning({ id: paymentPlans.id })
      : await db.update(paymentPlans).set(values).where(eq(paymentPlans.id, id)).returning({ id: paymentPlans.id });
  // A plan of the same name saved in the same instant by another tab.
  if (!saved && id === null) return fieldRefusal(409, "name", `${seasonName(plan.season)} already has a plan named "${plan.name}"`);
  if (!saved) return refused(404, "Payment plan not found");
  await recordAudit(env, actor, {
    action: id === null ? "payment-plan.create" : "payment-plan.edit",
    subjectType: "payment_plan",
    subjectId: saved.id,
    detail: plan,
  });
  return { ok: true, id: saved.id, message: `${seasonName(plan.season)}: "${plan.name}" is saved.` };
}

/** A plan removed from its season. (No family can have chosen it yet: plans are not offered at checkout.) */
export async function removePaymentPlan(env: Env, actor: AuditActor, rawId: unknown): Promise<Outcome<{ message: string }>> {
  const id = recordId(rawId);
  const [removed] = id === null ? [] : await getDb(env).delete(paymentPlans).where(eq(paymentPlans.id, id)).returning();
  if (!removed) return refused(404, "Payment plan not found");
  await recordAudit(env, actor, {
    action: "payment-plan.remove",
    subjectType: "payment_plan",
    subjectId: removed.id,
    detail: { season: removed.season, name: removed.name },
  });
  return { ok: true, message: `${seasonName(removed.season)}: "${removed.name}" is removed.` };
}
