// Who may reach what: every page and /api endpoint against each kind of visitor. One row per
// route; add a row when you add a route. A row's statuses are checked with redirects not
// followed (302 = sent elsewhere, usually to sign in).
//
//   visitor   signed out
//   parentA   a signed-in parent who owns the fixture's camper (`f.camperOfA`)
//   parentB   another signed-in parent (someone else's id must answer 404)
//   admin     a signed-in admin
//   staff     an attendance staff session (KV) of the seeded staff account. Rows without a
//             staff status skip it.
import { SELF } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { beforeAll, expect, test } from "vitest";
import { seedDatabase } from "../../db/seed";
import { campToday } from "../../app/lib/camp-dates";
import { createCampSession, createCamper, createUser, sessionCookieFor, staffCookieFor } from "../support/factories";

type Who = "visitor" | "parentA" | "parentB" | "admin" | "staff";
type Fixture = { camperOfA: { id: number }; registrationOfA: { id: number }; parentA: { id: string }; parentB: { id: string }; admin: { id: string } };
type Row = {
  method?: "GET" | "POST" | "PATCH" | "PUT" | "DELETE";
  path: string | ((f: Fixture) => string);
  /** JSON body for writes (sent same-origin, as the product's own pages would). */
  body?: unknown | ((f: Fixture) => unknown);
  expect: Partial<Record<Who, number>> & Record<"visitor" | "parentA" | "parentB" | "admin", number>;
};

const signedIn = (status: number, visitor: number) => ({ visitor, parentA: status, parentB: status, admin: status });
const everyone = (status: number) => ({ visitor: status, parentA: status, parentB: status, admin: status });
const adminOnly = { visitor: 401, parentA: 403, parentB: 403, admin: 200 };

