// Card payments through Stripe: a PaymentIntent per registration (the amount always comes from
// our database) and the webhook that records the outcome. Card data never reaches this server:
// the browser's Payment Element talks to Stripe directly with the intent's client secret.
import Stripe from "stripe";
import { z } from "zod";
import { and, eq, sql } from "drizzle-orm";
import { payments, registrations, stripeEvents } from "../../db/schema";
import { getDb, type Database } from "./db.server";
import { d1Statement } from "./admin/guarded-writes.server";
import { isPaymentDue } from "~/lib/payment-due";
import { receivedSql, recordStripeRefundSql, settleAfterRefundSql, settleWhenCoveredSql, thisRegistration } from "./payment-balance.server";
import { findRegistrationForParent, MESSAGES, type Refusal } from "./registrations.server";
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

type PaymentIntentResult = { ok: true; clientSecret: string; publishableKey: string } | Refusal | { ok: false; status: 503; message: string };

/**
 * The PaymentIntent for a registration the parent owns and still owes. The idempotency key is
 * per registration and amount, so a double click, a retry or a second tab get the same intent.
 */
/**
 * The client secret of an intent already made for this payment, when it is still open and for
 * the same amount: reloading the checkout page must not create a second intent.
 */
async function openIntentSecret(stripe: ReturnType<typeof stripeClient>, intentId: string | null, amount: number) {
  if (!intentId) return null;
  const existing = await stripe.paymentIntents.retrieve(intentId);
  return existing.client_secret && existing.amount === amount && !["canceled", "succeeded"].includes(existing.status) ? existing.client_secret : null;
}

export async function createPaymentIntentForRegistration(env: Env, parentId: string, registrationId: number): Promise<PaymentIntentResult> {
  const keys = stripeKeys(env);
  if (!keys) return { ok: false, status: 503, message: PAYMENT_NOT_CONFIGURED };
  const registration = await findRegistrationForParent(env, parentId, registrationId);
  if (!registration) return { ok: false, status: 404, message: MESSAGES.registrationNotFound };
  if (registration.paymentStatus === "paid") return { ok: false, status: 409, message: "This registration is already paid." };
  // What is owed is the balance: the total less whatever the camp has already received.
  const amount = registration.balanceCents;
  if (!isPaymentDue(registration)) {
    return { ok: false, status: 409, message: "There is nothing to pay for this registration." };
  }
  const stripe = stripeClient(env, keys.secretKey);
  const reusable = await openIntentSecret(stripe, registration.stripePaymentIntentId, amount);
  if (reusable) return { ok: true, clientSecret: reusable, publishableKey: keys.publishableKey };
  const intent = await stripe.paymentIntents.create(
    {
      amount,
      currency: "usd",
      automatic_payment_methods: { enabled: true },
      description: `${registration.camper.firstName} ${registration.camper.lastName}: ${registration.session.name}`,
      metadata: { registrationId: String(registration.id), parentId },
    },
    // After a part payment the amount already received joins the key: paying the balance is a new intent.
    { idempotencyKey: `registration-${registration.id}-${amount}${registration.receivedCents ? `-after-${registration.receivedCents}` : ""}` },
  );
  await getDb(env)
    .update(registrations)
    .set({ stripePaymentIntentId: intent.id, updatedAt: Date.now() })
    .where(and(eq(registrations.id, registration.id), eq(registrations.parentId, parentId)));
  if (!intent.client_secret) throw new Error("Stripe returned a PaymentIntent without a client secret");
  return { ok: true, clientSecret: intent.client_secret, publishableKey: keys.publishableKey };
}

/**
 * One PaymentIntent for every seated line of a cart that still owes money: the amount is the sum
 * of their balances, from our database. The idempotency key is per cart and amount, so a double
 * click or a second tab get the same intent; the intent's id is kept on every line it pays for.
 */
