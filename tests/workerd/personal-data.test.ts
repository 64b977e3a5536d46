// Children's data has one list (app/server/personal-data.server.ts): the schema cannot gain a
// personal-looking column outside it, Delete my account leaves none of the family's words anywhere
// in D1 or R2, the download holds every listed table, and retention counts from the last camp day
// or the family's last activity, never from a cancellation.
import { SELF } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { getTableConfig, SQLiteTable } from "drizzle-orm/sqlite-core";
import { expect, test } from "vitest";
import { addDays, campToday } from "../../app/lib/camp-dates";
import { updateCampSettings } from "../../app/server/camp-settings.server";
import { LOOKS_PERSONAL, NOT_PERSONAL, PERSONAL_DATA, type PersonalTableName } from "../../app/server/personal-data.server";
import * as schema from "../../db/schema";
import { callApi, type Json } from "../support/api";
import {
  createAttendanceSession,
  createCamper,
  createCampSession,
  createPayment,
  createProgram,
  createRegistration,
  createRegistrationInNewSession,
  createRosterEntry,
  createUser,
  formPost,
  sessionCookieFor,
} from "../support/factories";
import { runCron } from "../support/worker";

const PASSWORD = "correct horse battery";
const inDays = (n: number) => addDays(campToday(), n);
const DAY_MS = 24 * 60 * 60 * 1000;
const sqlTables = (Object.values(schema).filter((v) => v instanceof SQLiteTable) as SQLiteTable[]).map(getTableConfig);

test("every column that looks personal is in the one list or named as not personal, and the list names real columns", () => {
  const listed = new Set(Object.entries(PERSONAL_DATA).flatMap(([table, entry]) => Object.keys(entry.columns).map((c) => `${table}.${c}`)));
  const unlisted = sqlTables
    .flatMap((t) => t.columns.map((c) => `${t.name}.${c.name}`))
    .filter((column) => LOOKS_PERSONAL.test(column.split(".")[1]) && !listed.has(column) && !(column in NOT_PERSONAL));
  expect(unlisted, "add these to PERSONAL_DATA or NOT_PERSONAL in app/server/personal-data.server.ts").toEqual([]);
  const real = new Set(sqlTables.flatMap((t) => t.columns.map((c) => `${t.name}.${c.name}`)));
  expect([...listed, ...Object.keys(NOT_PERSONAL)].filter((c) => !real.has(c))).toEqual([]);
});