const rows: Row[] = [
  // Public pages and files
  { path: "/", expect: everyone(200) },
  { path: "/no/such/page", expect: everyone(404) },
  { path: "/privacy-policy", expect: everyone(200) },
  // The lottery's public record (seals, and after a draw its seed and entries: no names)
  { path: "/lottery", expect: everyone(200) },
  { path: "/api/lottery", expect: everyone(200) },
  { path: "/terms-of-service", expect: everyone(200) },
  { path: "/robots.txt", expect: everyone(200) },
  { path: "/sitemap.xml", expect: everyone(200) },
  { path: "/handbooks/UUCA-Parent-Handbook.pdf", expect: everyone(200) },
  { path: "/handbooks/not-a-handbook.pdf", expect: everyone(404) },
  // Accounts
  { path: "/sign-in", expect: signedIn(302, 200) },
  { path: "/sign-up", expect: signedIn(302, 200) },
  { path: "/forgot-password", expect: everyone(200) },
  { path: "/reset-password?token=not-a-real-token", expect: everyone(200) },
  { path: "/verify-email?token=not-a-real-token", expect: everyone(200) },
  { path: "/admin/login", expect: { visitor: 200, parentA: 200, parentB: 200, admin: 302 } },
  { path: "/api/login", expect: everyone(302) },
  { path: "/api/login?redirect=/admin", expect: everyone(302) },
  { path: "/api/auth/user", expect: signedIn(200, 401) },
  // Not configured in tests: answers as if it did not exist.
  { path: "/api/auth/google", expect: everyone(404) },
  { path: "/api/auth/google/callback?code=x&state=y", expect: everyone(404) },
  { path: "/api/logout", expect: everyone(302) },
  { method: "POST", path: "/api/logout", expect: everyone(302) },
  // Registration windows, lottery draws and the cron (admins only)
  { path: "/admin/windows", expect: { visitor: 302, parentA: 403, parentB: 403, admin: 200 } },
  { method: "POST", path: "/admin/windows", body: { intent: "run-jobs" }, expect: { visitor: 302, parentA: 403, parentB: 403, admin: 400 } },
  // Attendance (staff sessions in KV; parents and admins are not staff)
  { path: "/attendance-login", expect: { ...everyone(200), staff: 302 } },
  { path: "/attendance", expect: { ...everyone(302), staff: 200 } },
  { path: "/api/attendance/check", expect: { ...everyone(200), staff: 200 } },
  { path: "/api/attendance/sessions", expect: { ...everyone(401), staff: 200 } },
  { path: "/api/attendance/sessions/1", expect: { ...everyone(401), staff: 200 } },
  { path: "/api/attendance/sessions/1/version", expect: { ...everyone(401), staff: 200 } },
  { path: "/api/attendance/roster/999999/history", expect: { ...everyone(401), staff: 404 } },
  { method: "POST", path: "/api/attendance/roster/999999/pickup-code", body: { code: "123456" }, expect: { ...everyone(401), staff: 404 } },
  { method: "POST", path: "/api/attendance/checkin/1", body: {}, expect: { ...everyone(401), staff: 200 } },
  { method: "POST", path: "/api/attendance/uncheckin/1", body: {}, expect: { ...everyone(401), staff: 200 } },
  { method: "POST", path: "/api/attendance/sessions/smart-import", body: {}, expect: { ...everyone(401), staff: 400 } },
  { method: "POST", path: "/api/attendance/events", body: { events: [] }, expect: { ...everyone(401), staff: 400 } },
  { method: "PATCH", path: "/api/attendance/roster/999999", body: { groupName: "Sea Otters" }, expect: { ...everyone(401), staff: 404 } },
  { method: "DELETE", path: "/api/attendance/roster/999999", expect: { ...everyone(401), staff: 404 } },
  { method: "POST", path: "/api/attendance/checkout/999999", body: { pickup: { kind: "adult", adultId: 1 } }, expect: { ...everyone(401), staff: 404 } },
  { method: "POST", path: "/api/attendance/medication/999999", body: { outcome: "given" }, expect: { ...everyone(401), staff: 404 } },
  // Medication given as a door event (the queue's door to the same operation).
  {
    method: "POST",
    path: "/api/attendance/events",
    body: { events: [{ id: "6f1c1a52-8d1e-4c57-9a3b-0c7a2f0e5d11", kind: "medication", entryId: 999999, at: 1, record: { outcome: "given" } }] },
    expect: { ...everyone(401), staff: 404 },
  },
  { method: "POST", path: "/api/attendance/logout", body: {}, expect: { ...everyone(200), staff: 200 } },
  // Verified pickup: the family page and its API are the parent's own; photos only for the family and staff
  { path: "/account/pickup", expect: { ...signedIn(200, 302), staff: 302 } },
  { path: "/api/pickup", expect: { ...signedIn(200, 401), staff: 401 } },
  { path: "/api/pickup/today", expect: { ...signedIn(200, 401), staff: 401 } },
  {
    method: "POST",
    path: "/api/pickup/adults",
    body: (f: Fixture) => ({ camperId: f.camperOfA.id, name: "Lou Rivera", relationship: "Grandpa", phone: "703 555 0100" }),
    expect: { visitor: 401, parentA: 201, parentB: 404, admin: 404, staff: 401 },
  },
  { method: "PATCH", path: "/api/pickup/adults/999999", body: { name: "Nobody" }, expect: { ...signedIn(404, 401), staff: 401 } },
  { method: "DELETE", path: "/api/pickup/adults/999999", expect: { ...signedIn(404, 401), staff: 401 } },
  { method: "POST", path: "/api/pickup/code/regenerate", body: {}, expect: { ...signedIn(200, 401), staff: 401 } },
  { path: "/pickup-photos/999999", expect: { ...everyone(404), staff: 404 } },
  // Admin API: 401 signed out, 403 for anyone who is not an admin (a staff session is not a user)
  ...["stats", "analytics", "registrations", "waitlist", "sessions", "staff", "media", "outbox", "content"].map((name): Row => ({
    path: `/api/admin/${name}`,
    expect: { ...adminOnly, staff: 401 },
  })),
  // Parent API: a parent's own data; someone else's camper answers 404
  { path: "/api/campers", expect: { ...signedIn(200, 401), staff: 401 } },
  {
    method: "PATCH",
    path: (f) => `/api/campers/${f.camperOfA.id}`,
    body: { grade: "3rd" },
    expect: { visitor: 401, parentA: 200, parentB: 404, admin: 404, staff: 401 },
  },
  { path: "/api/registrations", expect: { ...signedIn(200, 401), staff: 401 } },
  { method: "POST", path: "/api/attendance/roster", body: {}, expect: { ...everyone(401), staff: 400 } },
  // Admin dashboard: the page refuses (and renders no data) for anyone but admins.
  { path: "/admin", expect: { visitor: 401, parentA: 403, parentB: 403, admin: 200 } },
  // Each tab is an address of its own, refused the same way.
  ...[
    "registrations?status=pending",
    "waitlist",
    "programs",
    "sessions",
    "analytics",
    "staff",
    "media",
    "mail",
    "messages",
    "content",
    "content?section=testimonials",
    "pickups",
    "pickups?date=2099-12-23",
    "registrations?view=999999",
    "mail?read=999999",
    "settings",
    "here-now",
    "here-now?from=2026-06-01&to=2026-08-31",
    "finance",
    "finance?month=2026-07",
    // A month that is not one is said on the tab, for the admin; nobody else learns anything.
    "finance?month=2026-13",
  ].map((tab): Row => ({ path: `/admin/${tab}`, expect: { visitor: 401, parentA: 403, parentB: 403, admin: 200, staff: 401 } })),
  // The Settings tab's form: an admin's unknown action is refused, everyone else's before it is read.
  { method: "POST", path: "/admin/settings", body: { intent: "none" }, expect: { visitor: 401, parentA: 403, parentB: 403, admin: 400, staff: 401 } },
  // The Mail tab's Resend: the same.
  { method: "POST", path: "/admin/mail", body: { intent: "none" }, expect: { visitor: 401, parentA: 403, parentB: 403, admin: 400, staff: 401 } },
  // The Messages tab's form: the same.
  { method: "POST", path: "/admin/messages", body: { intent: "none" }, expect: { visitor: 401, parentA: 403, parentB: 403, admin: 400, staff: 401 } },
  { path: "/admin?tab=waitlist", expect: { visitor: 302, parentA: 302, parentB: 302, admin: 302 } },
  { path: "/admin/registrations.csv?status=confirmed", expect: { visitor: 302, parentA: 403, parentB: 403, admin: 200 } },
  { path: "/admin/ratios.csv", expect: { visitor: 302, parentA: 403, parentB: 403, admin: 200 } },
  { path: "/admin/finance/month-close.csv?month=2026-07", expect: { visitor: 302, parentA: 403, parentB: 403, admin: 200 } },
  { path: "/admin/finance/month-close.csv?month=july", expect: { visitor: 302, parentA: 403, parentB: 403, admin: 400 } },
  ...(
    [
      ["GET", "/api/admin/stats", undefined, 200],
      ["GET", "/api/admin/analytics", undefined, 200],
      ["GET", "/api/admin/registrations?search=a&status=pending&payment=pending", undefined, 200],
      ["GET", "/api/admin/registrations/1", undefined, 200],
      ["GET", "/api/admin/registrations/999999", undefined, 404],
      ["POST", "/api/admin/registrations/999999/offline-payment", {}, 404],
      ["POST", "/api/admin/registrations/999999/payment-link", undefined, 404],
      ["POST", "/api/admin/registrations/999999/cancel", undefined, 404],
      ["POST", "/api/admin/registrations/999999/refund", undefined, 404],
      ["GET", "/api/admin/waitlist", undefined, 200],
      ["POST", "/api/admin/enroll-from-waitlist", { camperId: 999999, sessionId: 999999 }, 404],
      ["GET", "/api/admin/sessions", undefined, 200],
      ["GET", "/api/admin/staff", undefined, 200],
      ["POST", "/api/admin/staff", { username: "" }, 400],
      ["PATCH", "/api/admin/staff/999999", { isActive: true }, 404],
      ["POST", "/api/admin/staff/999999/unlock", undefined, 404],
      ["POST", "/api/admin/staff/999999/door-code", undefined, 404],
      ["GET", "/api/admin/media", undefined, 200],
      ["PATCH", "/api/admin/media/999999", { alt: "Nothing here" }, 404],
      ["DELETE", "/api/admin/media/999999", undefined, 404],
      ["PUT", "/api/admin/media/gallery/order", { ids: [999999] }, 409],
      ["GET", "/api/admin/content", undefined, 200],
      ["PUT", "/api/admin/content/home", { heroTitle: "" }, 400],
      ["POST", "/api/admin/content/testimonials", {}, 400],
      ["PUT", "/api/admin/content/testimonials/999999", { name: "Sam P.", quote: "A quote long enough to pass." }, 404],
      ["POST", "/api/admin/content/testimonials/999999/move", { direction: "up" }, 404],
      ["DELETE", "/api/admin/content/team/999999", undefined, 404],
      ["POST", "/api/admin/content/no-such-list", {}, 404],
      // A photo upload must be multipart: the admin's JSON body is refused, everyone else's by the guard.
      ["POST", "/api/admin/content/hero-slides/999999/photo", {}, 400],
      ["POST", "/api/admin/content/team/999999/photo", {}, 400],
      ["GET", "/api/admin/outbox", undefined, 200],
      ["GET", "/api/admin/windows", undefined, 200],
      ["PUT", "/api/admin/windows/999999", { label: "None", opensAt: "2042-01-20T10:00", closesAt: null, notifyBy: null, lotteryFinalizeAt: null }, 404],
      ["GET", "/api/admin/settings", undefined, 200],
      ["GET", "/api/admin/finance?month=2026-07", undefined, 200],
      ["GET", "/api/admin/finance?month=2026-13", undefined, 400],
      ["PUT", "/api/admin/settings", { holdExpiryHours: 0 }, 400],
      ["GET", "/api/admin/ratio-rules", undefined, 200],
      ["POST", "/api/admin/ratio-rules", { scope: "age", name: "toddlers" }, 400],
      ["DELETE", "/api/admin/ratio-rules/999999", undefined, 404],
      ["GET", "/api/admin/payment-plans", undefined, 200],
      ["POST", "/api/admin/payment-plans", {}, 400],
      ["PUT", "/api/admin/payment-plans/summer-2099/deposit", { kind: "fixed", amount: 0 }, 400],
      ["PUT", "/api/admin/payment-plans/999999", {}, 400],
      ["DELETE", "/api/admin/payment-plans/999999", undefined, 404],
      ["POST", "/api/admin/draws/999999/finalize", undefined, 404],
      ["POST", "/api/admin/payments-to-check/999999/checked", undefined, 404],
      ["GET", "/api/admin/outbox/999999", undefined, 404],
      ["POST", "/api/admin/outbox/999999/resend", undefined, 404],
      ["GET", "/api/admin/messages", undefined, 200],
      ["POST", "/api/admin/messages/preview", { kind: "news", scope: "site" }, 400],
      ["POST", "/api/admin/messages", {}, 400],
      ["GET", "/api/admin/messages/999999", undefined, 404],
      ["DELETE", "/api/admin/messages/999999", undefined, 404],
      ["GET", "/api/programs", undefined, 200],
      ["POST", "/api/programs", {}, 400],
      ["PATCH", "/api/programs/999999", { isActive: true }, 404],
      ["POST", "/api/sessions", {}, 400],
      ["POST", "/api/sessions/season", {}, 400],
      ["PATCH", "/api/sessions/999999", { allowImmediateRegistration: true }, 404],
    ] as const
  ).map(([method, path, body, admin]): Row => ({ method, path, body, expect: { visitor: 401, parentA: 403, parentB: 403, admin } })),
  // Public API
  { path: "/api/school-year-content", expect: everyone(200) },
  // The parent handbooks as pages (public); an unknown site is not found.
  { path: "/handbooks/uuca", expect: everyone(200) },
  { path: "/handbooks/flc", expect: everyone(200) },
  { path: "/handbooks/nowhere", expect: everyone(404) },
  { path: "/api/no-such-endpoint", expect: everyone(404) },
  // Parents: registration, checkout, campers and registrations (someone else's id is 404)
  { path: "/registration", expect: everyone(200) },
  { path: "/checkout", expect: signedIn(200, 302) },
  { path: (f) => `/checkout?registration=${f.registrationOfA.id}`, expect: { visitor: 302, parentA: 200, parentB: 404, admin: 404 } },
  {
    path: (f) => `/checkout/complete?registration=${f.registrationOfA.id}&redirect_status=succeeded`,
    expect: { visitor: 302, parentA: 200, parentB: 404, admin: 404 },
  },
  // Every registration of the signed-in account, and only theirs (tests/workerd/parent-pages.test.ts).
  { path: "/account/registrations", expect: { ...signedIn(200, 302), staff: 302 } },
  // The family page and its JSON door: the signed-in parent's own family only (tests/workerd/family-page.test.ts).
  { path: "/account", expect: { ...signedIn(200, 302), staff: 302 } },
  { path: "/account/data", expect: { ...signedIn(200, 302), staff: 302 } },
  // Statements and receipts: only a family's own (none here), and never without signing in.
  { path: "/account/statements/2001", expect: { ...signedIn(404, 302), staff: 302 } },
  { path: "/account/statements/2001/pdf", expect: { ...signedIn(404, 302), staff: 302 } },
  { path: "/account/receipts/999999", expect: { ...signedIn(404, 302), staff: 302 } },
  { path: "/account/receipts/999999/pdf", expect: { ...signedIn(404, 302), staff: 302 } },
  { path: (f) => `/account/campers/${f.camperOfA.id}`, expect: { visitor: 302, parentA: 200, parentB: 404, admin: 404 } },
  { path: "/api/account/data", expect: { ...signedIn(200, 401), staff: 401 } },
  { method: "PATCH", path: "/api/account/preferences", body: { notifyRegistrationOpen: true }, expect: signedIn(200, 401) },
  { method: "POST", path: "/api/account/password", body: {}, expect: signedIn(400, 401) },
  // The office's urgent messages: a family reads and marks only its own (tests/workerd/family-messages.test.ts).
  { path: "/api/account/messages", expect: { ...signedIn(200, 401), staff: 401 } },
  { method: "POST", path: "/api/account/messages/999999/read", expect: signedIn(404, 401) },
  { method: "POST", path: "/?index", body: { intent: "read-message" }, expect: signedIn(400, 302) },
  { method: "POST", path: "/api/account/delete", body: { confirmation: "no" }, expect: signedIn(400, 401) },
  {
    method: "POST",
    path: (f) => `/api/account/registrations/${f.registrationOfA.id}/cancel`,
    expect: { visitor: 401, parentA: 200, parentB: 404, admin: 404 },
  },
  { path: "/api/campers", expect: signedIn(200, 401) },
  {
    method: "POST",
    path: "/api/campers",
    body: {
      firstName: "Noa",
      lastName: "Matrix",
      dateOfBirth: "2018-02-02",
      grade: "2nd",
      emergencyContactName: "Pat Matrix",
      emergencyContactPhone: "7035550100",
      emergencyContactRelationship: "parent",
      waiverAccepted: true,
      mediaReleaseAccepted: true,
      termsAccepted: true,
    },
    expect: signedIn(201, 401),
  },
  // A's camper back in the K-2 group (an earlier row moved them to 3rd) for the FLC K-2 row below.
  {
    method: "PATCH",
    path: (f) => `/api/campers/${f.camperOfA.id}`,
    body: { grade: "2nd", specialInstructions: "Sunscreen at noon" },
    expect: { visitor: 401, parentA: 200, parentB: 404, admin: 404 },
  },
  { path: "/api/sessions", expect: everyone(200) },
  { path: "/api/registrations", expect: signedIn(200, 401) },
  // The summer cart (tests/workerd/summer-cart.test.ts): session 100 is the seeded summer Week 1 at UUCA, K-2.
  { path: "/registration/summer", expect: signedIn(200, 302) },
  {
    method: "POST",
    path: "/api/cart/checkout",
    body: (f: Fixture) => ({ lines: [{ camperId: f.camperOfA.id, sessionId: 100 }], payLater: true, deferReason: "Payday" }),
    expect: { visitor: 401, parentA: 201, parentB: 404, admin: 404 },
  },
  { path: `/api/cart/cart_${"0".repeat(8)}-0000-0000-0000-${"0".repeat(12)}`, expect: { visitor: 401, parentA: 404, parentB: 404, admin: 404 } },
  // Remove on a held week (A's seat, unpaid): someone else's line is not found.
  { method: "DELETE", path: (f) => `/api/cart/lines/${f.registrationOfA.id}`, expect: { visitor: 401, parentA: 200, parentB: 404, admin: 404 } },
  { path: "/account/campers/new", expect: signedIn(200, 302) },
  { path: "/account/campers/new?from=cart", expect: signedIn(200, 302) },
  { path: `/checkout/cart?cart=cart_${"0".repeat(8)}-0000-0000-0000-${"0".repeat(12)}`, expect: { visitor: 302, parentA: 404, parentB: 404, admin: 404 } },
  // Session 5 is the seeded January 2 UUCA K-2 day (waitlisted): A's camper joins its waitlist (A already
  // holds December 23, and one camper takes one camp per day).
  {
    method: "POST",
    path: "/api/registrations",
    body: (f: Fixture) => ({ camperId: f.camperOfA.id, sessionId: 5 }),
    expect: { visitor: 401, parentA: 201, parentB: 404, admin: 404 },
  },
  {
    method: "PATCH",
    path: (f) => `/api/registrations/${f.registrationOfA.id}/defer-payment`,
    body: { paymentStatus: "deferred", deferReason: "Payday" },
    expect: { visitor: 401, parentA: 200, parentB: 404, admin: 404 },
  },
  {
    method: "POST",
    path: "/api/create-payment-intent",
    body: (f: Fixture) => ({ registrationId: f.registrationOfA.id }),
    expect: { visitor: 401, parentA: 200, parentB: 404, admin: 404 },
  },
  // Signed by Stripe, not by a session: unsigned deliveries are refused for everyone.
  { method: "POST", path: "/api/stripe/webhook", body: { id: "evt_unsigned", type: "payment_intent.succeeded" }, expect: everyone(400) },
];

