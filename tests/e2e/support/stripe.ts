// Stripe's side of a card payment in the journeys: the card holder paying at "Stripe" (the local
// fake, scripts/fake-stripe.ts) and Stripe's signed notification to a copy's webhook. Each copy of
// the product has its own account at the fake (its secret key) and its own webhook secret.
import { createHmac, randomUUID } from "node:crypto";
import { expect, type APIRequestContext } from "@playwright/test";
import { fakeStripeURL } from "../../../playwright.config";

/** The card holder pays the intent at Stripe, for its whole amount (no notification is sent). */
export async function cardPaysAtStripe(secretKey: string, intentId: string) {
  const paid = await fetch(`${fakeStripeURL}/v1/payment_intents/${intentId}/confirm`, { method: "POST", headers: { Authorization: `Bearer ${secretKey}` } });
  expect(((await paid.json()) as { status: string }).status).toBe("succeeded");
}

/** A Stripe event about `object`, signed with `webhookSecret` exactly as Stripe signs it, to a copy's webhook. */
function deliverStripeEvent(request: APIRequestContext, webhookSecret: string, type: string, object: Record<string, unknown>) {
  const payload = JSON.stringify({ id: `evt_${randomUUID()}`, object: "event", type, created: Math.floor(Date.now() / 1000), data: { object } });
  const timestamp = Math.floor(Date.now() / 1000);
  const signature = createHmac("sha256", webhookSecret).update(`${timestamp}.${payload}`).digest("hex");
  return request.post("/api/stripe/webhook", {
    headers: { "Content-Type": "application/json", "Stripe-Signature": `t=${timestamp},v1=${signature}` },
    data: payload,
  });
}

/** Stripe's payment_intent.succeeded for an intent paid in full. */
export function deliverPaymentSucceeded(
  request: APIRequestContext,
  webhookSecret: string,
  intent: { id: string; amount: number; metadata: Record<string, string> },
) {
  return deliverStripeEvent(request, webhookSecret, "payment_intent.succeeded", {
    id: intent.id,
    object: "payment_intent",
    amount: intent.amount,
    amount_received: intent.amount,
    currency: "usd",
    metadata: intent.metadata,
  });
}

/** Stripe's charge.succeeded: the card that paid the intent, by its brand and last four digits. */
export function deliverChargeSucceeded(request: APIRequestContext, webhookSecret: string, intentId: string, card: { brand: string; last4: string }) {
  return deliverStripeEvent(request, webhookSecret, "charge.succeeded", {
    id: `ch_${intentId}`,
    object: "charge",
    payment_intent: intentId,
    payment_method_details: { type: "card", card },
  });
}
