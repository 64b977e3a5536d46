// The Finance tab's books (decision 0054): its totals are the payments table's rows of the month
// in camp time, to the cent, per day, week, site and program; deferred balances show their due
// date and lateness; the month-close CSV has one row per payment with its Stripe ids; Stripe's
// balance transactions are compared with the camp's card records. Each test uses a month of its
// own, so their rows never mix; this file's Stripe account at the fake is its own.
import { SELF } from "cloudflare:test";
import { env } from "cloudflare:workers";
import Papa from "papaparse";
import { expect, test } from "vitest";
import { campToday } from "../../app/lib/camp-dates";
import type { FinanceReport } from "../../app/server/finance/finance-report.server";
import type { StripeMonth } from "../../app/server/finance/stripe-month.server";
import { createCampSession, createCamper, createPayment, createProgram, createRegistration, createUser, sessionCookieFor } from "../support/factories";
import { stripeApi } from "../support/stripe-events";

const at = (iso: string) => Date.parse(iso);
const adminCookie = async () => sessionCookieFor((await createUser({ isAdmin: true, firstName: "Alex", lastName: "Office" })).id);
const get = (path: string, cookie: string) => SELF.fetch(`http://localhost${path}`, { headers: { Cookie: cookie } });

async function financeJson(month: string, cookie: string, compare = "") {
  const answer = await get(`/api/admin/finance?month=${month}${compare}`, cookie);
  expect(answer.status).toBe(200);
  return answer.json<{ report: FinanceReport; stripe: StripeMonth | null }>();
}

/** The payments table's own sums between two instants, straight from SQL. */
async function ledgerSums(fromMs: number, toMs: number) {
  return env.DB.prepare(
    `SELECT coalesce(sum(CASE WHEN kind IN ('stripe', 'offline') THEN amount_cents END), 0) AS received,
            coalesce(sum(CASE WHEN kind = 'refund' THEN amount_cents END), 0) AS refunded, count(*) AS count
     FROM payments WHERE created_at >= ? AND created_at < ?`,
  )
    .bind(fromMs, toMs)
    .first<{ received: number; refunded: number; count: number }>();
}

/** A family's camper holding a seat in a session of `program` at `site`. */
async function seat(program: { id: number }, site: "UUCA" | "FLC", registration: Record<string, unknown> = {}, session: Record<string, unknown> = {}) {
  const parent = await createUser({ firstName: "Pat", lastName: `Family${Math.random().toString(36).slice(2, 6)}` });
  const campSession = await createCampSession({ programId: program.id, location: site, ...session });
  const camper = await createCamper({ parentId: parent.id, firstName: "Maya" });
  const row = await createRegistration({
    camperId: camper.id,
    sessionId: campSession.id,
    parentId: parent.id,
    status: "confirmed",
    paymentStatus: "paid",
    ...registration,
  });
  return { parent, camper, registration: row, session: campSession };
}