/** A family with something in every table of the list, each word unmistakable. */
async function familyEverywhere() {
  const parent = await createUser({ firstName: "Quillon", lastName: "Abernathy" });
  const cookie = await sessionCookieFor(parent.id);
  const camper = await createCamper({
    parentId: parent.id,
    firstName: "Zephyrine",
    lastName: "Abernathy",
    allergies: "Kumquats",
    specialDietaryNeeds: "Vegetarian",
    emergencyContactPhone: "703 555 0142",
  });
  const program = await createProgram();
  const past = await createCampSession({ programId: program.id, startDate: inDays(-20), endDate: inDays(-20) });
  const future = await createCampSession({ programId: program.id, startDate: inDays(30), endDate: inDays(30) });
  const pastRegistration = await createRegistration({
    camperId: camper.id,
    sessionId: past.id,
    parentId: parent.id,
    status: "confirmed",
    paymentStatus: "deferred",
    deferReason: "Zanzibar bonus arrives later",
    discountCents: 1500,
  });
  await createPayment({ registrationId: pastRegistration.id, kind: "offline", amountCents: 4000, recordedBy: "Quillon Abernathy" });
  const pi = `pi_delete_${crypto.randomUUID().slice(0, 8)}`;
  const futureRegistration = await createRegistration({
    camperId: camper.id,
    sessionId: future.id,
    parentId: parent.id,
    status: "confirmed",
    paymentStatus: "paid",
    stripePaymentIntentId: pi,
    totalAmountCents: 9000,
  });
  await createPayment({ registrationId: futureRegistration.id, amountCents: 9000, reference: pi });

  const adult = await callApi("/api/pickup/adults", {
    cookie,
    body: { camperId: camper.id, name: "Bartholomew Quist", relationship: "Godfather", phone: "571 555 0177" },
  });
  expect(adult.status, adult.text).toBe(201);
  const png = Uint8Array.from(atob("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg=="), (c) => c.charCodeAt(0));
  const form = new FormData();
  form.set("photo", new File([png], "quist.png", { type: "image/png" }));
  const photo = await SELF.fetch(`http://localhost/api/pickup/adults/${adult.json.id}/photo`, { method: "PUT", headers: { Cookie: cookie }, body: form });
  const { photoUrl } = await photo.json<{ photoUrl: string }>();
  const code = (await callApi("/api/pickup", { cookie })).json.pickupCode as string;

  const day = await createAttendanceSession({ date: inDays(-20) });
  const entry = await createRosterEntry({
    attendanceSessionId: day.id,
    camperId: camper.id,
    camperName: "Zephyrine Abernathy",
    allergies: "Kumquats",
    parentPhone: "703 555 0142",
    notes: "Quokka plush in backpack",
  });
  await env.DB.batch([
    env.DB.prepare(
      "UPDATE attendance_records SET checked_out = 1, picked_up_by = 'Bartholomew Quist', pickup_relationship = 'Godfather', pickup_method = 'override', pickup_reason = 'Quincunx reason', notes = 'Quokka plush' WHERE roster_entry_id = ?1",
    ).bind(entry.id),
    env.DB.prepare(
      "INSERT INTO attendance_events (id, roster_entry_id, kind, at, device_at, staff_name, sent_by, value) VALUES (?1, ?2, 'notes', 1, 1, 'Dana Cole', 'Dana Cole', 'Quokka plush in backpack')",
    ).bind(crypto.randomUUID(), entry.id),
    env.DB.prepare(
      "INSERT INTO medication_log (roster_entry_id, attendance_session_id, camper_name, medication, outcome, reason, at, recorded_by) VALUES (?1, ?2, 'Zephyrine Abernathy', 'Zyrtecine 5 mg', 'not_given', 'Kumquats at lunch', 1, 'Dana Cole')",
    ).bind(entry.id, day.id),
    env.DB.prepare(
      "INSERT INTO pickup_code_attempts (parent_id, roster_entry_id, attendance_session_id, camper_name, outcome, at, staff_name) VALUES (?1, ?2, ?3, 'Zephyrine Abernathy', 'wrong', 1, 'Dana Cole')",
    ).bind(parent.id, entry.id, day.id),
    env.DB.prepare(
      "INSERT INTO audit_log (actor_type, actor_id, actor_name, action, subject_type, subject_id, detail) VALUES ('staff', '1', 'Dana Cole', 'attendance.pickup.override', 'roster_entry', ?1, ?2)",
    ).bind(String(entry.id), JSON.stringify({ name: "Bartholomew Quist", reason: "Quincunx reason" })),
  ]);
  await env.DB.prepare(
    "INSERT INTO outbox (to_address, subject, text_body, html_body, kind) VALUES (?1, 'Zephyrine is registered', 'Hi Quillon', '<p>Hi Quillon</p>', 'receipt')",
  )
    .bind(parent.email)
    .run();
  // An office message reached the family: its recipient row keeps the address it went to.
  const message = await env.DB.prepare(
    "INSERT INTO family_messages (kind, subject, body, scope, session_id, status, scheduled_for, created_by) VALUES ('urgent', 'Closed', 'Snow', 'session', ?1, 'sent', 1, 'office') RETURNING id",
  )
    .bind(future.id)
    .first<{ id: number }>();
  await env.DB.prepare("INSERT INTO family_message_recipients (message_id, parent_id, email) VALUES (?1, ?2, ?3)")
    .bind(message!.id, parent.id, parent.email)
    .run();
  // A wrong password before: the parent's e-mail is in a sign-in throttle's key.
  await SELF.fetch(formPost("/sign-in", { email: parent.email, password: "not the password" }));
  const words = [parent.email, "Quillon", "Zephyrine", "Kumquats", "Vegetarian", "703 555 0142", "Zanzibar", "Bartholomew", "Quist", "571 555 0177"];
  words.push("Quokka", "Quincunx", "Zyrtecine", "Godfather");
  return { parent, cookie, camper, pastRegistration, futureRegistration, pi, photoUrl, words, code };
}

