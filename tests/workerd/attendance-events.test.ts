// POST /api/attendance/events: the door device's queue. Each event is stored once (its device id
// is the key), the camper's state follows the written rule (latest device time wins per field,
// ties to the greater id) whatever order the events arrive in, and a bad batch writes nothing.
import { SELF } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, test } from "vitest";
import { campTimeToInstant, campToday } from "~/lib/camp-dates";
import { CLOCK_SKEW_MS } from "~/server/attendance/door-fold.server";
import { createAttendanceSession, createRosterEntry, createStaff, formPost, staffCookieFor } from "../support/factories";

type Event = Record<string, unknown>;

async function send(cookie: string | null, events: unknown) {
  const response = await SELF.fetch("http://localhost/api/attendance/events", {
    method: "POST",
    headers: { ...(cookie ? { Cookie: cookie } : {}), "Content-Type": "application/json" },
    body: typeof events === "string" ? events : JSON.stringify({ events }),
  });
  return { status: response.status, json: await response.json<Record<string, unknown>>() };
}

async function door() {
  const staff = await createStaff({ displayName: `Counselor ${crypto.randomUUID().slice(0, 6)}` });
  const session = await createAttendanceSession();
  const maya = await createRosterEntry({ attendanceSessionId: session.id, camperName: "Maya Rivera", groupName: "Beluga Whales" });
  const leo = await createRosterEntry({ attendanceSessionId: session.id, camperName: "Leo Park" });
  return { staff, cookie: await staffCookieFor(staff), session, maya, leo };
}

// An hour ago, or just after midnight at camp when the camp day is younger (changes belong to their roster's day).
const T0 = Math.max(Date.now() - 60 * 60 * 1000, campTimeToInstant(campToday()) + 1000);
const ev = (entryId: number, kind: string, atOffsetMs: number, extra: Event = {}): Event => ({
  id: crypto.randomUUID(),
  entryId,
  kind,
  at: T0 + atOffsetMs,
  ...extra,
});

const record = (entryId: number) =>
  env.DB.prepare(`SELECT checked_in, checked_in_at, checked_in_by, checked_out, checked_out_at, notes FROM attendance_records WHERE roster_entry_id = ?1`)
    .bind(entryId)
    .first<{
      checked_in: number;
      checked_in_at: number | null;
      checked_in_by: string | null;
      checked_out: number;
      checked_out_at: number | null;
      notes: string;
    }>();
const group = async (entryId: number) =>
  (await env.DB.prepare(`SELECT group_name AS g FROM roster_entries WHERE id = ?1`).bind(entryId).first<{ g: string }>())!.g;
const eventCount = async (entryId?: number) =>
  (await env.DB.prepare(`SELECT count(*) AS n FROM attendance_events ${entryId ? "WHERE roster_entry_id = ?1" : ""}`)
    .bind(...(entryId ? [entryId] : []))
    .first<{ n: number }>())!.n;