let fixture: Fixture;
// A week of the seeded program far ahead of any moment the suite runs at: the seeded December 23
// day is today when the suite runs on a December 23, and a started week cannot be cancelled.
let laterWeekId: number;
const cookies: Partial<Record<Who, string>> = {};

/** The Cookie header of a session of the seeded attendance staff account. */
async function staffCookie(): Promise<string | null> {
  return staffCookieFor({ id: 1, username: "staff", displayName: "Jordan Lee" });
}

// The seed (programs, sessions, the staff account) is read-only baseline for every row.
beforeAll(async () => {
  await seedDatabase(env);
  // Roster entry 1's door changes are recorded on its roster's own day: today's.
  await env.DB.prepare("UPDATE attendance_sessions SET date = ?1 WHERE id = (SELECT attendance_session_id FROM roster_entries WHERE id = 1)")
    .bind(campToday())
    .run();
  const seeded = await env.DB.prepare("SELECT program_id FROM camp_sessions WHERE id = 1").first<{ program_id: number }>();
  laterWeekId = (await createCampSession({ programId: seeded!.program_id })).id;
});

/** Each row's own families and registration, so no row depends on what an earlier row wrote. */
async function freshFixture(): Promise<Fixture> {
  // Password hashes are not needed: these users arrive with sessions already made.
  const [parentA, parentB, admin] = await Promise.all([
    createUser({ passwordHash: "unused" }),
    createUser({ passwordHash: "unused" }),
    createUser({ passwordHash: "unused", isAdmin: true }),
  ]);
  const camperOfA = await createCamper({ parentId: parentA.id });
  const registrationOfA = (await env.DB.prepare(
    "INSERT INTO registrations (camper_id, session_id, parent_id, total_amount_cents, status, payment_status) VALUES (?, ?, ?, 12000, 'pending', 'pending') RETURNING id",
  )
    .bind(camperOfA.id, laterWeekId, parentA.id)
    .first<{ id: number }>())!;
  return { parentA, parentB, admin, camperOfA, registrationOfA };
}

