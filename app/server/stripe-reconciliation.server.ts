// What Stripe holds and what D1 holds must agree, and this cron job proves it (decision 0044).
// It lists the PaymentIntents and refunds Stripe made in the last RECONCILE_DAYS days and
// compares them with the camp's records (payment_intents, payments by intent, refunds by re_ id).
// Money the camp missed (a webhook that never came) is recorded through the webhook's own
// functions, so the balance rule and the audit are the same; what cannot be matched becomes a
// payment to check for the office. While one is open the job counts as failing (job_health), so
// three runs in a row e-mail the office once.
import { and, desc, eq, isNull, sql } from "drizzle-orm";
import type Stripe from "stripe";
import { CAMP_CURRENCY, formatMoneyIn, plural } from "~/lib/format";
import { CARD_PAYMENT, REFUND, type PaymentCheckProblem } from "~/lib/vocabulary";
import { paymentsToCheck } from "../../db/schema";
import type { AuditActor } from "./audit.server";
import { kindSql } from "./payment-balance.server";
import { d1Statement, getDb } from "./db.server";
import { everyPage, recordIntentRefunds, recordIntentSucceeded, rememberCardOfCharge, stripeClient, stripeKeys } from "./stripe.server";

/** Longer than a month: a payment, its refunds and Stripe's three days of webhook retries fit. */
export const RECONCILE_DAYS = 35;
const DAY_SECONDS = 24 * 60 * 60;

type Finding = { stripeId: string; problem: PaymentCheckProblem; amountCents: number; currency: string; difference: string };
type CampIntent = { id: string; amountCents: number | null; currency: string | null; recordedCents: number; lines: string | null };

/** A refund counts once Stripe has taken it on; a failed or cancelled one gave nothing back. */
const givesBack = (refund: Stripe.Refund) => refund.status === "succeeded" || refund.status === "pending";
const intentOf = (refund: Stripe.Refund) => (typeof refund.payment_intent === "string" ? refund.payment_intent : (refund.payment_intent?.id ?? null));
const registrationsText = (lines: string | null) => (lines ? ` (registration ${lines.split(",").join(", ")})` : "");

/**
 * The camp's side of these intents: the amount and currency it asked for (null for an intent it
 * never made), the card money it recorded from each, and the registrations each pays for.
 */
async function campIntents(env: Env, ids: string[]) {
  const { results } = await d1Statement(
    env.DB,
    sql`WITH listed(id) AS (SELECT value FROM json_each(${JSON.stringify(ids)}))
      SELECT listed.id, pi.amount_cents AS amountCents, pi.currency,
        (SELECT coalesce(sum(p.amount_cents), 0) FROM payments p WHERE p.kind = ${kindSql(CARD_PAYMENT)} AND p.reference = listed.id) AS recordedCents,
        (SELECT group_concat(l.registration_id) FROM payment_intent_lines l WHERE l.payment_intent_id = listed.id) AS lines
      FROM listed LEFT JOIN payment_intents pi ON pi.id = listed.id`,
  ).all<CampIntent>();
  return new Map(results.map((row) => [row.id, row]));
}

/** What the camp recorded of each refund, by its re_ id. */
async function recordedRefunds(env: Env, ids: string[]) {
  const { results } = await d1Statement(
    env.DB,
    sql`SELECT reference AS id, sum(amount_cents) AS cents FROM payments
      WHERE kind = ${kindSql(REFUND)} AND reference IN (SELECT value FROM json_each(${JSON.stringify(ids)})) GROUP BY reference`,
  ).all<{ id: string; cents: number }>();
  return new Map(results.map((row) => [row.id, row.cents]));
}

