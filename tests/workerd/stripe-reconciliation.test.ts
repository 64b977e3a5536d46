// The cron's check of the camp's records against Stripe (decision 0044): money whose webhook never
// came is recorded once, as the webhook records it; what cannot be matched is shown to the office
// and fails the job until checked. This file's camp has a Stripe account of its own in the fake
// (tests/support/apply-migrations.ts), so Stripe's lists hold only what these tests made.
import { SELF } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { and, eq } from "drizzle-orm";
import { expect, test } from "vitest";
import { site } from "../../app/content/site";
import { getDb } from "../../app/server/db.server";
import { reconcileWithStripe } from "../../app/server/stripe-reconciliation.server";
import { jobHealth, outbox, paymentsToCheck } from "../../db/schema";
import { createRegistrationInNewSession, createUser, formPost, sessionCookieFor } from "../support/factories";
import { chargeRefunded, chargeSucceeded, deliverStripeEvent, intentOf, paymentSucceeded, stripeApi } from "../support/stripe-events";
import { runCron } from "../support/worker";

const db = getDb(env);
const MINUTE = 60_000;
const sameOrigin = { Origin: "http://localhost", "Sec-Fetch-Site": "same-origin" };

/** A parent holding a $120 seat, with checkout's PaymentIntent made by the product. */
async function seatWithIntent() {
  const parent = await createUser({ passwordHash: "not-used" });
  const cookie = await sessionCookieFor(parent.id);
  const { registration } = await createRegistrationInNewSession(parent);
  const answer = await SELF.fetch("http://localhost/api/create-payment-intent", {
    method: "POST",
    headers: { ...sameOrigin, Cookie: cookie, "Content-Type": "application/json" },
    body: JSON.stringify({ registrationId: registration.id }),
  });
  expect(answer.status).toBe(200);
  return { id: registration.id, pi: intentOf((await answer.json<{ clientSecret: string }>()).clientSecret) };
}

/** The card holder pays the intent in full at Stripe (the fake), and no webhook is sent. */
const cardPays = async (pi: string) => expect((await stripeApi(`/v1/payment_intents/${pi}/confirm`, {})).status).toBe(200);

const row = (id: number) =>
  env.DB.prepare("SELECT status, payment_status AS paymentStatus FROM registrations WHERE id = ?").bind(id).first<{ status: string; paymentStatus: string }>();
const ledger = async (id: number) =>
  (
    await env.DB.prepare("SELECT kind, amount_cents AS amount, reference FROM payments WHERE registration_id = ? ORDER BY id")
      .bind(id)
      .all<{ kind: string; amount: number; reference: string }>()
  ).results;
const cardOf = (pi: string) =>
  env.DB.prepare("SELECT card_brand AS brand, card_last4 AS last4 FROM payment_intents WHERE id = ?").bind(pi).first<{ brand: string; last4: string }>();
const receivedAudits = async (pi: string) =>
  (
    await env.DB.prepare("SELECT detail FROM audit_log WHERE action = 'payment.card-received' AND subject_id = ?").bind(pi).all<{ detail: string }>()
  ).results.map((r) => JSON.parse(r.detail) as { via: string });

async function adminCookie() {
  return sessionCookieFor((await createUser({ isAdmin: true, firstName: "Alex", lastName: "Office" })).id);
}
const windowsPage = async (cookie: string) => (await SELF.fetch("http://localhost/admin/windows", { headers: { Cookie: cookie } })).text();

test("when Stripe and the camp agree, the check says what it compared and changes nothing", async () => {
  const paid = await seatWithIntent();
  await cardPays(paid.pi);
  expect((await deliverStripeEvent(paymentSucceeded(paid.id, 12000, paid.pi))).status).toBe(200);
  expect((await stripeApi("/v1/refunds", { payment_intent: paid.pi, amount: "2000" })).status).toBe(200);
  expect((await deliverStripeEvent(chargeRefunded(paid.pi, 2000))).status).toBe(200);
  // A checkout opened and never paid: nothing to record, nothing to check.
  const unpaid = await seatWithIntent();
  const before = { paid: await ledger(paid.id), unpaid: await ledger(unpaid.id) };

  expect(await reconcileWithStripe(env, new Date())).toEqual({ paymentsChecked: 2, refundsChecked: 1, paymentsRecorded: 0, refundsRecorded: 0 });
  expect({ paid: await ledger(paid.id), unpaid: await ledger(unpaid.id) }).toEqual(before);
  expect(await db.select().from(paymentsToCheck)).toEqual([]);
  expect(await row(unpaid.id)).toEqual({ status: "pending", paymentStatus: "pending" });
});