export async function createPaymentIntentForCart(env: Env, parentId: string, cartId: string): Promise<PaymentIntentResult> {
  const keys = stripeKeys(env);
  if (!keys) return { ok: false, status: 503, message: PAYMENT_NOT_CONFIGURED };
  const lines = await listCartLines(env, cartId, parentId);
  if (lines.length === 0) return { ok: false, status: 404, message: "Cart not found." };
  const due = lines.filter(isPaymentDue);
  const amount = due.reduce((sum, line) => sum + line.balanceCents, 0);
  if (amount === 0) return { ok: false, status: 409, message: "There is nothing to pay for this cart." };
  const stripe = stripeClient(env, keys.secretKey);
  const current = due[0].stripePaymentIntentId;
  const reusable = due.every((line) => line.stripePaymentIntentId === current) ? await openIntentSecret(stripe, current, amount) : null;
  if (reusable) return { ok: true, clientSecret: reusable, publishableKey: keys.publishableKey };
  const intent = await stripe.paymentIntents.create(
    {
      amount,
      currency: "usd",
      automatic_payment_methods: { enabled: true },
      description: `Camp Sarraka: ${due.length} ${due.length === 1 ? "week" : "weeks"} of camp`,
      metadata: { cartId, parentId },
    },
    { idempotencyKey: `${cartId}-${amount}-${due.map((line) => line.id).join(".")}` },
  );
  await getDb(env)
    .update(registrations)
    .set({ stripePaymentIntentId: intent.id, updatedAt: Date.now() })
    .where(
      and(
        eq(registrations.parentId, parentId),
        sql`${registrations.id} IN (${sql.join(
          due.map((line) => sql`${line.id}`),
          sql`, `,
        )})`,
      ),
    );
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
      metadata: z.record(z.string(), z.string()).optional(),
    }),
  }),
});

const chargeRefundedEvent = z.object({
  id: z.string().min(1),
  type: z.literal("charge.refunded"),
  created: z.number(),
  data: z.object({
    object: z.object({
      id: z.string().min(1),
      object: z.literal("charge"),
      payment_intent: z.string().min(1),
      amount_refunded: z.number().int().nonnegative(),
    }),
  }),
});

export type WebhookOutcome = { status: 200 | 400 | 503; message: string };

const HANDLED = ["payment_intent.succeeded", "payment_intent.payment_failed", "charge.refunded"];

/**
 * Verifies the signature for real, then applies the event with statements that are each safe to
 * run twice, in one D1 batch: a replayed or concurrent delivery finds nothing left to change, and
 * a 'failed' arriving after 'succeeded' cannot undo a payment ('paid' is never overwritten).
 * Money is recorded as received; the registration is paid only when it covers the total.
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
  if (event.type === "charge.refunded") return applyRefund(env, event);
  const parsed = paymentIntentEvent.safeParse(event);
  if (!parsed.success) return { status: 400, message: "Unexpected event payload" };
  const intent = parsed.data.data.object;
  if (intent.metadata?.cartId) return applyCartOutcome(env, event.type, parsed.data, intent.metadata.cartId);
  const registrationId = Number(intent.metadata?.registrationId);
  const db = getDb(env);
  // Which registration: the one named in the intent's metadata, else the one holding the intent.
  const registrationMatch =
    Number.isInteger(registrationId) && registrationId > 0 ? eq(registrations.id, registrationId) : eq(registrations.stripePaymentIntentId, intent.id);
  const now = Date.now();

  if (event.type === "payment_intent.succeeded") {
    const amount = intent.amount_received ?? intent.amount;
    await inOneBatch(env, [
      recordEvent(db, parsed.data),
      // The money moved whatever the registration's state: record it once per intent.
      db.insert(payments).select(
        // Every column in the table's order: id, registration, kind, amount, reference, by, when.
        sql`SELECT NULL, id, 'stripe', ${amount}, ${intent.id}, 'stripe', ${now} FROM registrations
          WHERE ${registrationMatch}
            AND NOT EXISTS (SELECT 1 FROM payments WHERE kind = 'stripe' AND reference = ${intent.id})`,
      ),
      db.update(registrations).set({ stripePaymentIntentId: intent.id }).where(registrationMatch),
      settleWhenCoveredSql(registrationMatch, now),
    ]);
  } else {
    await inOneBatch(env, [
      recordEvent(db, parsed.data),
      // The seat stays held and the parent can try again; a payment already made stays paid.
      db
        .update(registrations)
        .set({ paymentStatus: "failed", updatedAt: now })
        .where(and(registrationMatch, eq(registrations.status, "pending"), sql`${registrations.paymentStatus} IN ('pending', 'deferred')`)),
    ]);
  }
  return { status: 200, message: "Received" };
}

/**
 * A cart's PaymentIntent: every line it pays for (the lines holding its id) is settled at once, in
 * one batch. Each line records its own balance as received from this intent, once (a replay finds
 * the payment rows there and changes nothing), then is confirmed and paid when that covers it.
 * The one receipt listing every line is queued under a per-cart key, so a replay sends nothing.
 */