test("July's received, refunded and net equal the payments rows of July in camp time, to the cent, per day, week, site and program", async () => {
  const day = await createProgram({ name: "Finance Day Camp" });
  const sports = await createProgram({ name: "Finance Sports Week" });
  const a = await seat(day, "UUCA", { discountCents: 1000, registrationDate: at("2026-07-01T12:00:00Z") });
  const b = await seat(sports, "FLC");
  // Registered in May with a sibling discount, paid in July: the discount is July's.
  const c = await seat(day, "FLC", { discountCents: 700, registrationDate: at("2026-05-02T12:00:00Z") });
  // A week sold at the early-bird price in July: its early-bird discount is July's too.
  await seat(sports, "UUCA", { earlyBirdCents: 1_438, registrationDate: at("2026-07-02T12:00:00Z") });
  // Registered in June, discount given then, nothing paid in July: not July's.
  await seat(sports, "UUCA", { discountCents: 500, registrationDate: at("2026-06-10T12:00:00Z") });
  await createPayment({ registrationId: a.registration.id, amountCents: 11_000, reference: "pi_july_a", createdAt: at("2026-07-01T14:00:00Z") });
  // 11:30 pm on July 7 in Arlington is July 8 in UTC: it is July 7's money.
  await createPayment({
    registrationId: b.registration.id,
    kind: "offline",
    amountCents: 4_050,
    reference: "Check 1042",
    createdAt: at("2026-07-08T03:30:00Z"),
  });
  await createPayment({ registrationId: c.registration.id, amountCents: 12_345, reference: "pi_july_c", createdAt: at("2026-08-01T03:00:00Z") });
  await createPayment({
    registrationId: a.registration.id,
    kind: "refund",
    amountCents: 2_001,
    reference: "re_july_a",
    paymentIntentId: "pi_july_a",
    createdAt: at("2026-07-09T16:00:00Z"),
  });
  // June 30 at 11:59 pm and August 1 at midnight, camp time: not July's.
  await createPayment({ registrationId: b.registration.id, amountCents: 9_999, reference: "pi_june", createdAt: at("2026-07-01T03:59:00Z") });
  await createPayment({ registrationId: b.registration.id, amountCents: 8_888, reference: "pi_august", createdAt: at("2026-08-01T04:00:00Z") });

  const { report } = await financeJson("2026-07", await adminCookie());
  const ledger = (await ledgerSums(at("2026-07-01T04:00:00Z"), at("2026-08-01T04:00:00Z")))!;
  expect(report.totals).toEqual({
    receivedCents: ledger.received,
    refundedCents: ledger.refunded,
    netCents: ledger.received - ledger.refunded,
    count: ledger.count,
  });
  expect(report.totals).toEqual({ receivedCents: 27_395, refundedCents: 2_001, netCents: 25_394, count: 4 });
  expect(report.receivedByCardCents + report.receivedOfflineCents).toBe(ledger.received);
  expect(report.byDay.map(({ key, netCents }) => [key, netCents])).toEqual([
    ["2026-07-01", 11_000],
    ["2026-07-07", 4_050],
    ["2026-07-09", -2_001],
    ["2026-07-31", 12_345],
  ]);
  expect(report.byWeek.map(({ key, receivedCents, refundedCents }) => [key, receivedCents, refundedCents])).toEqual([
    ["2026-06-29", 11_000, 0],
    ["2026-07-06", 4_050, 2_001],
    ["2026-07-27", 12_345, 0],
  ]);
  expect(report.bySite.map(({ key, netCents }) => [key, netCents])).toEqual([
    ["Faith Lutheran Church", 16_395],
    ["UUCA", 8_999],
  ]);
  expect(report.byProgram.map(({ key, netCents }) => [key, netCents])).toEqual([
    ["Finance Day Camp", 21_344],
    ["Finance Sports Week", 4_050],
  ]);
  for (const breakdown of [report.byDay, report.byWeek, report.bySite, report.byProgram]) {
    expect(breakdown.reduce((sum, row) => sum + row.netCents, 0)).toBe(report.totals.netCents);
  }
  expect(report.discounts).toEqual({
    totalCents: 3_138,
    count: 3,
    byKind: [
      { label: "Early-bird discount", totalCents: 1_438, count: 1 },
      { label: "Sibling discount", totalCents: 1_700, count: 2 },
    ],
  });
});

test("a month with no money says so; the page and the API refuse a month that is not one with its message, never a 500", async () => {
  const cookie = await adminCookie();
  const page = await get("/admin/finance?month=2031-02", cookie);
  expect(page.status).toBe(200);
  expect(await page.text()).toContain("No money moved in February 2031.");

  for (const bad of ["2026-13", "july", "2026-7", ""]) {
    const api = await get(`/api/admin/finance?month=${bad}`, cookie);
    expect(api.status, bad).toBe(400);
    expect(await api.json()).toMatchObject({ message: "Month must be a month like 2026-07" });
    const tab = await get(`/admin/finance?month=${bad}`, cookie);
    expect(tab.status, bad).toBe(200);
    expect(await tab.text()).toContain("Month must be a month like 2026-07");
    const csv = await get(`/admin/finance/month-close.csv?month=${bad}`, cookie);
    expect(csv.status, bad).toBe(400);
    expect(await csv.text()).toBe("Month must be a month like 2026-07");
  }
  const compare = await get("/api/admin/finance?month=2031-02&compare=paypal", cookie);
  expect(compare.status).toBe(400);
  expect(await compare.json()).toMatchObject({ message: "Compare must be stripe" });
});

