// Money per line, by its Stripe object (decision 0032): a refund on one week of a paid cart
// touches that week only, a week inside an open cart payment is paid through the cart, and a
// signed event is believed only for what the product asked Stripe for, in dollars, as received.
import { SELF } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { expect, test } from "vitest";
import { updateCampSettings } from "../../app/server/camp-settings.server";
import { d1Statement } from "../../app/server/db.server";
import { recordCardRefundSql } from "../../app/server/payment-balance.server";
import { createCamper, createCampSession, createProgram, createUser, sessionCookieFor } from "../support/factories";
import { chargeRefunded, deliverStripeEvent, intentOf, paymentSucceeded, stripeApi, fakeStripeRequests } from "../support/stripe-events";

type Line = { id: number; status: string; paymentStatus: string | null; receivedCents: number; balanceCents: number };

function api(cookie: string, path: string, body?: unknown) {
  return SELF.fetch(`http://localhost${path}`, {
    method: body === undefined ? "GET" : "POST",
    headers: { Cookie: cookie, "Content-Type": "application/json", Origin: "http://localhost", "Sec-Fetch-Site": "same-origin" },
    body: body === undefined ? undefined : JSON.stringify(body),
    redirect: "manual",
  });
}

let season = 0;
/** A family that put `weeks` summer weeks ($120 each) for one camper in one cart; checkout open, nothing paid yet. */
async function openCart(weeks: number) {
  const parent = await createUser({ passwordHash: "not-used" });
  const cookie = await sessionCookieFor(parent.id);
  const camper = await createCamper({ parentId: parent.id, grade: "1st" });
  const program = await createProgram({ name: "Summer", pricePerWeekCents: 12000, careAddOnCents: 1500 });
  const base = Date.UTC(2096, 5, 2) + season++ * 86_400_000 * 7 * 12;
  const lines = [];
  for (let i = 0; i < weeks; i++) {
    const day = (n: number) => new Date(base + (i * 7 + n) * 86_400_000).toISOString().slice(0, 10);
    const session = await createCampSession({ programId: program.id, name: `Summer Week ${i + 1}`, startDate: day(0), endDate: day(4), season: "summer-2096" });
    lines.push({ camperId: camper.id, sessionId: session.id });
  }
  const answer = await (
    await api(cookie, "/api/cart/checkout", { lines })
  ).json<{
    cartId: string;
    chargeCents: number;
    payment: { clientSecret: string };
    lines: Array<{ registrationId: number }>;
  }>();
  return {
    parent,
    cookie,
    cartId: answer.cartId,
    pi: intentOf(answer.payment.clientSecret),
    ids: answer.lines.map((l) => l.registrationId),
    chargeCents: answer.chargeCents,
  };
}

/** The cart paid by card: Stripe took the whole amount and its webhook came. */
async function paidCart(weeks: number) {
  const cart = await openCart(weeks);
  await stripeApi(`/v1/payment_intents/${cart.pi}/confirm`, {});
  expect((await deliverStripeEvent(paymentSucceeded(0, cart.chargeCents, cart.pi, { cartId: cart.cartId }))).status).toBe(200);
  return cart;
}

/** The lines as the parent sees them on /api/registrations, in the cart's order. */
async function parentSees(cookie: string, ids: number[]) {
  const all = await (await api(cookie, "/api/registrations")).json<Line[]>();
  return ids.map((id) => {
    const { status, paymentStatus, receivedCents, balanceCents } = all.find((r) => r.id === id)!;
    return { status, paymentStatus, receivedCents, balanceCents };
  });
}
const paidWeek = { status: "confirmed", paymentStatus: "paid", receivedCents: 12000, balanceCents: 0 };

