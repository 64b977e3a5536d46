// The summer cart: several weeks for several campers in one checkout. Every rule is checked per
// line through both doors (POST /api/cart/checkout and the /registration/summer page), refused
// lines say why while the rest go through, full weeks join the waitlist uncharged, one
// PaymentIntent covers the seated lines, and the signed webhook confirms them all, once.
import { createExecutionContext, createScheduledController, SELF, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, test, vi } from "vitest";
import { createCamper, createCampSession, createProgram, createRegistration, createUser, formPost, latestMailTo, sessionCookieFor } from "../support/factories";
import { deliverStripeEvent, fakeStripeRequests, signStripePayload } from "../support/stripe-events";
import { worker } from "../support/worker";
import { campDayShort } from "../../app/lib/format";

type Line = { camperId: number; sessionId: number; beforeCare?: boolean; afterCare?: boolean };
type Answer = {
  cartId: string;
  chargeCents: number;
  payment: { clientSecret: string } | null;
  lines: Array<{ outcome: string; message: string | null; registrationId: number | null; price: { totalCents: number; discountCents: number } | null }>;
  message?: string;
  fieldErrors?: Record<string, string[]>;
};

let weekCounter = 0;
/** A season of `n` summer weeks (UUCA, K-2 unless told) in a program of its own. */
async function summerWeeks(n: number, options: { capacity?: number; location?: "UUCA" | "FLC"; ageGroup?: "K-2" | "2-3" | "4+" } = {}) {
  const program = await createProgram({ name: "Summer", maxCapacity: options.capacity ?? 10, pricePerWeekCents: 45000, careAddOnCents: 7500 });
  const base = Date.UTC(2098, 5, 7) + weekCounter++ * 86_400_000 * 7 * 12;
  const weeks = [];
  for (let i = 0; i < n; i++) {
    const start = new Date(base + i * 7 * 86_400_000).toISOString().slice(0, 10);
    const end = new Date(base + (i * 7 + 4) * 86_400_000).toISOString().slice(0, 10);
    weeks.push(
      await createCampSession({
        programId: program.id,
        name: `Summer Week ${i + 1}`,
        location: options.location ?? "UUCA",
        ageGroup: options.ageGroup ?? "K-2",
        startDate: start,
        endDate: end,
        season: "summer-2098",
        paymentDueDate: "2098-05-15",
      }),
    );
  }
  return weeks;
}

async function family() {
  const parent = await createUser({ passwordHash: "not-used" });
  const cookie = await sessionCookieFor(parent.id);
  const maya = await createCamper({ parentId: parent.id, firstName: "Maya", grade: "1st" });
  const leo = await createCamper({ parentId: parent.id, firstName: "Leo", grade: "4th" });
  return { parent, cookie, maya, leo };
}