test("only the office sees the books: a parent is refused at the tab, the CSV and the API", async () => {
  const parent = await sessionCookieFor((await createUser()).id);
  expect((await get("/admin/finance", parent)).status).toBe(403);
  expect((await get("/admin/finance/month-close.csv?month=2026-07", parent)).status).toBe(403);
  expect((await get("/api/admin/finance?month=2026-07", parent)).status).toBe(403);
  expect((await SELF.fetch("http://localhost/api/admin/finance")).status).toBe(401);
});

test("a deferred balance is listed with its session's due date, and is late once that date has passed", async () => {
  const program = await createProgram({ name: "Finance Deferred Camp" });
  const late = await seat(
    program,
    "UUCA",
    { status: "pending", paymentStatus: "deferred", deferReason: "Paying after payday" },
    { paymentDueDate: "2026-07-10" },
  );
  await createPayment({ registrationId: late.registration.id, kind: "offline", amountCents: 2_000, reference: "Cash" });
  const onTime = await seat(
    program,
    "FLC",
    { status: "pending", paymentStatus: "deferred" },
    { paymentDueDate: "2099-12-01", startDate: "2099-12-23", endDate: "2099-12-23" },
  );
  // Paid in full: nothing owed, so not listed.
  const paid = await seat(program, "UUCA", { status: "pending", paymentStatus: "deferred" }, { paymentDueDate: "2026-07-10" });
  await createPayment({ registrationId: paid.registration.id, kind: "offline", amountCents: 12_000, reference: "Cash" });

  const cookie = await adminCookie();
  const { report } = await financeJson(campToday().slice(0, 7), cookie);
  const listed = report.deferred.filter((d) => [late, onTime, paid].some((s) => s.registration.id === d.registrationId));
  const today = campToday();
  expect(listed).toEqual([
    expect.objectContaining({
      registrationId: late.registration.id,
      familyName: `Pat ${late.parent.lastName}`,
      childName: "Maya Rivera",
      owedCents: 10_000,
      dueDate: "2026-07-10",
      daysLate: (Date.parse(today) - Date.parse("2026-07-10")) / 86_400_000,
    }),
    expect.objectContaining({ registrationId: onTime.registration.id, owedCents: 12_000, dueDate: "2099-12-01", daysLate: 0 }),
  ]);
  expect(report.owed.byProgram.find((p) => p.key === "Finance Deferred Camp")).toEqual({ key: "Finance Deferred Camp", owedCents: 22_000, count: 2 });

  const html = await (await get("/admin/finance", cookie)).text();
  expect(html).toContain(`Pat ${late.parent.lastName}`);
  expect(html).toContain("Jul 10, 2026");
});

