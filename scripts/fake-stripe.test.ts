// The fake Stripe answers the lists as Stripe does, so the real SDK pages through them: newest
// first, `limit`, `starting_after`, `created[...]`, and each secret key an account of its own.
import Stripe from "stripe";
import { afterAll, expect, test } from "vitest";
import { startFakeStripe } from "./fake-stripe";

const fake = await startFakeStripe();
afterAll(() => new Promise((resolve) => fake.server.close(resolve)));

function sdk(key: string) {
  const base = new URL(fake.url);
  return new Stripe(key, { host: base.hostname, port: base.port, protocol: "http", maxNetworkRetries: 0, telemetry: false });
}

test("the SDK pages through every PaymentIntent of its own account, newest first, and a created filter keeps later ones out", async () => {
  const camp = sdk("sk_test_paging_camp");
  const other = sdk("sk_test_paging_other");
  const made: string[] = [];
  for (let n = 1; n <= 23; n++) made.push((await camp.paymentIntents.create({ amount: 1000 + n, currency: "usd" })).id);
  await other.paymentIntents.create({ amount: 5000, currency: "usd" });

  const firstPage = await camp.paymentIntents.list({ limit: 10 });
  expect(firstPage.data.map((intent) => intent.id)).toEqual(made.slice(-10).reverse());
  expect(firstPage.has_more).toBe(true);

  const listed: string[] = [];
  for await (const intent of camp.paymentIntents.list({ limit: 10, created: { gte: Math.floor(Date.now() / 1000) - 60 } })) listed.push(intent.id);
  expect(listed).toEqual([...made].reverse());
  expect((await camp.paymentIntents.list({ created: { gt: Math.floor(Date.now() / 1000) + 60 } })).data).toEqual([]);
  expect((await other.paymentIntents.list({ limit: 100 })).data.map((intent) => intent.amount)).toEqual([5000]);
  // Another account's intent does not exist for this key.
  await expect(camp.paymentIntents.retrieve((await other.paymentIntents.list()).data[0].id)).rejects.toMatchObject({ statusCode: 404 });
});

test("refunds list by creation time and by intent, in pages", async () => {
  const camp = sdk("sk_test_paging_refunds");
  const intent = await camp.paymentIntents.create({ amount: 9000, currency: "usd" });
  await fetch(`${fake.url}/v1/payment_intents/${intent.id}/confirm`, { method: "POST", headers: { Authorization: "Bearer sk_test_paging_refunds" } });
  const refunds: string[] = [];
  for (let n = 1; n <= 3; n++) refunds.push((await camp.refunds.create({ payment_intent: intent.id, amount: 1000 })).id);
  await camp.refunds.create({ payment_intent: (await camp.paymentIntents.create({ amount: 700, currency: "usd" })).id, amount: 700 });

  const ofIntent: string[] = [];
  for await (const refund of camp.refunds.list({ payment_intent: intent.id, limit: 2 })) ofIntent.push(refund.id);
  expect(ofIntent).toEqual([...refunds].reverse());
  const recent: number[] = [];
  for await (const refund of camp.refunds.list({ created: { gte: Math.floor(Date.now() / 1000) - 60 }, limit: 3 })) recent.push(refund.amount);
  expect(recent).toEqual([700, 1000, 1000, 1000]);
});

test("a paid intent and a refund move the account's balance: charge (with Stripe's fee) and refund, paged newest first, each charge naming its intent", async () => {
  const key = "sk_test_balance_camp";
  const camp = sdk(key);
  const pay = (id: string) => fetch(`${fake.url}/v1/payment_intents/${id}/confirm`, { method: "POST", headers: { Authorization: `Bearer ${key}` } });
  const first = await camp.paymentIntents.create({ amount: 12_000, currency: "usd" });
  const second = await camp.paymentIntents.create({ amount: 5_000, currency: "usd" });
  // An intent never paid moves nothing.
  await camp.paymentIntents.create({ amount: 7_000, currency: "usd" });
  await pay(first.id);
  await pay(second.id);
  const refund = await camp.refunds.create({ payment_intent: first.id, amount: 2_000 });

  const listed: Stripe.BalanceTransaction[] = [];
  for await (const t of camp.balanceTransactions.list({ limit: 2, created: { gte: Math.floor(Date.now() / 1000) - 60 }, expand: ["data.source"] }))
    listed.push(t);
  expect(listed.map((t) => [t.object, t.type, t.amount, t.fee, t.net, t.currency])).toEqual([
    ["balance_transaction", "refund", -2_000, 0, -2_000, "usd"],
    ["balance_transaction", "charge", 5_000, 175, 4_825, "usd"],
    ["balance_transaction", "charge", 12_000, 378, 11_622, "usd"],
  ]);
  expect(listed.every((t) => t.id.startsWith("txn_") && t.available_on > t.created)).toBe(true);
  expect((listed[0].source as Stripe.Refund).id).toBe(refund.id);
  expect((listed[2].source as Stripe.Charge).payment_intent).toBe(first.id);
  expect(refund.balance_transaction).toBe(listed[0].id);
  // Without expand a source is its id; another account's balance is its own; a later window is empty.
  expect((await camp.balanceTransactions.list({ type: "charge" })).data.map((t) => t.source)).toEqual([
    (listed[1].source as Stripe.Charge).id,
    (listed[2].source as Stripe.Charge).id,
  ]);
  expect((await sdk("sk_test_balance_other").balanceTransactions.list()).data).toEqual([]);
  expect((await camp.balanceTransactions.list({ created: { lt: Math.floor(Date.now() / 1000) - 60 } })).data).toEqual([]);
});
