import { SELF } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { expect, test } from "vitest";
import { createCamper, createCampSession, createProgram, createUser, sessionCookieFor } from "../support/factories";
import { fakeStripeRequests } from "../support/stripe-events";

async function signedInParent() {
  // These parents never sign in with a password: skip the deliberately slow hashing.
  const user = await createUser({ passwordHash: "not-used" });
  return { user, cookie: await sessionCookieFor(user.id) };
}

function api(cookie: string | null, path: string, init: { method?: string; body?: unknown } = {}) {
  return SELF.fetch(`http://localhost${path}`, {
    method: init.method ?? (init.body ? "POST" : "GET"),
    headers: { ...(cookie ? { Cookie: cookie } : {}), ...(init.body ? { "Content-Type": "application/json" } : {}) },
    body: init.body ? JSON.stringify(init.body) : undefined,
  });
}

async function registrationRow(id: number) {
  return env.DB.prepare(
    "SELECT status, payment_status AS paymentStatus, total_amount_cents AS total, defer_reason AS deferReason, window_id AS windowId FROM registrations WHERE id = ?",
  )
    .bind(id)
    .first<{ status: string; paymentStatus: string | null; total: number; deferReason: string | null; windowId: number | null }>();
}

test("the server prices a registration: the day price, plus the add-on for each kind of care, whatever the client says", async () => {
  const { user, cookie } = await signedInParent();
  const program = await createProgram({ pricePerWeekCents: 12000, careAddOnCents: 1500 });
  const session = await createCampSession({ programId: program.id });
  const maya = await createCamper({ parentId: user.id, grade: "1st" });
  const leo = await createCamper({ parentId: user.id, grade: "kindergarten", firstName: "Leo" });

  const plain = await api(cookie, "/api/registrations", { body: { camperId: maya.id, sessionId: session.id, totalAmount: 1 } });
  expect(plain.status).toBe(201);
  expect(await plain.json()).toMatchObject({ status: "pending", paymentStatus: "pending", totalAmount: 120 });

  const withCare = await api(cookie, "/api/registrations", {
    body: { camperId: leo.id, sessionId: session.id, beforeCare: true, afterCare: true, totalAmount: 120 },
  });
  const body = await withCare.json<{ id: number; totalAmount: number }>();
  expect(body.totalAmount).toBe(150);
  expect((await registrationRow(body.id))?.total).toBe(15000);
});

test("a sign-up records the registration window open at that moment", async () => {
  const { user, cookie } = await signedInParent();
  const program = await createProgram();
  const session = await createCampSession({ programId: program.id });
  const camper = await createCamper({ parentId: user.id });
  const window = await env.DB.prepare("INSERT INTO registration_windows (season, label, opens_at) VALUES ('test-open', 'Open now', ?) RETURNING id")
    .bind(Date.now() - 60_000)
    .first<{ id: number }>();
  const response = await api(cookie, "/api/registrations", { body: { camperId: camper.id, sessionId: session.id } });
  const { id } = await response.json<{ id: number }>();
  expect((await registrationRow(id))?.windowId).toBe(window!.id);
  await env.DB.prepare("DELETE FROM registrations WHERE window_id = ?").bind(window!.id).run();
  await env.DB.prepare("DELETE FROM registration_windows WHERE id = ?").bind(window!.id).run();
});

test("age group and site rules are enforced on the server", async () => {
  const { user, cookie } = await signedInParent();
  const program = await createProgram();
  const uucaK2 = await createCampSession({ programId: program.id, location: "UUCA", ageGroup: "K-2" });
  const uuca23 = await createCampSession({ programId: program.id, location: "UUCA", ageGroup: "2-3", name: "Dec 23 UUCA 2-3" });
  const flc4 = await createCampSession({ programId: program.id, location: "FLC", ageGroup: "4+", name: "Dec 23 FLC 4+" });
  const flcK2 = await createCampSession({ programId: program.id, location: "FLC", ageGroup: "K-2", name: "Dec 23 FLC K-2" });
  const third = await createCamper({ parentId: user.id, grade: "3rd" });
  const fourth = await createCamper({ parentId: user.id, grade: "5th", firstName: "Ava" });
  const preK = await createCamper({ parentId: user.id, grade: "pre-k", firstName: "Zoe" });

  const wrongGroup = await api(cookie, "/api/registrations", { body: { camperId: third.id, sessionId: uucaK2.id } });
  expect(wrongGroup.status).toBe(422);
  expect((await wrongGroup.json<{ message: string }>()).message).toContain("2-3");
  expect((await api(cookie, "/api/registrations", { body: { camperId: third.id, sessionId: uuca23.id } })).status).toBe(201);

  const olderAtFlc = await api(cookie, "/api/registrations", { body: { camperId: fourth.id, sessionId: flc4.id } });
  expect(olderAtFlc.status).toBe(422);
  expect((await olderAtFlc.json<{ message: string }>()).message).toBe("Faith Lutheran Church takes campers in the K-2 group only.");
  expect((await api(cookie, "/api/registrations", { body: { camperId: preK.id, sessionId: flcK2.id } })).status).toBe(201);

  const offered = await api(null, "/api/sessions?grade=5th");
  const sessions = await offered.json<Array<{ id: number; location: string; ageGroup: string }>>();
  expect(sessions.map((s) => s.id)).not.toContain(flc4.id);
  expect(sessions.every((s) => s.ageGroup === "4+" && s.location === "UUCA")).toBe(true);
});

