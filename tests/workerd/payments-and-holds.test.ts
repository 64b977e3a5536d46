// Money and seats: balances (card, office, refunds), one camp per child per day, stored price
// lines, the family cap and unpaid holds that expire. Webhooks are signed for real.
import { SELF } from "cloudflare:test";
import { env } from "cloudflare:workers";
import Papa from "papaparse";
import { expect, test } from "vitest";
import {
  createCamper,
  createCampSession,
  createPayment,
  createProgram,
  createRegistration,
  createUser,
  formPost,
  sessionCookieFor,
} from "../support/factories";
import { chargeRefunded, deliverStripeEvent, intentOf, paymentSucceeded, stripeApi, fakeStripeRequests } from "../support/stripe-events";
import { runCron } from "../support/worker";

const HOUR = 60 * 60 * 1000;

async function signedInParent() {
  const user = await createUser({ passwordHash: "not-used" });
  return { user, cookie: await sessionCookieFor(user.id) };
}

async function signedInAdmin() {
  const user = await createUser({ passwordHash: "not-used", isAdmin: true });
  return { user, cookie: await sessionCookieFor(user.id) };
}

function api(cookie: string | null, path: string, init: { method?: string; body?: unknown } = {}) {
  return SELF.fetch(`http://localhost${path}`, {
    method: init.method ?? (init.body ? "POST" : "GET"),
    headers: {
      ...(cookie ? { Cookie: cookie } : {}),
      ...(init.body ? { "Content-Type": "application/json" } : {}),
      Origin: "http://localhost",
      "Sec-Fetch-Site": "same-origin",
    },
    body: init.body ? JSON.stringify(init.body) : undefined,
  });
}

const row = (id: number) =>
  env.DB.prepare("SELECT status, payment_status AS paymentStatus FROM registrations WHERE id = ?")
    .bind(id)
    .first<{ status: string; paymentStatus: string | null }>();
const ledger = async (id: number) =>
  (
    await env.DB.prepare("SELECT kind, amount_cents AS amount FROM payments WHERE registration_id = ? ORDER BY id")
      .bind(id)
      .all<{ kind: string; amount: number }>()
  ).results;

/** A parent's camper holding a $120 seat (payment pending), signed up through the API. */
async function heldSeat(options: { price?: number; care?: boolean } = {}) {
  const parent = await signedInParent();
  const program = await createProgram({ pricePerWeekCents: options.price ?? 12000, careAddOnCents: 1500 });
  const session = await createCampSession({ programId: program.id });
  const camper = await createCamper({ parentId: parent.user.id });
  const response = await api(parent.cookie, "/api/registrations", {
    body: { camperId: camper.id, sessionId: session.id, beforeCare: options.care ?? false, afterCare: options.care ?? false },
  });
  expect(response.status).toBe(201);
  const { id } = await response.json<{ id: number }>();
  return { ...parent, program, session, camper, id };
}

async function parentView(cookie: string, id: number) {
  const list = await (
    await api(cookie, "/api/registrations")
  ).json<Array<{ id: number; totalAmountCents: number; receivedCents: number; balanceCents: number; paymentStatus: string; status: string }>>();
  return list.find((r) => r.id === id)!;
}

// ---------------------------------------------------------------- item 12: card payments