async function applyCartOutcome(env: Env, type: string, event: z.infer<typeof paymentIntentEvent>, cartId: string): Promise<WebhookOutcome> {
  const intent = event.data.object;
  const db = getDb(env);
  const now = Date.now();
  const lines = sql`registrations.cart_id = ${cartId} AND registrations.stripe_payment_intent_id = ${intent.id}`;
  if (type === "payment_intent.succeeded") {
    await inOneBatch(env, [
      recordEvent(db, event),
      sql`INSERT INTO payments (registration_id, kind, amount_cents, reference, recorded_by, created_at)
        SELECT id, 'stripe', total_amount_cents - ${receivedSql(thisRegistration)}, ${intent.id}, 'stripe', ${now} FROM registrations
        WHERE ${lines} AND total_amount_cents - ${receivedSql(thisRegistration)} > 0
          AND NOT EXISTS (SELECT 1 FROM payments p WHERE p.kind = 'stripe' AND p.reference = ${intent.id} AND p.registration_id = registrations.id)`,
      settleWhenCoveredSql(lines, now),
    ]);
    await queueCartMail(env, cartId, "cart-receipt", intent.amount_received ?? intent.amount);
  } else {
    await inOneBatch(env, [
      recordEvent(db, event),
      sql`UPDATE registrations SET payment_status = 'failed', updated_at = ${now}
        WHERE ${lines} AND status = 'pending' AND payment_status IN ('pending', 'deferred')`,
    ]);
  }
  return { status: 200, message: "Received" };
}

/** Drizzle queries and SQL together in one D1 batch (one transaction). */
function inOneBatch(env: Env, queries: Array<Parameters<typeof d1Statement>[1]>) {
  return env.DB.batch(queries.map((query) => d1Statement(env.DB, query)));
}

function recordEvent(db: Database, event: { id: string; type: string; created: number }) {
  return db
    .insert(stripeEvents)
    .values({ id: event.id, type: event.type, eventCreatedAt: event.created * 1000 })
    .onConflictDoNothing();
}

/**
 * A refund made anywhere (the office's Refund button or Stripe's Dashboard): Stripe's running
 * total of what was refunded on the charge is recorded against the registration that received
 * the charge's PaymentIntent, then its status follows the balance (see payment-balance.server).
 */
async function applyRefund(env: Env, event: Stripe.Event): Promise<WebhookOutcome> {
  const parsed = chargeRefundedEvent.safeParse(event);
  if (!parsed.success) return { status: 400, message: "Unexpected event payload" };
  const charge = parsed.data.data.object;
  const db = getDb(env);
  const registrationMatch = sql`registrations.id IN (SELECT registration_id FROM payments WHERE kind = 'stripe' AND reference = ${charge.payment_intent})`;
  const now = Date.now();
  await inOneBatch(env, [
    recordEvent(db, parsed.data),
    recordStripeRefundSql(registrationMatch, charge.payment_intent, charge.amount_refunded, "stripe"),
    ...settleAfterRefundSql(registrationMatch, now),
  ]);
  return { status: 200, message: "Received" };
}