test("a session that has started or is inactive is not offered and cannot be joined", async () => {
  const { user, cookie } = await signedInParent();
  const program = await createProgram();
  const past = await createCampSession({ programId: program.id, startDate: "2020-12-23", endDate: "2020-12-23", name: "Long ago" });
  const inactive = await createCampSession({ programId: program.id, isActive: false, name: "Closed day" });
  const camper = await createCamper({ parentId: user.id });
  for (const session of [past, inactive]) {
    const response = await api(cookie, "/api/registrations", { body: { camperId: camper.id, sessionId: session.id } });
    expect(response.status).toBe(404);
    expect((await response.json<{ message: string }>()).message).toBe("Selected session not found. Please try again.");
  }
  const listed = await (await api(null, "/api/sessions")).json<Array<{ id: number }>>();
  expect(listed.map((s) => s.id)).not.toContain(past.id);
  expect(listed.map((s) => s.id)).not.toContain(inactive.id);
});

test("a session not open for immediate registration puts the camper on the waitlist with nothing to pay", async () => {
  const { user, cookie } = await signedInParent();
  const program = await createProgram();
  const session = await createCampSession({ programId: program.id, allowImmediateRegistration: false });
  const camper = await createCamper({ parentId: user.id });
  const response = await api(cookie, "/api/registrations", { body: { camperId: camper.id, sessionId: session.id } });
  expect(await response.json()).toMatchObject({ status: "interested", paymentStatus: null });
  const intent = await api(cookie, "/api/create-payment-intent", {
    body: { registrationId: (await (await api(cookie, "/api/registrations")).json<Array<{ id: number }>>())[0].id },
  });
  expect(intent.status).toBe(409);
});

test("50 parents taking the last 3 seats at once: exactly 3 hold a seat, the rest are waitlisted", async () => {
  const program = await createProgram({ maxCapacity: 5 });
  const session = await createCampSession({ programId: program.id });
  // Two seats are already held.
  for (let i = 0; i < 2; i++) {
    const { user, cookie } = await signedInParent();
    const camper = await createCamper({ parentId: user.id });
    expect((await api(cookie, "/api/registrations", { body: { camperId: camper.id, sessionId: session.id } })).status).toBe(201);
  }
  const parents = await Promise.all(
    Array.from({ length: 50 }, async () => {
      const { user, cookie } = await signedInParent();
      return { cookie, camper: await createCamper({ parentId: user.id }) };
    }),
  );
  const responses = await Promise.all(
    parents.map(({ cookie, camper }) => api(cookie, "/api/registrations", { body: { camperId: camper.id, sessionId: session.id } })),
  );
  const bodies = await Promise.all(responses.map((r) => r.json<{ status: string }>()));
  expect(responses.every((r) => r.status === 201)).toBe(true);
  expect(bodies.filter((b) => b.status === "pending")).toHaveLength(3);
  expect(bodies.filter((b) => b.status === "interested")).toHaveLength(47);
  const held = await env.DB.prepare("SELECT count(*) AS n FROM registrations WHERE session_id = ? AND status IN ('pending', 'confirmed')")
    .bind(session.id)
    .first<{ n: number }>();
  expect(held?.n).toBe(5);
});

test("the same camper cannot register twice for one session, and the refusal writes nothing", async () => {
  const { user, cookie } = await signedInParent();
  const program = await createProgram();
  const session = await createCampSession({ programId: program.id });
  const camper = await createCamper({ parentId: user.id });
  expect((await api(cookie, "/api/registrations", { body: { camperId: camper.id, sessionId: session.id } })).status).toBe(201);
  const again = await api(cookie, "/api/registrations", { body: { camperId: camper.id, sessionId: session.id, afterCare: true } });
  expect(again.status).toBe(409);
  expect((await again.json<{ message: string }>()).message).toBe("This camper is already registered for this session.");
  const rows = await env.DB.prepare("SELECT count(*) AS n FROM registrations WHERE camper_id = ?").bind(camper.id).first<{ n: number }>();
  expect(rows?.n).toBe(1);
});