test("a $1.00 card payment on $120 is recorded but does not pay the registration; paying the balance does", async () => {
  const { cookie, id } = await heldSeat();
  const first = await (await api(cookie, "/api/create-payment-intent", { body: { registrationId: id } })).json<{ clientSecret: string }>();
  const firstIntent = first.clientSecret.split("_secret")[0];
  expect((await deliverStripeEvent(paymentSucceeded(id, 100, firstIntent))).status).toBe(200);
  expect(await row(id)).toEqual({ status: "pending", paymentStatus: "pending" });
  expect(await ledger(id)).toEqual([{ kind: "stripe", amount: 100 }]);
  expect(await parentView(cookie, id)).toMatchObject({ receivedCents: 100, balanceCents: 11900 });

  // Checkout asks Stripe for the balance, not the total.
  const balance = await api(cookie, "/api/create-payment-intent", { body: { registrationId: id } });
  expect(balance.status).toBe(200);
  const balanceIntent = (await balance.json<{ clientSecret: string }>()).clientSecret.split("_secret")[0];
  expect(balanceIntent).not.toBe(firstIntent);
  const requests = await fakeStripeRequests();
  const created = requests.filter((r) => r.path === "/v1/payment_intents" && r.body["metadata[registrationId]"] === String(id));
  expect(created.at(-1)?.body.amount).toBe("11900");

  await deliverStripeEvent(paymentSucceeded(id, 11900, balanceIntent));
  expect(await row(id)).toEqual({ status: "confirmed", paymentStatus: "paid" });
  expect(await parentView(cookie, id)).toMatchObject({ receivedCents: 12000, balanceCents: 0 });
});

/** A held seat paid in full by card through the checkout's PaymentIntent, Stripe's webhook delivered. */
async function paidSeat() {
  const seat = await heldSeat();
  const { clientSecret } = await (await api(seat.cookie, "/api/create-payment-intent", { body: { registrationId: seat.id } })).json<{ clientSecret: string }>();
  const pi = intentOf(clientSecret);
  await stripeApi(`/v1/payment_intents/${pi}/confirm`, {});
  expect((await deliverStripeEvent(paymentSucceeded(seat.id, 12000, pi))).status).toBe(200);
  return { ...seat, pi };
}

test("a refund made in the Stripe Dashboard shows: a part refund leaves a balance, a full refund marks it refunded and frees the seat, replays change nothing", async () => {
  const { cookie, id, pi } = await paidSeat();
  expect(await row(id)).toEqual({ status: "confirmed", paymentStatus: "paid" });

  expect((await stripeApi("/v1/refunds", { payment_intent: pi, amount: "3000" })).status).toBe(200);
  const partial = chargeRefunded(pi, 3000);
  expect((await deliverStripeEvent(partial)).status).toBe(200);
  await deliverStripeEvent(partial);
  expect(await ledger(id)).toEqual([
    { kind: "stripe", amount: 12000 },
    { kind: "refund", amount: 3000 },
  ]);
  expect(await row(id)).toEqual({ status: "confirmed", paymentStatus: "pending" });
  expect(await parentView(cookie, id)).toMatchObject({ receivedCents: 9000, balanceCents: 3000 });

  // A second refund in the Dashboard adds itself only, even delivered twice at once.
  await stripeApi("/v1/refunds", { payment_intent: pi, amount: "9000" });
  await Promise.all([deliverStripeEvent(chargeRefunded(pi, 12000)), deliverStripeEvent(chargeRefunded(pi, 12000))]);
  expect(await ledger(id)).toEqual([
    { kind: "stripe", amount: 12000 },
    { kind: "refund", amount: 3000 },
    { kind: "refund", amount: 9000 },
  ]);
  expect(await row(id)).toEqual({ status: "cancelled", paymentStatus: "refunded" });
});

test("the office's Refund button and Stripe's webhook for the same refund record it once", async () => {
  const admin = await signedInAdmin();
  const { id, pi } = await paidSeat();
  const refund = await api(admin.cookie, `/api/admin/registrations/${id}/refund`, { body: {} });
  expect(refund.status).toBe(200);
  await deliverStripeEvent(chargeRefunded(pi, 12000));
  expect(await ledger(id)).toEqual([
    { kind: "stripe", amount: 12000 },
    { kind: "refund", amount: 12000 },
  ]);
  expect(await row(id)).toEqual({ status: "cancelled", paymentStatus: "refunded" });
});

