import { SELF } from "cloudflare:test";
import { env } from "cloudflare:workers";
import Papa from "papaparse";
import { expect, test } from "vitest";
import { verifyPassword } from "../../app/server/password.server";
import { seedDatabase } from "../../db/seed";
import {
  createCamper,
  createCampSession,
  createPayment,
  createRegistrationInNewSession,
  createProgram,
  createRegistration,
  createUser,
  sessionCookieFor,
} from "../support/factories";
import { fakeStripeRequests } from "../support/stripe-events";
import { priceLineItems } from "~/lib/registration-rules";

async function signedIn(isAdmin: boolean) {
  const user = await createUser({ isAdmin });
  return { user, cookie: await sessionCookieFor(user.id) };
}

function call(cookie: string | null, method: string, path: string, body?: unknown) {
  const headers: Record<string, string> = {};
  if (cookie) headers.Cookie = cookie;
  if (body !== undefined) headers["Content-Type"] = "application/json";
  return SELF.fetch(`http://localhost${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
}

const count = async (sqlText: string, ...binds: unknown[]) =>
  (await env.DB.prepare(sqlText)
    .bind(...binds)
    .first<{ n: number }>())!.n;

const ADMIN_ENDPOINTS: Array<[string, string, unknown?]> = [
  ["GET", "/api/admin/stats"],
  ["GET", "/api/admin/analytics"],
  ["GET", "/api/admin/registrations"],
  ["GET", "/api/admin/registrations/1"],
  ["POST", "/api/admin/registrations/1/offline-payment", {}],
  ["POST", "/api/admin/registrations/1/payment-link"],
  ["POST", "/api/admin/registrations/1/cancel"],
  ["POST", "/api/admin/registrations/1/refund"],
  ["GET", "/api/admin/waitlist"],
  ["POST", "/api/admin/enroll-from-waitlist", { camperId: 1, sessionId: 1 }],
  ["GET", "/api/admin/sessions"],
  ["GET", "/api/admin/staff"],
  ["POST", "/api/admin/staff", { username: "sneaky", displayName: "Sneaky", password: "password123" }],
  ["PATCH", "/api/admin/staff/1", { isActive: false }],
  ["GET", "/api/admin/media"],
  ["PUT", "/api/admin/media/gallery/order", { ids: [] }],
  ["PATCH", "/api/admin/media/1", { alt: "A new description" }],
  ["DELETE", "/api/admin/media/1"],
  ["GET", "/api/admin/outbox"],
  ["GET", "/api/admin/outbox/1"],
  ["GET", "/api/programs"],
  ["POST", "/api/programs", { name: "Sneaky", description: "A sneaky program", ageGroup: "K-2", maxCapacity: 5, pricePerWeek: 1 }],
  ["PATCH", "/api/programs/1", { isActive: false }],
  ["POST", "/api/sessions", { programId: 1, name: "Sneaky", location: "UUCA", ageGroup: "K-2", startDate: "2099-01-01", endDate: "2099-01-01" }],
  ["PATCH", "/api/sessions/1", { allowImmediateRegistration: true }],
];

test("every admin endpoint answers 401 to visitors and 403 to parents, and changes nothing", async () => {
  const { cookie: parentCookie } = await signedIn(false);
  const before = await count("SELECT (SELECT count(*) FROM programs) + (SELECT count(*) FROM camp_sessions) + (SELECT count(*) FROM attendance_staff) AS n");
  for (const [method, path, body] of ADMIN_ENDPOINTS) {
    const visitor = await call(null, method, path, body);
    expect(visitor.status, `${method} ${path} as a visitor`).toBe(401);
    const parent = await call(parentCookie, method, path, body);
    expect(parent.status, `${method} ${path} as a parent`).toBe(403);
  }
  const upload = new FormData();
  upload.set("file", new File(["<svg xmlns='http://www.w3.org/2000/svg'/>"], "x.svg", { type: "image/svg+xml" }));
  upload.set("alt", "Sneaky photo");
  expect((await SELF.fetch("http://localhost/api/admin/media/gallery", { method: "POST", body: upload })).status).toBe(401);
  expect((await SELF.fetch("http://localhost/api/admin/media/gallery", { method: "POST", body: upload, headers: { Cookie: parentCookie } })).status).toBe(403);
  expect(await count("SELECT (SELECT count(*) FROM programs) + (SELECT count(*) FROM camp_sessions) + (SELECT count(*) FROM attendance_staff) AS n")).toBe(
    before,
  );
});

test("program form: the specification's messages and input fallbacks", async () => {
  const { cookie } = await signedIn(true);
  const bad = await call(cookie, "POST", "/api/programs", { name: "A", description: "Too short", ageGroup: "", maxCapacity: "", pricePerWeek: "-5" });
  expect(bad.status).toBe(400);
  const { fieldErrors } = await bad.json<{ fieldErrors: Record<string, string[]> }>();
  expect(fieldErrors).toEqual({
    name: ["Program name must be at least 2 characters"],
    description: ["Description must be at least 10 characters"],
    ageGroup: ["Age group is required"],
    maxCapacity: ["Capacity must be at least 1"],
    pricePerWeek: ["Price must be positive"],
  });

  const created = await call(cookie, "POST", "/api/programs", {
    name: "Spring Break Camp",
    description: "Five days of outdoor fun",
    ageGroup: "K-5",
    maxCapacity: "12.9",
    pricePerWeek: "99.999",
  });
  expect(created.status).toBe(201);
  const program = await created.json<{ id: number; maxCapacity: number; pricePerWeekCents: number; isActive: boolean }>();
  expect(program).toMatchObject({ maxCapacity: 12, pricePerWeekCents: 10000, isActive: true });

  const patched = await call(cookie, "PATCH", `/api/programs/${program.id}`, { isActive: false });
  expect(await patched.json()).toMatchObject({ id: program.id, isActive: false, name: "Spring Break Camp" });
  expect((await call(cookie, "PATCH", `/api/programs/${program.id}`, { maxCapacity: 0 })).status).toBe(400);
  expect((await call(cookie, "PATCH", "/api/programs/999999", { isActive: true })).status).toBe(404);
});

test("session form: the specification's messages, partial updates and the switch", async () => {
  const { cookie } = await signedIn(true);
  const bad = await call(cookie, "POST", "/api/sessions", { programId: "", name: "x", location: "UUCA", ageGroup: "K-2", startDate: "", endDate: "" });
  expect(bad.status).toBe(400);
  expect((await bad.json<{ fieldErrors: Record<string, string[]> }>()).fieldErrors).toEqual({
    programId: ["Program is required"],
    name: ["Session name must be at least 2 characters"],
    startDate: ["Start date is required"],
    endDate: ["End date is required"],
  });

  const program = await createProgram();
  const backwards = await call(cookie, "POST", "/api/sessions", {
    programId: program.id,
    name: "Backwards",
    location: "UUCA",
    ageGroup: "K-2",
    startDate: "2099-02-02",
    endDate: "2099-02-01",
  });
  expect((await backwards.json<{ message: string }>()).message).toBe("End date must be on or after the start date");
  const flcOlder = await call(cookie, "POST", "/api/sessions", {
    programId: program.id,
    name: "FLC older",
    location: "FLC",
    ageGroup: "4+",
    startDate: "2099-02-02",
    endDate: "2099-02-02",
  });
  expect((await flcOlder.json<{ message: string }>()).message).toBe("Faith Lutheran Church sessions are for K-2 only");

  const created = await call(cookie, "POST", "/api/sessions", {
    programId: program.id,
    name: "Presidents Day",
    location: "UUCA",
    ageGroup: "2-3",
    startDate: "2099-02-16",
    endDate: "2099-02-16",
  });
  expect(created.status).toBe(201);
  const session = await created.json<{ id: number; allowImmediateRegistration: boolean; isActive: boolean }>();
  expect(session).toMatchObject({ allowImmediateRegistration: false, isActive: true });

  const opened = await call(cookie, "PATCH", `/api/sessions/${session.id}`, { allowImmediateRegistration: true });
  expect(await opened.json()).toMatchObject({ id: session.id, allowImmediateRegistration: true, name: "Presidents Day" });
  const row = await env.DB.prepare("SELECT allow_immediate_registration AS open FROM camp_sessions WHERE id = ?").bind(session.id).first<{ open: number }>();
  expect(row!.open).toBe(1);
  // A partial update cannot leave the session invalid.
  const earlyEnd = await call(cookie, "PATCH", `/api/sessions/${session.id}`, { endDate: "2099-02-01" });
  expect(earlyEnd.status).toBe(400);
  expect((await call(cookie, "PATCH", `/api/sessions/${session.id}`, {})).status).toBe(400);

  const list = await (
    await call(cookie, "GET", "/api/admin/sessions")
  ).json<Array<{ id: number; currentEnrollment: number; program: { maxCapacity: number } }>>();
  expect(list.find((s) => s.id === session.id)).toMatchObject({ currentEnrollment: 0, program: { maxCapacity: 20 } });
});

async function waitlistFixture(maxCapacity: number) {
  const program = await createProgram({ maxCapacity, careAddOnCents: 1500 });
  const session = await createCampSession({ programId: program.id, allowImmediateRegistration: false, startDate: "2099-12-23", endDate: "2099-12-23" });
  const parent = await createUser({ firstName: "Linh", lastName: "Nguyen" });
  const seated = await createCamper({ parentId: parent.id, firstName: "Ava" });
  const waiting = await createCamper({ parentId: parent.id, firstName: "Leo", allergies: "Peanuts" });
  await createRegistration({ camperId: seated.id, sessionId: session.id, parentId: parent.id, status: "confirmed", paymentStatus: "paid" });
  const registration = await createRegistration({
    camperId: waiting.id,
    sessionId: session.id,
    parentId: parent.id,
    status: "interested",
    beforeCare: true,
    afterCare: true,
    totalAmountCents: 15000,
  });
  return { program, session, parent, waiting, registration };
}

test("enrolling into a full session fails with the reason and changes nothing", async () => {
  const { cookie } = await signedIn(true);
  const { session, waiting, registration } = await waitlistFixture(1);
  const outboxBefore = await count("SELECT count(*) AS n FROM outbox");
  const auditBefore = await count("SELECT count(*) AS n FROM audit_log");

  const response = await call(cookie, "POST", "/api/admin/enroll-from-waitlist", { camperId: waiting.id, sessionId: session.id });
  expect(response.status).toBe(409);
  expect(await response.json()).toEqual({ message: "Session is full", fieldErrors: {} });

  const row = await env.DB.prepare("SELECT status, payment_status AS paymentStatus, updated_at AS updatedAt FROM registrations WHERE id = ?")
    .bind(registration.id)
    .first();
  expect(row).toEqual({ status: "interested", paymentStatus: null, updatedAt: registration.updatedAt });
  expect(await count("SELECT count(*) AS n FROM outbox")).toBe(outboxBefore);
  expect(await count("SELECT count(*) AS n FROM audit_log")).toBe(auditBefore);
});

test("enrolling with a free seat moves the camper to pending payment and e-mails the parent a payment link", async () => {
  const { cookie, user: admin } = await signedIn(true);
  const { session, parent, waiting, registration } = await waitlistFixture(2);

  const waitlist = await (
    await call(cookie, "GET", `/api/admin/waitlist?session=${session.id}`)
  ).json<{
    entries: Array<{
      registrationId: number;
      camper: { hasAllergies: boolean };
      session: { careAddOnCents: number };
      interestedSession: { beforeCare: boolean };
    }>;
  }>();
  const entry = waitlist.entries.find((e) => e.registrationId === registration.id)!;
  expect(entry).toMatchObject({ camper: { hasAllergies: true }, session: { careAddOnCents: 1500 }, interestedSession: { beforeCare: true } });

  const response = await call(cookie, "POST", "/api/admin/enroll-from-waitlist", { camperId: waiting.id, sessionId: session.id });
  expect(response.status).toBe(200);
  expect(await response.json()).toMatchObject({ registrationId: registration.id, status: "pending", paymentStatus: "pending", emailedTo: parent.email });

  const mail = await env.DB.prepare("SELECT subject, text_body AS text, status FROM outbox WHERE to_address = ?")
    .bind(parent.email)
    .first<{ subject: string; text: string; status: string }>();
  expect(mail!.subject).toContain("Leo");
  expect(mail!.text).toContain(`http://localhost/checkout?registration=${registration.id}`);
  expect(mail!.text).toContain("$150.00");
  expect(mail!.status).toBe("queued"); // no mail provider in tests: it waits in the outbox
  const audit = await env.DB.prepare("SELECT actor_id AS actorId, action FROM audit_log WHERE subject_id = ? AND action = 'registration.enroll'")
    .bind(String(registration.id))
    .first();
  expect(audit).toEqual({ actorId: admin.id, action: "registration.enroll" });

  const again = await call(cookie, "POST", "/api/admin/enroll-from-waitlist", { camperId: waiting.id, sessionId: session.id });
  expect(again.status).toBe(404);
  const after = await (await call(cookie, "GET", `/api/admin/waitlist?session=${session.id}`)).json<{ entries: Array<{ registrationId: number }> }>();
  expect(after.entries.some((e) => e.registrationId === registration.id)).toBe(false);
});

