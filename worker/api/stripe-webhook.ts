// POST /api/stripe/webhook: Stripe's signed notifications. The raw body is what is signed.
import { Hono } from "hono";
import { handleStripeWebhook } from "~/server/stripe.server";
import type { ApiEnv } from "./index";

export const stripeWebhookApi = new Hono<ApiEnv>().post("/stripe/webhook", async (c) => {
  const outcome = await handleStripeWebhook(c.env, await c.req.text(), c.req.header("stripe-signature") ?? null);
  return c.json({ message: outcome.message }, outcome.status);
});