test("the family cancels one week of a paid 10-week cart; Stripe's charge.refunded for it leaves the other nine weeks paid", async () => {
  await updateCampSettings(env, { cancellationDeadlineDays: 7, cancellationRefundPercent: 80 });
  const { cookie, pi, ids } = await paidCart(10);
  expect(await parentSees(cookie, ids)).toEqual(Array(10).fill(paidWeek));

  const cancel = await api(cookie, `/api/account/registrations/${ids[3]}/cancel`, {});
  expect(await cancel.json()).toMatchObject({ ok: true, refundedCents: 9600 });
  // Stripe reports the charge's running total refunded: $96, on the intent that paid all ten weeks.
  const event = chargeRefunded(pi, 9600);
  expect((await deliverStripeEvent(event)).status).toBe(200);
  await deliverStripeEvent(event);

  const after = await parentSees(cookie, ids);
  expect(after[3]).toEqual({ status: "cancelled", paymentStatus: "refunded", receivedCents: 2400, balanceCents: 9600 });
  expect(after.filter((_, i) => i !== 3)).toEqual(Array(9).fill(paidWeek));
  const refunds = await env.DB.prepare(
    "SELECT registration_id AS id, amount_cents AS cents, reference FROM payments WHERE kind = 'refund' AND payment_intent_id = ?",
  )
    .bind(pi)
    .all<{ id: number; cents: number; reference: string }>();
  expect(refunds.results).toEqual([{ id: ids[3], cents: 9600, reference: expect.stringMatching(/^re_/) }]);
});

test("a Dashboard refund without a week named is given to the cart's weeks from the last one back, never more than a week received", async () => {
  const { cookie, pi, ids } = await paidCart(3);
  expect((await stripeApi("/v1/refunds", { payment_intent: pi, amount: "15000" })).status).toBe(200);
  await deliverStripeEvent(chargeRefunded(pi, 15000));
  expect(await parentSees(cookie, ids)).toEqual([
    paidWeek,
    { status: "confirmed", paymentStatus: "pending", receivedCents: 9000, balanceCents: 3000 },
    { status: "cancelled", paymentStatus: "refunded", receivedCents: 0, balanceCents: 12000 },
  ]);
});

test("the office's Refund button on one week of a paid cart, then the webhook: that week refunded once, the others untouched", async () => {
  const admin = await createUser({ passwordHash: "not-used", isAdmin: true });
  const adminCookie = await sessionCookieFor(admin.id);
  const { cookie, pi, ids } = await paidCart(3);
  const refund = await api(adminCookie, `/api/admin/registrations/${ids[0]}/refund`, {});
  expect(await refund.json()).toEqual({ refundedCents: 12000 });
  await deliverStripeEvent(chargeRefunded(pi, 12000));
  expect(await parentSees(cookie, ids)).toEqual([
    { status: "cancelled", paymentStatus: "refunded", receivedCents: 0, balanceCents: 12000 },
    paidWeek,
    paidWeek,
  ]);
});

/** The refunds recorded on a line from an intent, in the order written. */
async function refundsOn(pi: string, registrationId: number) {
  const { results } = await env.DB.prepare(
    "SELECT amount_cents AS cents FROM payments WHERE kind = 'refund' AND payment_intent_id = ? AND registration_id = ? ORDER BY id",
  )
    .bind(pi, registrationId)
    .all<{ cents: number }>();
  return results.map((row) => row.cents);
}

// The refund cap lives in the INSERT itself (recordCardRefundSql): the code's own check reads what a
// line holds before it writes, and two writers that read at the same moment (the office's Refund
// button and a Dashboard refund's webhook) both see the whole week. Their inserts are sent here as
// they would reach D1, with no check in code between them.
test("two refunds of one week written at once never give back more than the week received: the SQL cap alone stops the second", async () => {
  const { pi, ids } = await paidCart(2);
  const [week, other] = ids;
  const refund = (id: string, cents: number) => d1Statement(env.DB, recordCardRefundSql({ id, paymentIntentId: pi, cents }, week, "stripe"));

  // Both for the whole $120, in one batch: the second finds nothing left and is not written.
  await env.DB.batch([refund("re_race_office", 12000), refund("re_race_dashboard", 12000)]);
  expect(await refundsOn(pi, week)).toEqual([12000]);
  expect(await refundsOn(pi, other)).toEqual([]);

  // $80 each from two writers that do not wait for one another: the later one gives back the $40 left.
  const next = await paidCart(1);
  const partial = (id: string) => d1Statement(env.DB, recordCardRefundSql({ id, paymentIntentId: next.pi, cents: 8000 }, next.ids[0], "stripe")).run();
  await Promise.all([partial("re_race_one"), partial("re_race_two")]);
  expect(await refundsOn(next.pi, next.ids[0])).toEqual([8000, 4000]);
});