test("the waitlist comes by date, then age group, each queue in queue order", async () => {
  const { cookie } = await signedIn(true);
  const program = await createProgram();
  const early = await createCampSession({ programId: program.id, startDate: "2098-01-02", endDate: "2098-01-02", ageGroup: "4+", name: "Jan 2 4+" });
  const later = await createCampSession({ programId: program.id, startDate: "2098-01-19", endDate: "2098-01-19", ageGroup: "K-2", name: "Jan 19 K-2" });
  const parent = await createUser();
  const names = ["First", "Second", "Third"];
  const kids: Array<Awaited<ReturnType<typeof createCamper>>> = [];
  for (const name of names) kids.push(await createCamper({ parentId: parent.id, firstName: name }));
  // Third signed up first, but the lottery put Second at position 1 and First at 2.
  await createRegistration({ camperId: kids[2].id, sessionId: later.id, parentId: parent.id, registrationDate: 1000 });
  await createRegistration({ camperId: kids[0].id, sessionId: later.id, parentId: parent.id, registrationDate: 3000, queuePosition: 2 });
  await createRegistration({ camperId: kids[1].id, sessionId: later.id, parentId: parent.id, registrationDate: 2000, queuePosition: 1 });
  await createRegistration({ camperId: kids[0].id, sessionId: early.id, parentId: parent.id, status: "interested" });

  const waitlist = await (
    await call(cookie, "GET", `/api/admin/waitlist?search=${encodeURIComponent(parent.email)}`)
  ).json<{
    entries: Array<{ camper: { firstName: string }; session: { startDate: string; ageGroup: string } }>;
  }>();
  expect(waitlist.entries.map((e) => `${e.session.startDate} ${e.session.ageGroup} ${e.camper.firstName}`)).toEqual([
    "2098-01-02 4+ First",
    "2098-01-19 K-2 Second",
    "2098-01-19 K-2 First",
    "2098-01-19 K-2 Third",
  ]);
});