test("the month-close CSV has one row per payment and refund of the month, with Stripe's ids, and never a live formula", async () => {
  const program = await createProgram({ name: "Finance CSV Camp" });
  const s = await seat(program, "FLC");
  const card = await createPayment({
    registrationId: s.registration.id,
    amountCents: 12_000,
    reference: "pi_csv_1",
    paymentIntentId: "pi_csv_1",
    recordedBy: "stripe",
    createdAt: at("2026-09-03T13:05:00Z"),
  });
  const refund = await createPayment({
    registrationId: s.registration.id,
    kind: "refund",
    amountCents: 2_550,
    reference: "re_csv_1",
    paymentIntentId: "pi_csv_1",
    recordedBy: "Alex Office",
    createdAt: at("2026-09-04T15:00:00Z"),
  });
  const offline = await createPayment({
    registrationId: s.registration.id,
    kind: "offline",
    amountCents: 1_000,
    reference: "Check 77",
    recordedBy: '=HYPERLINK("x")',
    createdAt: at("2026-09-05T15:00:00Z"),
  });
  await createPayment({ registrationId: s.registration.id, amountCents: 500, reference: "pi_october", createdAt: at("2026-10-01T04:00:00Z") });

  const answer = await get("/admin/finance/month-close.csv?month=2026-09", await adminCookie());
  expect(answer.status).toBe(200);
  expect(answer.headers.get("content-disposition")).toContain("month-close-2026-09.csv");
  const rows = Papa.parse<Record<string, string>>((await answer.text()).replace(/^\uFEFF/, ""), { header: true, skipEmptyLines: true }).data;
  const ledger = (await ledgerSums(at("2026-09-01T04:00:00Z"), at("2026-10-01T04:00:00Z")))!;
  expect(rows).toHaveLength(ledger.count);
  expect(rows.map((r) => Number(r["Payment ID"]))).toEqual([card.id, refund.id, offline.id]);
  expect(rows.reduce((sum, r) => sum + Math.round(Number(r.Amount) * 100), 0)).toBe(ledger.received - ledger.refunded);
  expect(rows[0]).toMatchObject({
    "Date (camp time)": "2026-09-03 09:05",
    Kind: "payment",
    Amount: "120.00",
    Currency: "USD",
    "Registration ID": String(s.registration.id),
    Program: "Finance CSV Camp",
    Site: "Faith Lutheran Church",
    "Payer account ID": s.parent.id,
    Method: "card",
    "Stripe PaymentIntent": "pi_csv_1",
    "Stripe refund": "",
  });
  expect(rows[1]).toMatchObject({
    Kind: "refund",
    Amount: "-25.50",
    Method: "card",
    "Stripe PaymentIntent": "pi_csv_1",
    "Stripe refund": "re_csv_1",
    "Recorded by": "Alex Office",
  });
  expect(rows[2]).toMatchObject({
    Kind: "payment",
    Amount: "10.00",
    Method: "offline: Check 77",
    "Stripe PaymentIntent": "",
    "Recorded by": '\'=HYPERLINK("x")',
  });
});