test("a card payment whose webhook never came is recorded by the check, exactly as the webhook would, once", async () => {
  const { id, pi } = await seatWithIntent();
  await cardPays(pi);
  expect(await row(id)).toEqual({ status: "pending", paymentStatus: "pending" });

  expect(await reconcileWithStripe(env, new Date())).toMatchObject({ paymentsRecorded: 1, refundsRecorded: 0 });
  expect(await row(id)).toEqual({ status: "confirmed", paymentStatus: "paid" });
  expect(await ledger(id)).toEqual([{ kind: "stripe", amount: 12000, reference: pi }]);
  expect(await receivedAudits(pi)).toEqual([expect.objectContaining({ via: "reconciliation" })]);
  // charge.succeeded never came either: the receipt names the card from the intent's charge.
  expect(await cardOf(pi)).toEqual({ brand: "visa", last4: "4242" });

  // Running it again, or the webhook arriving at last, changes nothing.
  expect(await reconcileWithStripe(env, new Date(Date.now() + 15 * MINUTE))).toMatchObject({ paymentsRecorded: 0, refundsRecorded: 0 });
  await deliverStripeEvent(paymentSucceeded(id, 12000, pi));
  expect(await ledger(id)).toEqual([{ kind: "stripe", amount: 12000, reference: pi }]);
  expect(await receivedAudits(pi)).toHaveLength(1);
});

test("the check keeps the card charge.succeeded named, and names a Mastercard's when that event is missing too", async () => {
  const named = await seatWithIntent();
  await cardPays(named.pi);
  expect((await deliverStripeEvent(chargeSucceeded(named.pi, { brand: "amex", last4: "0005" }))).status).toBe(200);
  const unnamed = await seatWithIntent();
  expect((await stripeApi(`/v1/payment_intents/${unnamed.pi}/confirm`, { payment_method: "pm_card_mastercard" })).status).toBe(200);

  expect(await reconcileWithStripe(env, new Date())).toMatchObject({ paymentsRecorded: 2 });
  expect(await cardOf(named.pi)).toEqual({ brand: "amex", last4: "0005" });
  expect(await cardOf(unnamed.pi)).toEqual({ brand: "mastercard", last4: "4444" });
});

test("a refund made in Stripe's Dashboard whose webhook never came is recorded by its id; the seat is freed", async () => {
  const { id, pi } = await seatWithIntent();
  await cardPays(pi);
  await deliverStripeEvent(paymentSucceeded(id, 12000, pi));
  const refund = await stripeApi<{ id: string }>("/v1/refunds", { payment_intent: pi, amount: "12000" });
  expect(refund.status).toBe(200);

  expect(await reconcileWithStripe(env, new Date())).toMatchObject({ paymentsRecorded: 0, refundsRecorded: 1 });
  expect(await ledger(id)).toEqual([
    { kind: "stripe", amount: 12000, reference: pi },
    { kind: "refund", amount: 12000, reference: refund.body.id },
  ]);
  expect(await row(id)).toEqual({ status: "cancelled", paymentStatus: "refunded" });
  expect(await reconcileWithStripe(env, new Date())).toMatchObject({ refundsRecorded: 0 });
  expect(await ledger(id)).toHaveLength(2);
});