test("payment actions: offline payment, payment link, cancel frees the seat; money changes are audited", async () => {
  const { cookie } = await signedIn(true);
  const program = await createProgram({ maxCapacity: 1 });
  const session = await createCampSession({ programId: program.id });
  const parent = await createUser();
  const camper = await createCamper({ parentId: parent.id });
  const other = await createCamper({ parentId: parent.id, firstName: "Noah" });
  const held = await createRegistration({
    camperId: camper.id,
    sessionId: session.id,
    parentId: parent.id,
    status: "pending",
    paymentStatus: "deferred",
    totalAmountCents: 13500,
  });
  await createRegistration({ camperId: other.id, sessionId: session.id, parentId: parent.id, status: "interested" });

  const link = await call(cookie, "POST", `/api/admin/registrations/${held.id}/payment-link`);
  expect(link.status).toBe(200);
  expect(await count("SELECT count(*) AS n FROM outbox WHERE to_address = ? AND text_body LIKE ?", parent.email, `%/checkout?registration=${held.id}%`)).toBe(
    1,
  );

  const paid = await call(cookie, "POST", `/api/admin/registrations/${held.id}/offline-payment`, { reference: "Check #1042" });
  expect(paid.status).toBe(200);
  const detail = await (
    await call(cookie, "GET", `/api/admin/registrations/${held.id}`)
  ).json<{
    registration: { status: string; paymentStatus: string };
    payments: Array<{ kind: string; amountCents: number; reference: string }>;
    camper: { allergies: string };
  }>();
  expect(detail.registration).toMatchObject({ status: "confirmed", paymentStatus: "paid" });
  expect(detail.payments).toEqual([expect.objectContaining({ kind: "offline", amountCents: 13500, reference: "Check #1042" })]);
  // Paying twice is refused and records nothing more.
  expect((await call(cookie, "POST", `/api/admin/registrations/${held.id}/offline-payment`, {})).status).toBe(409);
  expect(await count("SELECT count(*) AS n FROM payments WHERE registration_id = ?", held.id)).toBe(1);

  // The session is full until the registration is cancelled.
  expect((await call(cookie, "POST", "/api/admin/enroll-from-waitlist", { camperId: other.id, sessionId: session.id })).status).toBe(409);
  expect((await call(cookie, "POST", `/api/admin/registrations/${held.id}/cancel`)).status).toBe(200);
  expect((await call(cookie, "POST", `/api/admin/registrations/${held.id}/cancel`)).status).toBe(409);
  expect((await call(cookie, "POST", "/api/admin/enroll-from-waitlist", { camperId: other.id, sessionId: session.id })).status).toBe(200);

  const actions = await env.DB.prepare("SELECT action FROM audit_log WHERE subject_id = ? AND subject_type = 'registration' ORDER BY id")
    .bind(String(held.id))
    .all<{ action: string }>();
  expect(actions.results.map((r) => r.action)).toEqual(["payment.offline", "registration.cancel"]);
  expect(await count("SELECT count(*) AS n FROM audit_log WHERE action = 'medical.view' AND subject_id = ?", String(camper.id))).toBe(1);
});

