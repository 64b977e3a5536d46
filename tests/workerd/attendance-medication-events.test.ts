// Medication given rides the door's queue (a `medication` event through POST /api/attendance/events,
// the same operation as POST /api/attendance/medication/:entryId), and wrong family pickup codes
// are limited per family (docs/decisions/0028-medication-queue-and-pickup-code-limit.md).
import { SELF } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, test } from "vitest";
import { PICKUP_CODE_WINDOW_MS } from "~/lib/attendance/pickup-code-limit";
import { formatClock } from "~/lib/format";
import { campTimeToInstant, campToday } from "~/lib/camp-dates";
import { createStaff, createUser, formPost, sessionCookieFor, staffCookieFor } from "../support/factories";
import { callApi, type Json } from "../support/api";
import { doorFamily } from "../support/door-family";

/** A parent with a camper on today's roster, one authorized adult, the family code, and a counselor. */
const family = (first = "Maya") => doorFamily(first);

const checkIn = (f: Awaited<ReturnType<typeof family>>) => callApi(`/api/attendance/checkin/${f.entry.id}`, { cookie: f.staffCookie, body: {} });
const send = (cookie: string, events: unknown[]) => callApi("/api/attendance/events", { cookie, body: { events } });
const medEvent = (entryId: number, record: Json, at = Date.now() - 60_000, staffName = "Dana Cole") => ({
  id: crypto.randomUUID(),
  kind: "medication",
  entryId,
  at,
  staffName,
  record,
});
const log = async (entryId: number) =>
  (
    await env.DB.prepare(
      "SELECT outcome, medication, reason, corrects_id, at, device_at, recorded_by, sent_by FROM medication_log WHERE roster_entry_id = ? ORDER BY at, id",
    )
      .bind(entryId)
      .all<Json>()
  ).results;