/** Succeeded intents first recorded, missed ones recorded; the findings about payments. */
async function reconcilePayments(env: Env, intents: Stripe.PaymentIntent[]) {
  const ids = intents.map((intent) => intent.id);
  const before = await campIntents(env, ids);
  const findings: Finding[] = [];
  const asked = (intent: Stripe.PaymentIntent) => {
    const ours = before.get(intent.id);
    return ours?.amountCents != null && ours.amountCents === intent.amount && ours.currency === intent.currency;
  };
  for (const intent of intents) {
    const ours = before.get(intent.id)!;
    if (ours.amountCents == null) {
      if (intent.status === "succeeded") {
        findings.push({
          stripeId: intent.id,
          problem: "unknown-payment",
          amountCents: intent.amount_received,
          currency: intent.currency,
          difference: `Stripe received ${formatMoneyIn(intent.amount_received, intent.currency)} for a payment the camp never asked for${intent.description ? ` ("${intent.description.slice(0, 80)}")` : ""}.`,
        });
      }
    } else if (!asked(intent)) {
      findings.push({
        stripeId: intent.id,
        problem: "payment-differs",
        amountCents: intent.amount,
        currency: intent.currency,
        difference: `Stripe's payment is for ${formatMoneyIn(intent.amount, intent.currency)}; the camp asked for ${formatMoneyIn(ours.amountCents, ours.currency ?? CAMP_CURRENCY)}${registrationsText(ours.lines)}. Nothing was recorded from it by this check.`,
      });
    } else if (intent.status === "succeeded" && ours.recordedCents < intent.amount_received) {
      await recordIntentSucceeded(env, { id: intent.id, amountReceived: intent.amount_received, currency: intent.currency }, null, "reconciliation");
      // Its charge.succeeded may be missing too: the receipt names the card all the same.
      await rememberCardOfCharge(env, intent.id, intent.latest_charge);
    }
  }
  const after = await campIntents(env, ids);
  let recorded = 0;
  for (const intent of intents.filter(asked)) {
    const ours = after.get(intent.id)!;
    if (ours.recordedCents > before.get(intent.id)!.recordedCents) recorded++;
    const received = intent.status === "succeeded" ? intent.amount_received : 0;
    if (ours.recordedCents === received) continue;
    findings.push({
      stripeId: intent.id,
      problem: "received-differs",
      amountCents: received,
      currency: intent.currency,
      difference: `Stripe received ${formatMoneyIn(received, intent.currency)}${intent.status === "succeeded" ? "" : ` (the payment is ${intent.status.replaceAll("_", " ")})`}; the camp recorded ${formatMoneyIn(ours.recordedCents, intent.currency)}${registrationsText(ours.lines)}.`,
    });
  }
  return { findings, recorded };
}

/** Missed refunds recorded by intent, as the webhook records them; the findings about refunds. */
async function reconcileRefunds(env: Env, refunds: Stripe.Refund[]) {
  const ids = refunds.map((refund) => refund.id);
  const before = await recordedRefunds(env, ids);
  const missed = new Set(refunds.filter((refund) => givesBack(refund) && !before.has(refund.id)).map(intentOf));
  for (const intentId of missed) {
    if (!intentId) continue;
    const outcome = await recordIntentRefunds(env, intentId, null);
    if (outcome.status !== 200) throw new Error(outcome.message);
  }
  const after = missed.size ? await recordedRefunds(env, ids) : before;
  const intents = await campIntents(
    env,
    refunds.map(intentOf).filter((id): id is string => id !== null),
  );
  const findings: Finding[] = [];
  for (const refund of refunds) {
    const expected = givesBack(refund) ? refund.amount : 0;
    const recordedCents = after.get(refund.id) ?? 0;
    if (recordedCents === expected) continue;
    const intentId = intentOf(refund);
    const ours = intentId ? intents.get(intentId) : undefined;
    const known = ours && (ours.amountCents != null || ours.recordedCents > 0);
    const amount = formatMoneyIn(refund.amount, refund.currency);
    findings.push(
      !known && recordedCents === 0
        ? {
            stripeId: refund.id,
            problem: "unknown-refund",
            amountCents: refund.amount,
            currency: refund.currency,
            difference: `Stripe refunded ${amount} of a payment the camp has no record of${intentId ? ` (${intentId})` : ""}.`,
          }
        : {
            stripeId: refund.id,
            problem: "refund-differs",
            amountCents: refund.amount,
            currency: refund.currency,
            difference: `Stripe's refund of ${amount} is ${refund.status ?? "unknown"}; the camp recorded ${formatMoneyIn(recordedCents, refund.currency)}${registrationsText(ours?.lines ?? null)}.`,
          },
    );
  }
  return { findings, recorded: refunds.filter((refund) => !before.has(refund.id) && after.has(refund.id)).length };
}