test("reading a camper's medical form through the admin is one audit row per viewing, not one per loader read", async () => {
  const { user, cookie } = await signedIn(true);
  const { camper, registration } = await createRegistrationInNewSession(await createUser());
  const views = () => count("SELECT count(*) AS n FROM audit_log WHERE action = 'medical.view' AND subject_id = ?", String(camper.id));
  const headers = { Cookie: cookie, Origin: "http://localhost", "Sec-Fetch-Site": "same-origin" };

  // The admin opens the details (?view=), records a payment there (the tab's loader is read again
  // after it, details included) and reloads: one viewing.
  expect((await SELF.fetch(`http://localhost/admin/registrations?view=${registration.id}`, { headers })).status).toBe(200);
  const payment = await SELF.fetch(`http://localhost/admin/registrations.data?view=${registration.id}`, {
    method: "POST",
    headers: { ...headers, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ intent: "offline-payment", id: String(registration.id), amount: "10", reference: "Cash" }),
  });
  expect(payment.status).toBe(200);
  const revalidation = await SELF.fetch(`http://localhost/admin/registrations.data?view=${registration.id}&_routes=routes%2Fadmin.registrations`, { headers });
  expect(await revalidation.text()).toContain("Cash");
  expect((await SELF.fetch(`http://localhost/admin/registrations?view=${registration.id}`, { headers })).status).toBe(200);
  expect((await call(cookie, "GET", `/api/admin/registrations/${registration.id}`)).status).toBe(200);
  expect(await views()).toBe(1);

  // Another admin reading it is their own row.
  const other = await signedIn(true);
  expect((await call(other.cookie, "GET", `/api/admin/registrations/${registration.id}`)).status).toBe(200);
  expect(await views()).toBe(2);

  // The same admin coming back once the viewing is over (11 minutes later) is a new row.
  await env.DB.prepare("UPDATE audit_log SET created_at = created_at - 11 * 60 * 1000 WHERE action = 'medical.view' AND subject_id = ? AND actor_id = ?")
    .bind(String(camper.id), user.id)
    .run();
  expect((await SELF.fetch(`http://localhost/admin/registrations?view=${registration.id}`, { headers })).status).toBe(200);
  expect(await views()).toBe(3);
});

