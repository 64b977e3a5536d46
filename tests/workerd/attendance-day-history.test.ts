// One camper's day history, asked for when the door opens the camper's details
// (GET /api/attendance/roster/:id/history): that camper's events only, oldest first, and no
// kind the history does not name (no medical data, so the read is not an audited medical view).
// The roster the door page loads and syncs carries no histories.
import { SELF } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, test } from "vitest";
import { campTimeToInstant, campToday } from "~/lib/camp-dates";
import { createAttendanceSession, createRosterEntry, createStaff, staffCookieFor } from "../support/factories";

// An hour ago, or just after midnight at camp when the camp day is younger (changes belong to their roster's day).
const T0 = Math.max(Date.now() - 60 * 60 * 1000, campTimeToInstant(campToday()) + 1000);
const ev = (entryId: number, kind: string, atOffsetMs: number, extra: Record<string, unknown> = {}) => ({
  id: crypto.randomUUID(),
  entryId,
  kind,
  at: T0 + atOffsetMs,
  ...extra,
});

async function door() {
  const staff = await createStaff({ displayName: `Counselor ${crypto.randomUUID().slice(0, 6)}` });
  const session = await createAttendanceSession();
  const maya = await createRosterEntry({ attendanceSessionId: session.id, camperName: "Maya Rivera" });
  const leo = await createRosterEntry({ attendanceSessionId: session.id, camperName: "Leo Park" });
  const cookie = await staffCookieFor(staff);
  return { staff, session, maya, leo, cookie };
}

const get = (path: string, cookie?: string) => SELF.fetch(`http://localhost${path}`, { headers: cookie ? { Cookie: cookie } : {} });
const auditRows = async () => (await env.DB.prepare(`SELECT count(*) AS n FROM audit_log`).first<{ n: number }>())!.n;

describe("a camper's day history", () => {
  test("lists that camper's events, oldest first, with who made them; reading it is not a medical view", async () => {
    const { staff, maya, leo, cookie } = await door();
    const events = [
      ev(maya.id, "checkIn", 0),
      ev(leo.id, "checkIn", 500),
      ev(maya.id, "notes", 1000, { notes: "Pickup by grandma" }),
      ev(maya.id, "group", 2000, { groupName: "Sea Otters" }),
    ];
    const sent = await SELF.fetch("http://localhost/api/attendance/events", {
      method: "POST",
      headers: { Cookie: cookie, "Content-Type": "application/json" },
      body: JSON.stringify({ events }),
    });
    expect(sent.status).toBe(200);
    // A kind the history does not name (one that could carry medical data) stays out of it.
    await env.DB.prepare(
      `INSERT INTO attendance_events (id, roster_entry_id, kind, at, device_at, staff_name, sent_by, value) VALUES (?1, ?2, 'medication', ?3, ?3, 'Nurse', 'Nurse', 'Inhaler given')`,
    )
      .bind(crypto.randomUUID(), maya.id, T0 + 3000)
      .run();
    const before = await auditRows();
    const response = await get(`/api/attendance/roster/${maya.id}/history`, cookie);
    expect(response.status).toBe(200);
    const { events: history } = await response.json<{ events: Array<{ id: string; kind: string; at: number; staffName: string; value: string | null }> }>();
    expect(history.map((e) => [e.kind, e.at, e.staffName, e.value])).toEqual([
      ["checkIn", T0, staff.displayName, null],
      ["notes", T0 + 1000, staff.displayName, "Pickup by grandma"],
      ["group", T0 + 2000, staff.displayName, "Sea Otters"],
    ]);
    expect(history.map((e) => e.id)).toEqual([events[0].id, events[2].id, events[3].id]);
    expect(await auditRows()).toBe(before);
  });

  test("an unknown or malformed camper id is 404, and a signed-out device gets 401", async () => {
    const { maya, cookie } = await door();
    for (const id of ["999999", "abc", "-1", "1e3"]) {
      const response = await get(`/api/attendance/roster/${id}/history`, cookie);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ message: "Camper not found", fieldErrors: {} });
    }
    expect((await get(`/api/attendance/roster/${maya.id}/history`)).status).toBe(401);
  });

  test("the roster the door page loads carries no day histories; the JSON API's roster keeps them", async () => {
    const { session, maya, cookie } = await door();
    await SELF.fetch("http://localhost/api/attendance/events", {
      method: "POST",
      headers: { Cookie: cookie, "Content-Type": "application/json" },
      body: JSON.stringify({ events: [ev(maya.id, "checkIn", 0)] }),
    });
    const page = await get(`/attendance.data?session=${session.id}`, cookie);
    expect(page.status).toBe(200);
    const data = await page.text();
    expect(data).toContain("Maya Rivera");
    expect(data).not.toContain('"history"');
    const api = await (await get(`/api/attendance/sessions/${session.id}`, cookie)).json<{ roster: Array<{ id: number; history: unknown[] }> }>();
    expect(api.roster.find((e) => e.id === maya.id)!.history).toHaveLength(1);
  });
});