async function statusFor(row: Row, who: Who) {
  const method = row.method ?? "GET";
  const path = typeof row.path === "function" ? row.path(fixture) : row.path;
  const body = typeof row.body === "function" ? (row.body as (f: Fixture) => unknown)(fixture) : row.body;
  const headers: Record<string, string> = { "Sec-Fetch-Site": "same-origin", Origin: "http://localhost" };
  if (cookies[who]) headers.Cookie = cookies[who]!;
  if (body !== undefined) headers["Content-Type"] = "application/json";
  const response = await SELF.fetch(`http://localhost${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    redirect: "manual",
  });
  await response.arrayBuffer();
  return response.status;
}

// A logout row must not end the sessions other rows use, so each row gets fresh sessions.
async function refreshSessions() {
  cookies.parentA = await sessionCookieFor(fixture.parentA.id);
  cookies.parentB = await sessionCookieFor(fixture.parentB.id);
  cookies.admin = await sessionCookieFor(fixture.admin.id);
  cookies.staff = (await staffCookie()) ?? undefined;
}

test.each(rows.map((row) => [`${row.method ?? "GET"} ${typeof row.path === "string" ? row.path : row.path.toString()}`, row] as const))(
  "%s",
  async (_name, row) => {
    fixture = await freshFixture();
    await refreshSessions();
    const actual: Partial<Record<Who, number>> = {};
    for (const who of Object.keys(row.expect) as Who[]) {
      if (who === "staff" && !cookies.staff) continue;
      actual[who] = await statusFor(row, who);
    }
    const expected = { ...row.expect };
    if (!cookies.staff) delete expected.staff;
    expect(actual).toEqual(expected);
  },
);
