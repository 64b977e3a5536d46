// Card payments through Stripe: a PaymentIntent per registration or per cart (the amount always
// comes from our database) and the webhook that records the outcome, per line and per Stripe
// object (decision 0032). Card data never reaches this server: the browser's Payment Element
// talks to Stripe directly with the intent's client secret.
import Stripe from "stripe";
import { z } from "zod";
import { and, asc, eq, inArray, sql, type SQL } from "drizzle-orm";
import { paymentIntentLines, paymentIntents, payments, registrations, stripeEvents } from "../../db/schema";
import { getDb, type Database } from "./db.server";
import { d1Statement } from "./admin/guarded-writes.server";
import { CAMP_CURRENCY, plural } from "~/lib/format";
import { isPaymentDue } from "~/lib/payment-due";
import { CARD_PAYMENT, REFUND } from "~/lib/vocabulary";
import { cardHeldSql, recordCardPaymentSql, recordCardRefundSql, settleAfterRefundSql, settleWhenCoveredSql } from "./payment-balance.server";
import { awaitsPayment } from "./seats.server";
import { findRegistrationForParent, MESSAGES, type Refusal } from "./family/family-registrations.server";
import { listCartLines, queueCartMail } from "./cart-lines.server";

export const PAYMENT_NOT_CONFIGURED = "Payment System Configuration Required";

/** The keys checkout needs, or null when this deployment has no Stripe account configured. */
export function stripeKeys(env: Env) {
  if (!env.STRIPE_SECRET_KEY || !env.STRIPE_PUBLISHABLE_KEY) return null;
  return { secretKey: env.STRIPE_SECRET_KEY, publishableKey: env.STRIPE_PUBLISHABLE_KEY };
}

/** The SDK on fetch (Workers have no Node http); STRIPE_API_BASE points it at a local fake in tests. */
export function stripeClient(env: Env, secretKey = env.STRIPE_SECRET_KEY ?? "") {
  const base = env.STRIPE_API_BASE ? new URL(env.STRIPE_API_BASE) : null;
  return new Stripe(secretKey, {
    httpClient: Stripe.createFetchHttpClient(),
    maxNetworkRetries: 1,
    timeout: 15_000,
    telemetry: false,
    ...(base
      ? { host: base.hostname, port: base.port || (base.protocol === "https:" ? 443 : 80), protocol: base.protocol === "https:" ? "https" : "http" }
      : {}),
  });
}

type StripeClient = ReturnType<typeof stripeClient>;

/** Every item of one of Stripe's lists, page after page (the SDK's auto-paging). */
export async function everyPage<T>(list: AsyncIterable<T>) {
  const all: T[] = [];
  for await (const item of list) all.push(item);
  return all;
}

type PaymentIntentResult =
  | { ok: true; clientSecret: string; publishableKey: string }
  | Refusal
  | { ok: false; status: 409; message: string; cartId: string }
  | { ok: false; status: 503; message: string };

export const LINE_IN_OPEN_CART = "This week is part of your summer cart's payment. Please pay it from the cart's checkout.";
export const ALREADY_PAID = "This registration is already paid.";
export const NOTHING_DUE_IN_CART = "There is nothing to pay for this cart.";

/**
 * The intents with these ids the parent can still pay (not succeeded, not canceled). One that
 * succeeded is recorded now, as the hold check does, so a checkout opened again before Stripe's
 * webhook came finds the money taken instead of asking for it again on a new intent; `recorded`
 * then tells the caller to read its lines again.
 */
async function openIntents(env: Env, stripe: StripeClient, intentIds: Array<string | null>) {
  const open: Stripe.PaymentIntent[] = [];
  let recorded = false;
  for (const id of new Set(intentIds)) {
    if (!id) continue;
    const intent = await stripe.paymentIntents.retrieve(id).catch((error: { statusCode?: number }) => {
      if (error.statusCode === 404) return null;
      throw error;
    });
    if (intent?.status === "succeeded") {
      await recordIntentSucceeded(env, { id, amountReceived: intent.amount_received, currency: intent.currency }, null);
      recorded = true;
    } else if (intent && intent.status !== "canceled") open.push(intent);
  }
  return { open, recorded };
}