test("a confirmed registration with a balance left can be paid later as well as paid now", async () => {
  const { cookie, id, pi } = await paidSeat();
  await stripeApi("/v1/refunds", { payment_intent: pi, amount: "3000" });
  await deliverStripeEvent(chargeRefunded(pi, 3000));
  expect(await parentView(cookie, id)).toMatchObject({ status: "confirmed", paymentStatus: "pending", balanceCents: 3000 });
  expect((await api(cookie, "/api/create-payment-intent", { body: { registrationId: id } })).status).toBe(200);
  const defer = await api(cookie, `/api/registrations/${id}/defer-payment`, { method: "PATCH", body: { deferReason: "Paying the rest in May" } });
  expect(defer.status).toBe(200);
  expect(await row(id)).toEqual({ status: "confirmed", paymentStatus: "deferred" });
  // Nothing left to pay: neither door moves it.
  const paid = await paidSeat();
  const refused = await api(paid.cookie, `/api/registrations/${paid.id}/defer-payment`, { method: "PATCH", body: { deferReason: "Later" } });
  expect(refused.status).toBe(409);
  expect(await refused.json()).toMatchObject({ message: "This registration is already paid." });
});

// ---------------------------------------------------------------- item 13: offline payments

test("an offline payment of part of the total keeps a balance; paid only when the balance is zero", async () => {
  const admin = await signedInAdmin();
  const { cookie, id } = await heldSeat();
  const part = await api(admin.cookie, `/api/admin/registrations/${id}/offline-payment`, { body: { amount: 50, reference: "Cash" } });
  expect(part.status).toBe(200);
  expect(await part.json()).toMatchObject({ receivedCents: 5000, balanceCents: 7000, paid: false });
  expect(await row(id)).toEqual({ status: "pending", paymentStatus: "pending" });

  // The office sees the balance, and so does the parent (the checkout page offers to pay it).
  const list = await (
    await api(admin.cookie, `/api/admin/registrations?search=${id}`)
  ).json<Array<{ id: number; balanceCents: number; receivedCents: number }>>();
  expect(list.find((r) => r.id === id)).toMatchObject({ receivedCents: 5000, balanceCents: 7000 });
  expect(await parentView(cookie, id)).toMatchObject({ balanceCents: 7000 });
  const checkout = await SELF.fetch(`http://localhost/checkout?registration=${id}`, { headers: { Cookie: cookie } });
  const page = await checkout.text();
  expect(page).toContain("Balance to pay");
  expect(page).toContain("$70");

  // More than the balance is refused and changes nothing.
  const over = await api(admin.cookie, `/api/admin/registrations/${id}/offline-payment`, { body: { amount: 80 } });
  expect(over.status).toBe(400);
  expect(await over.json()).toEqual({ message: "The amount is more than the balance of $70", fieldErrors: {} });
  expect(await ledger(id)).toEqual([{ kind: "offline", amount: 5000 }]);

  // Without an amount, the balance is what was received.
  const rest = await api(admin.cookie, `/api/admin/registrations/${id}/offline-payment`, { body: { reference: "Check #12" } });
  expect(await rest.json()).toMatchObject({ balanceCents: 0, paid: true });
  expect(await row(id)).toEqual({ status: "confirmed", paymentStatus: "paid" });
  expect((await api(admin.cookie, `/api/admin/registrations/${id}/offline-payment`, { body: { amount: 1 } })).status).toBe(409);
});

// ---------------------------------------------------------------- item 17: one camp per day