test("Stripe for this month: money Stripe has that the camp lacks, money the camp recorded that Stripe lacks, and a refund that differs", async () => {
  const program = await createProgram({ name: "Finance Stripe Camp" });
  const s = await seat(program, "UUCA");
  // Paid at Stripe and recorded by the camp: they agree.
  const paid = await stripeApi<{ id: string }>("/v1/payment_intents", { amount: "12000", currency: "usd" });
  expect((await stripeApi(`/v1/payment_intents/${paid.body.id}/confirm`, {})).status).toBe(200);
  await createPayment({ registrationId: s.registration.id, amountCents: 12_000, reference: paid.body.id, paymentIntentId: paid.body.id });
  // Refunded $20 at Stripe; the camp recorded $15 of it.
  const refund = await stripeApi<{ id: string }>("/v1/refunds", { payment_intent: paid.body.id, amount: "2000" });
  await createPayment({ registrationId: s.registration.id, kind: "refund", amountCents: 1_500, reference: refund.body.id, paymentIntentId: paid.body.id });
  // A T-shirt sold through the same Stripe account: the camp never heard of it.
  const stranger = await stripeApi<{ id: string }>("/v1/payment_intents", { amount: "5000", currency: "usd", description: "Camp T-shirt" });
  expect((await stripeApi(`/v1/payment_intents/${stranger.body.id}/confirm`, {})).status).toBe(200);
  // A card payment the camp recorded that Stripe never took.
  await createPayment({ registrationId: s.registration.id, amountCents: 7_000, reference: "pi_only_in_camp", paymentIntentId: "pi_only_in_camp" });

  const cookie = await adminCookie();
  // Stripe is asked on use only: the tab's opening shows the camp's books and the button.
  expect((await financeJson(campToday().slice(0, 7), cookie)).stripe).toBeNull();
  const opened = await (await get("/admin/finance", cookie)).text();
  expect(opened).toContain("Compare with Stripe");
  expect(opened).not.toContain("3 differences");

  const { stripe } = await financeJson(campToday().slice(0, 7), cookie, "&compare=stripe");
  if (stripe?.status !== "ok") throw new Error(stripe?.message ?? "Stripe was not compared");
  expect(stripe.differences.map(({ problem, object, stripeId, stripeCents, campCents }) => ({ problem, object, stripeId, stripeCents, campCents }))).toEqual([
    { problem: "missing-in-camp", object: "payment", stripeId: stranger.body.id, stripeCents: 5_000, campCents: 0 },
    { problem: "missing-in-stripe", object: "payment", stripeId: "pi_only_in_camp", stripeCents: 0, campCents: 7_000 },
    { problem: "amount-differs", object: "refund", stripeId: refund.body.id, stripeCents: 2_000, campCents: 1_500 },
  ]);
  expect(stripe.differences[0].text).toMatch(/^Stripe received \$50\.00 \(pi_\w+, charge ch_\w+\) on \w+ \d+; the camp has no card payment recorded for it\.$/);
  expect(stripe.differences[1].text).toContain(`The camp recorded $70.00 by card (pi_only_in_camp, registration ${s.registration.id})`);
  expect(stripe.differences[2].text).toContain("$5.00 more at Stripe");
  expect(stripe.stripe).toMatchObject({ grossCents: 17_000, refundsCents: 2_000, transactions: 3 });
  expect(stripe.stripe.feesCents).toBeGreaterThan(0);
  expect(stripe.stripe.netCents).toBe(17_000 - 2_000 - stripe.stripe.feesCents);
  expect(stripe.camp).toEqual({ cardCents: 19_000, refundsCents: 1_500, netCents: 17_500 });

  const html = await (await get("/admin/finance?compare=stripe", cookie)).text();
  expect(html).toContain("Stripe for this month");
  expect(html).toContain("3 differences");
  // Like with like, labelled: both nets before Stripe's fees, the fees, both nets after them.
  const row = (label: string, theirs: number, ours: number) =>
    new RegExp(`${label.replace("'", "(?:'|&#x27;|&#39;)")}</th><td[^>]*>\\$${(theirs / 100).toFixed(2)}</td><td[^>]*>\\$${(ours / 100).toFixed(2)}</td>`);
  expect(html).toMatch(row("Net before Stripe's fees", 15_000, 17_500));
  expect(html).toMatch(row("Net after Stripe's fees", stripe.stripe.netCents, 17_500 - stripe.stripe.feesCents));
});

test("Stripe not configured or not answering is said on the tab; the camp's own figures still show", async () => {
  const cookie = await adminCookie();
  const key = env.STRIPE_SECRET_KEY;
  try {
    env.STRIPE_SECRET_KEY = "";
    const notConfigured = await get("/admin/finance?month=2031-03&compare=stripe", cookie);
    expect(notConfigured.status).toBe(200);
    const text = await notConfigured.text();
    expect(text).toContain("Stripe is not configured for this camp");
    expect(text).toContain("No money moved in March 2031.");
    // The fake refuses any key that is not a test key, as Stripe refuses a revoked one.
    env.STRIPE_SECRET_KEY = "sk_live_revoked";
    const failing = await get("/admin/finance?month=2031-03&compare=stripe", cookie);
    expect(failing.status).toBe(200);
    const page = await failing.text();
    expect(page).toContain("Stripe could not be read just now (Invalid API Key provided)");
    expect(page).toContain("No money moved in March 2031.");
  } finally {
    env.STRIPE_SECRET_KEY = key;
  }
});