/** The one open intent to show again: it alone is open and asks for exactly this amount. */
const reusable = (open: Stripe.PaymentIntent[], amount: number) => (open.length === 1 && open[0].amount === amount && open[0].client_secret ? open[0] : null);

/**
 * A line has one open PaymentIntent at a time: the intents a new one replaces are cancelled, so a
 * second tab cannot take the money twice. One that succeeded meanwhile cannot be cancelled, and
 * its money is recorded by the webhook all the same (it is in payment_intents).
 */
async function cancelReplacedIntents(stripe: StripeClient, intentIds: Array<string | null>, keep: string) {
  const replaced = [...new Set(intentIds)].filter((id): id is string => Boolean(id) && id !== keep);
  await Promise.all(
    replaced.map((id) =>
      stripe.paymentIntents.cancel(id).catch((error: unknown) => console.warn("replaced PaymentIntent not cancelled", id, (error as Error).message)),
    ),
  );
}

/** Remembers an intent the product created and each line's share of it, and marks it on the lines. */
async function rememberIntent(
  env: Env,
  intent: Stripe.PaymentIntent,
  owner: { parentId: string; cartId: string | null },
  lines: Array<{ id: number; balanceCents: number }>,
) {
  const db = getDb(env);
  await db.batch([
    db
      .insert(paymentIntents)
      .values({ id: intent.id, parentId: owner.parentId, cartId: owner.cartId, amountCents: intent.amount, currency: intent.currency })
      .onConflictDoNothing(),
    db
      .insert(paymentIntentLines)
      .values(lines.map((line, position) => ({ paymentIntentId: intent.id, registrationId: line.id, position, shareCents: line.balanceCents })))
      .onConflictDoNothing(),
    db
      .update(registrations)
      .set({ stripePaymentIntentId: intent.id, updatedAt: Date.now() })
      .where(
        and(
          eq(registrations.parentId, owner.parentId),
          inArray(
            registrations.id,
            lines.map((line) => line.id),
          ),
        ),
      ),
  ]);
}

type PaymentRefusal = Exclude<PaymentIntentResult, { ok: true }>;

/** The parent's registration when it can be paid on its own intent now, else why not. */
async function payableRegistration(env: Env, parentId: string, registrationId: number) {
  const registration = await findRegistrationForParent(env, parentId, registrationId);
  const refuse = (status: 404 | 409, message: string): PaymentRefusal => ({ ok: false, status, message });
  if (!registration) return refuse(404, MESSAGES.registrationNotFound);
  if (registration.paymentStatus === "paid") return refuse(409, ALREADY_PAID);
  if (!isPaymentDue(registration)) return refuse(409, "There is nothing to pay for this registration.");
  // One open intent per line: a week paid through its summer cart is paid there (cart-payment.server.ts).
  if (registration.payInCart) return { ok: false as const, status: 409 as const, message: LINE_IN_OPEN_CART, cartId: registration.payInCart };
  return { ok: true as const, registration };
}

/**
 * The PaymentIntent for a registration the parent owns and still owes, made once: the open
 * intent for the same amount is shown again on every later visit, and money an earlier intent
 * already took is recorded first, so it is never asked for twice. The idempotency key is per
 * registration, amount and the intent it replaces, so a double click or a second tab get the
 * same intent. A week paid through its summer cart is refused with the cart named.
 */