test("paying later keeps the seat and records the reason", async () => {
  const { user, cookie } = await signedInParent();
  const program = await createProgram();
  const session = await createCampSession({ programId: program.id, paymentDueDate: "2099-12-20" });
  const camper = await createCamper({ parentId: user.id });
  const { id } = await (await api(cookie, "/api/registrations", { body: { camperId: camper.id, sessionId: session.id } })).json<{ id: number }>();
  const missingReason = await api(cookie, `/api/registrations/${id}/defer-payment`, { method: "PATCH", body: { paymentStatus: "deferred", deferReason: " " } });
  expect(missingReason.status).toBe(400);
  const deferred = await api(cookie, `/api/registrations/${id}/defer-payment`, {
    method: "PATCH",
    body: { paymentStatus: "deferred", deferReason: "Holiday bonus arrives on the 15th" },
  });
  expect(deferred.status).toBe(200);
  expect(await registrationRow(id)).toMatchObject({ status: "pending", paymentStatus: "deferred", deferReason: "Holiday bonus arrives on the 15th" });
});

test("campers: the spec's validation messages, and PATCH writes only when something changed", async () => {
  const { cookie } = await signedInParent();
  const bad = await api(cookie, "/api/campers", {
    body: {
      firstName: "A",
      lastName: "Lee",
      dateOfBirth: "2018-01-01",
      grade: "1st",
      emergencyContactName: "Pat Lee",
      emergencyContactPhone: "555",
      emergencyContactRelationship: "parent",
      waiverAccepted: true,
      mediaReleaseAccepted: true,
      termsAccepted: false,
    },
  });
  expect(bad.status).toBe(400);
  const problems = await bad.json<{ fieldErrors: Record<string, string[]> }>();
  expect(problems.fieldErrors.firstName).toEqual(["First name must be at least 2 characters"]);
  expect(problems.fieldErrors.emergencyContactPhone).toEqual(["Valid phone number is required"]);
  expect(problems.fieldErrors.termsAccepted).toEqual(["You must accept the terms and conditions to proceed"]);

  const created = await api(cookie, "/api/campers", {
    body: {
      firstName: "Ana",
      lastName: "Lee",
      dateOfBirth: "2018-01-01",
      grade: "1st",
      emergencyContactName: "Pat Lee",
      emergencyContactPhone: "7035550111",
      emergencyContactRelationship: "parent",
      medicalInfo: JSON.stringify({
        allergies: "Peanuts",
        medications: "EpiPen",
        waivers: { hasWaiverAccepted: true, hasMediaReleaseAccepted: true, hasTermsAccepted: true },
      }),
    },
  });
  expect(created.status).toBe(201);
  const camper = await created.json<{ id: number; allergies: string; medicalInfo: string }>();
  expect(camper.allergies).toBe("Peanuts");
  expect(JSON.parse(camper.medicalInfo).medications).toBe("EpiPen");

  const unchanged = await api(cookie, `/api/campers/${camper.id}`, { method: "PATCH", body: { grade: "1st", emergencyContactPhone: "7035550111" } });
  expect(await unchanged.json()).toMatchObject({ changed: false });
  const changed = await api(cookie, `/api/campers/${camper.id}`, { method: "PATCH", body: { grade: "2nd", firstName: "Renamed" } });
  expect(await changed.json()).toMatchObject({ changed: true, grade: "2nd", firstName: "Ana", allergies: "Peanuts" });
});