test("the registrations list filters by search, status and payment", async () => {
  const { cookie } = await signedIn(true);
  const program = await createProgram({ name: "Filter Test Program" });
  const session = await createCampSession({ programId: program.id, name: "Filter Day" });
  const parent = await createUser({ email: "zelda.filter@example.com", firstName: "Zelda" });
  const camper = await createCamper({ parentId: parent.id, firstName: "Quincy", lastName: "Filterton" });
  const other = await createCamper({ parentId: parent.id, firstName: "Rory", lastName: "Filterton" });
  await createRegistration({ camperId: camper.id, sessionId: session.id, parentId: parent.id, status: "confirmed", paymentStatus: "paid" });
  await createRegistration({ camperId: other.id, sessionId: session.id, parentId: parent.id, status: "pending", paymentStatus: "pending" });

  const list = async (query: string) =>
    (await (await call(cookie, "GET", `/api/admin/registrations?${query}`)).json<Array<{ camper: { firstName: string }; parent: { email: string } }>>()).map(
      (r) => r.camper.firstName,
    );
  expect((await list("search=filterton")).sort()).toEqual(["Quincy", "Rory"]);
  expect(await list("search=QUINCY")).toEqual(["Quincy"]);
  expect((await list("search=zelda.filter@")).sort()).toEqual(["Quincy", "Rory"]);
  expect(await list("search=filterton&payment=pending")).toEqual(["Rory"]);
  expect(await list("search=filterton&status=confirmed")).toEqual(["Quincy"]);
  expect(await list("search=100%25")).toEqual([]);
  expect((await call(cookie, "GET", "/api/admin/registrations?status=bogus")).status).toBe(400);
});

test("stats and analytics match the hand-counted fixture", async () => {
  const { cookie } = await signedIn(true);
  await env.DB.exec("DELETE FROM payments; DELETE FROM registrations;");
  const popular = await createProgram({ name: "Popular Camp", maxCapacity: 10 });
  const quiet = await createProgram({ name: "Quiet Camp", maxCapacity: 5 });
  const popularDay = await createCampSession({ programId: popular.id });
  const quietDay = await createCampSession({ programId: quiet.id });
  const parent = await createUser();
  const kids: Array<Awaited<ReturnType<typeof createCamper>>> = [];
  for (let i = 0; i < 7; i++) kids.push(await createCamper({ parentId: parent.id, firstName: `Kid${i}` }));
  const now = Date.now();
  const longAgo = now - 90 * 24 * 60 * 60 * 1000;
  const reg = (
    i: number,
    sessionId: number,
    status: "confirmed" | "pending" | "interested" | "cancelled",
    paymentStatus: "paid" | "pending" | "deferred" | "refunded" | null,
    registrationDate = now,
  ) => createRegistration({ camperId: kids[i].id, sessionId, parentId: parent.id, status, paymentStatus, registrationDate });
  const r0 = await reg(0, popularDay.id, "confirmed", "paid");
  const r1 = await reg(1, popularDay.id, "confirmed", "paid", longAgo);
  await reg(2, popularDay.id, "pending", "pending");
  await reg(3, popularDay.id, "pending", "deferred", longAgo);
  await reg(4, quietDay.id, "interested", null);
  const r5 = await reg(5, quietDay.id, "cancelled", "refunded", longAgo);
  await reg(6, quietDay.id, "pending", "pending", longAgo);
  await createPayment({ registrationId: r0.id, amountCents: 12000 });
  await createPayment({ registrationId: r1.id, amountCents: 15000, kind: "offline" });
  await createPayment({ registrationId: r5.id, amountCents: 12000 });
  await createPayment({ registrationId: r5.id, amountCents: 12000, kind: "refund" });

  const stats = await (await call(cookie, "GET", "/api/admin/stats")).json();
  // Not cancelled: 6. Confirmed: 2. Pending: 3. Revenue: 120 + 150 + 120 - 120 = 270.
  expect(stats).toEqual({ totalRegistrations: 6, confirmedRegistrations: 2, pendingRegistrations: 3, totalRevenue: 270, totalRevenueCents: 27000 });

  const analytics = await (await call(cookie, "GET", "/api/admin/analytics")).json<Record<string, unknown>>();
  // Registered now: r0, r2, r4 (3), in this week and this month. Offered a seat: all but r4 (6); paid: 2.
  expect(analytics).toMatchObject({ newThisWeek: 3, newThisMonth: 3, offeredSeat: 6, paid: 2, conversionPercent: 33 });
  const popularity = (analytics.programPopularity as Array<{ id: number; name: string; enrolled: number; waitlisted: number }>).filter(
    (p) => p.id === popular.id || p.id === quiet.id,
  );
  expect(popularity.map((p) => [p.name, p.enrolled, p.waitlisted])).toEqual([
    ["Popular Camp", 4, 0],
    ["Quiet Camp", 1, 1],
  ]);
});