export async function createPaymentIntentForRegistration(env: Env, parentId: string, registrationId: number): Promise<PaymentIntentResult> {
  const keys = stripeKeys(env);
  if (!keys) return { ok: false, status: 503, message: PAYMENT_NOT_CONFIGURED };
  let payable = await payableRegistration(env, parentId, registrationId);
  if (!payable.ok) return payable;
  const stripe = stripeClient(env, keys.secretKey);
  const stored = payable.registration.stripePaymentIntentId;
  const { open, recorded } = await openIntents(env, stripe, [stored]);
  if (recorded) payable = await payableRegistration(env, parentId, registrationId);
  if (!payable.ok) return payable;
  const { registration } = payable;
  // What is owed is the balance: the total less whatever the camp has already received.
  const amount = registration.balanceCents;
  const current = reusable(open, amount);
  if (current) return { ok: true, clientSecret: current.client_secret!, publishableKey: keys.publishableKey };
  const intent = await stripe.paymentIntents.create(
    {
      amount,
      currency: CAMP_CURRENCY,
      automatic_payment_methods: { enabled: true },
      description: `${registration.camper.firstName} ${registration.camper.lastName}: ${registration.session.name}`,
      metadata: { registrationId: String(registration.id), parentId },
    },
    // After a part payment the amount already received joins the key: paying the balance is a new intent.
    {
      idempotencyKey: `registration-${registration.id}-${amount}${registration.receivedCents ? `-after-${registration.receivedCents}` : ""}${stored ? `-replacing-${stored}` : ""}`,
    },
  );
  await cancelReplacedIntents(
    stripe,
    open.map((replaced) => replaced.id),
    intent.id,
  );
  await rememberIntent(env, intent, { parentId, cartId: null }, [registration]);
  if (!intent.client_secret) throw new Error("Stripe returned a PaymentIntent without a client secret");
  return { ok: true, clientSecret: intent.client_secret, publishableKey: keys.publishableKey };
}

/** A cart's lines that still owe money, and the sum of their balances. */
async function cartDue(env: Env, cartId: string, parentId: string) {
  const lines = await listCartLines(env, cartId, parentId);
  const due = lines.filter(isPaymentDue);
  return { lines, due, amount: due.reduce((sum, line) => sum + line.balanceCents, 0) };
}

/**
 * One PaymentIntent for every seated line of a cart that still owes money, made once: the amount
 * is the sum of their balances, from our database, and each line's share is its balance. The open
 * intent for the same lines and amount is shown again on every later visit, and money an earlier
 * intent already took is recorded first. The idempotency key is per cart, amount and lines, so a
 * double click or a second tab get the same intent.
 */
export async function createPaymentIntentForCart(env: Env, parentId: string, cartId: string): Promise<PaymentIntentResult> {
  const keys = stripeKeys(env);
  if (!keys) return { ok: false, status: 503, message: PAYMENT_NOT_CONFIGURED };
  let cart = await cartDue(env, cartId, parentId);
  if (cart.lines.length === 0) return { ok: false, status: 404, message: "Cart not found." };
  const stripe = stripeClient(env, keys.secretKey);
  const { open, recorded } =
    cart.amount > 0
      ? await openIntents(
          env,
          stripe,
          cart.due.map((line) => line.stripePaymentIntentId),
        )
      : { open: [], recorded: false };
  if (recorded) cart = await cartDue(env, cartId, parentId);
  const { due, amount } = cart;
  if (amount === 0) return { ok: false, status: 409, message: NOTHING_DUE_IN_CART };
  // Shown again only when every line it pays is still due on it, and nothing else is.
  const current = due.every((line) => line.stripePaymentIntentId === open[0]?.id) ? reusable(open, amount) : null;
  if (current) return { ok: true, clientSecret: current.client_secret!, publishableKey: keys.publishableKey };
  const replacing = [...new Set(due.map((line) => line.stripePaymentIntentId).filter(Boolean))].sort().join(".");
  const intent = await stripe.paymentIntents.create(
    {
      amount,
      currency: CAMP_CURRENCY,
      automatic_payment_methods: { enabled: true },
      description: `Camp Sarraka: ${plural(due.length, "week")} of camp`,
      metadata: { cartId, parentId },
    },
    { idempotencyKey: `${cartId}-${amount}-${due.map((line) => line.id).join(".")}${replacing ? `-replacing-${replacing}` : ""}` },
  );
  await cancelReplacedIntents(
    stripe,
    open.map((replaced) => replaced.id),
    intent.id,
  );
  await rememberIntent(env, intent, { parentId, cartId }, due);
  if (!intent.client_secret) throw new Error("Stripe returned a PaymentIntent without a client secret");
  return { ok: true, clientSecret: intent.client_secret, publishableKey: keys.publishableKey };
}

const paymentIntentEvent = z.object({
  id: z.string().min(1),
  type: z.string(),
  created: z.number(),
  data: z.object({
    object: z.object({
      id: z.string().min(1),
      object: z.literal("payment_intent"),
      amount: z.number().int().nonnegative(),
      amount_received: z.number().int().nonnegative().optional(),
      currency: z.string().min(1),
    }),
  }),
});