test("parent B can neither read nor change parent A's campers and registrations", async () => {
  const a = await signedInParent();
  const b = await signedInParent();
  const program = await createProgram();
  const session = await createCampSession({ programId: program.id });
  const other = await createCampSession({ programId: program.id, name: "Another day", startDate: "2099-12-24", endDate: "2099-12-24" });
  const camper = await createCamper({ parentId: a.user.id, firstName: "Secret" });
  const { id } = await (await api(a.cookie, "/api/registrations", { body: { camperId: camper.id, sessionId: session.id } })).json<{ id: number }>();

  expect(JSON.stringify(await (await api(b.cookie, "/api/campers")).json())).not.toContain("Secret");
  expect(await (await api(b.cookie, "/api/registrations")).json()).toEqual([]);
  expect((await api(b.cookie, `/api/campers/${camper.id}`, { method: "PATCH", body: { grade: "4th" } })).status).toBe(404);
  expect((await api(b.cookie, "/api/registrations", { body: { camperId: camper.id, sessionId: other.id } })).status).toBe(404);
  expect((await api(b.cookie, `/api/registrations/${id}/defer-payment`, { method: "PATCH", body: { deferReason: "mine now" } })).status).toBe(404);
  expect((await api(b.cookie, "/api/create-payment-intent", { body: { registrationId: id } })).status).toBe(404);
  expect(await registrationRow(id)).toMatchObject({ status: "pending", paymentStatus: "pending" });
  const checkout = await SELF.fetch(`http://localhost/checkout?registration=${id}`, { headers: { Cookie: b.cookie } });
  expect(checkout.status).toBe(404);
  expect(await checkout.text()).not.toContain("Secret");

  for (const path of ["/api/campers", "/api/registrations"]) expect((await api(null, path)).status).toBe(401);
});

test("a PaymentIntent is created through the Stripe SDK with the server's amount, once per registration", async () => {
  const { user, cookie } = await signedInParent();
  const program = await createProgram({ pricePerWeekCents: 12000, careAddOnCents: 1500 });
  const session = await createCampSession({ programId: program.id });
  const camper = await createCamper({ parentId: user.id });
  const { id } = await (
    await api(cookie, "/api/registrations", { body: { camperId: camper.id, sessionId: session.id, afterCare: true, totalAmount: 1 } })
  ).json<{ id: number }>();

  const first = await api(cookie, "/api/create-payment-intent", { body: { registrationId: id } });
  expect(first.status).toBe(200);
  const { clientSecret } = await first.json<{ clientSecret: string }>();
  expect(clientSecret).toMatch(/^pi_fake_\d+_secret_fake$/);
  const second = await api(cookie, "/api/create-payment-intent", { body: { registrationId: id } });
  expect((await second.json<{ clientSecret: string }>()).clientSecret).toBe(clientSecret);

  const recorded = await fakeStripeRequests();
  const creations = recorded.filter((r) => r.method === "POST" && r.path === "/v1/payment_intents" && r.body["metadata[registrationId]"] === String(id));
  expect(creations).toHaveLength(1);
  expect(creations[0].body.amount).toBe("13500");
  expect(creations[0].idempotencyKey).toBe(`registration-${id}-13500`);
  const stored = await env.DB.prepare("SELECT stripe_payment_intent_id AS pi FROM registrations WHERE id = ?").bind(id).first<{ pi: string }>();
  expect(clientSecret.startsWith(stored!.pi)).toBe(true);
});

// ---------------------------------------------------------------- webhook

async function signedEvent(payload: string, secret = env.STRIPE_WEBHOOK_SECRET!) {
  const timestamp = Math.floor(Date.now() / 1000);
  const key = await crypto.subtle.importKey("raw", new TextEncoder().encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  const mac = await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(`${timestamp}.${payload}`));
  const hex = [...new Uint8Array(mac)].map((b) => b.toString(16).padStart(2, "0")).join("");
  return `t=${timestamp},v1=${hex}`;
}

function intentEvent(
  type: "payment_intent.succeeded" | "payment_intent.payment_failed",
  registration: { id: number; pi: string },
  amount: number,
  id = `evt_${crypto.randomUUID()}`,
) {
  return JSON.stringify({
    id,
    object: "event",
    type,
    created: Math.floor(Date.now() / 1000),
    data: {
      object: {
        id: registration.pi,
        object: "payment_intent",
        amount,
        amount_received: type === "payment_intent.succeeded" ? amount : 0,
        currency: "usd",
        metadata: { registrationId: String(registration.id) },
      },
    },
  });
}

async function deliver(payload: string, signature?: string) {
  return SELF.fetch("http://localhost/api/stripe/webhook", {
    method: "POST",
    headers: { "Content-Type": "application/json", "Stripe-Signature": signature ?? (await signedEvent(payload)) },
    body: payload,
  });
}

async function pendingRegistration() {
  const { user, cookie } = await signedInParent();
  const program = await createProgram();
  const session = await createCampSession({ programId: program.id });
  const camper = await createCamper({ parentId: user.id });
  const { id } = await (await api(cookie, "/api/registrations", { body: { camperId: camper.id, sessionId: session.id } })).json<{ id: number }>();
  // The webhook records money only for intents the product asked Stripe for.
  const { clientSecret } = await (await api(cookie, "/api/create-payment-intent", { body: { registrationId: id } })).json<{ clientSecret: string }>();
  return { id, pi: clientSecret.split("_secret")[0] };
}