describe("medication given through the door's queue", () => {
  test("recorded with the device's time and the signed-in counselor's name (never the device's); the same event sent twice is logged once", async () => {
    const f = await family();
    await checkIn(f);
    const at = Date.now() - 5 * 60_000;
    const given = medEvent(f.entry.id, { outcome: "given", medication: "Inhaler at 12:00" }, at);
    const first = await send(f.staffCookie, [given]);
    expect(first).toMatchObject({ status: 200, json: { results: [{ id: given.id, status: "saved" }] } });
    const again = await send(f.staffCookie, [given]);
    expect(again).toMatchObject({ status: 200, json: { results: [{ id: given.id, status: "duplicate" }] } });
    expect(await log(f.entry.id)).toEqual([
      { outcome: "given", medication: "Inhaler at 12:00", reason: "", corrects_id: null, at, device_at: at, recorded_by: "Sam Ortiz", sent_by: "Sam Ortiz" },
    ]);
    // The roster the door caches carries the day's log, so the row shows "Given ... by Sam Ortiz".
    const roster = await callApi(`/api/attendance/sessions/${f.session.id}`, { cookie: f.staffCookie });
    const row = (roster.json.roster as Json[]).find((r) => r.id === f.entry.id)!;
    expect(row.medicationLog).toMatchObject([{ outcome: "given", recordedBy: "Sam Ortiz", at, eventId: given.id }]);
    // The office's tab lists it once, with the device's time and the counselor's name.
    const admin = await createUser({ isAdmin: true });
    const day = (await env.DB.prepare("SELECT date FROM attendance_sessions WHERE id = ?").bind(f.session.id).first<{ date: string }>())!.date;
    const page = await SELF.fetch(`http://localhost/admin/pickups.data?date=${day}`, { headers: { Cookie: await sessionCookieFor(admin.id) } });
    const text = await page.text();
    expect(page.status).toBe(200);
    expect(text).toContain("Sam Ortiz");
    expect(text).not.toContain("Dana Cole");
    expect(text).toContain(given.id);
  });

  test("events arriving out of order: the log reads by device time; a correction naming a queued entry by its event id", async () => {
    const f = await family();
    await checkIn(f);
    const t = Date.now() - 30 * 60_000;
    const notGiven = medEvent(f.entry.id, { outcome: "not_given", medication: "Inhaler at 12:00", reason: "Camper was on the field trip" }, t + 60_000);
    const correction = medEvent(f.entry.id, { outcome: "correction", correctsEventId: notGiven.id, reason: "Given at 12:20 after the trip" }, t + 120_000);
    // The correction alone (its entry not sent yet): refused, set aside with the reason, nothing written.
    const early = await send(f.staffCookie, [correction]);
    expect(early).toMatchObject({ status: 404, json: { message: "That medication entry is not on this camper's log", eventId: correction.id } });
    expect(await log(f.entry.id)).toEqual([]);
    // A second device's earlier "given" arrives after the first device's entries.
    const otherDevice = medEvent(f.entry.id, { outcome: "given", medication: "Inhaler at 12:00" }, t, "Alex Kim");
    expect((await send(f.staffCookie, [notGiven, correction])).status).toBe(200);
    const alex = await staffCookieFor(await createStaff({ displayName: "Alex Kim" }));
    expect((await send(alex, [otherDevice])).status).toBe(200);
    const rows = await log(f.entry.id);
    expect(rows.map((r) => [r.outcome, r.recorded_by])).toEqual([
      ["given", "Alex Kim"],
      ["not_given", "Sam Ortiz"],
      ["correction", "Sam Ortiz"],
    ]);
    const [{ id: notGivenId }] = (await env.DB.prepare("SELECT id FROM medication_log WHERE event_id = ?").bind(notGiven.id).all<{ id: number }>()).results;
    expect(rows[2]).toMatchObject({ corrects_id: notGivenId, medication: "Inhaler at 12:00" });
  });

  test("the same bad record is refused by both doors (queue, JSON API, page action) and writes nothing", async () => {
    const f = await family();
    const bad = { outcome: "not_given", medication: "Inhaler at 12:00", reason: "  " };
    const queued = await send(f.staffCookie, [medEvent(f.entry.id, { outcome: "given" }), medEvent(f.entry.id, bad)]);
    expect(queued).toMatchObject({ status: 400, json: { message: "Change 2: Reason is required" } });
    const api = await callApi(`/api/attendance/medication/${f.entry.id}`, { cookie: f.staffCookie, body: bad });
    expect(api).toMatchObject({ status: 400, json: { message: "Reason is required" } });
    const page = await SELF.fetch(formPost("/attendance.data", { intent: "medication", rosterEntryId: String(f.entry.id), ...bad }, { Cookie: f.staffCookie }));
    expect(page.status).toBe(400);
    const unknown = await send(f.staffCookie, [medEvent(f.entry.id, { outcome: "maybe" })]);
    expect(unknown.status).toBe(400);
    const huge = await send(f.staffCookie, [medEvent(f.entry.id, { outcome: "given", medication: "x".repeat(5000) })]);
    expect(huge).toMatchObject({ status: 400, json: { message: "Change 1: Medication record is too large" } });
    const removed = await send(f.staffCookie, [medEvent(987_654, { outcome: "given" })]);
    expect(removed.status).toBe(404);
    expect(await log(f.entry.id)).toEqual([]);
  });
});