const chargeRefundedEvent = z.object({
  id: z.string().min(1),
  type: z.literal("charge.refunded"),
  created: z.number(),
  data: z.object({
    object: z.object({ id: z.string().min(1), object: z.literal("charge"), payment_intent: z.string().min(1) }),
  }),
});

// The card that paid, for the receipt: Stripe names only its brand and last four digits
// ("visa", "4242"); a card named otherwise is not kept.
const chargeCard = z.object({ card: z.object({ brand: z.string().min(1).max(30), last4: z.string().regex(/^\d{4}$/) }).optional() }).nullish();

const chargeSucceededEvent = z.object({
  id: z.string().min(1),
  type: z.literal("charge.succeeded"),
  created: z.number(),
  data: z.object({
    object: z.object({
      id: z.string().min(1),
      object: z.literal("charge"),
      payment_intent: z.string().min(1),
      payment_method_details: chargeCard,
    }),
  }),
});

/** `mail`: outbox ids the handling queued, for the webhook to deliver once it has answered. */
export type WebhookOutcome = { status: 200 | 400 | 503; message: string; mail?: number[] };
type StripeEventFacts = { id: string; type: string; created: number };

const HANDLED = ["payment_intent.succeeded", "payment_intent.payment_failed", "charge.refunded", "charge.succeeded"];

/**
 * Verifies the signature for real, then applies the event with statements that are each safe to
 * run twice, in one D1 batch: a replayed or concurrent delivery finds nothing left to change, and
 * a 'failed' arriving after 'succeeded' cannot undo a payment ('paid' is never overwritten). A
 * signed event is still only Stripe's word about an object: money is recorded only for intents
 * the product created, in the camp's currency, as received, and each line's share at most.
 */
export async function handleStripeWebhook(env: Env, payload: string, signature: string | null): Promise<WebhookOutcome> {
  if (!env.STRIPE_WEBHOOK_SECRET) return { status: 503, message: PAYMENT_NOT_CONFIGURED };
  if (!signature) return { status: 400, message: "Missing Stripe signature" };
  let event: Stripe.Event;
  try {
    event = await stripeClient(env).webhooks.constructEventAsync(payload, signature, env.STRIPE_WEBHOOK_SECRET, undefined, Stripe.createSubtleCryptoProvider());
  } catch {
    return { status: 400, message: "Invalid Stripe signature" };
  }
  if (!HANDLED.includes(event?.type)) return { status: 200, message: "Ignored" };
  if (event.type === "charge.refunded") return applyRefunds(env, event);
  if (event.type === "charge.succeeded") return rememberCard(env, event);
  const parsed = paymentIntentEvent.safeParse(event);
  if (!parsed.success) return { status: 400, message: "Unexpected event payload" };
  const intent = parsed.data.data.object;
  if (event.type === "payment_intent.succeeded") {
    return recordIntentSucceeded(env, { id: intent.id, amountReceived: intent.amount_received ?? 0, currency: intent.currency }, parsed.data);
  }
  const lines = await intentLines(env, intent.id);
  if (!lines) return ignoredIntent(intent.id);
  const now = Date.now();
  await inOneBatch(env, [
    recordEvent(getDb(env), parsed.data),
    // The seat stays held and the parent can try again; a payment already made stays paid.
    sql`UPDATE registrations SET payment_status = 'failed', updated_at = ${now}
      WHERE ${lineIds(lines)} AND ${awaitsPayment("registrations")}`,
  ]);
  return { status: 200, message: "Received" };
}

/** The lines an intent the product created pays for, in order; null for an intent it never created. */
async function intentLines(env: Env, intentId: string) {
  const db = getDb(env);
  const [[intent], lines] = await db.batch([
    db.select().from(paymentIntents).where(eq(paymentIntents.id, intentId)),
    db.select().from(paymentIntentLines).where(eq(paymentIntentLines.paymentIntentId, intentId)).orderBy(asc(paymentIntentLines.position)),
  ]);
  return intent ? { intent, lines } : null;
}

const lineIds = ({ lines }: { lines: Array<{ registrationId: number }> }) =>
  sql`registrations.id IN (${sql.join(
    lines.map((line) => sql`${line.registrationId}`),
    sql`, `,
  )})`;