test("staff accounts: created with a hashed password, reset and disabled", async () => {
  const { cookie } = await signedIn(true);
  const created = await call(cookie, "POST", "/api/admin/staff", { username: "Casey.Door", displayName: "Casey Door", password: "first-password" });
  expect(created.status).toBe(201);
  const staff = await created.json<{ id: number; username: string; isActive: boolean }>();
  expect(staff).toMatchObject({ username: "casey.door", isActive: true });
  expect(JSON.stringify(staff)).not.toContain("password");
  expect((await call(cookie, "POST", "/api/admin/staff", { username: "casey.door", displayName: "Another", password: "other-password" })).status).toBe(409);
  expect(
    ((await (await call(cookie, "POST", "/api/admin/staff", { username: "x", displayName: "Y", password: "short" })).json()) as { fieldErrors: object })
      .fieldErrors,
  ).toEqual({
    username: ["Username must be at least 3 characters"],
    displayName: ["Name must be at least 2 characters"],
    password: ["Password must be at least 8 characters"],
  });

  await call(cookie, "PATCH", `/api/admin/staff/${staff.id}`, { password: "second-password" });
  const row = await env.DB.prepare("SELECT password_hash AS hash FROM attendance_staff WHERE id = ?").bind(staff.id).first<{ hash: string }>();
  expect(await verifyPassword("second-password", row!.hash, env.PASSWORD_PEPPER)).toBe(true);
  expect(await verifyPassword("first-password", row!.hash, env.PASSWORD_PEPPER)).toBe(false);
  const disabled = await call(cookie, "PATCH", `/api/admin/staff/${staff.id}`, { isActive: false });
  expect(await disabled.json()).toMatchObject({ isActive: false });
});

test("media: a gallery photo is uploaded to R2, served at once, renamed, reordered and deleted; bad files are refused", async () => {
  const { cookie } = await signedIn(true);
  await seedDatabase(env);
  // A visitor's copy of the gallery sits in the edge cache before the upload.
  const before = await SELF.fetch("http://localhost/gallery");
  expect(before.status).toBe(200);
  await before.arrayBuffer();
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300"><rect width="400" height="300" fill="#0af"/></svg>`;
  const form = new FormData();
  form.set("file", new File([svg], "Beach Day.svg", { type: "image/svg+xml" }));
  form.set("alt", "Campers on beach day");
  const uploaded = await SELF.fetch("http://localhost/api/admin/media/gallery", { method: "POST", body: form, headers: { Cookie: cookie } });
  expect(uploaded.status).toBe(201);
  const photo = await uploaded.json<{ id: number; key: string; url: string; width: number; height: number }>();
  expect(photo.key).toMatch(/^gallery\/beach-day-[0-9a-f]{12}\.svg$/);
  expect(photo).toMatchObject({ width: 400, height: 300 });
  const visitorGallery = await SELF.fetch("http://localhost/gallery");
  expect(await visitorGallery.text()).toContain(photo.key);
  const served = await SELF.fetch(`http://localhost${photo.url}`);
  expect(served.status).toBe(200);
  expect(await served.text()).toBe(svg);

  const notAPhoto = new FormData();
  notAPhoto.set("file", new File(["%PDF-1.4 hello"], "sneaky.png", { type: "image/png" }));
  notAPhoto.set("alt", "Not really a photo");
  const refused = await SELF.fetch("http://localhost/api/admin/media/gallery", { method: "POST", body: notAPhoto, headers: { Cookie: cookie } });
  expect(refused.status).toBe(400);
  expect(await refused.json()).toEqual({ message: "Photos must be JPEG, PNG, WebP or SVG images", fieldErrors: {} });

  const replacement = new FormData();
  replacement.set("file", new File([svg.replace("#0af", "#f80")], "Beach Day.svg", { type: "image/svg+xml" }));
  const replaced = await (
    await SELF.fetch(`http://localhost/api/admin/media/${photo.id}/replace`, { method: "POST", body: replacement, headers: { Cookie: cookie } })
  ).json<{ key: string }>();
  expect(replaced.key).not.toBe(photo.key);
  expect((await SELF.fetch(`http://localhost/media/${photo.key}`)).status).toBe(404);
  expect(await (await SELF.fetch(`http://localhost/media/${replaced.key}`)).text()).toContain("#f80");

  const media = await (await call(cookie, "GET", "/api/admin/media")).json<{ gallery: Array<{ id: number }> }>();
  const ids = media.gallery.map((m) => m.id).reverse();
  expect((await call(cookie, "PUT", "/api/admin/media/gallery/order", { ids })).status).toBe(200);
  const reordered = await (await call(cookie, "GET", "/api/admin/media")).json<{ gallery: Array<{ id: number }> }>();
  expect(reordered.gallery.map((m) => m.id)).toEqual(ids);
  expect((await call(cookie, "PUT", "/api/admin/media/gallery/order", { ids: ids.slice(1) })).status).toBe(409);

  expect(await (await call(cookie, "PATCH", `/api/admin/media/${photo.id}`, { alt: "Beach day relay" })).json()).toMatchObject({ alt: "Beach day relay" });
  expect((await call(cookie, "DELETE", `/api/admin/media/${photo.id}`)).status).toBe(200);
  expect((await SELF.fetch(`http://localhost/media/${replaced.key}`)).status).toBe(404);
});