const checkoutApi = (cookie: string, body: unknown) =>
  SELF.fetch("http://localhost/api/cart/checkout", {
    method: "POST",
    headers: { Cookie: cookie, "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
const checkoutPage = (cookie: string, lines: Line[], extra: Record<string, string> = {}) =>
  SELF.fetch(formPost("/registration/summer", { lines: JSON.stringify(lines), ...extra }, { Cookie: cookie }));
const registrationCount = async () => (await env.DB.prepare("SELECT count(*) AS n FROM registrations").first<{ n: number }>())!.n;
const pageText = async (response: Response) => (await response.text()).replace(/<!-- -->/g, "").replace(/&#x27;|&#39;/g, "'");

async function setDiscounts(sibling: number, earlyBird = 0, until: string | null = null) {
  await env.DB.prepare("UPDATE camp_settings SET sibling_discount_percent = ?, early_bird_percent = ?, early_bird_until = ? WHERE id = 1")
    .bind(sibling, earlyBird, until)
    .run();
}

test("the parent's dashboard leads to the summer cart while summer weeks are on sale, named by the data's own year", async () => {
  await summerWeeks(3);
  const { cookie } = await family();
  const home = await pageText(await SELF.fetch("http://localhost/", { headers: { Cookie: cookie } }));
  expect(home).toMatch(/Summer camp 2098: \d+ weeks are open\./);
  expect(home).toContain('href="/registration/summer"');
});

describe("POST /api/cart/checkout", () => {
  test("two campers, several weeks with care: every line priced and stored at the price it was sold at, one PaymentIntent for the whole cart", async () => {
    await setDiscounts(10);
    const { cookie, maya, leo } = await family();
    const k2 = await summerWeeks(3);
    const big = await summerWeeks(2, { ageGroup: "4+" });
    const lines = [
      { camperId: maya.id, sessionId: k2[0].id, beforeCare: true },
      { camperId: maya.id, sessionId: k2[1].id },
      { camperId: maya.id, sessionId: k2[2].id, beforeCare: true, afterCare: true },
      { camperId: leo.id, sessionId: big[0].id, afterCare: true },
      { camperId: leo.id, sessionId: big[1].id },
    ];
    const response = await checkoutApi(cookie, { lines });
    expect(response.status).toBe(201);
    const answer = await response.json<Answer>();
    expect(answer.lines.map((l) => l.outcome)).toEqual(["seated", "seated", "seated", "seated", "seated"]);
    // Maya (first in the cart) pays full price; Leo gets 10% off the week, never off care.
    expect(answer.lines.map((l) => l.price!.totalCents)).toEqual([52500, 45000, 60000, 45000 - 4500 + 7500, 45000 - 4500]);
    expect(answer.chargeCents).toBe(52500 + 45000 + 60000 + 48000 + 40500);
    expect(answer.payment?.clientSecret).toMatch(/^pi_fake_\d+_secret_fake$/);

    const stored = await env.DB.prepare(
      "SELECT total_amount_cents AS total, discount_cents AS discount, day_price_cents AS day, cart_id AS cartId, stripe_payment_intent_id AS pi, status FROM registrations WHERE cart_id = ? ORDER BY id",
    )
      .bind(answer.cartId)
      .all<{ total: number; discount: number; day: number; cartId: string; pi: string; status: string }>();
    expect(stored.results.map((r) => r.total)).toEqual(answer.lines.map((l) => l.price!.totalCents));
    expect(stored.results.map((r) => r.discount)).toEqual([0, 0, 0, 4500, 4500]);
    expect(new Set(stored.results.map((r) => r.pi)).size).toBe(1);

    const requests = await fakeStripeRequests();
    const created = requests.filter((r) => r.path === "/v1/payment_intents" && r.body["metadata[cartId]"] === answer.cartId);
    expect(created).toHaveLength(1);
    expect(Number(created[0].body.amount)).toBe(answer.chargeCents);
    await setDiscounts(0);
  });

  test("a made-up camper on a waitlist-only week earns the real child no sibling discount", async () => {
    await setDiscounts(10);
    const { cookie, maya, leo } = await family();
    const [full] = await summerWeeks(1, { ageGroup: "4+" });
    await env.DB.prepare("UPDATE camp_sessions SET allow_immediate_registration = 0 WHERE id = ?").bind(full.id).run();
    const [open] = await summerWeeks(1);
    const answer = await (
      await checkoutApi(cookie, {
        lines: [
          { camperId: leo.id, sessionId: full.id },
          { camperId: maya.id, sessionId: open.id },
        ],
      })
    ).json<Answer>();
    expect(answer.lines.map((l) => l.outcome)).toEqual(["waitlisted", "seated"]);
    expect(answer.lines[1].price).toMatchObject({ totalCents: 45000, discountCents: 0 });
    expect(answer.chargeCents).toBe(45000);
    const stored = await env.DB.prepare("SELECT total_amount_cents AS total, discount_cents AS discount FROM registrations WHERE id = ?")
      .bind(answer.lines[1].registrationId)
      .first();
    expect(stored).toEqual({ total: 45000, discount: 0 });
    await setDiscounts(0);
  });

  test("the parent's registrations page and data download show the sibling discount, so the lines add up to the total", async () => {
    await setDiscounts(10);
    const { cookie, maya, leo } = await family();
    const k2 = await summerWeeks(1);
    const big = await summerWeeks(1, { ageGroup: "4+" });
    const answer = await (
      await checkoutApi(cookie, {
        lines: [
          { camperId: maya.id, sessionId: k2[0].id },
          { camperId: leo.id, sessionId: big[0].id, afterCare: true },
        ],
        payLater: true,
        deferReason: "May",
      })
    ).json<Answer>();
    await setDiscounts(0);
    const page = await pageText(await SELF.fetch("http://localhost/account/registrations", { headers: { Cookie: cookie } }));
    expect(page).toContain("Sibling discount");
    expect(page).toContain("\u2212$45");
    expect(page).not.toMatch(/\$-\d/);
    const data = await (
      await SELF.fetch("http://localhost/api/account/data", { headers: { Cookie: cookie } })
    ).json<{
      registrations: Array<Record<string, number>>;
    }>();
    // The download is table by table, in the stored columns' names (app/server/personal-data.server.ts).
    const leoLine = data.registrations.find((r) => r.id === answer.lines[1].registrationId)!;
    expect(leoLine).toMatchObject({ day_price_cents: 45000, before_care_cents: 0, after_care_cents: 7500, discount_cents: 4500 });
    expect(leoLine.total_amount_cents).toBe(45000 + 7500 - 4500);
  });

  test("the early-bird price applies until its last day and is what the line stores", async () => {
    const { cookie, maya } = await family();
    const [week] = await summerWeeks(1);
    await setDiscounts(0, 20, "2999-01-01");
    const answer = await (
      await checkoutApi(cookie, { lines: [{ camperId: maya.id, sessionId: week.id }], payLater: true, deferReason: "Paying in May" })
    ).json<Answer>();
    expect(answer.lines[0].price).toMatchObject({ totalCents: 36000 });
    const row = await env.DB.prepare("SELECT day_price_cents AS day, payment_status AS payment FROM registrations WHERE id = ?")
      .bind(answer.lines[0].registrationId)
      .first<{ day: number; payment: string }>();
    expect(row).toEqual({ day: 36000, payment: "deferred" });
    expect(answer).toMatchObject({ payLater: true, paymentDueDate: "2098-05-15", payment: null });
    await setDiscounts(0, 20, "2000-01-01");
    const [late] = await summerWeeks(1);
    const after = await (
      await checkoutApi(cookie, { lines: [{ camperId: maya.id, sessionId: late.id }], payLater: true, deferReason: "Later" })
    ).json<Answer>();
    expect(after.lines[0].price).toMatchObject({ totalCents: 45000 });
    await setDiscounts(0);
  });

  test("refused lines say why and the rest go through; a full week joins the waitlist and is not charged", async () => {
    const { parent, cookie, maya, leo } = await family();
    const k2 = await summerWeeks(2);
    const [full] = await summerWeeks(1, { capacity: 1 });
    const [flc] = await summerWeeks(1, { location: "FLC" });
    const [big] = await summerWeeks(1, { ageGroup: "4+" });
    const other = await createUser({ passwordHash: "not-used" });
    const otherChild = await createCamper({ parentId: other.id });
    await createRegistration({ camperId: otherChild.id, sessionId: full.id, parentId: other.id, status: "confirmed", paymentStatus: "paid" });
    // Maya already holds week 2 from another checkout.
    await createRegistration({ camperId: maya.id, sessionId: k2[1].id, parentId: parent.id, status: "pending", paymentStatus: "pending" });

    const answer = await (
      await checkoutApi(cookie, {
        lines: [
          { camperId: maya.id, sessionId: k2[0].id },
          { camperId: maya.id, sessionId: k2[0].id },
          { camperId: maya.id, sessionId: k2[1].id },
          { camperId: maya.id, sessionId: full.id },
          { camperId: leo.id, sessionId: flc.id },
          { camperId: leo.id, sessionId: k2[0].id },
          { camperId: leo.id, sessionId: big.id },
          { camperId: otherChild.id, sessionId: big.id },
        ],
      })
    ).json<Answer>();
    expect(answer.lines.map((l) => [l.outcome, l.message])).toEqual([
      ["seated", null],
      ["refused", "Summer Week 1 is already in your cart for Maya."],
      ["refused", "This camper is already registered for this session."],
      ["waitlisted", "Maya was added to the waitlist for Summer Week 1 and will be contacted. Nothing is charged for this week."],
      ["refused", "Faith Lutheran Church takes campers in the K-2 group only."],
      ["refused", "This session is for the K-2 group; a camper in 4th Grade belongs in the 4+ group."],
      ["seated", null],
      ["refused", "Camper not found."],
    ]);
    // Charged: the two seated lines only.
    expect(answer.chargeCents).toBe(45000 + 45000);
    const waitlisted = await env.DB.prepare("SELECT status, payment_status AS payment, stripe_payment_intent_id AS pi FROM registrations WHERE id = ?")
      .bind(answer.lines[3].registrationId)
      .first();
    expect(waitlisted).toEqual({ status: "interested", payment: null, pi: null });
  });

  test("a cart where nothing can be booked changes nothing and names each line's reason", async () => {
    const { cookie, leo } = await family();
    const [flc] = await summerWeeks(1, { location: "FLC" });
    const before = await registrationCount();
    const response = await checkoutApi(cookie, { lines: [{ camperId: leo.id, sessionId: flc.id }] });
    expect(response.status).toBe(409);
    const body = await response.json<Answer>();
    expect(body.message).toBe("None of the weeks in your cart could be booked. Faith Lutheran Church takes campers in the K-2 group only.");
    expect(body.fieldErrors).toEqual({ "lines.0": ["Faith Lutheran Church takes campers in the K-2 group only."] });
    expect(await registrationCount()).toBe(before);
  });

  test("signed out: 401", async () => {
    const response = await SELF.fetch("http://localhost/api/cart/checkout", { method: "POST", headers: { "Content-Type": "application/json" }, body: "{}" });
    expect(response.status).toBe(401);
  });
});

describe("the same bad cart through both doors", () => {
  const cases: Array<[string, (ids: { camperId: number; sessionId: number }) => { lines: unknown; extra?: Record<string, string> }, string]> = [
    ["an empty cart", () => ({ lines: [] }), "Your cart is empty: pick at least one week."],
    ["41 lines", (ids) => ({ lines: Array.from({ length: 41 }, () => ids) }), "A cart holds at most 40 weeks. Please check out in two carts."],
    ["a line without a session", (ids) => ({ lines: [{ camperId: ids.camperId }] }), "Each week in the cart needs a camper and a session."],
    ["Pay Later without a reason", (ids) => ({ lines: [ids], extra: { payLater: "true" } }), "Please tell us why you would like to pay later."],
  ];
  test.each(cases)("%s: 400 with the same words from the API and the page, nothing written", async (_name, make, message) => {
    const { cookie, maya } = await family();
    const [week] = await summerWeeks(1);
    const { lines, extra = {} } = make({ camperId: maya.id, sessionId: week.id });
    const before = await registrationCount();
    const api = await checkoutApi(cookie, { lines, ...extra });
    expect(api.status).toBe(400);
    expect((await api.json<Answer>()).message).toBe(message);
    const page = await SELF.fetch(formPost("/registration/summer", { lines: JSON.stringify(lines), ...extra }, { Cookie: cookie }));
    expect(page.status).toBe(400);
    expect(await pageText(page)).toContain(message);
    expect(await registrationCount()).toBe(before);
  });

  test("FLC for a 4th grader: the page and the API refuse the line with the same words and keep the rest", async () => {
    const { cookie, maya, leo } = await family();
    const [flc] = await summerWeeks(1, { location: "FLC" });
    const [big] = await summerWeeks(1, { ageGroup: "4+" });
    const page = await checkoutPage(
      cookie,
      [
        { camperId: leo.id, sessionId: flc.id },
        { camperId: leo.id, sessionId: big.id },
      ],
      { payLater: "on", deferReason: "Paying in May" },
    );
    expect(page.status).toBe(200);
    const text = await pageText(page);
    expect(text).toContain("Faith Lutheran Church takes campers in the K-2 group only.");
    expect(text).toContain("One week could not be booked; the rest of your cart went through.");
    const api = await (
      await checkoutApi(cookie, {
        lines: [
          { camperId: maya.id, sessionId: flc.id },
          { camperId: leo.id, sessionId: flc.id },
        ],
        payLater: true,
        deferReason: "x",
      })
    ).json<Answer>();
    expect(api.lines.map((l) => l.outcome)).toEqual(["seated", "refused"]);
    expect(api.lines[1].message).toBe("Faith Lutheran Church takes campers in the K-2 group only.");
  });
});

describe("one payment through the signed webhook", () => {
  async function paidCart() {
    const { parent, cookie, maya, leo } = await family();
    const k2 = await summerWeeks(2);
    const big = await summerWeeks(2, { ageGroup: "4+" });
    const answer = await (
      await checkoutApi(cookie, {
        lines: [
          { camperId: maya.id, sessionId: k2[0].id, afterCare: true },
          { camperId: maya.id, sessionId: k2[1].id },
          { camperId: leo.id, sessionId: big[0].id },
          { camperId: leo.id, sessionId: big[1].id, beforeCare: true },
        ],
      })
    ).json<Answer>();
    const pi = (await env.DB.prepare("SELECT stripe_payment_intent_id AS pi FROM registrations WHERE cart_id = ? LIMIT 1")
      .bind(answer.cartId)
      .first<{ pi: string }>())!.pi;
    const event = {
      id: `evt_${crypto.randomUUID()}`,
      object: "event",
      type: "payment_intent.succeeded",
      created: Math.floor(Date.now() / 1000),
      data: {
        object: {
          id: pi,
          object: "payment_intent",
          amount: answer.chargeCents,
          amount_received: answer.chargeCents,
          currency: "usd",
          metadata: { cartId: answer.cartId, parentId: parent.id },
        },
      },
    };
    return { parent, answer, pi, event };
  }
  const cartState = (cartId: string) =>
    env.DB.prepare(
      `SELECT r.status, r.payment_status AS payment, (SELECT count(*) FROM payments p WHERE p.registration_id = r.id) AS payments,
        (SELECT coalesce(sum(amount_cents), 0) FROM payments p WHERE p.registration_id = r.id) AS received, r.total_amount_cents AS total
       FROM registrations r WHERE r.cart_id = ? ORDER BY r.id`,
    )
      .bind(cartId)
      .all<{ status: string; payment: string; payments: number; received: number; total: number }>();

  test("confirms every line at once, records each line's price as received, and sends one receipt listing every line", async () => {
    const { parent, answer, event } = await paidCart();
    expect((await deliverStripeEvent(event)).status).toBe(200);
    const rows = (await cartState(answer.cartId)).results;
    expect(rows.every((r) => r.status === "confirmed" && r.payment === "paid" && r.payments === 1 && r.received === r.total)).toBe(true);
    const mail = await latestMailTo(parent.email);
    expect(mail?.kind).toBe("cart-receipt");
    expect(mail?.text).toContain(`We received your payment of $${answer.chargeCents / 100} for 4 weeks of camp.`);
    expect(mail?.text.match(/: \$\d+ \(week .*\), confirmed\./g)).toHaveLength(4);
  });

  test("a replayed or concurrent delivery changes nothing and sends no second receipt", async () => {
    const { parent, answer, event } = await paidCart();
    const replay = { ...event, id: `evt_${crypto.randomUUID()}` };
    const answers = await Promise.all([deliverStripeEvent(event), deliverStripeEvent(event), deliverStripeEvent(replay)]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    const rows = (await cartState(answer.cartId)).results;
    expect(rows.map((r) => r.payments)).toEqual([1, 1, 1, 1]);
    expect(rows.every((r) => r.status === "confirmed")).toBe(true);
    const receipts = await env.DB.prepare("SELECT count(*) AS n FROM outbox WHERE to_address = ? AND kind = 'cart-receipt'")
      .bind(parent.email)
      .first<{ n: number }>();
    expect(receipts!.n).toBe(1);
  });

  test("a failed payment marks the lines failed and keeps their seats; a late failure cannot undo a payment", async () => {
    const { answer, event } = await paidCart();
    await deliverStripeEvent({ ...event, id: `evt_${crypto.randomUUID()}`, type: "payment_intent.payment_failed" });
    expect((await cartState(answer.cartId)).results.map((r) => [r.status, r.payment])).toEqual(Array(4).fill(["pending", "failed"]));
    await deliverStripeEvent(event);
    await deliverStripeEvent({ ...event, id: `evt_${crypto.randomUUID()}`, type: "payment_intent.payment_failed" });
    expect((await cartState(answer.cartId)).results.map((r) => [r.status, r.payment])).toEqual(Array(4).fill(["confirmed", "paid"]));
  });

  test("the cart's checkout page shows every line and, once paid, that they are confirmed; another parent gets 404", async () => {
    const { parent, answer, event } = await paidCart();
    const cookie = await sessionCookieFor(parent.id);
    const before = await pageText(await SELF.fetch(`http://localhost/checkout/cart?cart=${answer.cartId}`, { headers: { Cookie: cookie } }));
    expect(before).toContain("4 weeks in this cart");
    expect(before).toContain(`$${answer.chargeCents / 100}`);
    await deliverStripeEvent(event);
    const after = await pageText(await SELF.fetch(`http://localhost/checkout/cart?cart=${answer.cartId}`, { headers: { Cookie: cookie } }));
    expect(after).toContain("Payment received: 4 weeks confirmed");
    const stranger = await createUser({ passwordHash: "not-used" });
    const other = await SELF.fetch(`http://localhost/checkout/cart?cart=${answer.cartId}`, { headers: { Cookie: await sessionCookieFor(stranger.id) } });
    expect(other.status).toBe(404);
    const api = await SELF.fetch(`http://localhost/api/cart/${answer.cartId}`, { headers: { Cookie: await sessionCookieFor(stranger.id) } });
    expect(api.status).toBe(404);
  });

  test("the receipt reaches the parent as the payment is recorded, with no cron run; one the provider refuses is sent by the next run", async () => {
    // A provider that answers only when up, and notes who it delivered to; Stripe's fake is fetched as usual.
    const provider = { up: true, deliveredTo: [] as string[] };
    const realFetch = globalThis.fetch;
    vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      if (!url.startsWith("https://api.resend.com/")) return realFetch(input, init);
      if (!provider.up) return new Response("provider unavailable", { status: 500 });
      const mail = JSON.parse(String(init!.body)) as { to: string[]; subject: string };
      provider.deliveredTo.push(`${mail.to[0]}: ${mail.subject}`);
      return Response.json({ id: "sent" });
    });
    const withProvider = { ...env, MAIL_PROVIDER_API_KEY: "re_test" } as Env;
    async function webhook(event: object) {
      const payload = JSON.stringify(event);
      const request = new Request("http://localhost/api/stripe/webhook", {
        method: "POST",
        headers: { "Content-Type": "application/json", "Stripe-Signature": await signStripePayload(payload) },
        body: payload,
      }) as Request<unknown, IncomingRequestCfProperties>;
      const ctx = createExecutionContext();
      const response = await worker.fetch(request, withProvider, ctx);
      await waitOnExecutionContext(ctx);
      return response;
    }
    try {
      const paid = await paidCart();
      expect((await webhook(paid.event)).status).toBe(200);
      expect(provider.deliveredTo).toEqual([`${paid.parent.email}: Your Camp Sarraka receipt`]);

      // The provider is down as the payment comes in: the receipt waits in the outbox for the cron.
      provider.up = false;
      const later = await paidCart();
      expect((await webhook(later.event)).status).toBe(200);
      const waiting = await env.DB.prepare("SELECT status, attempts FROM outbox WHERE to_address = ? AND kind = 'cart-receipt'")
        .bind(later.parent.email)
        .first<{ status: string; attempts: number }>();
      expect(waiting).toEqual({ status: "queued", attempts: 1 });
      provider.up = true;
      const ctx = createExecutionContext();
      await worker.scheduled(createScheduledController({ scheduledTime: new Date(Date.now() + 15 * 60_000), cron: "*/15 * * * *" }), withProvider, ctx);
      await waitOnExecutionContext(ctx);
      expect(provider.deliveredTo).toContain(`${later.parent.email}: Your Camp Sarraka receipt`);
    } finally {
      vi.restoreAllMocks();
    }
  });
});

describe("Create ten weeks", () => {
  test("the office creates a season through the API: ten weeks per site, FLC K-2 only, and a second try is refused", async () => {
    const admin = await createUser({ passwordHash: "not-used", isAdmin: true });
    const cookie = await sessionCookieFor(admin.id);
    const body = {
      year: 2097,
      firstMonday: "2097-06-03",
      weeks: 10,
      sites: ["UUCA", "FLC"],
      capacity: 30,
      weekPrice: 400,
      careAddOn: 60,
      paymentDueDate: "",
      allowImmediateRegistration: true,
    };
    const post = () =>
      SELF.fetch("http://localhost/api/sessions/season", {
        method: "POST",
        headers: { Cookie: cookie, "Content-Type": "application/json" },
        body: JSON.stringify(body),
      });
    const made = await post();
    expect(made.status).toBe(201);
    expect(await made.json()).toMatchObject({ season: "summer-2097", sessions: 40 });
    const groups = await env.DB.prepare(
      "SELECT s.location, s.age_group AS ageGroup, count(*) AS n, min(p.max_capacity) AS capacity, min(p.price_per_week_cents) AS price FROM camp_sessions s JOIN programs p ON p.id = s.program_id WHERE s.season = 'summer-2097' GROUP BY 1, 2 ORDER BY 1, 2",
    ).all();
    expect(groups.results).toEqual([
      { location: "FLC", ageGroup: "K-2", n: 10, capacity: 30, price: 40000 },
      { location: "UUCA", ageGroup: "2-3", n: 10, capacity: 30, price: 40000 },
      { location: "UUCA", ageGroup: "4+", n: 10, capacity: 30, price: 40000 },
      { location: "UUCA", ageGroup: "K-2", n: 10, capacity: 30, price: 40000 },
    ]);
    const again = await post();
    expect(again.status).toBe(409);
    expect((await again.json<{ message: string }>()).message).toBe("Summer 2097 already has weeks at UUCA. Edit those sessions instead.");
    // The sessions tab's action refuses a start that is not a Monday with the API's words.
    const page = await SELF.fetch(
      formPost(
        "/admin/sessions",
        {
          intent: "create-season",
          paymentDueDate: "",
          year: "2096",
          firstMonday: "2096-06-05",
          weeks: "10",
          sites: "UUCA",
          capacity: "30",
          weekPrice: "400",
          careAddOn: "60",
        },
        { Cookie: cookie },
      ),
    );
    expect(page.status).toBe(400);
    expect(await page.text()).toContain("The first week must start on a Monday");
  });
});

describe("weeks already held, and Remove", () => {
  const removeApi = (cookie: string, id: number | string) =>
    SELF.fetch(`http://localhost/api/cart/lines/${id}`, {
      method: "DELETE",
      headers: { Cookie: cookie, "Sec-Fetch-Site": "same-origin", Origin: "http://localhost" },
    });
  const removeOnPage = (cookie: string, id: number | string) =>
    SELF.fetch(formPost("/registration/summer", { intent: "remove", registrationId: String(id) }, { Cookie: cookie }));
  const statusOf = async (id: number) => (await env.DB.prepare("SELECT status FROM registrations WHERE id = ?").bind(id).first<{ status: string }>())!.status;

  test("after a checkout the cart page shows the held weeks as held, with what is due and a way to pay, never as free weeks", async () => {
    const { cookie, maya } = await family();
    const weeks = await summerWeeks(3);
    const answer = await (
      await checkoutApi(cookie, {
        lines: [
          { camperId: maya.id, sessionId: weeks[0].id, beforeCare: true },
          { camperId: maya.id, sessionId: weeks[1].id },
        ],
      })
    ).json<Answer>();
    expect(answer.lines.map((l) => l.outcome)).toEqual(["seated", "seated"]);

    const page = await pageText(await SELF.fetch("http://localhost/registration/summer", { headers: { Cookie: cookie } }));
    expect(page).toContain("Held for you");
    expect(page.match(/Seat held, to pay/g)).toHaveLength(2);
    expect(page).toContain(`href="/checkout/cart?cart=${answer.cartId}"`);
    expect(page).toContain(`Pay $${answer.chargeCents / 100} for 2 held weeks`);
    // Weeks 1 and 2 show as held, no longer as free checkboxes; week 3 is still free.
    expect(page.match(/data-testid="cart-week" data-state="held"/g)).toHaveLength(2);
    const checkbox = (week: { startDate: string }) => new RegExp(`<input[^>]*aria-label="Maya: Summer Week \\d+: ${campDayShort(week.startDate)} to `);
    expect(page).not.toMatch(checkbox(weeks[0]));
    expect(page).not.toMatch(checkbox(weeks[1]));
    expect(page).toMatch(checkbox(weeks[2]));
  });

  test("Remove on a held week gives its seat back at once: another family can take the last seat", async () => {
    const { cookie, maya } = await family();
    const [week] = await summerWeeks(1, { capacity: 1 });
    const mine = await (await checkoutApi(cookie, { lines: [{ camperId: maya.id, sessionId: week.id }] })).json<Answer>();
    const other = await family();
    const waitlisted = await (
      await checkoutApi(other.cookie, { lines: [{ camperId: other.maya.id, sessionId: week.id }], payLater: true, deferReason: "May" })
    ).json<Answer>();
    expect(waitlisted.lines[0].outcome).toBe("waitlisted");

    const removed = await removeOnPage(cookie, mine.lines[0].registrationId!);
    expect(removed.status).toBe(200);
    expect(await statusOf(mine.lines[0].registrationId!)).toBe("cancelled");
    const audit = await env.DB.prepare("SELECT action FROM audit_log WHERE subject_type = 'registration' AND subject_id = ?")
      .bind(String(mine.lines[0].registrationId))
      .first<{ action: string }>();
    expect(audit?.action).toBe("registration.removed-from-cart");
    const page = await pageText(await SELF.fetch("http://localhost/registration/summer", { headers: { Cookie: cookie } }));
    expect(page).not.toContain("Held for you");

    // The seat is free again: the other family's next try takes it.
    const third = await createCamper({ parentId: other.parent.id, firstName: "Ivy", grade: "2nd" });
    const seated = await (
      await checkoutApi(other.cookie, { lines: [{ camperId: third.id, sessionId: week.id }], payLater: true, deferReason: "May" })
    ).json<Answer>();
    expect(seated.lines[0].outcome).toBe("seated");
  });

  test("Remove through the API: a waitlist place leaves; someone else's line is not found; a week with money towards it stays", async () => {
    const { parent, cookie, maya } = await family();
    const [week] = await summerWeeks(1, { capacity: 1 });
    const [paidWeek] = await summerWeeks(1);
    const stranger = await family();
    await createRegistration({ camperId: stranger.leo.id, sessionId: week.id, parentId: stranger.parent.id, status: "confirmed", paymentStatus: "paid" });
    const place = await (await checkoutApi(cookie, { lines: [{ camperId: maya.id, sessionId: week.id }] })).json<Answer>();
    expect(place.lines[0].outcome).toBe("waitlisted");
    const paid = await createRegistration({
      camperId: maya.id,
      sessionId: paidWeek.id,
      parentId: parent.id,
      status: "pending",
      paymentStatus: "pending",
      cartId: place.cartId,
    });
    await env.DB.prepare("INSERT INTO payments (registration_id, kind, amount_cents, reference, recorded_by) VALUES (?, 'offline', 5000, 'check 12', 'Office')")
      .bind(paid.id)
      .run();

    const notTheirs = await removeApi(stranger.cookie, place.lines[0].registrationId!);
    expect(notTheirs.status).toBe(404);
    expect((await notTheirs.json<{ message: string }>()).message).toBe("That week is not in your cart.");

    const partPaid = await removeApi(cookie, paid.id);
    expect(partPaid.status).toBe(409);
    expect((await partPaid.json<{ message: string }>()).message).toBe(
      "Part of this week is paid, so it is not removed here: cancel it from your family page, where the camp's refund policy applies.",
    );
    expect(await statusOf(paid.id)).toBe("pending");

    const left = await removeApi(cookie, place.lines[0].registrationId!);
    expect(left.status).toBe(200);
    expect(await left.json()).toEqual({ ok: true, registrationId: place.lines[0].registrationId, released: false });
    const again = await removeApi(cookie, place.lines[0].registrationId!);
    expect(again.status).toBe(409);
    expect((await again.json<{ message: string }>()).message).toBe("That week is already out of your cart.");
  });

  test.each([
    ["a word", "week-one"],
    ["zero", "0"],
    ["a negative id", "-4"],
  ])("%s as the line: 400 with the same words from the API and the page, nothing changed", async (_name, id) => {
    const { cookie } = await family();
    const before = await env.DB.prepare("SELECT count(*) AS n FROM registrations WHERE status = 'cancelled'").first<{ n: number }>();
    const api = await removeApi(cookie, id);
    expect(api.status).toBe(400);
    expect((await api.json<{ message: string }>()).message).toBe("That week is not in your cart.");
    const page = await removeOnPage(cookie, id);
    expect(page.status).toBe(400);
    expect(await pageText(page)).toContain("That week is not in your cart.");
    expect(await env.DB.prepare("SELECT count(*) AS n FROM registrations WHERE status = 'cancelled'").first<{ n: number }>()).toEqual(before);
  });
});

describe("adding a camper from the cart", () => {
  test("a family with no camper yet adds one from the cart, with no registration, and comes back to the cart with the camper's weeks open", async () => {
    const parent = await createUser({ passwordHash: "not-used" });
    const cookie = await sessionCookieFor(parent.id);
    await summerWeeks(1);
    const empty = await pageText(await SELF.fetch("http://localhost/registration/summer", { headers: { Cookie: cookie } }));
    expect(empty).toContain('href="/account/campers/new?from=cart"');

    const saved = await SELF.fetch(
      formPost(
        "/account/campers/new?from=cart",
        {
          firstName: "Juno",
          lastName: "Park",
          dateOfBirth: "2019-03-01",
          grade: "kindergarten",
          allergies: "Peanuts",
          emergencyContactName: "Sam Park",
          emergencyContactPhone: "7035550199",
          emergencyContactRelationship: "parent",
          waiverAccepted: "on",
          mediaReleaseAccepted: "on",
          termsAccepted: "on",
        },
        { Cookie: cookie },
      ),
    );
    expect(saved.status).toBe(302);
    const camper = await env.DB.prepare("SELECT id, allergies FROM campers WHERE parent_id = ?").bind(parent.id).first<{ id: number; allergies: string }>();
    expect(camper?.allergies).toBe("Peanuts");
    expect(saved.headers.get("Location")).toBe(`/registration/summer?camper=${camper!.id}`);
    expect(await env.DB.prepare("SELECT count(*) AS n FROM registrations WHERE parent_id = ?").bind(parent.id).first<{ n: number }>()).toEqual({ n: 0 });

    const cart = await pageText(await SELF.fetch(`http://localhost${saved.headers.get("Location")}`, { headers: { Cookie: cookie } }));
    expect(cart).toContain("Juno Park");
    expect(cart).toMatch(new RegExp(`<input[^>]*aria-label="Juno: Summer Week 1: [^"]*"`));

    // From the family page, the same step returns to the family page.
    const family = await pageText(await SELF.fetch("http://localhost/account", { headers: { Cookie: cookie } }));
    expect(family).toContain('href="/account/campers/new"');
  });
});