function ignoredIntent(intentId: string): WebhookOutcome {
  // Stripe would retry a refusal for days; the office reads the log instead.
  console.warn("Stripe event for a PaymentIntent this camp did not create: nothing recorded", intentId);
  return { status: 200, message: "Ignored: not a payment this camp asked for" };
}

/** Who saw a payment first: the webhook, or a job that asked Stripe because no webhook came. */
type RecordedVia = "webhook" | "hold check" | "reconciliation";

/**
 * Money Stripe took for an intent the product created, recorded per line: what was received is
 * given to the lines in order, each at most its share, then each line covered is confirmed and
 * paid (payment-balance.server's rule), audited, and a cart's receipt queued. One function for the
 * webhook and for the jobs that find a payment whose webhook never came (`event` null): the hold
 * check and the reconciliation with Stripe.
 */
export async function recordIntentSucceeded(
  env: Env,
  intent: { id: string; amountReceived: number; currency: string },
  event: StripeEventFacts | null,
  via: RecordedVia = event ? "webhook" : "hold check",
): Promise<WebhookOutcome> {
  const known = await intentLines(env, intent.id);
  if (!known) return ignoredIntent(intent.id);
  if (intent.currency.toLowerCase() !== known.intent.currency) {
    console.warn("Stripe payment in another currency than its intent's: nothing recorded", intent.id, intent.currency);
    return { status: 200, message: "Ignored: not in the camp's currency" };
  }
  const db = getDb(env);
  const now = Date.now();
  let left = Math.min(intent.amountReceived, known.intent.amountCents);
  const received = known.lines.map((line) => {
    const cents = Math.min(line.shareCents, left);
    left -= cents;
    return { registrationId: line.registrationId, cents };
  });
  await inOneBatch(env, [
    ...(event ? [recordEvent(db, event)] : []),
    ...received.filter((line) => line.cents > 0).map((line) => recordCardPaymentSql(intent.id, line.registrationId, line.cents, now)),
    settleWhenCoveredSql(lineIds(known), now),
    // Once per intent, whichever door saw the payment first.
    sql`INSERT INTO audit_log (actor_type, actor_name, action, subject_type, subject_id, detail, created_at)
      SELECT 'system', 'Stripe', 'payment.card-received', 'payment_intent', ${intent.id},
        ${JSON.stringify({ receivedCents: intent.amountReceived, lines: received, via })}, ${now}
      WHERE NOT EXISTS (SELECT 1 FROM audit_log WHERE action = 'payment.card-received' AND subject_id = ${intent.id})`,
  ]);
  const mail = known.intent.cartId ? await queueCartMail(env, known.intent.cartId, "cart-receipt", intent.amountReceived) : [];
  return { status: 200, message: "Received", mail };
}

/** Drizzle queries and SQL together in one D1 batch (one transaction). */
function inOneBatch(env: Env, queries: Array<Parameters<typeof d1Statement>[1]>) {
  return env.DB.batch(queries.map((query) => d1Statement(env.DB, query)));
}

function recordEvent(db: Database, event: StripeEventFacts) {
  return db
    .insert(stripeEvents)
    .values({ id: event.id, type: event.type, eventCreatedAt: event.created * 1000 })
    .onConflictDoNothing();
}

/** What each line still holds by card from one intent, in the order the lines were paid. */
async function cardHeldByLine(env: Env, intentId: string) {
  const rows = await getDb(env)
    .select({ registrationId: payments.registrationId, heldCents: cardHeldSql(intentId, sql`${payments.registrationId}`) })
    .from(payments)
    .where(and(eq(payments.kind, CARD_PAYMENT), eq(payments.reference, intentId)))
    .groupBy(payments.registrationId)
    .orderBy(sql`min(${payments.id})`);
  return new Map(rows.map((row) => [row.registrationId, Math.max(0, Number(row.heldCents))]));
}