const paymentsFor = async (id: number) =>
  (await env.DB.prepare("SELECT amount_cents AS amount FROM payments WHERE registration_id = ?").bind(id).all<{ amount: number }>()).results;

test("a webhook with a bad signature changes nothing", async () => {
  const registration = await pendingRegistration();
  const { id } = registration;
  const payload = intentEvent("payment_intent.succeeded", registration, 12000);
  const forged = await deliver(payload, await signedEvent(payload, "whsec_someone_else"));
  expect(forged.status).toBe(400);
  const unsigned = await SELF.fetch("http://localhost/api/stripe/webhook", { method: "POST", body: payload });
  expect(unsigned.status).toBe(400);
  expect(await registrationRow(id)).toMatchObject({ status: "pending", paymentStatus: "pending" });
  expect(await paymentsFor(id)).toEqual([]);
  const events = await env.DB.prepare("SELECT count(*) AS n FROM stripe_events WHERE id = ?").bind(JSON.parse(payload).id).first<{ n: number }>();
  expect(events?.n).toBe(0);
});

test("payment succeeded confirms the registration; a replayed event changes nothing twice, even concurrently", async () => {
  const registration = await pendingRegistration();
  const { id } = registration;
  const payload = intentEvent("payment_intent.succeeded", registration, 12000);
  const results = await Promise.all([deliver(payload), deliver(payload), deliver(payload)]);
  expect(results.map((r) => r.status)).toEqual([200, 200, 200]);
  expect((await deliver(payload)).status).toBe(200);
  expect(await registrationRow(id)).toMatchObject({ status: "confirmed", paymentStatus: "paid" });
  expect(await paymentsFor(id)).toEqual([{ amount: 12000 }]);
});

test("events out of order end right: a late 'failed' never undoes 'paid'; a retry after 'failed' pays", async () => {
  const late = await pendingRegistration();
  await deliver(intentEvent("payment_intent.succeeded", late, 12000));
  await deliver(intentEvent("payment_intent.payment_failed", late, 12000));
  expect(await registrationRow(late.id)).toMatchObject({ status: "confirmed", paymentStatus: "paid" });

  const retried = await pendingRegistration();
  await deliver(intentEvent("payment_intent.payment_failed", retried, 12000));
  expect(await registrationRow(retried.id)).toMatchObject({ status: "pending", paymentStatus: "failed" });
  await deliver(intentEvent("payment_intent.succeeded", retried, 12000));
  expect(await registrationRow(retried.id)).toMatchObject({ status: "confirmed", paymentStatus: "paid" });
  expect(await paymentsFor(retried.id)).toEqual([{ amount: 12000 }]);
});

test("signing up with an ended session or someone else's cookie registers nothing", async () => {
  const { user, cookie } = await signedInParent();
  const session = await createCampSession({ programId: (await createProgram()).id });
  const camper = await createCamper({ parentId: user.id, grade: "1st" });
  const countFor = async () => (await env.DB.prepare("SELECT count(*) AS n FROM registrations WHERE camper_id = ?").bind(camper.id).first<{ n: number }>())!.n;

  // The session ended (idle for more than 7 days): 401, and the session row is gone.
  const token = cookie.split("=")[1];
  const sessionId = [...new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(token)))]
    .map((b) => b.toString(16).padStart(2, "0"))
    .join("");
  await env.DB.prepare("UPDATE user_sessions SET last_seen_at = ? WHERE id = ?")
    .bind(Date.now() - 8 * 24 * 60 * 60 * 1000, sessionId)
    .run();
  const ended = await api(cookie, "/api/registrations", { body: { camperId: camper.id, sessionId: session.id } });
  expect(ended.status).toBe(401);
  expect(await env.DB.prepare("SELECT count(*) AS n FROM user_sessions WHERE id = ?").bind(sessionId).first("n")).toBe(0);

  // A made-up cookie and no cookie at all: 401.
  expect((await api("sarraka_session=not-a-session", "/api/registrations", { body: { camperId: camper.id, sessionId: session.id } })).status).toBe(401);
  expect((await api(null, "/api/registrations", { body: {} })).status).toBe(401);
  expect(await countFor()).toBe(0);

  // Another parent's valid session cannot sign this camper up.
  const other = await signedInParent();
  const refused = await api(other.cookie, "/api/registrations", { body: { camperId: camper.id, sessionId: session.id } });
  expect(refused.status).toBe(404);
  expect(await refused.json()).toEqual({ message: "Camper not found.", fieldErrors: {} });
  expect(await countFor()).toBe(0);
});