/** Every row of every table, as text. */
async function everythingInD1() {
  const { results } = await env.DB.prepare(
    "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' AND name <> 'd1_migrations'",
  ).all<{ name: string }>();
  const dump: Record<string, string> = {};
  for (const { name } of results) dump[name] = JSON.stringify((await env.DB.prepare(`SELECT * FROM ${name}`).all()).results);
  return dump;
}

/** The tables of the list whose rows belong to a family or its campers (a door visitor's sign-in belongs to neither). */
const familyTables = (Object.keys(PERSONAL_DATA) as PersonalTableName[]).filter((t) => "ofFamily" in PERSONAL_DATA[t] || "ofCampers" in PERSONAL_DATA[t]);

test("Delete my account cancels the registrations to come with their refund and leaves none of the family's words in D1, nor the pickup photo in the private bucket", async () => {
  const f = await familyEverywhere();
  const before = await everythingInD1();
  // Every table of the list that holds a family's rows holds something of this one, so the check below means something.
  for (const table of familyTables) expect(before[table], table).toMatch(new RegExp([...f.words, f.code].join("|")));
  expect((await SELF.fetch(`http://localhost${f.photoUrl}`, { headers: { Cookie: f.cookie } })).status).toBe(200);
  const photoKeys = async (bucket: R2Bucket) => (await bucket.list({ prefix: `pickup-photos/${f.camper.id}/` })).objects;
  expect(await photoKeys(env.PRIVATE_FILES)).toHaveLength(1);

  // Registrations to come: refused unless the parent asks for them to be cancelled in the same step.
  const refused = await callApi("/api/account/delete", { cookie: f.cookie, body: { confirmation: "DELETE", password: PASSWORD } });
  expect(refused.status).toBe(409);
  expect(refused.json.message).toContain("Cancel my registrations to come");
  const page = await SELF.fetch("http://localhost/account", { headers: { Cookie: f.cookie } });
  expect(await page.text()).toContain('name="cancelUpcoming"');

  const deleted = await SELF.fetch(
    formPost("/account", { intent: "delete", confirmation: "DELETE", password: PASSWORD, cancelUpcoming: "on" }, { Cookie: f.cookie }),
  );
  expect(deleted.status).toBe(302);

  const after = await everythingInD1();
  const left = Object.entries(after).flatMap(([table, rows]) => f.words.filter((w) => rows.includes(w)).map((w) => `${table}: ${w}`));
  expect(left).toEqual([]);
  expect(after.family_pickup_codes).not.toContain(`"${f.code}"`);
  // Bookings and payments stay, without names; the registration to come is cancelled and refunded.
  const registrations = await env.DB.prepare("SELECT id, status, payment_status, discount_cents FROM registrations WHERE parent_id = ?1 ORDER BY id")
    .bind(f.parent.id)
    .all();
  expect(registrations.results).toEqual([
    { id: f.pastRegistration.id, status: "confirmed", payment_status: "deferred", discount_cents: 1500 },
    { id: f.futureRegistration.id, status: "cancelled", payment_status: "refunded", discount_cents: 0 },
  ]);
  const payments = await env.DB.prepare("SELECT kind, amount_cents, recorded_by FROM payments WHERE registration_id IN (?1, ?2) ORDER BY id")
    .bind(f.pastRegistration.id, f.futureRegistration.id)
    .all();
  expect(payments.results).toEqual([
    { kind: "offline", amount_cents: 4000, recorded_by: "Deleted account" },
    { kind: "stripe", amount_cents: 9000, recorded_by: null },
    // The cancel's refund was recorded as the family's, never under the parent's name (decision 0060).
    { kind: "refund", amount_cents: 9000, recorded_by: "family" },
  ]);
  // The pickup photo is gone from the private bucket (and from the media bucket, its home before decision 0066), so no door can show it.
  const staffPhoto = await SELF.fetch(`http://localhost${f.photoUrl}`, { headers: { Cookie: f.cookie } });
  expect(staffPhoto.status).toBe(404);
  expect(await photoKeys(env.PRIVATE_FILES)).toEqual([]);
  expect(await photoKeys(env.MEDIA)).toEqual([]);
});