/** What the registrations matching `lines` hold by card, per PaymentIntent each was paid through (newest first). */
async function cardHeldOf(env: Env, lines: SQL | undefined) {
  const rows = await getDb(env)
    .select({
      registrationId: payments.registrationId,
      intentId: payments.reference,
      heldCents: cardHeldSql(sql`${payments.reference}`, sql`${payments.registrationId}`),
    })
    .from(payments)
    .innerJoin(registrations, eq(registrations.id, payments.registrationId))
    .where(and(lines, eq(payments.kind, CARD_PAYMENT)))
    .groupBy(payments.registrationId, payments.reference)
    .orderBy(sql`max(${payments.id}) DESC`);
  return rows.flatMap((row) =>
    row.intentId && Number(row.heldCents) > 0 ? [{ registrationId: row.registrationId, intentId: row.intentId, heldCents: Number(row.heldCents) }] : [],
  );
}

/** What a registration holds by card, per PaymentIntent it was paid through (newest first). */
export async function cardHeldByIntent(env: Env, registrationId: number) {
  return (await cardHeldOf(env, eq(registrations.id, registrationId))).map(({ intentId, heldCents }) => ({ intentId, heldCents }));
}

/** What each of a parent's registrations holds by card (every intent's payments less their refunds): what a cancel refunds its policy's share of. */
export async function cardHeldByRegistration(env: Env, parentId: string) {
  const held = new Map<number, number>();
  for (const row of await cardHeldOf(env, eq(registrations.parentId, parentId)))
    held.set(row.registrationId, (held.get(row.registrationId) ?? 0) + row.heldCents);
  return held;
}

export type CardRefund = { id: string; paymentIntentId: string; cents: number };

/**
 * Gives back `cents` of a registration's card money through Stripe, from the intents it was paid
 * through (newest first, never more than each holds). Each refund names the line in its metadata,
 * so the webhook that reports it later records it on this line only. The idempotency key holds the
 * amount, so a retry after a failed write gets the same refund back, never a second one.
 */
export async function refundRegistrationByCard(env: Env, registrationId: number, cents: number, purpose: string, reason: string): Promise<CardRefund[]> {
  const stripe = stripeClient(env);
  const refunds: CardRefund[] = [];
  let left = cents;
  for (const { intentId, heldCents } of await cardHeldByIntent(env, registrationId)) {
    const amount = Math.min(left, heldCents);
    if (amount <= 0) break;
    const refund = await stripe.refunds.create(
      { payment_intent: intentId, amount, metadata: { registrationId: String(registrationId), reason } },
      { idempotencyKey: `${purpose}-${registrationId}-${intentId}-${amount}` },
    );
    refunds.push({ id: refund.id, paymentIntentId: intentId, cents: refund.amount });
    left -= refund.amount;
  }
  return refunds;
}

/**
 * `charge.succeeded`: which card paid an intent the product created, for its receipt. It may come
 * before or after payment_intent.succeeded; the intent's row exists from the moment it was asked
 * for, so the order does not matter, and a replay writes the same two words again.
 */
async function rememberCard(env: Env, event: Stripe.Event): Promise<WebhookOutcome> {
  const parsed = chargeSucceededEvent.safeParse(event);
  if (!parsed.success) return { status: 400, message: "Unexpected event payload" };
  const charge = parsed.data.data.object;
  const card = charge.payment_method_details?.card;
  if (!card) return { status: 200, message: "Received" };
  const db = getDb(env);
  const [[intent]] = await db.batch([
    db
      .update(paymentIntents)
      .set({ cardBrand: card.brand, cardLast4: card.last4 })
      .where(eq(paymentIntents.id, charge.payment_intent))
      .returning({ id: paymentIntents.id }),
    recordEvent(db, parsed.data),
  ]);
  return intent ? { status: 200, message: "Received" } : ignoredIntent(charge.payment_intent);
}

/**
 * The card of an intent's charge, for the reconciliation job when `charge.succeeded` never came
 * (the receipt would say "by card"): kept only on an intent the camp made, and only while it has
 * none, so the webhook's word is never overwritten.
 */
export async function rememberCardOfCharge(env: Env, intentId: string, charge: unknown) {
  const card = chargeCard.safeParse((charge as { payment_method_details?: unknown } | null)?.payment_method_details);
  if (!card.success || !card.data?.card) return;
  await getDb(env)
    .update(paymentIntents)
    .set({ cardBrand: card.data.card.brand, cardLast4: card.data.card.last4 })
    .where(and(eq(paymentIntents.id, intentId), sql`${paymentIntents.cardBrand} IS NULL`));
}

