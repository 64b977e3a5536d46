// POST /api/stripe/webhook: Stripe's signed notifications. The raw body is what is signed.
import { Hono } from "hono";
import { handleStripeWebhook } from "~/server/stripe.server";
import { recordJobOutcome, STRIPE_WEBHOOK_JOB } from "~/server/job-health.server";
import { deliverQueuedMail } from "~/server/mail.server";
import type { ApiEnv } from "./index";

export const stripeWebhookApi = new Hono<ApiEnv>().post("/stripe/webhook", async (c) => {
  const payload = await c.req.text();
  // Stripe always sends an event object; anything else (`null`, `[]`) is refused before it is read.
  if (!isJsonObject(payload)) return c.json({ message: "Unexpected event payload" }, 400);
  const outcome = await watched(c.env, () => handleStripeWebhook(c.env, payload, c.req.header("stripe-signature") ?? null));
  // The receipt goes out now, after Stripe has its answer; should the provider refuse it, the
  // cron's delivery tries again (the outbox is the fallback).
  if (outcome.mail?.length) c.executionCtx.waitUntil(deliverQueuedMail(c.env, outcome.mail).catch((error) => console.error("receipt mail failed", error)));
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

/**
 * Handling counted like a cron job's run (app/server/job-health.server.ts): an error or a 5xx is a
 * failure (Stripe retries it, and three in a row e-mail the office); only a 2xx ends a streak. A 4xx
 * is neither: anyone can post a bad signature, and that must not hide a streak of real failures.
 */
async function watched(env: Env, handle: () => ReturnType<typeof handleStripeWebhook>) {
  const now = new Date();
  let outcome: Awaited<ReturnType<typeof handleStripeWebhook>>;
  try {
    outcome = await handle();
  } catch (error) {
    await recordJobOutcome(env, STRIPE_WEBHOOK_JOB, now, error);
    throw error;
  }
  if (outcome.status >= 500) await recordJobOutcome(env, STRIPE_WEBHOOK_JOB, now, new Error(`answered ${outcome.status}: ${outcome.message}`));
  else if (outcome.status < 300) await recordJobOutcome(env, STRIPE_WEBHOOK_JOB, now);
  return outcome;
}