test("media: a handbook is replaced in place at its public address", async () => {
  const { cookie } = await signedIn(true);
  const form = new FormData();
  form.set("file", new File(["%PDF-1.4\n% new FLC handbook"], "handbook.pdf", { type: "application/pdf" }));
  const response = await SELF.fetch("http://localhost/api/admin/media/handbooks/FLC", { method: "POST", body: form, headers: { Cookie: cookie } });
  expect(response.status).toBe(200);
  expect(await (await SELF.fetch("http://localhost/handbooks/FLC-Parent-Handbook.pdf")).text()).toContain("new FLC handbook");
  const photoAsHandbook = new FormData();
  photoAsHandbook.set("file", new File(["<svg xmlns='http://www.w3.org/2000/svg'/>"], "handbook.pdf"));
  const refused = await SELF.fetch("http://localhost/api/admin/media/handbooks/UUCA", { method: "POST", body: photoAsHandbook, headers: { Cookie: cookie } });
  expect(await refused.json()).toEqual({ message: "Handbooks must be PDF files", fieldErrors: {} });
});

test("the Mail tab's outbox lists sent e-mails for admins", async () => {
  const { cookie } = await signedIn(true);
  await env.DB.prepare(
    "INSERT INTO outbox (to_address, subject, text_body, html_body, kind) VALUES ('p@example.com', 'Hello from camp', 'Body text', '<p>Body</p>', 'test')",
  ).run();
  const list = await (await call(cookie, "GET", "/api/admin/outbox")).json<Array<{ id: number; subject: string }>>();
  const message = list.find((m) => m.subject === "Hello from camp")!;
  expect(await (await call(cookie, "GET", `/api/admin/outbox/${message.id}`)).json()).toMatchObject({ textBody: "Body text", toAddress: "p@example.com" });
});

test("a card payment is refunded through Stripe once; the registration is refunded and cancelled and the parent told", async () => {
  const { cookie } = await signedIn(true);
  const parent = await createUser();
  const { registration: paid } = await createRegistrationInNewSession(parent, {
    status: "confirmed",
    paymentStatus: "paid",
    stripePaymentIntentId: "pi_refund_me",
    totalAmountCents: 13500,
  });
  await createPayment({ registrationId: paid.id, amountCents: 13500, reference: "pi_refund_me" });

  const response = await call(cookie, "POST", `/api/admin/registrations/${paid.id}/refund`);
  expect(response.status).toBe(200);
  expect(await response.json()).toEqual({ refundedCents: 13500 });
  const row = await env.DB.prepare("SELECT status, payment_status AS paymentStatus FROM registrations WHERE id = ?").bind(paid.id).first();
  expect(row).toEqual({ status: "cancelled", paymentStatus: "refunded" });
  const requests = await fakeStripeRequests();
  const refunds = requests.filter((r) => r.path === "/v1/refunds" && r.body.payment_intent === "pi_refund_me");
  expect(refunds).toHaveLength(1);
  expect(refunds[0]).toMatchObject({ idempotencyKey: `refund-registration-${paid.id}-pi_refund_me-13500`, body: { amount: "13500" } });
  expect(await count("SELECT count(*) AS n FROM payments WHERE registration_id = ? AND kind = 'refund' AND amount_cents = 13500", paid.id)).toBe(1);
  expect(await count("SELECT count(*) AS n FROM audit_log WHERE action = 'payment.refund' AND subject_id = ?", String(paid.id))).toBe(1);
  expect(await count("SELECT count(*) AS n FROM outbox WHERE to_address = ? AND kind = 'refund'", parent.email)).toBe(1);

  // A second refund is refused before Stripe is asked again.
  expect((await call(cookie, "POST", `/api/admin/registrations/${paid.id}/refund`)).status).toBe(409);
  const after = await fakeStripeRequests();
  expect(after.filter((r) => r.path === "/v1/refunds" && r.body.payment_intent === "pi_refund_me")).toHaveLength(1);
});