describe('one dose, one "given" unless the counselor confirms a second', () => {
  test('a second device\'s "given" of a dose already given is refused with when and by whom, through every door, until confirmed', async () => {
    const f = await family();
    await checkIn(f);
    const at = Date.now() - 10 * 60_000;
    const first = medEvent(f.entry.id, { outcome: "given", medication: "Inhaler at 12:00" }, at);
    expect((await send(f.staffCookie, [first])).status).toBe(200);
    const already = `Maya Rivera's Inhaler at 12:00 was already given at ${formatClock(at)} by Sam Ortiz. Record a second dose only if it was really given again.`;

    // The phone's queue, which had not heard of it: set aside with the reason, nothing logged.
    const phone = await staffCookieFor(await createStaff({ displayName: "Alex Kim" }));
    const second = medEvent(f.entry.id, { outcome: "given", medication: "Inhaler at 12:00" });
    expect(await send(phone, [second])).toMatchObject({ status: 409, json: { message: already, eventId: second.id } });
    // The JSON API and the page's action say the same.
    const api = await callApi(`/api/attendance/medication/${f.entry.id}`, { cookie: phone, body: { outcome: "given", medication: "Inhaler at 12:00" } });
    expect(api).toMatchObject({ status: 409, json: { message: already } });
    const fields = { intent: "medication", rosterEntryId: String(f.entry.id), outcome: "given", medication: "Inhaler at 12:00" };
    const page = await SELF.fetch(formPost("/attendance.data", fields, { Cookie: phone }));
    expect(page.status).toBe(409);
    expect(await page.text()).toContain("was already given at");
    expect((await log(f.entry.id)).map((r) => r.outcome)).toEqual(["given"]);

    // Not given, or another medication of the same camper, needs no confirmation.
    const other = medEvent(f.entry.id, { outcome: "given", medication: "Allergy pill at 1:00" });
    const notGiven = medEvent(f.entry.id, { outcome: "not_given", medication: "Inhaler at 12:00", reason: "Asked for it again" });
    expect((await send(phone, [other, notGiven])).status).toBe(200);

    // Confirmed, a second dose is logged, by every door.
    const confirmed = { ...second, id: crypto.randomUUID(), record: { outcome: "given", medication: "Inhaler at 12:00", confirmSecondDose: true } };
    expect((await send(phone, [confirmed])).status).toBe(200);
    const viaPage = await SELF.fetch(formPost("/attendance.data", { ...fields, confirmSecondDose: "true" }, { Cookie: phone }));
    expect(viaPage.status).toBe(200);
    const rows = await log(f.entry.id);
    expect(rows.filter((r) => r.outcome === "given" && r.medication === "Inhaler at 12:00").map((r) => r.recorded_by)).toEqual([
      "Sam Ortiz",
      "Alex Kim",
      "Alex Kim",
    ]);
  });
});

const LOCKED =
  "Maya Rivera's family code is locked after too many wrong tries. Check the adult's photo ID against the pickup list, or call the office and record an override.";

