// Card payments through Stripe: a PaymentIntent per registration (the amount always comes from
// our database) and the webhook that records the outcome. Card data never reaches this server:
// the browser's Payment Element talks to Stripe directly with the intent's client secret.
import Stripe from "stripe";
import { z } from "zod";
import { and, eq, sql } from "drizzle-orm";
import { payments, registrations, stripeEvents } from "../../db/schema";
import { getDb } from "./db.server";
import { findRegistrationForParent, MESSAGES, type Refusal } from "./registrations.server";

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
export async function createPaymentIntentForRegistration(env: Env, parentId: string, registrationId: number): Promise<PaymentIntentResult> {
  const keys = stripeKeys(env);
  if (!keys) return { ok: false, status: 503, message: PAYMENT_NOT_CONFIGURED };
  const registration = await findRegistrationForParent(env, parentId, registrationId);
  if (!registration) return { ok: false, status: 404, message: MESSAGES.registrationNotFound };
  if (registration.paymentStatus === "paid") return { ok: false, status: 409, message: "This registration is already paid." };
  if (registration.status !== "pending" || !registration.paymentStatus || registration.paymentStatus === "refunded") {
    return { ok: false, status: 409, message: "There is nothing to pay for this registration." };
  }
  const stripe = stripeClient(env, keys.secretKey);
  if (registration.stripePaymentIntentId) {
    const existing = await stripe.paymentIntents.retrieve(registration.stripePaymentIntentId);
    if (existing.client_secret && existing.amount === registration.totalAmountCents && !["canceled", "succeeded"].includes(existing.status)) {
      return { ok: true, clientSecret: existing.client_secret, publishableKey: keys.publishableKey };
    }
  }
  const intent = await stripe.paymentIntents.create(
    {
      amount: registration.totalAmountCents,
      currency: "usd",
      automatic_payment_methods: { enabled: true },
      description: `${registration.camper.firstName} ${registration.camper.lastName}: ${registration.session.name}`,
      metadata: { registrationId: String(registration.id), parentId },
    },
    { idempotencyKey: `registration-${registration.id}-${registration.totalAmountCents}` },
  );
  await getDb(env)
    .update(registrations)
    .set({ stripePaymentIntentId: intent.id, updatedAt: Date.now() })
    .where(and(eq(registrations.id, registration.id), eq(registrations.parentId, parentId)));
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

export type WebhookOutcome = { status: 200 | 400 | 503; message: string };

/**
 * Verifies the signature for real, then applies the event with statements that are each safe to
 * run twice, in one D1 batch: a replayed or concurrent delivery finds nothing left to change, and
 * a 'failed' arriving after 'succeeded' cannot undo a payment ('paid' is never overwritten).
 */
export async function handleStripeWebhook(env: Env, payload: string, signature: string | null): Promise<WebhookOutcome> {
  if (!env.STRIPE_WEBHOOK_SECRET) return { status: 503, message: PAYMENT_NOT_CONFIGURED };
  if (!signature) return { status: 400, message: "Missing Stripe signature" };
  let event: Stripe.Event;
  try {
    event = await stripeClient(env).webhooks.constructEventAsync(
      payload,
      signature,
      env.STRIPE_WEBHOOK_SECRET,
      undefined,
      Stripe.createSubtleCryptoProvider(),
    );
  } catch {
    return { status: 400, message: "Invalid Stripe signature" };
  }
  if (event.type !== "payment_intent.succeeded" && event.type !== "payment_intent.payment_failed") {
    return { status: 200, message: "Ignored" };
  }
  const parsed = paymentIntentEvent.safeParse(event);
  if (!parsed.success) return { status: 400, message: "Unexpected event payload" };
  const intent = parsed.data.data.object;
  const registrationId = Number(intent.metadata?.registrationId);
  const db = getDb(env);
  // Which registration: the one named in the intent's metadata, else the one holding the intent.
  const registrationMatch = Number.isInteger(registrationId) && registrationId > 0
    ? eq(registrations.id, registrationId)
    : eq(registrations.stripePaymentIntentId, intent.id);
  const recordEvent = db
    .insert(stripeEvents)
    .values({ id: parsed.data.id, type: parsed.data.type, eventCreatedAt: parsed.data.created * 1000 })
    .onConflictDoNothing();
  const now = Date.now();

  if (event.type === "payment_intent.succeeded") {
    const amount = intent.amount_received ?? intent.amount;
    await db.batch([
      recordEvent,
      // The money moved whatever the registration's state: record it once per intent.
      db.insert(payments).select(
        // Every column in the table's order: id, registration, kind, amount, reference, by, when.
        sql`SELECT NULL, id, 'stripe', ${amount}, ${intent.id}, 'stripe', ${now} FROM registrations
          WHERE ${registrationMatch}
            AND NOT EXISTS (SELECT 1 FROM payments WHERE kind = 'stripe' AND reference = ${intent.id})`,
      ),
      db
        .update(registrations)
        .set({ status: "confirmed", paymentStatus: "paid", stripePaymentIntentId: intent.id, updatedAt: now })
        .where(and(registrationMatch, eq(registrations.status, "pending"), sql`${registrations.paymentStatus} IN ('pending', 'deferred', 'failed')`)),
    ]);
  } else {
    await db.batch([
      recordEvent,
      // The seat stays held and the parent can try again; a payment already made stays paid.
      db
        .update(registrations)
        .set({ paymentStatus: "failed", updatedAt: now })
        .where(and(registrationMatch, eq(registrations.status, "pending"), sql`${registrations.paymentStatus} IN ('pending', 'deferred')`)),
    ]);
  }
  return { status: 200, message: "Received" };
}
