// The family page (/account) and its JSON door (/api/account/*): cancelling with the office's
// refund, the camper's medical form, password, the family's data, deleting the account, and the
// retention job. The same bad input gets the same status and words through both doors.
import { fakeStripeRequests } from "../support/stripe-events";
import { SELF } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { addDays, campToday } from "../../app/lib/camp-dates";
import { formatCampDay } from "../../app/lib/registration-rules";
import { updateCampSettings } from "../../app/server/camp-settings.server";
import { getDb } from "../../app/server/db.server";
import { loadFamilyPage } from "../../app/server/family/family.server";
import { campers, campSessions, payments, registrations, rosterEntries, userSessions, users } from "../../db/schema";
import {
  createAttendanceSession,
  createCamper,
  createCampSession,
  createPayment,
  createProgram,
  createRegistration,
  createRosterEntry,
  createStaff,
  createUser,
  formPost,
  sessionCookieFor,
  staffCookieFor,
} from "../support/factories";
import { callApi } from "../support/api";
import { runCron } from "../support/worker";

const db = getDb(env);
const PASSWORD = "correct horse battery";
const inDays = (n: number) => addDays(campToday(), n);

async function family() {
  const parent = await createUser();
  return { parent, cookie: await sessionCookieFor(parent.id) };
}