test("the CSV export's price lines are the receipt's: a $287.50 summer week at the early-bird price shows 287.50 and -14.38", async () => {
  const { cookie } = await signedIn(true);
  const parent = await createUser({ firstName: "Erin", lastName: "Earlybird" });
  const program = await createProgram({ name: "Summer Early Program" });
  const session = await createCampSession({
    programId: program.id,
    name: "Summer Earlybird Week 3",
    season: "summer-2097",
    startDate: "2097-06-24",
    endDate: "2097-06-28",
  });
  const camper = await createCamper({ parentId: parent.id, firstName: "Ezra", lastName: "Earlybird" });
  const week = await createRegistration({
    camperId: camper.id,
    sessionId: session.id,
    parentId: parent.id,
    status: "confirmed",
    paymentStatus: "paid",
    dayPriceCents: 27312,
    earlyBirdCents: 1438,
    totalAmountCents: 27312,
  });
  const csv = await (await SELF.fetch("http://localhost/admin/registrations.csv?search=earlybird", { headers: { Cookie: cookie } })).text();
  const rows = Papa.parse<Record<string, string>>(csv.replace(/^\uFEFF/, ""), { header: true, skipEmptyLines: true }).data;
  expect(rows).toEqual([
    expect.objectContaining({
      "Registration ID": String(week.id),
      "Price Line": "Week",
      Price: "287.50",
      "Before care": "0.00",
      "After care": "0.00",
      "Early-bird discount": "-14.38",
      "Sibling discount": "0.00",
      Total: "273.12",
    }),
  ]);
  // The same lines as the receipt's (priceLineItems), each under its own heading.
  expect(priceLineItems({ ...week, season: session.season })).toEqual([
    { label: rows[0]["Price Line"], cents: Math.round(Number(rows[0].Price) * 100) },
    { label: "Early-bird discount", cents: Math.round(Number(rows[0]["Early-bird discount"]) * 100) },
  ]);
});

test("the CSV export holds exactly the filtered rows, for admins only", async () => {
  const { cookie } = await signedIn(true);
  const program = await createProgram({ name: "Export Program" });
  const session = await createCampSession({ programId: program.id, name: "Export Day" });
  const parent = await createUser({ email: "csv.parent@example.com", firstName: "Casey", lastName: "Exporter" });
  const a = await createCamper({ parentId: parent.id, firstName: "Ada", lastName: "Csvson" });
  const b = await createCamper({ parentId: parent.id, firstName: "Bo", lastName: "Csvson" });
  const paid = await createRegistration({
    camperId: a.id,
    sessionId: session.id,
    parentId: parent.id,
    status: "confirmed",
    paymentStatus: "paid",
    beforeCare: true,
    totalAmountCents: 13500,
  });
  await createRegistration({ camperId: b.id, sessionId: session.id, parentId: parent.id, status: "pending", paymentStatus: "pending" });

  const response = await SELF.fetch("http://localhost/admin/registrations.csv?search=csvson&payment=paid", { headers: { Cookie: cookie } });
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toContain("text/csv");
  expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="registrations-\d{4}-\d{2}-\d{2}\.csv"$/);
  const parsed = Papa.parse<Record<string, string>>((await response.text()).replace(/^\uFEFF/, ""), { header: true, skipEmptyLines: true });
  expect(parsed.data).toEqual([
    expect.objectContaining({
      "Registration ID": String(paid.id),
      Camper: "Ada Csvson",
      "Parent Email": "csv.parent@example.com",
      Program: "Export Program",
      Session: "Export Day",
      "Before Care": "yes",
      Status: "confirmed",
      "Payment Status": "paid",
      Total: "135.00",
    }),
  ]);

  const { cookie: parentCookie } = await signedIn(false);
  expect((await SELF.fetch("http://localhost/admin/registrations.csv", { headers: { Cookie: parentCookie } })).status).toBe(403);
  const visitor = await SELF.fetch("http://localhost/admin/registrations.csv", { redirect: "manual" });
  expect(visitor.status).toBe(302);
});

test("the dashboard page refuses visitors and parents without reading admin data", async () => {
  const { cookie: parentCookie } = await signedIn(false);
  for (const [cookie, status] of [
    [null, 401],
    [parentCookie, 403],
  ] as const) {
    const response = await SELF.fetch("http://localhost/admin", { headers: cookie ? { Cookie: cookie } : {} });
    expect(response.status).toBe(status);
    const html = await response.text();
    expect(html).toContain("You don&#x27;t have permission to access this page.");
    expect(html).not.toContain("Total Registrations");
    expect(response.headers.get("cache-control")).toBe("private, no-store");
  }
  const { cookie } = await signedIn(true);
  const admin = await SELF.fetch("http://localhost/admin", { headers: { Cookie: cookie } });
  expect(admin.status).toBe(200);
  const html = await admin.text();
  expect(html).toContain("Admin Dashboard");
  expect(html).toContain("Total Registrations");
});
