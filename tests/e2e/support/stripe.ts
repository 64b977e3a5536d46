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

/** Stripe's payment_intent.succeeded for an intent paid in full, signed with `webhookSecret` exactly as Stripe signs it. */
export function deliverPaymentSucceeded(
  request: APIRequestContext,
  webhookSecret: string,
  intent: { id: string; amount: number; metadata: Record<string, string> },
) {
  const payload = JSON.stringify({
    id: `evt_${randomUUID()}`,
    object: "event",
    type: "payment_intent.succeeded",
    created: Math.floor(Date.now() / 1000),
    data: {
      object: { id: intent.id, object: "payment_intent", amount: intent.amount, amount_received: intent.amount, currency: "usd", metadata: intent.metadata },
    },
  });
  const timestamp = Math.floor(Date.now() / 1000);
  const signature = createHmac("sha256", webhookSecret).update(`${timestamp}.${payload}`).digest("hex");
  return request.post("/api/stripe/webhook", {
    headers: { "Content-Type": "application/json", "Stripe-Signature": `t=${timestamp},v1=${signature}` },
    data: payload,
  });
}