describe("the door's event queue", () => {
  test("a batch is applied in order and sending it again changes nothing", async () => {
    const { cookie, staff, maya, leo } = await door();
    const batch = [
      ev(maya.id, "checkIn", 0),
      ev(leo.id, "checkIn", 1000),
      ev(maya.id, "notes", 2000, { notes: "  Pickup by grandma  " }),
      ev(leo.id, "group", 3000, { groupName: "Sea Otters" }),
      ev(maya.id, "checkOut", 4000),
    ];
    const first = await send(cookie, batch);
    expect(first.status).toBe(200);
    expect(first.json.results).toEqual(batch.map((e) => ({ id: e.id, status: "saved" })));
    const after = await record(maya.id);
    expect(after).toMatchObject({
      checked_in: 1,
      checked_in_at: T0,
      checked_in_by: staff.displayName,
      checked_out: 1,
      checked_out_at: T0 + 4000,
      notes: "Pickup by grandma",
    });
    expect(await group(leo.id)).toBe("Sea Otters");
    const version = await SELF.fetch(`http://localhost/api/attendance/sessions/${maya.attendanceSessionId}/version`, { headers: { Cookie: cookie } });
    const stamp = await version.json();

    const again = await send(cookie, batch);
    expect(again.status).toBe(200);
    expect(again.json.results).toEqual(batch.map((e) => ({ id: e.id, status: "duplicate" })));
    expect(await eventCount(maya.id)).toBe(3);
    expect(await eventCount(leo.id)).toBe(2);
    expect(await record(maya.id)).toEqual(after);
    // Nothing changed, so a second device's poll sees the same stamp and does not reload.
    const versionAgain = await SELF.fetch(`http://localhost/api/attendance/sessions/${maya.attendanceSessionId}/version`, { headers: { Cookie: cookie } });
    expect(await versionAgain.json()).toEqual(stamp);
  });

  test("two devices' events converge to the same answer whatever order they arrive in", async () => {
    const a = await door();
    const b = await door();
    // Device 1 checked Maya in at 0 and out at 30; device 2 (apart) checked her in at 10, undid
    // the check-out at 20 (before device 1's check-out) and changed the note at 40, device 1 at 35.
    const one = [
      ev(0, "checkIn", 0),
      ev(0, "checkOut", 30_000),
      ev(0, "notes", 35_000, { notes: "from device 1" }),
      ev(0, "group", 50_000, { groupName: "Bull Sharks" }),
    ];
    const two = [
      ev(0, "checkIn", 10_000),
      ev(0, "undoCheckOut", 20_000),
      ev(0, "notes", 40_000, { notes: "from device 2" }),
      ev(0, "group", 45_000, { groupName: "CITs" }),
    ];
    const onto = (entryId: number, events: Event[]) => events.map((e) => ({ ...e, entryId, id: crypto.randomUUID() }));
    // Roster A gets device 1 then device 2; roster B the reverse, each event reversed too.
    expect((await send(a.cookie, onto(a.maya.id, one))).status).toBe(200);
    expect((await send(a.cookie, onto(a.maya.id, two))).status).toBe(200);
    expect((await send(b.cookie, onto(b.maya.id, [...two].reverse()))).status).toBe(200);
    expect((await send(b.cookie, onto(b.maya.id, [...one].reverse()))).status).toBe(200);
    const ra = await record(a.maya.id);
    const rb = await record(b.maya.id);
    expect({ ...ra, checked_in_by: null }).toEqual({ ...rb, checked_in_by: null });
    // The written rule: checked in since the first check-in (0); the check-out at 30 is later than
    // the undo at 20, so she is out; the note at 40 and the group at 50 are the latest.
    expect(ra).toMatchObject({ checked_in: 1, checked_in_at: T0, checked_out: 1, checked_out_at: T0 + 30_000, notes: "from device 2" });
    expect(await group(a.maya.id)).toBe("Bull Sharks");
    expect(await group(b.maya.id)).toBe("Bull Sharks");
  });

  test("an undo of the check-in clears the check-out; ties in time go to the greater id", async () => {
    const { cookie, maya } = await door();
    await send(cookie, [ev(maya.id, "checkIn", 0), ev(maya.id, "checkOut", 5000), ev(maya.id, "undoCheckIn", 6000)]);
    expect(await record(maya.id)).toMatchObject({ checked_in: 0, checked_out: 0, checked_in_at: null, checked_out_at: null });
    const low = { ...ev(maya.id, "notes", 9000, { notes: "low" }), id: "00000000-0000-4000-8000-000000000000" };
    const high = { ...ev(maya.id, "notes", 9000, { notes: "high" }), id: "ffffffff-ffff-4fff-bfff-ffffffffffff" };
    await send(cookie, [high, low]);
    expect((await record(maya.id))!.notes).toBe("high");
  });

  test("a change dated in the future, outside its roster's day, or on a roster of another day is refused with the reason and writes nothing", async () => {
    const { cookie, maya, leo } = await door();
    const before = await eventCount();
    const future = ev(maya.id, "notes", 0, { at: Date.now() + 365 * 24 * 60 * 60 * 1000, notes: "from the future" });
    const refusedFuture = await send(cookie, [ev(leo.id, "checkIn", 0), future]);
    expect(refusedFuture).toMatchObject({ status: 422, json: { eventId: future.id } });
    expect(refusedFuture.json.message).toBe("Change 2: This change is dated in the future: check the date and time on this device");
    const in1970 = ev(maya.id, "checkIn", 0, { at: Date.UTC(1970, 0, 1, 17) });
    const refused1970 = await send(cookie, [in1970]);
    expect(refused1970).toMatchObject({ status: 422, json: { eventId: in1970.id } });
    expect(refused1970.json.message).toMatch(/^Change 1: This change is dated 1970-01-01 but the roster is for \d{4}-\d\d-\d\d/);
    const threeDaysAgo = ev(maya.id, "medication", 0, { at: Date.now() - 3 * 24 * 60 * 60 * 1000, record: { outcome: "given", medication: "Inhaler" } });
    expect((await send(cookie, [threeDaysAgo])).status).toBe(422);
    // A roster of another year: refused by the queue, the JSON API's single tap and the page's action alike.
    const later = await createAttendanceSession({ date: "2028-07-10" });
    const ava = await createRosterEntry({ attendanceSessionId: later.id, camperName: "Ava Stone" });
    const queued = await send(cookie, [{ id: crypto.randomUUID(), entryId: ava.id, kind: "checkIn", at: Date.now() }]);
    expect(queued.status).toBe(422);
    expect(queued.json.message).toContain("but the roster is for 2028-07-10");
    const tap = await SELF.fetch(`http://localhost/api/attendance/checkin/${ava.id}`, { method: "POST", headers: { Cookie: cookie } });
    expect(tap.status).toBe(422);
    const medication = await SELF.fetch(`http://localhost/api/attendance/medication/${ava.id}`, {
      method: "POST",
      headers: { Cookie: cookie, "Content-Type": "application/json" },
      body: JSON.stringify({ outcome: "given", medication: "Inhaler" }),
    });
    expect(medication.status).toBe(422);
    const page = await SELF.fetch(formPost("/attendance.data", { intent: "attendance", change: "checkin", rosterEntryId: String(ava.id) }, { Cookie: cookie }));
    expect(page.status).toBe(422);
    expect(await eventCount()).toBe(before);
    expect(await record(maya.id)).toMatchObject({ checked_in: 0, notes: "" });
    expect(await record(ava.id)).toMatchObject({ checked_in: 0 });
    const meds = await env.DB.prepare("SELECT count(*) AS n FROM medication_log WHERE roster_entry_id IN (?1, ?2)")
      .bind(maya.id, ava.id)
      .first<{ n: number }>();
    expect(meds!.n).toBe(0);
    // A device clock a little ahead (within the allowed skew) is fine.
    expect((await send(cookie, [ev(maya.id, "notes", 0, { at: Date.now() + CLOCK_SKEW_MS / 2, notes: "now" })])).status).toBe(200);
    expect((await record(maya.id))!.notes).toBe("now");
  });

  test("bad batches are refused with a clear message and write nothing", async () => {
    const { cookie, maya } = await door();
    const good = ev(maya.id, "checkIn", 0);
    const cases: Array<[unknown, number, RegExp]> = [
      ["{not json", 400, /not valid JSON/],
      [[], 400, /No changes to save/],
      [[good, { ...ev(maya.id, "teleport", 1) }], 400, /Change 2: Unknown kind of change/],
      [[good, { ...ev(maya.id, "checkIn", 1), id: "not-a-uuid" }], 400, /Change 2: Each change needs its device id/],
      [[good, { ...ev(maya.id, "notes", 1), notes: "x".repeat(1001) }], 400, /Change 2: Notes is longer than 1000 characters|Notes.*1000/],
      [[good, ev(maya.id, "checkOut", 2, { change: "checkin" })], 400, /Change 2: The change does not match its kind/],
      [[good, ev(999_999, "checkIn", 3)], 404, /Camper not found/],
      [Array.from({ length: 201 }, (_, i) => ev(maya.id, "checkIn", i)), 400, /At most 200 changes/],
    ];
    for (const [events, status, message] of cases) {
      const r = await send(cookie, typeof events === "string" ? events : events);
      expect(r.status, JSON.stringify(r.json)).toBe(status);
      expect(String(r.json.message)).toMatch(message);
    }
    // The unknown camper's refusal names the change, so the device can set it aside.
    const unknown = ev(999_999, "checkIn", 3);
    expect((await send(cookie, [good, unknown])).json.eventId).toBe(unknown.id);
    // In the one refusal shape of every route (docs/decisions/0019): the message and every message by field, then what the device needs.
    expect(await send(cookie, [good, unknown])).toEqual({
      status: 404,
      json: { message: "Camper not found: the camper was removed from the roster", fieldErrors: {}, eventId: unknown.id },
    });
    const long = ev(maya.id, "notes", 1, { notes: "x".repeat(1001) });
    expect(await send(cookie, [good, long])).toEqual({
      status: 400,
      json: {
        message: "Change 2: Notes must be at most 1000 characters",
        fieldErrors: { "events.1.notes": ["Notes must be at most 1000 characters"] },
        eventId: long.id,
      },
    });
    expect(await eventCount(maya.id)).toBe(0);
    expect((await record(maya.id))?.checked_in ?? 0).toBe(0);
  });

  test("without a staff session the queue is refused (401) and nothing is written", async () => {
    const { maya } = await door();
    const r = await send(null, [ev(maya.id, "checkIn", 0)]);
    expect(r.status).toBe(401);
    expect(await eventCount(maya.id)).toBe(0);
  });

  test("the page's action records a tap as the same kind of event, with the device's id and time", async () => {
    const { cookie, maya } = await door();
    const id = crypto.randomUUID();
    const fields = { intent: "attendance", change: "checkin", rosterEntryId: String(maya.id), eventId: id, at: String(T0) };
    for (let i = 0; i < 2; i++) expect((await SELF.fetch(formPost("/attendance.data", fields, { Cookie: cookie }))).status).toBe(200);
    expect(await eventCount(maya.id)).toBe(1);
    expect(await record(maya.id)).toMatchObject({ checked_in: 1, checked_in_at: T0 });
    // The same event id sent by the queue later is a duplicate: online and offline are one path.
    const r = await send(cookie, [{ id, entryId: maya.id, kind: "checkIn", at: T0 }]);
    expect(r.json.results).toEqual([{ id, status: "duplicate" }]);
    const bad = await SELF.fetch(formPost("/attendance.data", { ...fields, eventId: "nope" }, { Cookie: cookie }));
    expect(bad.status).toBe(400);
  });

  test("the name on a change is the signed-in counselor's, never the one the device sends", async () => {
    const { cookie, staff, maya } = await door();
    const made = ev(maya.id, "checkIn", 0, { staffName: "Camp Director" });
    await send(cookie, [made]);
    const row = await env.DB.prepare(`SELECT staff_name, sent_by FROM attendance_events WHERE id = ?1`).bind(made.id).first();
    expect(row).toEqual({ staff_name: staff.displayName, sent_by: staff.displayName });
    expect((await record(maya.id))!.checked_in_by).toBe(staff.displayName);
    const roster = await (await SELF.fetch(`http://localhost/api/attendance/sessions/${maya.attendanceSessionId}`, { headers: { Cookie: cookie } })).text();
    expect(roster).not.toContain("Camp Director");
  });

  test("the roster lists every event in the camper's day history", async () => {
    const { cookie, staff, maya, session } = await door();
    await send(cookie, [ev(maya.id, "checkIn", 0), ev(maya.id, "undoCheckIn", 1000), ev(maya.id, "checkIn", 2000)]);
    const roster = await (
      await SELF.fetch(`http://localhost/api/attendance/sessions/${session.id}`, { headers: { Cookie: cookie } })
    ).json<{
      roster: Array<{ id: number; history: Array<{ kind: string; at: number; staffName: string }>; attendanceRecord: { checkedInAt: number } }>;
    }>();
    const entry = roster.roster.find((e) => e.id === maya.id)!;
    expect(entry.history.map((h) => [h.kind, h.at, h.staffName])).toEqual([
      ["checkIn", T0, staff.displayName],
      ["undoCheckIn", T0 + 1000, staff.displayName],
      ["checkIn", T0 + 2000, staff.displayName],
    ]);
    expect(entry.attendanceRecord.checkedInAt).toBe(T0 + 2000);
  });
});