test("one camper holds one live registration per camp day, whatever the site, even when asked twice at once", async () => {
  const { user, cookie } = await signedInParent();
  const program = await createProgram();
  const uuca = await createCampSession({
    programId: program.id,
    location: "UUCA",
    name: "December 23 UUCA K-2",
    startDate: "2099-12-23",
    endDate: "2099-12-23",
  });
  const flc = await createCampSession({ programId: program.id, location: "FLC", name: "December 23 FLC K-2", startDate: "2099-12-23", endDate: "2099-12-23" });
  const nextDay = await createCampSession({
    programId: program.id,
    location: "FLC",
    name: "December 24 FLC K-2",
    startDate: "2099-12-24",
    endDate: "2099-12-24",
  });
  const maya = await createCamper({ parentId: user.id, firstName: "Maya" });

  expect((await api(cookie, "/api/registrations", { body: { camperId: maya.id, sessionId: uuca.id } })).status).toBe(201);
  const second = await api(cookie, "/api/registrations", { body: { camperId: maya.id, sessionId: flc.id } });
  expect(second.status).toBe(409);
  expect(await second.json()).toEqual({
    message:
      "Maya is already registered for December 23 (December 23 UUCA K-2). A camper can attend one camp per day: cancel that registration first to choose another.",
    fieldErrors: {},
  });
  expect((await api(cookie, "/api/registrations", { body: { camperId: maya.id, sessionId: nextDay.id } })).status).toBe(201);

  // Two tabs at the same moment: one registration, one refusal.
  const leo = await createCamper({ parentId: user.id, firstName: "Leo" });
  const both = await Promise.all([uuca, flc].map((s) => api(cookie, "/api/registrations", { body: { camperId: leo.id, sessionId: s.id } })));
  expect(both.map((r) => r.status).sort()).toEqual([201, 409]);
  const live = await env.DB.prepare(
    "SELECT count(*) AS n FROM registrations r JOIN camp_sessions s ON s.id = r.session_id WHERE r.camper_id = ? AND s.start_date = '2099-12-23' AND r.status <> 'cancelled'",
  )
    .bind(leo.id)
    .first<{ n: number }>();
  expect(live?.n).toBe(1);
});

// ---------------------------------------------------------------- item 18: stored price lines

test("a registration keeps the prices it was charged: later program prices change no screen, export or enroll", async () => {
  const admin = await signedInAdmin();
  const { cookie, id, program, session, user } = await heldSeat({ care: true });
  const waiting = await createCamper({ parentId: user.id, firstName: "Wren" });
  const waitingSession = await createCampSession({
    programId: program.id,
    allowImmediateRegistration: false,
    startDate: "2099-12-28",
    endDate: "2099-12-28",
    name: "December 28 UUCA K-2",
  });
  const queued = await (
    await api(cookie, "/api/registrations", { body: { camperId: waiting.id, sessionId: waitingSession.id, afterCare: true } })
  ).json<{ id: number }>();

  await env.DB.prepare("UPDATE programs SET price_per_week_cents = 20000, care_add_on_cents = 4000 WHERE id = ?").bind(program.id).run();

  const lines = { dayPriceCents: 12000, beforeCareCents: 1500, afterCareCents: 1500, totalAmountCents: 15000 };
  expect(await parentView(cookie, id)).toMatchObject(lines);
  const detail = await (await api(admin.cookie, `/api/admin/registrations/${id}`)).json<{ registration: object }>();
  expect(detail.registration).toMatchObject(lines);
  const waitlist = JSON.stringify(await (await api(admin.cookie, `/api/admin/waitlist?session=${waitingSession.id}`)).json());
  expect(waitlist).toContain('"afterCareCents":1500');
  expect(waitlist).not.toContain('"afterCareCents":4000');

  const checkout = await (await SELF.fetch(`http://localhost/checkout?registration=${id}`, { headers: { Cookie: cookie } })).text();
  expect(checkout).toContain("$15");
  expect(checkout).not.toContain("$40");
  expect(checkout).not.toContain("$200");

  const csv = await (
    await SELF.fetch(`http://localhost/admin/registrations.csv?search=${session.name.split(" ")[0]}`, { headers: { Cookie: admin.cookie } })
  ).text();
  const exported = Papa.parse<Record<string, string>>(csv, { header: true }).data.find((r) => r["Registration ID"] === String(id));
  expect(exported).toMatchObject({ "Price Line": "Camp day", Price: "120.00", "Before care": "15.00", "After care": "15.00", Total: "150.00" });

  // Enroll moves the waitlisted camper to pending with the lines it was signed up at.
  expect((await api(admin.cookie, "/api/admin/enroll-from-waitlist", { body: { camperId: waiting.id, sessionId: waitingSession.id } })).status).toBe(200);
  expect(await parentView(cookie, queued.id)).toMatchObject({ status: "pending", dayPriceCents: 12000, afterCareCents: 1500, totalAmountCents: 13500 });
});

// ---------------------------------------------------------------- item 19: family cap, unpaid holds