test("money for a payment the camp never asked for is a payment to check: the job fails until the office marks it checked", async () => {
  const stranger = await stripeApi<{ id: string }>("/v1/payment_intents", { amount: "5000", currency: "usd", description: "Camp T-shirt" });
  await cardPays(stranger.body.id);
  const cookie = await adminCookie();
  const failing = async () => (await db.select().from(jobHealth).where(eq(jobHealth.name, "reconcile-with-stripe")))[0]?.failureStreak;
  const alerts = () =>
    db
      .select()
      .from(outbox)
      .where(and(eq(outbox.kind, "job-failing"), eq(outbox.toAddress, site.email)));

  const start = Date.now();
  for (const run of [0, 1, 2]) await runCron(new Date(start + run * 15 * MINUTE));
  expect(await failing()).toBe(3);
  const [alert] = await alerts();
  expect(alert.subject).toBe("Check payments against Stripe failed 3 times in a row");
  expect(alert.textBody).toContain("Stripe and the camp's records differ on 1 payment");

  const page = await windowsPage(cookie);
  expect(page).toContain("Payments to check");
  expect(page).toContain(stranger.body.id);
  expect(page).toContain("Paid, but never asked for by the camp: $50.00");
  expect(page).toContain("Stripe received $50.00 for a payment the camp never asked for (&quot;Camp T-shirt&quot;).");
  // The same list through the JSON door.
  const overview = await (
    await SELF.fetch("http://localhost/api/admin/windows", { headers: { Cookie: cookie } })
  ).json<{
    paymentsToCheck: Array<{ id: number; stripeId: string; problem: string; amountCents: number }>;
  }>();
  expect(overview.paymentsToCheck).toEqual([expect.objectContaining({ stripeId: stranger.body.id, problem: "unknown-payment", amountCents: 5000 })]);

  const marked = await SELF.fetch(formPost("/admin/windows", { intent: "payment-checked", id: String(overview.paymentsToCheck[0].id) }, { Cookie: cookie }));
  expect(marked.status).toBe(200);
  expect(await marked.text()).toContain(`${stranger.body.id} marked as checked.`);
  expect(await windowsPage(cookie)).toContain("None: Stripe and the camp&#x27;s records agree.");
  // Seen again unchanged, it stays checked: the job works again and the streak ends.
  await runCron(new Date(start + 45 * MINUTE));
  expect(await failing()).toBe(0);
  expect(await alerts()).toHaveLength(1);
  const again = await SELF.fetch(`http://localhost/api/admin/payments-to-check/${overview.paymentsToCheck[0].id}/checked`, {
    method: "POST",
    headers: { ...sameOrigin, Cookie: cookie },
  });
  expect(again.status).toBe(404);
});

test("a payment whose amount is not what the camp asked for is a payment to check, and nothing is recorded from it", async () => {
  const { id, pi } = await seatWithIntent();
  await cardPays(pi);
  // The camp's record of the intent says $100; Stripe took $120.
  await env.DB.prepare("UPDATE payment_intents SET amount_cents = 10000 WHERE id = ?").bind(pi).run();

  await expect(reconcileWithStripe(env, new Date())).rejects.toThrow("Stripe and the camp's records differ on 1 payment");
  expect(await ledger(id)).toEqual([]);
  expect(await row(id)).toEqual({ status: "pending", paymentStatus: "pending" });
  const [found] = await db.select().from(paymentsToCheck).where(eq(paymentsToCheck.stripeId, pi));
  expect(found).toMatchObject({
    problem: "payment-differs",
    amountCents: 12000,
    difference: `Stripe's payment is for $120.00; the camp asked for $100.00 (registration ${id}). Nothing was recorded from it by this check.`,
    checkedAt: null,
  });

  // Marked checked through the JSON door, it leaves the list and no longer fails the job.
  const cookie = await adminCookie();
  const checked = await SELF.fetch(`http://localhost/api/admin/payments-to-check/${found.id}/checked`, {
    method: "POST",
    headers: { ...sameOrigin, Cookie: cookie },
  });
  expect(await checked.json()).toEqual({ ok: true, message: `${pi} marked as checked.` });
  expect(await reconcileWithStripe(env, new Date())).toMatchObject({ paymentsRecorded: 0 });
  expect(await windowsPage(cookie)).not.toContain(pi);
});