test("the family page says what deletion erases, and the privacy policy gives the office's retention period and lists pickup photos and the medication log", async () => {
  await updateCampSettings(env, { childDataRetentionDays: 400 });
  const parent = await createUser();
  const says = async (response: Response) => (await response.text()).replace(/<!-- -->/g, "").replace(/&#x27;|&#39;/g, "'");
  const account = await says(await SELF.fetch("http://localhost/account", { headers: { Cookie: await sessionCookieFor(parent.id) } }));
  expect(account.includes("pickup adults with their photos"), "the family page names pickup photos").toBe(true);
  expect(account.includes("400 days after their last camp day"), "the family page gives the office's period").toBe(true);
  const policy = await says(await SELF.fetch("http://localhost/privacy-policy"));
  expect(policy.includes("kept 400 days after a child's last camp day"), "the policy gives the office's period").toBe(true);
  expect(policy.includes("their photo"), "the policy lists pickup photos").toBe(true);
  expect(policy.includes("The medication log"), "the policy lists the medication log").toBe(true);
  await updateCampSettings(env, { childDataRetentionDays: 365 });
});

test("the download holds every table of the list: pickup adults, discounts, the pickup code, door notes; no secrets", async () => {
  const f = await familyEverywhere();
  const body = (await callApi("/api/account/data", { cookie: f.cookie })).json as Record<string, Json[]> & { account: Json };
  expect(body.account).toMatchObject({ email: f.parent.email, first_name: "Quillon" });
  expect(body.account).not.toHaveProperty("password_hash");
  expect(body.authorized_adults).toMatchObject([{ name: "Bartholomew Quist", phone: "571 555 0177" }]);
  expect(body.registrations.map((r) => r.discount_cents)).toEqual([1500, 0]);
  expect(body.family_pickup_codes).toMatchObject([{ code: expect.stringMatching(/^\d{6}$/) }]);
  expect(body.family_pickup_codes[0]).not.toHaveProperty("hash");
  expect(body.attendance_records).toMatchObject([{ picked_up_by: "Bartholomew Quist", notes: "Quokka plush" }]);
  expect(body.medication_log).toMatchObject([{ medication: "Zyrtecine 5 mg" }]);
  const downloaded = familyTables.filter((t) => t !== "users" && (PERSONAL_DATA[t] as { notDownloaded?: unknown }).notDownloaded !== "table");
  expect(downloaded.length).toBeGreaterThan(10);
  for (const table of downloaded) expect(body, table).toHaveProperty(table);
  const page = await SELF.fetch("http://localhost/account/data", { headers: { Cookie: f.cookie } });
  expect(((await page.json()) as typeof body).authorized_adults).toEqual(body.authorized_adults);
});

test("a child whose only registration was cancelled keeps profile and medical form: retention counts from camp days and the family's activity", async () => {
  await updateCampSettings(env, { childDataRetentionDays: 365 });
  const parent = await createUser();
  const cookie = await sessionCookieFor(parent.id);
  const { camper, registration } = await createRegistrationInNewSession(
    parent,
    {},
    { camper: { allergies: "Sesame" }, session: { startDate: inDays(30), endDate: inDays(30) } },
  );
  expect((await callApi(`/api/account/registrations/${registration.id}/cancel`, { cookie, method: "POST" })).status).toBe(200);

  await runCron(new Date(Date.now() + 10 * 60 * 1000));
  const row = await env.DB.prepare("SELECT allergies, erased_at FROM campers WHERE id = ?1").bind(camper.id).first();
  expect(row).toEqual({ allergies: "Sesame", erased_at: null });
});

test("retention is the office's setting: a child last at camp 40 days ago, family idle as long, is kept at 365 days and erased at 30", async () => {
  const longAgo = Date.now() - 45 * DAY_MS;
  const parent = await createUser({ createdAt: longAgo, lastActiveAt: longAgo });
  const camper = await createCamper({ parentId: parent.id, allergies: "Latex", createdAt: longAgo, updatedAt: longAgo });
  const program = await createProgram();
  const session = await createCampSession({ programId: program.id, startDate: inDays(-40), endDate: inDays(-40) });
  await createRegistration({ camperId: camper.id, sessionId: session.id, parentId: parent.id, status: "confirmed", paymentStatus: "paid" });
  const day = await createAttendanceSession({ date: inDays(-40) });
  const entry = await createRosterEntry({ attendanceSessionId: day.id, camperId: camper.id, camperName: "Maya Rivera", allergies: "Latex" });
  // A visitor signed in at the door that day (a parent helper), and a counselor.
  const adultAt = (id: string, person: string, name: string, role: string, reason: string) =>
    env.DB.prepare(
      "INSERT INTO adult_presence_events (id, attendance_session_id, person, kind, name, role, reason, at, device_at, sent_by) VALUES (?1, ?2, ?3, 'adultIn', ?4, ?5, ?6, ?7, ?7, 'Dana Cole')",
    )
      .bind(id, day.id, person, name, role, reason, longAgo)
      .run();
  await adultAt(crypto.randomUUID(), "visitor:00000000-0000-4000-8000-000000000001", "Quinn Helper", "visitor", "Reading to the Bears");
  await adultAt(crypto.randomUUID(), "staff:1", "Dana Cole", "counselor", "");
  const adultsOfDay = () => env.DB.prepare("SELECT name, reason FROM adult_presence_events WHERE attendance_session_id = ?1 ORDER BY role").bind(day.id).all();
  // Another family, active yesterday: its child (never at camp) is kept either way.
  const active = await createUser({ createdAt: longAgo, lastActiveAt: Date.now() - DAY_MS });
  const activeChild = await createCamper({ parentId: active.id, allergies: "Dust", createdAt: longAgo, updatedAt: longAgo });
  const allergiesOf = async (id: number) =>
    (await env.DB.prepare("SELECT allergies FROM campers WHERE id = ?1").bind(id).first<{ allergies: string }>())!.allergies;

  await updateCampSettings(env, { childDataRetentionDays: 365 });
  await runCron(new Date());
  expect(await allergiesOf(camper.id)).toBe("Latex");
  expect((await adultsOfDay()).results).toEqual([
    { name: "Dana Cole", reason: "" },
    { name: "Quinn Helper", reason: "Reading to the Bears" },
  ]);

  await updateCampSettings(env, { childDataRetentionDays: 30 });
  await runCron(new Date());
  expect(await allergiesOf(camper.id)).toBe("");
  expect(await allergiesOf(activeChild.id)).toBe("Dust");
  expect(await env.DB.prepare("SELECT camper_name, allergies FROM roster_entries WHERE id = ?1").bind(entry.id).first()).toEqual({
    camper_name: "Erased camper",
    allergies: "",
  });
  // The visitor's name and reason go with the day; the counselor's name is the camp's record.
  expect((await adultsOfDay()).results).toEqual([
    { name: "Dana Cole", reason: "" },
    { name: "", reason: "" },
  ]);
  await updateCampSettings(env, { childDataRetentionDays: 365 });
});

test("a bad 'cancel my registrations to come' gets the same 400 through both doors and changes nothing", async () => {
  const parent = await createUser();
  const cookie = await sessionCookieFor(parent.id);
  const api = await callApi("/api/account/delete", { cookie, body: { confirmation: "DELETE", password: PASSWORD, cancelUpcoming: "yes" } });
  const page = await SELF.fetch(
    formPost("/account", { intent: "delete", confirmation: "DELETE", password: PASSWORD, cancelUpcoming: "yes" }, { Cookie: cookie }),
  );
  expect([api.status, page.status]).toEqual([400, 400]);
  expect(api.json.message).toBe("A tick box is on or off.");
  expect(await page.text()).toContain("A tick box is on or off.");
  expect(await env.DB.prepare("SELECT deleted_at FROM users WHERE id = ?1").bind(parent.id).first()).toEqual({ deleted_at: null });
});