async function setSettings(values: { holdExpiryHours?: number; holdReminderHours?: number; familyCapPerSession?: number | null }) {
  const current = await env.DB.prepare(
    "SELECT hold_expiry_hours AS e, hold_reminder_hours AS r, family_cap_per_session AS c FROM camp_settings WHERE id = 1",
  ).first<{ e: number; r: number; c: number | null }>();
  await env.DB.prepare("UPDATE camp_settings SET hold_expiry_hours = ?, hold_reminder_hours = ?, family_cap_per_session = ? WHERE id = 1")
    .bind(
      values.holdExpiryHours ?? current!.e,
      values.holdReminderHours ?? current!.r,
      values.familyCapPerSession === undefined ? current!.c : values.familyCapPerSession,
    )
    .run();
}

test("the office's per-family cap holds in the seat-taking statement, even with many sign-ups at once", async () => {
  await setSettings({ familyCapPerSession: 2 });
  try {
    const { user, cookie } = await signedInParent();
    const session = await createCampSession({ programId: (await createProgram({ maxCapacity: 20 })).id });
    const campers = await Promise.all(Array.from({ length: 6 }, (_, i) => createCamper({ parentId: user.id, firstName: `Made${i}` })));
    const answers = await Promise.all(campers.map((c) => api(cookie, "/api/registrations", { body: { camperId: c.id, sessionId: session.id } })));
    expect(answers.filter((r) => r.status === 201)).toHaveLength(2);
    const refused = answers.filter((r) => r.status === 409);
    expect(refused).toHaveLength(4);
    expect(await refused[0].json()).toEqual({
      message:
        "Your family already has 2 campers registered for this session, the most the camp office allows per family. Please contact the office to add more.",
      fieldErrors: {},
    });

    // Another family is not affected.
    const other = await signedInParent();
    const theirs = await createCamper({ parentId: other.user.id });
    expect((await api(other.cookie, "/api/registrations", { body: { camperId: theirs.id, sessionId: session.id } })).status).toBe(201);
  } finally {
    await setSettings({ familyCapPerSession: null });
  }
});

test("a family who paid while Stripe's webhook was lost keeps the seat: the expiry job asks Stripe and records the payment once", async () => {
  await setSettings({ holdExpiryHours: 48, holdReminderHours: 12 });
  const start = Date.now();
  const { user, cookie, id } = await heldSeat();
  const { clientSecret } = await (await api(cookie, "/api/create-payment-intent", { body: { registrationId: id } })).json<{ clientSecret: string }>();
  const pi = intentOf(clientSecret);
  await stripeApi(`/v1/payment_intents/${pi}/confirm`, {});

  await runCron(new Date(start + 49 * HOUR));
  expect(await row(id)).toEqual({ status: "confirmed", paymentStatus: "paid" });
  expect(await ledger(id)).toEqual([{ kind: "stripe", amount: 12000 }]);
  const released = await env.DB.prepare("SELECT count(*) AS n FROM outbox WHERE to_address = ? AND kind = 'hold-released'")
    .bind(user.email)
    .first<{ n: number }>();
  expect(released?.n).toBe(0);
  // The webhook arriving at last changes nothing.
  await deliverStripeEvent(paymentSucceeded(id, 12000, pi));
  expect(await ledger(id)).toEqual([{ kind: "stripe", amount: 12000 }]);
  const audits = await env.DB.prepare("SELECT count(*) AS n FROM audit_log WHERE action = 'payment.card-received' AND subject_id = ?")
    .bind(pi)
    .first<{ n: number }>();
  expect(audits?.n).toBe(1);
});

