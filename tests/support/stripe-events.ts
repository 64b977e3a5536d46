// Stripe webhook events signed with the test secret exactly as Stripe signs them
// (t=<unix seconds>,v1=<HMAC-SHA256 of "t.payload">), so the real signature check runs.
import { SELF } from "cloudflare:test";
import { env } from "cloudflare:workers";

export async function signStripePayload(payload: string, secret = env.STRIPE_WEBHOOK_SECRET!) {
  const timestamp = Math.floor(Date.now() / 1000);
  const key = await crypto.subtle.importKey("raw", new TextEncoder().encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  const mac = await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(`${timestamp}.${payload}`));
  const hex = [...new Uint8Array(mac)].map((b) => b.toString(16).padStart(2, "0")).join("");
  return `t=${timestamp},v1=${hex}`;
}

export async function deliverStripeEvent(event: object) {
  const payload = JSON.stringify(event);
  return SELF.fetch("http://localhost/api/stripe/webhook", {
    method: "POST",
    headers: { "Content-Type": "application/json", "Stripe-Signature": await signStripePayload(payload) },
    body: payload,
  });
}

const eventId = () => `evt_${crypto.randomUUID()}`;
const created = () => Math.floor(Date.now() / 1000);

/** payment_intent.succeeded for `amountReceived` cents on an intent (made by the product, unless a test says otherwise). */
export function paymentSucceeded(
  registrationId: number,
  amountReceived: number,
  intentId = `pi_${crypto.randomUUID().slice(0, 8)}`,
  extra: { currency?: string; cartId?: string; amount?: number } = {},
) {
  return {
    id: eventId(),
    object: "event",
    type: "payment_intent.succeeded",
    created: created(),
    data: {
      object: {
        id: intentId,
        object: "payment_intent",
        amount: extra.amount ?? amountReceived,
        amount_received: amountReceived,
        currency: extra.currency ?? "usd",
        metadata: extra.cartId ? { cartId: extra.cartId } : { registrationId: String(registrationId) },
      },
    },
  };
}

/** charge.succeeded for the card that paid an intent: Stripe names its brand and last four digits. */
export function chargeSucceeded(intentId: string, card: { brand: string; last4: string }) {
  return {
    id: eventId(),
    object: "event",
    type: "charge.succeeded",
    created: created(),
    data: { object: { id: `ch_${intentId}`, object: "charge", payment_intent: intentId, payment_method_details: { type: "card", card } } },
  };
}

/** charge.refunded as the Stripe Dashboard sends it: `amountRefunded` is the charge's running total. */
export function chargeRefunded(intentId: string, amountRefunded: number, id = eventId()) {
  return {
    id,
    object: "event",
    type: "charge.refunded",
    created: created(),
    data: { object: { id: `ch_${intentId}`, object: "charge", payment_intent: intentId, amount: 12000, amount_refunded: amountRefunded, refunded: false } },
  };
}

/** The fake Stripe API as a test reaches it: the card holder paying, the office's Dashboard, the request log. */
export async function stripeApi<T = Record<string, unknown>>(path: string, form?: Record<string, string>) {
  const response = await fetch(`${env.STRIPE_API_BASE}${path}`, {
    method: form ? "POST" : "GET",
    headers: { Authorization: `Bearer ${env.STRIPE_SECRET_KEY}`, "Content-Type": "application/x-www-form-urlencoded" },
    body: form ? new URLSearchParams(form) : undefined,
  });
  return { status: response.status, body: await response.json<T>() };
}

/** The intent id inside a client secret (pi_..._secret_...). */
export const intentOf = (clientSecret: string) => clientSecret.split("_secret")[0];

export type FakeStripeRequest = {
  method: string;
  path: string;
  idempotencyKey: string | null;
  authorization: string | null;
  body: Record<string, string>;
};

/**
 * What this test file asked of the local fake Stripe. The fake serves every file at once; each
 * file has its own secret key (tests/support/apply-migrations.ts), and D1 ids repeat between files,
 * so a request is this file's only when it came with this file's key.
 */
export async function fakeStripeRequests(): Promise<FakeStripeRequest[]> {
  const all = await (await fetch(`${env.STRIPE_API_BASE}/__requests`)).json<FakeStripeRequest[]>();
  return all.filter((r) => r.authorization === `Bearer ${env.STRIPE_SECRET_KEY}`);
}
