// A summer cart is paid once (decision 0039): wherever its weeks are due, the family is offered
// "Pay for this cart", which pays them through the cart's one PaymentIntent; a week alone keeps
// "Complete Payment". And opening a checkout again never makes a second PaymentIntent: the open
// one is shown again, and money Stripe already took (its webhook not come yet) is recorded, not
// asked for twice.
import { SELF } from "cloudflare:test";
import { expect, test } from "vitest";
import {
  createCamper,
  createCampSession,
  createProgram,
  createRegistration,
  createRegistrationInNewSession,
  createUser,
  sessionCookieFor,
} from "../support/factories";
import { deliverStripeEvent, intentOf, paymentSucceeded, stripeApi, fakeStripeRequests } from "../support/stripe-events";

function get(cookie: string, path: string) {
  return SELF.fetch(`http://localhost${path}`, { headers: { Cookie: cookie }, redirect: "manual" });
}

function post(cookie: string, path: string, body: unknown) {
  return SELF.fetch(`http://localhost${path}`, {
    method: "POST",
    headers: { Cookie: cookie, "Content-Type": "application/json", Origin: "http://localhost", "Sec-Fetch-Site": "same-origin" },
    body: JSON.stringify(body),
  });
}

const pageText = async (response: Response) => (await response.text()).replace(/<!-- -->/g, "").replace(/&amp;/g, "&");
const count = (text: string, words: string) => text.split(`>${words}<`).length - 1;

/** The PaymentIntents the fake Stripe was asked to create for a registration or a cart. */
async function intentsCreatedFor(metadata: { registrationId: number } | { cartId: string }) {
  const [key, value] = Object.entries(metadata)[0];
  const requests = await fakeStripeRequests();
  return requests.filter((r) => r.method === "POST" && r.path === "/v1/payment_intents" && r.body[`metadata[${key}]`] === String(value)).length;
}

let season = 0;
/** A family's summer cart of `weeks` weeks ($120 each) for one camper, through the cart's checkout. */
async function cart(weeks: number, options: { payLater?: boolean } = {}) {
  const parent = await createUser({ passwordHash: "not-used" });
  const cookie = await sessionCookieFor(parent.id);
  const camper = await createCamper({ parentId: parent.id, firstName: "Maya", grade: "1st" });
  const program = await createProgram({ name: "Summer", pricePerWeekCents: 12000, careAddOnCents: 1500 });
  const base = Date.UTC(2097, 5, 7) + season++ * 86_400_000 * 7 * 12;
  const lines = [];
  for (let i = 0; i < weeks; i++) {
    const day = (n: number) => new Date(base + (i * 7 + n) * 86_400_000).toISOString().slice(0, 10);
    const session = await createCampSession({ programId: program.id, name: `Summer Week ${i + 1}`, startDate: day(0), endDate: day(4), season: "summer-2097" });
    lines.push({ camperId: camper.id, sessionId: session.id });
  }
  const body = options.payLater ? { lines, payLater: true, deferReason: "Paying in May" } : { lines };
  const response = await post(cookie, "/api/cart/checkout", body);
  expect(response.status).toBe(201);
  const answer = await response.json<{ cartId: string; payment: { clientSecret: string } | null; lines: Array<{ registrationId: number }> }>();
  return { parent, cookie, camper, program, cartId: answer.cartId, payment: answer.payment, ids: answer.lines.map((l) => l.registrationId) };
}

test("after a reload the family page offers the cart's one payment: one 'Pay for this cart' for its weeks, 'Complete Payment' for a day alone", async () => {
  const { parent, cookie, cartId } = await cart(3);
  await createRegistrationInNewSession(parent);

  const family = await pageText(await get(cookie, "/account"));
  expect(count(family, "Pay for this cart")).toBe(1);
  expect(family).toContain(`href="/checkout/cart?cart=${cartId}"`);
  expect(family).toContain("Summer cart: 3 weeks to pay, $360");
  expect(count(family, "Complete Payment")).toBe(1);

  // The dashboard and the page of every registration lead each week to the cart's payment too.
  for (const path of ["/", "/account/registrations"]) {
    const text = await pageText(await get(cookie, path));
    expect(count(text, "Pay for this cart")).toBe(3);
    expect(count(text, "Complete Payment")).toBe(1);
  }
});