test("an unpaid held seat is reminded once, then released once: cancelled, seat free, parent told; deferred and part-paid holds stay", async () => {
  await setSettings({ holdExpiryHours: 48, holdReminderHours: 12 });
  const start = Date.now();
  const unpaid = await heldSeat();
  const deferred = await heldSeat();
  expect(
    (await api(deferred.cookie, `/api/registrations/${deferred.id}/defer-payment`, { method: "PATCH", body: { deferReason: "Payday is Friday" } })).status,
  ).toBe(200);
  const partPaid = await heldSeat();
  await createPayment({ registrationId: partPaid.id, amountCents: 2000, kind: "offline" });
  const mailsTo = async (email: string, kind: string) =>
    (
      await env.DB.prepare("SELECT subject, text_body AS text FROM outbox WHERE to_address = ? AND kind = ?")
        .bind(email, kind)
        .all<{ subject: string; text: string }>()
    ).results;

  await runCron(new Date(start + 30 * HOUR));
  expect(await mailsTo(unpaid.user.email, "hold-reminder")).toEqual([]);

  await runCron(new Date(start + 37 * HOUR));
  await runCron(new Date(start + 38 * HOUR));
  const reminders = await mailsTo(unpaid.user.email, "hold-reminder");
  expect(reminders).toHaveLength(1);
  expect(reminders[0].text).toContain(`/checkout?registration=${unpaid.id}`);
  expect(await row(unpaid.id)).toEqual({ status: "pending", paymentStatus: "pending" });

  await runCron(new Date(start + 49 * HOUR));
  await runCron(new Date(start + 50 * HOUR));
  expect(await row(unpaid.id)).toMatchObject({ status: "cancelled" });
  const released = await mailsTo(unpaid.user.email, "hold-released");
  expect(released).toHaveLength(1);
  expect(released[0].text).toContain("released to another family");
  const seats = await env.DB.prepare("SELECT count(*) AS n FROM registrations WHERE session_id = ? AND status IN ('pending', 'confirmed')")
    .bind(unpaid.session.id)
    .first<{ n: number }>();
  expect(seats?.n).toBe(0);

  for (const kept of [deferred, partPaid]) {
    expect((await row(kept.id))?.status).toBe("pending");
    expect(await mailsTo(kept.user.email, "hold-released")).toEqual([]);
    expect(await mailsTo(kept.user.email, "hold-reminder")).toEqual([]);
  }
  const audits = await env.DB.prepare("SELECT count(*) AS n FROM audit_log WHERE action = 'registration.hold-expired' AND subject_id = ?")
    .bind(String(unpaid.id))
    .first<{ n: number }>();
  expect(audits?.n).toBe(1);
});

test("the office edits the camp settings on the Settings tab; bad values are refused with a clear message and change nothing", async () => {
  const admin = await signedInAdmin();
  const save = (fields: Record<string, string>) => SELF.fetch(formPost("/admin/settings", { intent: "save-settings", ...fields }, { Cookie: admin.cookie }));
  const before = await env.DB.prepare(
    "SELECT hold_expiry_hours AS e, hold_reminder_hours AS r, family_cap_per_session AS c, mail_retention_days AS d FROM camp_settings",
  ).first();

  const bad = await save({ holdExpiryHours: "24", holdReminderHours: "30", familyCapPerSession: "0", mailRetentionDays: "abc" });
  expect(bad.status).toBe(400);
  const body = await bad.text();
  expect(body).toContain("The reminder must come before the hold ends");
  expect(body).toContain("Campers per family per session must be a whole number of campers from 1 to 100");
  expect(body).toContain("Keep delivered mail for must be a whole number of days from 1 to 3650");
  expect(
    await env.DB.prepare(
      "SELECT hold_expiry_hours AS e, hold_reminder_hours AS r, family_cap_per_session AS c, mail_retention_days AS d FROM camp_settings",
    ).first(),
  ).toEqual(before);

  const good = await save({ holdExpiryHours: "36", holdReminderHours: "6", familyCapPerSession: "3", mailRetentionDays: "14" });
  expect(good.status).toBe(200);
  expect(
    await env.DB.prepare(
      "SELECT hold_expiry_hours AS e, hold_reminder_hours AS r, family_cap_per_session AS c, mail_retention_days AS d FROM camp_settings",
    ).first(),
  ).toEqual({ e: 36, r: 6, c: 3, d: 14 });
  await save({ holdExpiryHours: "72", holdReminderHours: "24", familyCapPerSession: "", mailRetentionDays: "30" });
  expect(await env.DB.prepare("SELECT family_cap_per_session AS c FROM camp_settings").first("c")).toBeNull();

  // The camp on families' statements: its legal name, address and tax id; a tax id not shaped as an EIN is refused.
  const defaults = { holdExpiryHours: "72", holdReminderHours: "24", familyCapPerSession: "", mailRetentionDays: "30" };
  const provider = { legalName: "Camp Sarraka, Inc.", postalAddress: "4444 Arlington Blvd, Arlington, VA 22204" };
  const badTaxId = await save({ ...defaults, ...provider, taxId: "123456789" });
  expect(badTaxId.status).toBe(400);
  expect(await badTaxId.text()).toContain("The tax id (EIN) is two digits, a dash and seven digits: 12-3456789");
  expect(await env.DB.prepare("SELECT legal_name FROM camp_settings").first("legal_name")).toBe("");
  expect((await save({ ...defaults, ...provider, taxId: "12-3456789" })).status).toBe(200);
  expect(await env.DB.prepare("SELECT legal_name AS n, postal_address AS a, tax_id AS t FROM camp_settings").first()).toEqual({
    n: "Camp Sarraka, Inc.",
    a: "4444 Arlington Blvd, Arlington, VA 22204",
    t: "12-3456789",
  });
  await save({ ...defaults, legalName: "", postalAddress: "", taxId: "" });

  const parent = await signedInParent();
  expect(
    (
      await SELF.fetch(
        formPost(
          "/admin/settings",
          { intent: "save-settings", holdExpiryHours: "1", holdReminderHours: "0", mailRetentionDays: "1" },
          { Cookie: parent.cookie },
        ),
      )
    ).status,
  ).toBe(403);
});