/** `charge.refunded`: the refunds of the charge's intent, as Stripe lists them. */
async function applyRefunds(env: Env, event: Stripe.Event): Promise<WebhookOutcome> {
  const parsed = chargeRefundedEvent.safeParse(event);
  if (!parsed.success) return { status: 400, message: "Unexpected event payload" };
  return recordIntentRefunds(env, parsed.data.data.object.payment_intent, parsed.data);
}

/**
 * Stripe's list of an intent's refunds is read through the SDK and each refund not recorded yet
 * is recorded by its id on the line it was for: the line its metadata names (the office's Refund
 * button, the family's cancel), else, for a refund made in Stripe's Dashboard, the intent's lines
 * from the last one back, each at most what it still holds from the intent. An event's running
 * total is never spread over lines. Refunds recorded before refunds had ids (they reference the
 * intent) account for the oldest refunds listed. One function for `charge.refunded` and for the
 * reconciliation that finds a refund whose webhook never came (`event` null).
 */
export async function recordIntentRefunds(env: Env, intentId: string, event: StripeEventFacts | null): Promise<WebhookOutcome> {
  const keys = stripeKeys(env);
  if (!keys) return { status: 503, message: PAYMENT_NOT_CONFIGURED };
  const db = getDb(env);
  const stripe = stripeClient(env, keys.secretKey);
  const listed: Stripe.Refund[] = [];
  let held = await cardHeldByLine(env, intentId);
  try {
    // A refund reported before its payment (events arrive in any order): the payment is asked
    // for and recorded first, as its own webhook would, so the refund has a line to land on.
    if (held.size === 0 && (await intentLines(env, intentId))) {
      const intent = await stripe.paymentIntents.retrieve(intentId);
      if (intent.status === "succeeded")
        await recordIntentSucceeded(
          env,
          { id: intentId, amountReceived: intent.amount_received, currency: intent.currency },
          null,
          event ? "webhook" : "reconciliation",
        );
      held = await cardHeldByLine(env, intentId);
    }
    if (held.size === 0) return ignoredIntent(intentId);
    for await (const refund of stripe.refunds.list({ payment_intent: intentId, limit: 100 })) listed.push(refund);
  } catch (error) {
    console.error("Stripe refunds could not be listed", intentId, error);
    return { status: 503, message: "Stripe could not be reached; the event will be retried" };
  }
  const recorded = await db
    .select({ reference: payments.reference, cents: payments.amountCents })
    .from(payments)
    .where(and(eq(payments.kind, REFUND), eq(payments.paymentIntentId, intentId)));
  const known = new Set(recorded.map((row) => row.reference));
  let beforeIds = recorded.filter((row) => row.reference === intentId).reduce((sum, row) => sum + row.cents, 0);
  const statements: SQL[] = [];
  const touched = new Set<number>();
  for (const refund of listed.sort((a, b) => a.created - b.created)) {
    if (known.has(refund.id) || !["succeeded", "pending"].includes(refund.status ?? "")) continue;
    if (refund.currency !== CAMP_CURRENCY) {
      console.warn("Stripe refund in another currency: nothing recorded", refund.id, refund.currency);
      continue;
    }
    if (refund.amount <= beforeIds) {
      beforeIds -= refund.amount;
      continue;
    }
    const named = Number(refund.metadata?.registrationId);
    const order = held.has(named) ? [named] : [...held.keys()].reverse();
    let left = refund.amount;
    for (const registrationId of order) {
      const cents = Math.min(left, held.get(registrationId) ?? 0);
      if (cents <= 0) continue;
      statements.push(recordCardRefundSql({ id: refund.id, paymentIntentId: intentId, cents }, registrationId, "stripe"));
      held.set(registrationId, (held.get(registrationId) ?? 0) - cents);
      touched.add(registrationId);
      left -= cents;
    }
    if (left > 0) console.warn("Stripe refund larger than the money its lines hold: the rest is not recorded", refund.id, left);
  }
  const now = Date.now();
  const lines = { lines: [...touched].map((registrationId) => ({ registrationId })) };
  const writes = [...(event ? [recordEvent(db, event)] : []), ...statements, ...(touched.size ? settleAfterRefundSql(lineIds(lines), now) : [])];
  if (writes.length) await inOneBatch(env, writes);
  return { status: 200, message: "Received" };
}