test("a week inside an open cart payment is paid through the cart: no second PaymentIntent, and the cart's payment confirms it", async () => {
  const { cookie, cartId, pi, ids, chargeCents } = await openCart(2);
  const single = await api(cookie, "/api/create-payment-intent", { registrationId: ids[0] });
  expect(single.status).toBe(409);
  expect(await single.json()).toEqual({ message: "This week is part of your summer cart's payment. Please pay it from the cart's checkout.", fieldErrors: {} });
  const page = await SELF.fetch(`http://localhost/checkout?registration=${ids[0]}`, { headers: { Cookie: cookie }, redirect: "manual" });
  expect(page.status).toBe(302);
  expect(page.headers.get("Location")).toBe(`/checkout/cart?cart=${cartId}`);

  const requests = await fakeStripeRequests();
  expect(requests.filter((r) => r.path === "/v1/payment_intents" && r.body["metadata[registrationId]"] === String(ids[0]))).toEqual([]);
  await stripeApi(`/v1/payment_intents/${pi}/confirm`, {});
  await deliverStripeEvent(paymentSucceeded(0, chargeCents, pi, { cartId }));
  expect(await parentSees(cookie, ids)).toEqual([paidWeek, paidWeek]);
});

test("money taken by an intent the product created is recorded even after a newer intent replaced it on the registration", async () => {
  const { cookie, cartId, ids } = await openCart(1);
  const parent = cookie;
  // The office takes $50 in cash, so the checkout asks for the $70 balance on a new intent ...
  const admin = await createUser({ passwordHash: "not-used", isAdmin: true });
  const first = (await env.DB.prepare("SELECT stripe_payment_intent_id AS pi FROM registrations WHERE id = ?").bind(ids[0]).first<{ pi: string }>())!.pi;
  await api(await sessionCookieFor(admin.id), `/api/admin/registrations/${ids[0]}/offline-payment`, { amount: 50, reference: "Cash" });
  const balance = await api(parent, `/checkout/cart?cart=${cartId}`);
  expect(balance.status).toBe(200);
  const [, second] = (await balance.text()).match(/(pi_fake_\d+)_secret/)!;
  expect(second).not.toBe(first);
  // ... while the card payment of $120 made in the first tab, just before that intent was
  // cancelled, reaches the webhook only now.
  await deliverStripeEvent(paymentSucceeded(0, 12000, first, { cartId: "whatever-the-metadata-says" }));
  expect(await parentSees(cookie, ids)).toEqual([{ status: "confirmed", paymentStatus: "paid", receivedCents: 17000, balanceCents: 0 }]);
});

test("a signed event is believed only for what the product asked for, in dollars, as received; a refund never exceeds what was paid", async () => {
  // $1.00 received on a $120 cart pays $1.00, not the week.
  const short = await openCart(1);
  await deliverStripeEvent(paymentSucceeded(0, 100, short.pi, { cartId: short.cartId, amount: 12000 }));
  expect(await parentSees(short.cookie, short.ids)).toEqual([{ status: "pending", paymentStatus: "pending", receivedCents: 100, balanceCents: 11900 }]);

  // Yen on a dollar intent, and an intent the camp never created naming a registration: nothing.
  const yen = await openCart(1);
  expect((await deliverStripeEvent(paymentSucceeded(yen.ids[0], 12000, yen.pi, { currency: "jpy" }))).status).toBe(200);
  expect((await deliverStripeEvent(paymentSucceeded(yen.ids[0], 12000, "pi_someone_elses"))).status).toBe(200);
  expect(await parentSees(yen.cookie, yen.ids)).toEqual([{ status: "pending", paymentStatus: "pending", receivedCents: 0, balanceCents: 12000 }]);

  // A charge.refunded claiming ten times the payment records only the refunds Stripe lists.
  const paid = await paidCart(1);
  await deliverStripeEvent(chargeRefunded(paid.pi, 120000));
  expect(await parentSees(paid.cookie, paid.ids)).toEqual([paidWeek]);
});

test("a refund reported before its payment: the payment is recorded first, then the refund, and the late payment event adds nothing", async () => {
  const { cookie, cartId, pi, ids, chargeCents } = await openCart(1);
  await stripeApi(`/v1/payment_intents/${pi}/confirm`, {});
  await stripeApi("/v1/refunds", { payment_intent: pi, amount: "3000" });
  expect((await deliverStripeEvent(chargeRefunded(pi, 3000))).status).toBe(200);
  await deliverStripeEvent(paymentSucceeded(0, chargeCents, pi, { cartId }));
  expect(await parentSees(cookie, ids)).toEqual([{ status: "confirmed", paymentStatus: "pending", receivedCents: 9000, balanceCents: 3000 }]);
});