/**
 * Stores this run's findings (a finding seen again keeps the office's "checked" unless what
 * differs changed) and answers how many are still open.
 */
async function storeFindings(env: Env, findings: Finding[], now: number) {
  if (findings.length === 0) return 0;
  const db = getDb(env);
  const same = sql`${paymentsToCheck.difference} = excluded.difference`;
  const upserts = findings.map((finding) =>
    db
      .insert(paymentsToCheck)
      .values({ ...finding, foundAt: now, lastSeenAt: now })
      .onConflictDoUpdate({
        target: [paymentsToCheck.stripeId, paymentsToCheck.problem],
        set: {
          amountCents: sql`excluded.amount_cents`,
          currency: sql`excluded.currency`,
          difference: sql`excluded.difference`,
          lastSeenAt: now,
          checkedAt: sql`CASE WHEN ${same} THEN ${paymentsToCheck.checkedAt} END`,
          checkedBy: sql`CASE WHEN ${same} THEN ${paymentsToCheck.checkedBy} END`,
        },
      })
      .returning({ checkedAt: paymentsToCheck.checkedAt }),
  );
  const stored = await db.batch(upserts as [(typeof upserts)[number], ...typeof upserts]);
  return stored.filter(([row]) => row?.checkedAt == null).length;
}

/** The cron job. Throws while a payment to check is open, after recording everything it could. */
export async function reconcileWithStripe(env: Env, now: Date) {
  const keys = stripeKeys(env);
  if (!keys) return { stripe: "not configured" };
  const stripe = stripeClient(env, keys.secretKey);
  const since = Math.floor(now.getTime() / 1000) - RECONCILE_DAYS * DAY_SECONDS;
  const intents = await everyPage(stripe.paymentIntents.list({ created: { gte: since }, limit: 100, expand: ["data.latest_charge"] }));
  const refunds = await everyPage(stripe.refunds.list({ created: { gte: since }, limit: 100 }));
  const payments = await reconcilePayments(env, intents);
  const refunded = await reconcileRefunds(env, refunds);
  const open = await storeFindings(env, [...payments.findings, ...refunded.findings], now.getTime());
  const result = { paymentsChecked: intents.length, refundsChecked: refunds.length, paymentsRecorded: payments.recorded, refundsRecorded: refunded.recorded };
  if (open > 0) {
    throw new Error(
      `Stripe and the camp's records differ on ${plural(open, "payment")}: see "Payments to check" on the Registration Windows tab (payments recorded: ${result.paymentsRecorded}, refunds recorded: ${result.refundsRecorded}).`,
    );
  }
  return result;
}

/** What the office has not checked yet, the latest first (the Windows tab, GET /api/admin/windows). */
export function listPaymentsToCheck(env: Env) {
  return getDb(env).select().from(paymentsToCheck).where(isNull(paymentsToCheck.checkedAt)).orderBy(desc(paymentsToCheck.lastSeenAt), desc(paymentsToCheck.id));
}

export type PaymentToCheck = Awaited<ReturnType<typeof listPaymentsToCheck>>[number];

/** Marks one payment to check as checked by the office; false when there is no such open one. */
export async function markPaymentChecked(env: Env, actor: AuditActor, id: number, now = Date.now()) {
  const [row] = await getDb(env)
    .update(paymentsToCheck)
    .set({ checkedAt: now, checkedBy: actor.name })
    .where(and(eq(paymentsToCheck.id, id), isNull(paymentsToCheck.checkedAt)))
    .returning({ stripeId: paymentsToCheck.stripeId });
  return row ?? null;
}