// ---------------------------------------------------------------- item 35: refusal writes nothing

test("a registration refused in the wizard leaves the existing camper exactly as it was", async () => {
  const { user, cookie } = await signedInParent();
  const program = await createProgram();
  const uuca = await createCampSession({
    programId: program.id,
    location: "UUCA",
    startDate: "2099-11-30",
    endDate: "2099-11-30",
    name: "November 30 UUCA K-2",
  });
  const flc = await createCampSession({ programId: program.id, location: "FLC", startDate: "2099-11-30", endDate: "2099-11-30", name: "November 30 FLC K-2" });
  const maya = await createCamper({ parentId: user.id, firstName: "Maya", grade: "1st", allergies: "Peanuts" });
  await createRegistration({ camperId: maya.id, sessionId: uuca.id, parentId: user.id, status: "pending", paymentStatus: "pending" });

  const wizard = (sessionId: number, grade: string) =>
    SELF.fetch(
      formPost(
        "/registration",
        {
          intent: "register",
          camperId: String(maya.id),
          sessionId: String(sessionId),
          firstName: "Maya",
          lastName: "Rivera",
          dateOfBirth: "2018-04-02",
          grade,
          allergies: "None any more",
          emergencyContactName: "Pat Rivera",
          emergencyContactPhone: "7035550100",
          emergencyContactRelationship: "parent",
          waiverAccepted: "on",
          mediaReleaseAccepted: "on",
          termsAccepted: "on",
        },
        { Cookie: cookie },
      ),
    );
  const camperNow = () => env.DB.prepare("SELECT grade, allergies FROM campers WHERE id = ?").bind(maya.id).first();

  // Refused by the one-camp-per-day rule, and by the site rule with the edited grade (FLC is K-2).
  expect((await wizard(flc.id, "1st")).status).toBe(409);
  expect((await wizard(flc.id, "4th")).status).toBe(422);
  expect(await camperNow()).toEqual({ grade: "1st", allergies: "Peanuts" });

  // Accepted: the edits are saved with the registration.
  const nextDay = await createCampSession({
    programId: program.id,
    location: "FLC",
    startDate: "2099-12-01",
    endDate: "2099-12-01",
    name: "December 1 FLC K-2",
  });
  expect((await wizard(nextDay.id, "1st")).status).toBe(200);
  expect(await camperNow()).toEqual({ grade: "1st", allergies: "None any more" });
});