describe("wrong family pickup codes are limited per family", () => {
  const checkOut = (f: Awaited<ReturnType<typeof family>>, pickup: Json) =>
    callApi(`/api/attendance/checkout/${f.entry.id}`, { cookie: f.staffCookie, body: { pickup } });

  test("after 5 wrong codes even the right one is refused with the counselor's way out; an adult and an override still work; the office sees it", async () => {
    const f = await family();
    const other = await family("Leo");
    await checkIn(f);
    await checkIn(other);
    for (let i = 1; i <= 5; i++) {
      const r = await checkOut(f, { kind: "code", code: f.wrong, name: "Pat Rivera" });
      expect(r.status).toBe(422);
      expect(r.json.message).toBe(`That is not Maya Rivera's family pickup code${i < 4 ? ` (${5 - i} tries left)` : i === 4 ? " (1 try left)" : ""}`);
    }
    const locked = await checkOut(f, { kind: "code", code: f.code, name: "Pat Rivera" });
    expect(locked.status).toBe(429);
    expect(locked.json.message).toBe(LOCKED);
    // The same refusal through the page's action.
    const page = await SELF.fetch(
      formPost(
        "/attendance.data",
        { intent: "attendance", change: "checkout", rosterEntryId: String(f.entry.id), pickupKind: "code", pickupCode: f.code, pickupName: "Pat Rivera" },
        { Cookie: f.staffCookie },
      ),
    );
    expect(page.status).toBe(429);
    expect(await page.text()).toContain("family code is locked after too many wrong tries");
    // Another family's code is not affected.
    expect((await checkOut(other, { kind: "code", code: other.code, name: "Pat Rivera" })).status).toBe(200);
    // An override still works.
    const override = await checkOut(f, { kind: "override", name: "Aunt May", reason: "Mom called the office" });
    expect(override).toMatchObject({ status: 200, json: { checkedOut: true, pickupMethod: "override" } });
    const attempts = await env.DB.prepare("SELECT outcome, staff_name FROM pickup_code_attempts WHERE parent_id = ? ORDER BY id").bind(f.parent.id).all();
    expect(attempts.results.map((a) => a.outcome)).toEqual(["wrong", "wrong", "wrong", "wrong", "wrong", "locked", "locked"]);
    const audited = await env.DB.prepare("SELECT count(*) AS n FROM audit_log WHERE action = 'attendance.pickup.code_locked' AND subject_id = ?")
      .bind(String(f.entry.id))
      .first<{ n: number }>();
    expect(audited!.n).toBe(2);
    const admin = await createUser({ isAdmin: true });
    const day = (await env.DB.prepare("SELECT date FROM attendance_sessions WHERE id = ?").bind(f.session.id).first<{ date: string }>())!.date;
    const tab = await SELF.fetch(`http://localhost/admin/pickups?date=${day}`, { headers: { Cookie: await sessionCookieFor(admin.id) } });
    const html = await tab.text();
    expect(html).toContain("Code locked: refused after too many wrong codes");
    expect(html).toMatch(/Wrong pickup codes \((<!-- -->)?\d+(<!-- -->)?\)/);
  });

  test("an online door checks a typed code at the server before its dialog closes: the family's current code, and a lock by any door, with what to do instead", async () => {
    const f = await family();
    await checkIn(f);
    const check = (code: unknown, cookie = f.staffCookie, id: number | string = f.entry.id) =>
      callApi(`/api/attendance/roster/${id}/pickup-code`, { cookie, body: { code } });
    expect(await check(f.code)).toMatchObject({ status: 200, json: { matches: true } });
    expect(await check(f.wrong)).toMatchObject({ status: 422, json: { message: "That is not Maya Rivera's family pickup code (4 tries left)" } });
    // The parent renews the code: a door still holding the old check is told at once.
    const renewed = await callApi("/api/pickup/code/regenerate", { cookie: f.parentCookie, body: {} });
    const fresh = renewed.json.pickupCode as string;
    expect(fresh).toMatch(/^\d{6}$/);
    expect((await check(f.code)).status).toBe(422);
    expect(await check(fresh)).toMatchObject({ status: 200, json: { matches: true } });
    // Another door typed three more wrong codes: the right code is refused now, with the way out.
    const otherDoor = await staffCookieFor(await createStaff({ displayName: "Alex Kim" }));
    for (let i = 0; i < 3; i++) await check(f.wrong, otherDoor);
    expect(await check(fresh)).toMatchObject({ status: 429, json: { message: LOCKED } });
    const attempts = await env.DB.prepare("SELECT outcome FROM pickup_code_attempts WHERE parent_id = ? ORDER BY id").bind(f.parent.id).all();
    expect(attempts.results.map((a) => a.outcome)).toEqual(["wrong", "wrong", "wrong", "wrong", "wrong", "locked"]);
    // Nothing was recorded on the camper.
    const record = await env.DB.prepare("SELECT checked_out FROM attendance_records WHERE roster_entry_id = ?").bind(f.entry.id).first();
    expect(record).toEqual({ checked_out: 0 });
    expect((await check(f.code, f.staffCookie, 987_654)).status).toBe(404);
    expect((await check(f.code, f.staffCookie, "abc")).status).toBe(404);
    expect(await check(123456)).toMatchObject({ status: 400, json: { message: "Type the family's pickup code" } });
    expect((await callApi(`/api/attendance/roster/${f.entry.id}/pickup-code`, { body: { code: f.code } })).status).toBe(401);
  });

  test("an adult from the list still works while the code is locked", async () => {
    const f = await family();
    await checkIn(f);
    for (let i = 0; i < 5; i++) await checkOut(f, { kind: "code", code: f.wrong, name: "Pat Rivera" });
    expect((await checkOut(f, { kind: "code", code: f.code, name: "Pat Rivera" })).status).toBe(429);
    expect(await checkOut(f, { kind: "adult", adultId: f.adultId })).toMatchObject({ status: 200, json: { pickedUpBy: "Lou Rivera" } });
  });

  test("wrong codes a device refused offline count from when the server receives them (once each); the limit resets after the server's window", async () => {
    const f = await family();
    await checkIn(f);
    const now = Date.now();
    const wrongAt = (at: number) => ({ id: crypto.randomUUID(), kind: "wrongPickupCode", entryId: f.entry.id, at, staffName: "Dana Cole" });
    // Five wrong codes typed on a device 20 to 16 minutes ago, sent now (one of them twice).
    const old = [20, 19, 18, 17, 16].map((min) => wrongAt(now - min * 60_000));
    expect((await send(f.staffCookie, old)).status).toBe(200);
    expect((await send(f.staffCookie, [old[0]])).json).toMatchObject({ results: [{ status: "duplicate" }] });
    // They arrived just now: the family's code is locked now, whatever time the device gave them.
    const lateCheckOut = {
      id: crypto.randomUUID(),
      kind: "checkOut",
      entryId: f.entry.id,
      at: now - 15.5 * 60_000,
      change: { action: "checkout", pickup: { kind: "code", code: f.code, name: "Pat Rivera" } },
    };
    expect(await send(f.staffCookie, [lateCheckOut])).toMatchObject({ status: 429, json: { eventId: lateCheckOut.id } });
    expect((await checkOut(f, { kind: "code", code: f.code, name: "Pat Rivera" })).status).toBe(429);
    // The office's list keeps when each was typed on the device.
    const typed = await env.DB.prepare("SELECT at FROM pickup_code_attempts WHERE parent_id = ? AND outcome = 'wrong' ORDER BY at")
      .bind(f.parent.id)
      .all<{ at: number }>();
    expect(typed.results.map((r) => r.at)).toEqual(old.map((e) => e.at));
    // Once the server received them more than the window ago, the code works again.
    await env.DB.prepare("UPDATE pickup_code_attempts SET created_at = created_at - ? WHERE parent_id = ?")
      .bind(PICKUP_CODE_WINDOW_MS + 1000, f.parent.id)
      .run();
    expect((await checkOut(f, { kind: "code", code: f.code, name: "Pat Rivera" })).status).toBe(200);
    const counted = await env.DB.prepare("SELECT count(*) AS n FROM pickup_code_attempts WHERE parent_id = ? AND outcome = 'wrong'")
      .bind(f.parent.id)
      .first<{ n: number }>();
    expect(counted!.n).toBe(5);
  });

  test("backdating queued check-outs does not get round the lock: 8 wrong codes dated far apart, then the right one, is refused", async () => {
    const f = await family();
    await checkIn(f);
    const now = Date.now();
    // 16 minutes apart, more than the limit's window, once the camp day is two hours old; closer
    // just after midnight, as a change is dated on its roster's own day.
    const gap = Math.min(16 * 60_000, Math.floor((now - campTimeToInstant(campToday()) - 60_000) / 8));
    const checkOutBy = (code: string, at: number) => ({
      id: crypto.randomUUID(),
      kind: "checkOut",
      entryId: f.entry.id,
      at,
      change: { action: "checkout", pickup: { kind: "code", code, name: "Pat Rivera" } },
    });
    const statuses: number[] = [];
    for (let k = 8; k >= 1; k--) statuses.push((await send(f.staffCookie, [checkOutBy(f.wrong, now - k * gap)])).status);
    expect(statuses).toEqual([422, 422, 422, 422, 422, 429, 429, 429]);
    const right = checkOutBy(f.code, Date.now());
    const last = await send(f.staffCookie, [right]);
    expect(last).toMatchObject({ status: 429, json: { eventId: right.id } });
    expect(last.json.message).toBe(LOCKED);
    const record = await env.DB.prepare("SELECT checked_out, pickup_method FROM attendance_records WHERE roster_entry_id = ?").bind(f.entry.id).first();
    expect(record).toEqual({ checked_out: 0, pickup_method: null });
    // Wrong codes reported by a device, dated far apart, count the same way.
    const g = await family("Leo");
    await checkIn(g);
    const reported = [4, 3, 2, 1, 0].map((k) => ({ id: crypto.randomUUID(), kind: "wrongPickupCode", entryId: g.entry.id, at: now - k * gap }));
    expect((await send(g.staffCookie, reported)).status).toBe(200);
    expect((await checkOut(g, { kind: "code", code: g.code, name: "Pat Rivera" })).status).toBe(429);
  });
});