test("a cart paid later is paid in one go: its weeks are paid through one PaymentIntent, never one week on its own", async () => {
  const { cookie, cartId, ids } = await cart(2, { payLater: true });
  const family = await pageText(await get(cookie, "/account"));
  expect(count(family, "Pay for this cart")).toBe(1);
  expect(count(family, "Complete Payment")).toBe(0);

  // A week's own links (the reminder e-mail's "Complete Payment") lead to the cart's payment.
  const week = await get(cookie, `/checkout?registration=${ids[0]}`);
  expect(week.status).toBe(302);
  expect(week.headers.get("Location")).toBe(`/checkout/cart?cart=${cartId}`);
  const single = await post(cookie, "/api/create-payment-intent", { registrationId: ids[0] });
  expect(single.status).toBe(409);
  expect(await single.json()).toEqual({ message: "This week is part of your summer cart's payment. Please pay it from the cart's checkout.", fieldErrors: {} });
  expect(await intentsCreatedFor({ registrationId: ids[0] })).toBe(0);

  const checkout = await pageText(await get(cookie, `/checkout/cart?cart=${cartId}`));
  const pi = checkout.match(/(pi_fake_\d+)_secret/)![1];
  const requests = await fakeStripeRequests();
  expect(requests.find((r) => r.path === "/v1/payment_intents" && r.body["metadata[cartId]"] === cartId)?.body.amount).toBe("24000");
  await stripeApi(`/v1/payment_intents/${pi}/confirm`, {});
  await deliverStripeEvent(paymentSucceeded(0, 24000, pi, { cartId }));
  const after = await pageText(await get(cookie, "/account"));
  expect(count(after, "Pay for this cart")).toBe(0);
  expect(count(after, "Complete Payment")).toBe(0);
});

test("a week enrolled from the waitlist after its cart was paid is paid on its own: 'Complete Payment'", async () => {
  const { parent, cookie, camper, program, cartId, payment } = await cart(1);
  const pi = intentOf(payment!.clientSecret);
  await stripeApi(`/v1/payment_intents/${pi}/confirm`, {});
  await deliverStripeEvent(paymentSucceeded(0, 12000, pi, { cartId }));
  const later = await createCampSession({
    programId: program.id,
    name: "Summer Week 9",
    startDate: "2099-08-03",
    endDate: "2099-08-07",
    season: "summer-2097",
  });
  const enrolled = await createRegistration({
    camperId: camper.id,
    sessionId: later.id,
    parentId: parent.id,
    cartId,
    status: "pending",
    paymentStatus: "pending",
  });

  const family = await pageText(await get(cookie, "/account"));
  expect(count(family, "Pay for this cart")).toBe(0);
  expect(family).toContain(`href="/checkout?registration=${enrolled.id}"`);
  expect((await get(cookie, `/checkout?registration=${enrolled.id}`)).status).toBe(200);
  expect(await intentsCreatedFor({ registrationId: enrolled.id })).toBe(1);
});

test("opening a registration's checkout again makes no second PaymentIntent, and money Stripe took before its webhook shows as paid", async () => {
  const parent = await createUser({ passwordHash: "not-used" });
  const cookie = await sessionCookieFor(parent.id);
  const { registration } = await createRegistrationInNewSession(parent);
  const first = await pageText(await get(cookie, `/checkout?registration=${registration.id}`));
  const again = await pageText(await get(cookie, `/checkout?registration=${registration.id}`));
  const pi = first.match(/(pi_fake_\d+)_secret/)![1];
  expect(again).toContain(`${pi}_secret`);
  expect(await intentsCreatedFor({ registrationId: registration.id })).toBe(1);

  // The card is charged; Stripe's webhook has not come when the parent opens the page again.
  await stripeApi(`/v1/payment_intents/${pi}/confirm`, {});
  const paid = await pageText(await get(cookie, `/checkout?registration=${registration.id}`));
  expect(paid).toContain("Already Paid");
  expect(paid).not.toContain("_secret");
  expect(await intentsCreatedFor({ registrationId: registration.id })).toBe(1);
  const mine = await (await get(cookie, "/api/registrations")).json<Array<{ id: number; status: string; paymentStatus: string; balanceCents: number }>>();
  expect(mine.find((r) => r.id === registration.id)).toMatchObject({ status: "confirmed", paymentStatus: "paid", balanceCents: 0 });
  // The webhook, when it comes, adds nothing.
  await deliverStripeEvent(paymentSucceeded(registration.id, 12000, pi));
  expect(
    (await (await get(cookie, "/api/registrations")).json<Array<{ id: number; receivedCents: number }>>()).find((r) => r.id === registration.id),
  ).toMatchObject({
    receivedCents: 12000,
  });
});

test("opening a cart's checkout again makes no second PaymentIntent, and a cart Stripe charged before its webhook shows its weeks confirmed", async () => {
  const { cookie, cartId, payment } = await cart(2);
  const pi = intentOf(payment!.clientSecret);
  for (let visit = 0; visit < 2; visit++) expect(await pageText(await get(cookie, `/checkout/cart?cart=${cartId}`))).toContain(`${pi}_secret`);
  expect(await intentsCreatedFor({ cartId })).toBe(1);

  await stripeApi(`/v1/payment_intents/${pi}/confirm`, {});
  const paid = await pageText(await get(cookie, `/checkout/cart?cart=${cartId}`));
  expect(paid).toContain("Payment received: 2 weeks confirmed");
  expect(paid).not.toContain("_secret");
  expect(await intentsCreatedFor({ cartId })).toBe(1);
});