function api(cookie: string, method: string, path: string, body?: unknown) {
  return SELF.fetch(`http://localhost${path}`, {
    method,
    headers: { Cookie: cookie, "Content-Type": "application/json", Origin: "http://localhost", "Sec-Fetch-Site": "same-origin" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

const page = (cookie: string, fields: Record<string, string>, path = "/account") => SELF.fetch(formPost(path, fields, { Cookie: cookie }));

async function pageSays(response: Response) {
  return (await response.text()).replace(/<!-- -->/g, "").replace(/&#x27;|&#39;/g, "'");
}

/** A camper with a paid card registration for a day `daysAhead` from today. */
async function paidRegistration(parentId: string, daysAhead: number, cents = 12000) {
  const program = await createProgram();
  const session = await createCampSession({ programId: program.id, startDate: inDays(daysAhead), endDate: inDays(daysAhead) });
  const camper = await createCamper({ parentId, allergies: "Peanuts" });
  const pi = `pi_family_${crypto.randomUUID().slice(0, 8)}`;
  const registration = await createRegistration({
    camperId: camper.id,
    sessionId: session.id,
    parentId,
    status: "confirmed",
    paymentStatus: "paid",
    stripePaymentIntentId: pi,
    totalAmountCents: cents,
  });
  await createPayment({ registrationId: registration.id, amountCents: cents, reference: pi });
  return { camper, session, registration, pi };
}

const stripeRefunds = async (pi: string) => (await fakeStripeRequests()).filter((r) => r.path === "/v1/refunds" && r.body.payment_intent === pi);

describe("cancelling from the family page", () => {
  test("before the deadline, through either door: the office's share is refunded through Stripe once, the seat freed, the parent told", async () => {
    await updateCampSettings(env, { cancellationDeadlineDays: 7, cancellationRefundPercent: 90 });
    const { parent, cookie } = await family();
    const viaPage = await paidRegistration(parent.id, 30);
    const viaApi = await paidRegistration(parent.id, 30);

    const pageAnswer = await page(cookie, { intent: "cancel", registrationId: String(viaPage.registration.id) });
    expect(pageAnswer.status).toBe(200);
    expect(await pageSays(pageAnswer)).toContain("Registration cancelled. $108 is on its way back to your card.");
    const apiAnswer = await api(cookie, "POST", `/api/account/registrations/${viaApi.registration.id}/cancel`);
    expect(apiAnswer.status).toBe(200);
    expect(await apiAnswer.json()).toMatchObject({ ok: true, refundedCents: 10800 });

    for (const { registration, pi } of [viaPage, viaApi]) {
      const [row] = await db.select().from(registrations).where(eq(registrations.id, registration.id));
      expect(row).toMatchObject({ status: "cancelled", paymentStatus: "refunded" });
      const refunds = await db.select().from(payments).where(eq(payments.registrationId, registration.id));
      expect(refunds.filter((p) => p.kind === "refund").map((p) => p.amountCents)).toEqual([10800]);
      expect(await stripeRefunds(pi)).toHaveLength(1);
      expect((await stripeRefunds(pi))[0].body.amount).toBe("10800");
    }
    const mail = await env.DB.prepare("SELECT count(*) AS n FROM outbox WHERE to_address = ? AND kind = 'family-cancellation'")
      .bind(parent.email)
      .first<{ n: number }>();
    expect(mail!.n).toBe(2);
    // Cancelling again is refused, and Stripe is not asked again.
    const again = await api(cookie, "POST", `/api/account/registrations/${viaApi.registration.id}/cancel`);
    expect(again.status).toBe(409);
    expect(await stripeRefunds(viaApi.pi)).toHaveLength(1);
  });

  test("a refund the family made is recorded as the family's, and the month-close CSV names no parent (account ids only)", async () => {
    await updateCampSettings(env, { cancellationDeadlineDays: 7, cancellationRefundPercent: 90 });
    const parent = await createUser({ firstName: "Rosalind", lastName: "Quartermaine" });
    const cookie = await sessionCookieFor(parent.id);
    const paid = await paidRegistration(parent.id, 30);
    expect((await api(cookie, "POST", `/api/account/registrations/${paid.registration.id}/cancel`)).status).toBe(200);
    const [refund] = (await db.select().from(payments).where(eq(payments.registrationId, paid.registration.id))).filter((p) => p.kind === "refund");
    expect(refund.recordedBy).toBe("family");

    const admin = await sessionCookieFor((await createUser({ isAdmin: true, firstName: "Alex", lastName: "Office" })).id);
    const csv = await (
      await SELF.fetch(`http://localhost/admin/finance/month-close.csv?month=${campToday().slice(0, 7)}`, { headers: { Cookie: admin } })
    ).text();
    expect(csv).not.toContain("Quartermaine");
    const row = csv.split("\n").find((line) => line.includes(refund.reference!));
    expect(row).toContain(parent.id);
    expect(row).toContain(",family,");
  });

  test("six cancels of one paid registration at the same moment: one refund, and only the first answer says refunded", async () => {
    await updateCampSettings(env, { cancellationDeadlineDays: 7, cancellationRefundPercent: 100 });
    const { parent, cookie } = await family();
    const { registration, pi } = await paidRegistration(parent.id, 30);
    const answers = await Promise.all(Array.from({ length: 6 }, () => api(cookie, "POST", `/api/account/registrations/${registration.id}/cancel`)));
    const bodies = await Promise.all(answers.map((a) => a.json<{ refundedCents?: number; message?: string }>()));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    expect(bodies.filter((b) => b.refundedCents === 12000)).toHaveLength(1);
    expect(bodies.filter((b) => b.message === "This registration is already cancelled.")).toHaveLength(5);
    const refunds = await db.select().from(payments).where(eq(payments.registrationId, registration.id));
    expect(refunds.filter((p) => p.kind === "refund").map((p) => p.amountCents)).toEqual([12000]);
    expect(new Set((await stripeRefunds(pi)).map((r) => r.body.amount))).toEqual(new Set(["12000"]));
  });

  test("the page offers the share of what the cancel refunds: the card money the week holds, not less what the office gave back by hand", async () => {
    await updateCampSettings(env, { cancellationDeadlineDays: 7, cancellationRefundPercent: 50 });
    const { parent, cookie } = await family();
    const { registration } = await paidRegistration(parent.id, 30);
    // $20 the office gave back in cash: a refund with no card payment behind it leaves the card's $120 held.
    await createPayment({ registrationId: registration.id, kind: "refund", amountCents: 2000, reference: "cash at the office" });
    const offered = await pageSays(await SELF.fetch("http://localhost/account", { headers: { Cookie: cookie } }));
    expect(offered).toContain("You will get $60 back on your card (50% of what you paid by card, the camp's policy).");
    const answer = await api(cookie, "POST", `/api/account/registrations/${registration.id}/cancel`);
    expect(await answer.json()).toMatchObject({ ok: true, refundedCents: 6000 });
  });

  test("the same refusals through both doors: past the deadline, another family's registration, a bad id", async () => {
    await updateCampSettings(env, { cancellationDeadlineDays: 7, cancellationRefundPercent: 100 });
    const { parent, cookie } = await family();
    const soon = await paidRegistration(parent.id, 3);
    const other = await family();
    const theirs = await paidRegistration(other.parent.id, 30);
    const cases: Array<[string, number, string]> = [
      [String(soon.registration.id), 409, "The cancellation deadline for this session has passed (7 days before camp). Please contact the camp office."],
      [String(theirs.registration.id), 404, "Registration not found."],
      ["1 OR 1=1", 404, "Registration not found."],
    ];
    for (const [id, status, message] of cases) {
      const fromPage = await page(cookie, { intent: "cancel", registrationId: id });
      expect(fromPage.status).toBe(status);
      expect(await pageSays(fromPage)).toContain(message);
      const fromApi = await api(cookie, "POST", `/api/account/registrations/${encodeURIComponent(id)}/cancel`);
      expect(fromApi.status).toBe(status);
      expect(((await fromApi.json()) as { message: string }).message).toBe(message);
    }
    for (const r of [soon, theirs]) {
      const [row] = await db.select().from(registrations).where(eq(registrations.id, r.registration.id));
      expect(row.status).toBe("confirmed");
      expect(await stripeRefunds(r.pi)).toHaveLength(0);
    }
  });
});

test("a medical form edited from the family page reaches the camper row and the door rosters of today on, not past days", async () => {
  const { parent, cookie } = await family();
  const camper = await createCamper({ parentId: parent.id, allergies: "None" });
  const past = await createAttendanceSession({ date: inDays(-3) });
  const coming = await createAttendanceSession({ date: inDays(2) });
  const pastEntry = await createRosterEntry({ attendanceSessionId: past.id, camperId: camper.id, allergies: "None" });
  const comingEntry = await createRosterEntry({ attendanceSessionId: coming.id, camperId: camper.id, allergies: "None" });

  const saved = await page(cookie, { allergies: "Bee stings <script>alert(1)</script>", medications: "EpiPen" }, `/account/campers/${camper.id}`);
  expect(saved.status).toBe(302);
  expect(saved.headers.get("Location")).toBe("/account");
  const [row] = await db.select().from(campers).where(eq(campers.id, camper.id));
  expect(row).toMatchObject({ allergies: "Bee stings <script>alert(1)</script>", medications: "EpiPen" });
  const entries = new Map((await db.select().from(rosterEntries)).map((e) => [e.id, e]));
  expect(entries.get(comingEntry.id)).toMatchObject({ allergies: "Bee stings <script>alert(1)</script>", medications: "EpiPen" });
  expect(entries.get(pastEntry.id)!.allergies).toBe("None");
  // The family page shows it, escaped.
  const html = await (await SELF.fetch("http://localhost/account", { headers: { Cookie: cookie } })).text();
  expect(html).toContain("Bee stings &lt;script&gt;");
  expect(html).not.toContain("<script>alert(1)");

  // The same bad grade through both doors: same status, same words, nothing changed.
  const badPage = await page(cookie, { grade: "12th-ish" }, `/account/campers/${camper.id}`);
  const badApi = await api(cookie, "PATCH", `/api/campers/${camper.id}`, { grade: "12th-ish" });
  expect([badPage.status, badApi.status]).toEqual([400, 400]);
  expect(await pageSays(badPage)).toContain("Grade is required");
  expect(((await badApi.json()) as { message: string }).message).toBe("Grade is required");
  // Another family's camper is not found.
  const stranger = await family();
  expect((await SELF.fetch(`http://localhost/account/campers/${camper.id}`, { headers: { Cookie: stranger.cookie } })).status).toBe(404);
});

test("the door follows the profile: after the parent edits allergies, diet and the emergency phone, the counselor's roster shows all three", async () => {
  const { parent, cookie } = await family();
  const camper = await createCamper({ parentId: parent.id, allergies: "None", specialDietaryNeeds: "Vegetarian", emergencyContactPhone: "703 555 0100" });
  const program = await createProgram();
  const session = await createCampSession({ programId: program.id, startDate: inDays(3), endDate: inDays(3), location: "UUCA" });
  await createRegistration({ camperId: camper.id, sessionId: session.id, parentId: parent.id, status: "confirmed", paymentStatus: "paid" });
  const door = await createAttendanceSession({ date: inDays(3), location: "UUCA" });
  const staff = await staffCookieFor(await createStaff());
  const built = await callApi(`/api/attendance/sessions/${door.id}/build-from-registrations`, { cookie: staff, body: {} });
  expect(built.status, built.text).toBe(200);

  const saved = await page(cookie, { allergies: "Tree nuts", emergencyContactPhone: "571 555 0199" }, `/account/campers/${camper.id}`);
  expect(saved.status).toBe(302);
  const row = JSON.stringify((await callApi(`/api/attendance/sessions/${door.id}`, { cookie: staff })).json);
  expect(row).toContain("Tree nuts; Diet: Vegetarian");
  expect(row).toContain("571 555 0199");
  expect(row).not.toContain("703 555 0100");
});

test("changing the password needs the current one and ends every other session, not this one", async () => {
  const { parent, cookie } = await family();
  const otherDevice = await sessionCookieFor(parent.id);
  const wrongPage = await page(cookie, {
    intent: "password",
    currentPassword: "not it at all",
    newPassword: "a fresh long password",
    confirmPassword: "a fresh long password",
  });
  const wrongApi = await api(cookie, "POST", "/api/account/password", {
    currentPassword: "not it at all",
    newPassword: "a fresh long password",
    confirmPassword: "a fresh long password",
  });
  expect([wrongPage.status, wrongApi.status]).toEqual([400, 400]);
  expect(await pageSays(wrongPage)).toContain("That is not your current password.");
  expect(((await wrongApi.json()) as { message: string }).message).toBe("That is not your current password.");
  expect(await db.select().from(userSessions).where(eq(userSessions.userId, parent.id))).toHaveLength(2);

  const changed = await api(cookie, "POST", "/api/account/password", {
    currentPassword: PASSWORD,
    newPassword: "a fresh long password",
    confirmPassword: "a fresh long password",
  });
  expect(changed.status).toBe(200);
  expect((await SELF.fetch("http://localhost/api/auth/user", { headers: { Cookie: cookie } })).status).toBe(200);
  expect((await SELF.fetch("http://localhost/api/auth/user", { headers: { Cookie: otherDevice } })).status).toBe(401);
});

test("e-mail preferences through either door", async () => {
  const { parent, cookie } = await family();
  expect((await page(cookie, { intent: "preferences" })).status).toBe(200);
  expect((await db.select().from(users).where(eq(users.id, parent.id)))[0].notifyRegistrationOpen).toBe(false);
  expect((await api(cookie, "PATCH", "/api/account/preferences", { notifyRegistrationOpen: true })).status).toBe(200);
  expect((await db.select().from(users).where(eq(users.id, parent.id)))[0].notifyRegistrationOpen).toBe(true);
  expect((await api(cookie, "PATCH", "/api/account/preferences", { notifyRegistrationOpen: "maybe" })).status).toBe(400);
});

test("the family's data downloads as JSON: everything about this family and nothing of another", async () => {
  const { parent, cookie } = await family();
  const { camper, registration } = await paidRegistration(parent.id, 40);
  const other = await family();
  await createCamper({ parentId: other.parent.id, firstName: "Stranger" });
  const download = await SELF.fetch("http://localhost/account/data", { headers: { Cookie: cookie } });
  expect(download.status).toBe(200);
  expect(download.headers.get("Content-Type")).toContain("application/json");
  expect(download.headers.get("Content-Disposition")).toContain("attachment");
  const body = (await download.json()) as {
    account: { email: string };
    campers: Array<{ id: number; allergies: string }>;
    registrations: Array<{ id: number; session_id: number; session: { name: string; firstDay: string; lastDay: string; site: string } }>;
    payments: unknown[];
  };
  expect(body.account.email).toBe(parent.email);
  expect(body.campers.map((c) => [c.id, c.allergies])).toEqual([[camper.id, "Peanuts"]]);
  expect(body.registrations.map((r) => r.id)).toEqual([registration.id]);
  // A week is named in words, not by its number alone.
  const [week] = await getDb(env).select().from(campSessions).where(eq(campSessions.id, body.registrations[0].session_id));
  expect(body.registrations[0].session).toEqual({
    name: week.name,
    firstDay: week.startDate,
    lastDay: week.endDate,
    site: expect.stringMatching(/^(UUCA|Faith Lutheran Church)/),
  });
  expect(body.payments).toHaveLength(1);
  expect(JSON.stringify(body)).not.toContain("Stranger");
  const viaApi = await api(cookie, "GET", "/api/account/data");
  expect(((await viaApi.json()) as typeof body).campers).toEqual(body.campers);
});

test("deleting the account: refused while camp days are to come; then children erased, payments kept without names, no way back in", async () => {
  const { parent, cookie } = await family();
  const { camper, registration } = await paidRegistration(parent.id, 30);
  const attendance = await createAttendanceSession({ date: inDays(-10) });
  const entry = await createRosterEntry({ attendanceSessionId: attendance.id, camperId: camper.id, allergies: "Peanuts", camperName: "Kid Family" });

  const badWord = await page(cookie, { intent: "delete", confirmation: "please", password: PASSWORD });
  const badWordApi = await api(cookie, "POST", "/api/account/delete", { confirmation: "please", password: PASSWORD });
  expect([badWord.status, badWordApi.status]).toEqual([400, 400]);
  const upcoming = await api(cookie, "POST", "/api/account/delete", { confirmation: "DELETE", password: PASSWORD });
  expect(upcoming.status).toBe(409);
  expect(((await upcoming.json()) as { message: string }).message).toContain("Tick “Cancel my registrations to come” to cancel it");
  expect((await db.select().from(users).where(eq(users.id, parent.id)))[0].deletedAt).toBeNull();

  expect((await api(cookie, "POST", `/api/account/registrations/${registration.id}/cancel`)).status).toBe(200);
  const deleted = await page(cookie, { intent: "delete", confirmation: "delete", password: PASSWORD });
  expect(deleted.status).toBe(302);
  expect(deleted.headers.get("Location")).toBe("/");

  const [account] = await db.select().from(users).where(eq(users.id, parent.id));
  expect(account).toMatchObject({ firstName: "Deleted", passwordHash: null });
  expect(account.email).not.toBe(parent.email);
  expect(account.deletedAt).not.toBeNull();
  const [child] = await db.select().from(campers).where(eq(campers.id, camper.id));
  expect(child).toMatchObject({ firstName: "Erased", allergies: "", dateOfBirth: "", emergencyContactPhone: "" });
  expect((await db.select().from(rosterEntries).where(eq(rosterEntries.id, entry.id)))[0]).toMatchObject({ camperName: "Erased camper", allergies: "" });
  // The card payment keeps its PaymentIntent, the refund its own Stripe id on that intent.
  expect((await db.select().from(payments).where(eq(payments.registrationId, registration.id))).map((p) => [p.kind, p.reference?.slice(0, 3)])).toEqual([
    ["stripe", "pi_"],
    ["refund", "re_"],
  ]);
  expect(await db.select().from(userSessions).where(eq(userSessions.userId, parent.id))).toHaveLength(0);
  expect((await SELF.fetch("http://localhost/account", { headers: { Cookie: cookie }, redirect: "manual" })).status).toBe(302);
  const outbox = await env.DB.prepare("SELECT count(*) AS n FROM outbox WHERE to_address = ?").bind(parent.email).first<{ n: number }>();
  expect(outbox!.n).toBe(0);
});

test("the retention job erases children whose last camp day is past the office's setting, and old door rosters", async () => {
  await updateCampSettings(env, { childDataRetentionDays: 365 });
  // The family's last activity was as long ago: retention counts from the later of the two.
  const idleSince = Date.now() - 400 * 24 * 60 * 60 * 1000;
  const parent = await createUser({ passwordHash: null, createdAt: idleSince, lastActiveAt: idleSince });
  const program = await createProgram();
  const longAgo = await createCampSession({ programId: program.id, startDate: inDays(-400), endDate: inDays(-400) });
  const recent = await createCampSession({ programId: program.id, startDate: inDays(-30), endDate: inDays(-30) });
  const gone = await createCamper({ parentId: parent.id, allergies: "Shellfish", createdAt: idleSince, updatedAt: idleSince });
  const kept = await createCamper({ parentId: parent.id, allergies: "Dust", createdAt: idleSince, updatedAt: idleSince });
  await createRegistration({ camperId: gone.id, sessionId: longAgo.id, parentId: parent.id, status: "confirmed", paymentStatus: "paid" });
  await createRegistration({ camperId: kept.id, sessionId: longAgo.id, parentId: parent.id, status: "confirmed", paymentStatus: "paid" });
  await createRegistration({ camperId: kept.id, sessionId: recent.id, parentId: parent.id, status: "confirmed", paymentStatus: "paid" });
  const oldDay = await createAttendanceSession({ date: inDays(-400) });
  const oldImport = await createRosterEntry({ attendanceSessionId: oldDay.id, camperName: "Imported Kid", allergies: "Latex" });

  await runCron(new Date());
  const byId = new Map((await db.select().from(campers).where(eq(campers.parentId, parent.id))).map((c) => [c.id, c]));
  expect(byId.get(gone.id)).toMatchObject({ firstName: "Erased", allergies: "" });
  expect(byId.get(gone.id)!.erasedAt).not.toBeNull();
  expect(byId.get(kept.id)).toMatchObject({ allergies: "Dust", erasedAt: null });
  expect((await db.select().from(rosterEntries).where(eq(rosterEntries.id, oldImport.id)))[0]).toMatchObject({ camperName: "Erased camper", allergies: "" });
});

test("guessing the current password from a signed-in session is slowed, then refused, like sign-in", async () => {
  const { cookie } = await family();
  const statuses: number[] = [];
  for (let i = 0; i < 12; i++) {
    const answer = await api(cookie, "POST", "/api/account/delete", { confirmation: "DELETE", password: `guess number ${i}` });
    statuses.push(answer.status);
    await answer.arrayBuffer();
  }
  expect(statuses.slice(0, 5)).toEqual([400, 400, 400, 400, 400]);
  expect(statuses.at(-1)).toBe(429);
});

test("the family page lists each child's registrations together, by camp day, each with its first and last day", async () => {
  const { parent, cookie } = await family();
  const program = await createProgram();
  const session = (name: string, from: number, to: number) =>
    createCampSession({ programId: program.id, name, location: "UUCA", startDate: inDays(from), endDate: inDays(to) });
  const [zed, amy] = [await createCamper({ parentId: parent.id, firstName: "Zed" }), await createCamper({ parentId: parent.id, firstName: "Amy" })];
  const [early, late] = [await session("Orderly Week 1 UUCA", 10, 14), await session("Orderly Week 5 UUCA", 40, 44)];
  // Booked in another order than the page shows them (newest first would be Amy's later week, Zed's, Amy's earlier one).
  for (const [camper, week] of [
    [amy, early],
    [zed, early],
    [amy, late],
  ] as const)
    await createRegistration({ camperId: camper.id, sessionId: week.id, parentId: parent.id, status: "pending", paymentStatus: "pending" });
  const page = (await (await SELF.fetch("http://localhost/account", { headers: { Cookie: cookie } })).text()).replace(/<!-- -->/g, "");
  const at = (camper: string, week: string) => page.search(new RegExp(`${camper} [^<]*</span><span[^>]*> · ${week}`));
  expect(at("Amy", "Orderly Week 1"), "Amy's first week").toBeGreaterThan(0);
  expect(at("Amy", "Orderly Week 1")).toBeLessThan(at("Amy", "Orderly Week 5"));
  expect(at("Amy", "Orderly Week 5")).toBeLessThan(at("Zed", "Orderly Week 1"));
  expect(page).toContain(`${formatCampDay(inDays(10))} to ${formatCampDay(inDays(14))}`);
});

test("one card payment of several weeks is one receipt on the family page: the weeks stand under it, with one Receipt link", async () => {
  await updateCampSettings(env, { cancellationDeadlineDays: 3, cancellationRefundPercent: 80 });
  const { parent, cookie } = await family();
  const program = await createProgram();
  const week = (n: number) =>
    createCampSession({ programId: program.id, season: "summer-2098", name: `Together Week ${n} UUCA`, startDate: inDays(7 * n), endDate: inDays(7 * n + 4) });
  const [maya, leo] = [await createCamper({ parentId: parent.id, firstName: "Maya" }), await createCamper({ parentId: parent.id, firstName: "Leo" })];
  const [week1, week2, week3] = [await week(1), await week(2), await week(3)];
  // A cart's one PaymentIntent paid three weeks of two children; a week of its own was paid apart.
  const cartPi = `pi_cart_${crypto.randomUUID().slice(0, 8)}`;
  const paid = (camperId: number, sessionId: number, pi: string) =>
    createRegistration({
      camperId,
      sessionId,
      parentId: parent.id,
      status: "confirmed",
      paymentStatus: "paid",
      stripePaymentIntentId: pi,
      totalAmountCents: 45000,
    });
  const inCart = [await paid(maya.id, week1.id, cartPi), await paid(maya.id, week2.id, cartPi), await paid(leo.id, week1.id, cartPi)];
  const cartRows = [];
  for (const r of inCart) cartRows.push(await createPayment({ registrationId: r.id, amountCents: 45000, reference: cartPi }));
  const alonePi = `pi_alone_${crypto.randomUUID().slice(0, 8)}`;
  const alone = await paid(leo.id, week3.id, alonePi);
  const aloneRow = await createPayment({ registrationId: alone.id, amountCents: 45000, reference: alonePi });
  // One week of the cart later refunded: the refund is a receipt of its own.
  const refund = await createPayment({
    registrationId: inCart[1].id,
    kind: "refund",
    amountCents: 45000,
    reference: `re_${crypto.randomUUID().slice(0, 8)}`,
    paymentIntentId: cartPi,
  });

  const data = await loadFamilyPage(env, parent);
  const receipt = cartRows[0].id;
  expect(data.paidTogether).toEqual([{ receiptId: receipt, paidAt: expect.any(Number), cents: 135000, count: 3 }]);
  const shown = new Map(data.registrations.map((r) => [r.id, r]));
  expect(inCart.map((r) => shown.get(r.id)!.paidTogether)).toEqual([receipt, receipt, receipt]);
  expect(shown.get(alone.id)!.paidTogether).toBeNull();
  expect(inCart.flatMap((r) => shown.get(r.id)!.payments.map((p) => p.receiptId))).toEqual([receipt, receipt, refund.id, receipt]);
  // What cancelling would give back is the server's figure, counted as the cancel counts it: 80% of
  // what a week still holds by card, nothing for the week already refunded in full.
  expect(inCart.map((r) => shown.get(r.id)!.cancelRefundCents)).toEqual([36000, 0, 36000]);

  const html = await pageSays(await SELF.fetch("http://localhost/account", { headers: { Cookie: cookie } }));
  const receiptLinks = [...html.matchAll(/href="\/account\/receipts\/(\d+)"/g)].map((m) => Number(m[1]));
  expect(receiptLinks.sort((a, b) => a - b)).toEqual([receipt, aloneRow.id, refund.id].sort((a, b) => a - b));
  expect(html).toContain("Paid together on");
  expect(html).toContain("3 weeks, $1350");
  expect(html.match(/You will get \$360 back on your card \(80% of what you paid by card/g)).toHaveLength(3);
  // The one receipt lists the three weeks; the refund's, the one week.
  const lines = async (id: number) =>
    ((await (await SELF.fetch(`http://localhost/account/receipts/${id}`, { headers: { Cookie: cookie } })).text()).match(/data-testid="receipt-line"/g) ?? [])
      .length;
  expect(await lines(receipt)).toBe(3);
  expect(await lines(cartRows[2].id)).toBe(3);
  expect(await lines(refund.id)).toBe(1);
});
