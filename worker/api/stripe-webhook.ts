// POST /api/stripe/webhook: Stripe's signed notifications. The raw body is what is signed.
import { Hono } from "hono";
import { handleStripeWebhook } from "~/server/stripe.server";
import type { ApiEnv } from "./index";

export const stripeWebhookApi = new Hono<ApiEnv>().post("/stripe/webhook", async (c) => {
  const payload = await c.req.text();
  // Stripe always sends an event object; anything else (`null`, `[]`) is refused before it is read.
  if (!isJsonObject(payload)) return c.json({ message: "Unexpected event payload" }, 400);
  const outcome = await handleStripeWebhook(c.env, payload, c.req.header("stripe-signature") ?? null);
  return c.json({ message: outcome.message }, outcome.status);
});

function isJsonObject(text: string) {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === "object" && value !== null && !Array.isArray(value);
  } catch {
    return false;
  }
}
