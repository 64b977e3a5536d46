import { env } from "cloudflare:workers";
import { describe, expect, test } from "vitest";
import { createAttendanceSession, createRosterEntry, createStaff, createUser, sessionCookieFor, staffCookieFor } from "../support/factories";
import { callApi, type Json } from "../support/api";

async function signedIn() {
  const staff = await createStaff({ displayName: "Jordan Lee" });
  return { staff, cookie: await staffCookieFor(staff) };
}

const count = async (sql: string, ...binds: unknown[]) =>
  (await env.DB.prepare(sql)
    .bind(...binds)
    .first<{ n: number }>())!.n;

describe("staff login", () => {
  test("signs in with a username and password, sets a KV session cookie, and /check says so", async () => {
    await createStaff({ username: "ana", displayName: "Ana Gomez", password: "right-password" });
    const login = await callApi("/api/attendance/login", { body: { username: "Ana", password: "right-password" } });
    expect(login.status).toBe(200);
    expect(login.json).toEqual({ success: true, displayName: "Ana Gomez", doorSignIn: expect.any(String) });
    const setCookie = login.headers.get("Set-Cookie")!;
    expect(setCookie).toMatch(/^sarraka_staff=[\w-]+; Path=\/; HttpOnly; SameSite=Lax; Max-Age=43200/);
    const cookie = setCookie.split(";")[0];
    expect((await callApi("/api/attendance/check", { cookie })).json).toEqual({ authenticated: true, displayName: "Ana Gomez" });
    // The token itself is never a KV key: only its hash is.
    const keys = await env.STAFF_SESSIONS.list({ prefix: "staff-session:" });
    expect(keys.keys.some((k) => k.name.includes(cookie.split("=")[1]))).toBe(false);
    expect(keys.keys.length).toBeGreaterThan(0);
  });

  test("a wrong password or unknown user answers 'Invalid username or password'", async () => {
    await createStaff({ username: "ben", password: "right-password" });
    for (const body of [
      { username: "ben", password: "wrong" },
      { username: "nobody", password: "right-password" },
    ]) {
      const r = await callApi("/api/attendance/login", { body });
      expect(r.status).toBe(401);
      expect(r.json).toEqual({ message: "Invalid username or password", fieldErrors: {} });
      expect(r.headers.get("Set-Cookie")).toBeNull();
    }
  });

  test("a disabled account cannot sign in, and its open session stops working at once", async () => {
    const staff = await createStaff({ username: "cara", password: "right-password" });
    const cookie = await staffCookieFor(staff);
    await env.DB.prepare("UPDATE attendance_staff SET is_active = 0 WHERE id = ?").bind(staff.id).run();
    expect((await callApi("/api/attendance/login", { body: { username: "cara", password: "right-password" } })).status).toBe(401);
    expect((await callApi("/api/attendance/sessions", { cookie })).status).toBe(401);
    expect((await callApi("/api/attendance/check", { cookie })).json).toEqual({ authenticated: false, displayName: null });
  });

  test("repeated failures are throttled", async () => {
    await createStaff({ username: "dora", password: "right-password" });
    let last = { status: 0, json: {} as Json };
    for (let i = 0; i < 6; i++) last = await callApi("/api/attendance/login", { body: { username: "dora", password: `wrong-${i}` } });
    expect(last.status).toBe(429);
    expect(String(last.json.message)).toMatch(/^Too many failed sign-in attempts/);
    // Even the right password waits until the lock ends.
    expect((await callApi("/api/attendance/login", { body: { username: "dora", password: "right-password" } })).status).toBe(429);
  });

  test("logout ends the session", async () => {
    const { cookie } = await signedIn();
    const out = await callApi("/api/attendance/logout", { method: "POST", cookie });
    expect(out.status).toBe(200);
    expect(out.headers.get("Set-Cookie")).toContain("Max-Age=0");
    expect((await callApi("/api/attendance/sessions", { cookie })).status).toBe(401);
  });
});

describe("without a staff session", () => {
  test.each([
    ["GET", "/api/attendance/sessions"],
    ["GET", "/api/attendance/sessions/1"],
    ["GET", "/api/attendance/sessions/1/version"],
    ["POST", "/api/attendance/sessions"],
    ["POST", "/api/attendance/sessions/1/import"],
    ["POST", "/api/attendance/sessions/1/medical-import"],
    ["POST", "/api/attendance/medical-import-by-date"],
    ["POST", "/api/attendance/sessions/smart-import"],
    ["POST", "/api/attendance/sessions/1/build-from-registrations"],
    ["POST", "/api/attendance/roster"],
    ["PATCH", "/api/attendance/roster/1"],
    ["DELETE", "/api/attendance/roster/1"],
    ["DELETE", "/api/attendance/sessions/1/roster"],
    ["POST", "/api/attendance/checkin/1"],
    ["POST", "/api/attendance/uncheckin/1"],
    ["POST", "/api/attendance/checkout/1"],
    ["POST", "/api/attendance/uncheckout/1"],
    ["PATCH", "/api/attendance/records/1"],
  ])("%s %s answers 401", async (method, path) => {
    const session = await createAttendanceSession();
    await createRosterEntry({ attendanceSessionId: session.id });
    const r = await callApi(path, { method, body: method === "GET" || method === "DELETE" ? undefined : {} });
    expect(r.status).toBe(401);
    expect(r.json).toEqual({ message: "Unauthorized" });
  });

  test("a parent's session is not a staff session", async () => {
    const parent = await createUser();
    const cookie = await sessionCookieFor(parent.id);
    expect((await callApi("/api/attendance/sessions", { cookie })).status).toBe(401);
  });

  test("the check endpoint says not authenticated", async () => {
    expect((await callApi("/api/attendance/check")).json).toEqual({ authenticated: false, displayName: null });
  });
});

describe("sessions and roster", () => {
  test("creates a session, lists it, adds a camper and loads the roster with an audit entry", async () => {
    const { cookie, staff } = await signedIn();
    const created = await callApi("/api/attendance/sessions", {
      cookie,
      body: { date: "2099-06-15", location: "FLC", weekNumber: 1, title: "Week 1", notes: "", dailyPrize: "Ice cream" },
    });
    expect(created.status).toBe(201);
    const sessionId = created.json.id as number;
    const list = await callApi("/api/attendance/sessions", { cookie });
    expect(list.json).toEqual(expect.arrayContaining([expect.objectContaining({ id: sessionId, date: "2099-06-15", location: "FLC", title: "Week 1" })]));

    const added = await callApi("/api/attendance/roster", {
      cookie,
      body: { attendanceSessionId: sessionId, camperName: "Maya Rivera", allergies: "Milk", groupName: "Beluga Whales" },
    });
    expect(added.status).toBe(201);

    const before = await count("SELECT count(*) AS n FROM audit_log WHERE action = 'attendance.roster.read_medical'");
    const roster = await callApi(`/api/attendance/sessions/${sessionId}`, { cookie });
    expect(roster.status).toBe(200);
    expect(roster.json).toMatchObject({ id: sessionId, date: "2099-06-15", location: "FLC", title: "Week 1", dailyPrize: "Ice cream" });
    const rows = roster.json.roster as Array<Json>;
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      camperName: "Maya Rivera",
      allergies: "Milk",
      groupName: "Beluga Whales",
      attendanceRecord: { checkedIn: false, checkedOut: false },
    });
    // One audit entry per roster load, naming the staff member.
    const audit = await env.DB.prepare("SELECT * FROM audit_log WHERE action = 'attendance.roster.read_medical' ORDER BY id DESC").first<Json>();
    expect(await count("SELECT count(*) AS n FROM audit_log WHERE action = 'attendance.roster.read_medical'")).toBe(before + 1);
    expect(audit).toMatchObject({
      actor_type: "staff",
      actor_id: String(staff.id),
      actor_name: "Jordan Lee",
      subject_type: "attendance_session",
      subject_id: String(sessionId),
    });
  });

  test("session validation answers 400 with a message; unknown ids answer 404", async () => {
    const { cookie } = await signedIn();
    const bad = await callApi("/api/attendance/sessions", { cookie, body: { date: "tomorrow", location: "FLC", title: "x" } });
    expect(bad.status).toBe(400);
    expect(bad.json.message).toBe("Date must be YYYY-MM-DD");
    expect((await callApi("/api/attendance/sessions/999999", { cookie })).status).toBe(404);
    expect((await callApi("/api/attendance/roster", { cookie, body: { attendanceSessionId: 999999, camperName: "X Y" } })).status).toBe(404);
    expect((await callApi("/api/attendance/checkin/999999", { cookie, method: "POST" })).status).toBe(404);
  });

  test("edits group, allergies and notes; deletes one camper; clear all empties the session", async () => {
    const { cookie } = await signedIn();
    const session = await createAttendanceSession();
    const a = await createRosterEntry({ attendanceSessionId: session.id, camperName: "Ava Chen" });
    const b = await createRosterEntry({ attendanceSessionId: session.id, camperName: "Leo Park" });
    const versionBefore = (await callApi(`/api/attendance/sessions/${session.id}/version`, { cookie })).json.version;
    expect((await callApi(`/api/attendance/roster/${a.id}`, { cookie, method: "PATCH", body: { groupName: "Sea Otters" } })).json).toMatchObject({
      groupName: "Sea Otters",
    });
    expect((await callApi(`/api/attendance/roster/${a.id}`, { cookie, method: "PATCH", body: { allergies: "Eggs" } })).json).toMatchObject({
      allergies: "Eggs",
    });
    const versionAfter = (await callApi(`/api/attendance/sessions/${session.id}/version`, { cookie })).json.version;
    expect(versionAfter).not.toBe(versionBefore);
    const record = await env.DB.prepare("SELECT id FROM attendance_records WHERE roster_entry_id = ?").bind(a.id).first<{ id: number }>();
    expect((await callApi(`/api/attendance/records/${record!.id}`, { cookie, method: "PATCH", body: { notes: "Leaving at 2:15" } })).json).toMatchObject({
      notes: "Leaving at 2:15",
    });

    expect((await callApi(`/api/attendance/roster/${b.id}`, { cookie, method: "DELETE" })).json).toEqual({ success: true });
    expect((await callApi(`/api/attendance/roster/${b.id}`, { cookie, method: "DELETE" })).status).toBe(404);
    expect((await callApi(`/api/attendance/sessions/${session.id}/roster`, { cookie, method: "DELETE" })).json).toEqual({ success: true, deleted: 1 });
    expect(await count("SELECT count(*) AS n FROM roster_entries WHERE attendance_session_id = ?", session.id)).toBe(0);
    expect(await count("SELECT count(*) AS n FROM attendance_records WHERE roster_entry_id IN (?, ?)", a.id, b.id)).toBe(0);
  });
});

describe("check-in and check-out", () => {
  test("each is its own call, idempotent, timestamped, and records the staff member's name", async () => {
    const { cookie } = await signedIn();
    const session = await createAttendanceSession();
    const entry = await createRosterEntry({ attendanceSessionId: session.id, camperName: "Maya Rivera" });

    const first = await callApi(`/api/attendance/checkin/${entry.id}`, { cookie, body: { checkInBy: "Staff" } });
    expect(first.status).toBe(200);
    expect(first.json).toMatchObject({ checkedIn: true, checkedInBy: "Jordan Lee", checkedOut: false });
    expect(first.json.checkedInAt).toEqual(expect.any(Number));
    await new Promise((r) => setTimeout(r, 5));
    const again = await callApi(`/api/attendance/checkin/${entry.id}`, { cookie, method: "POST" });
    expect(again.json.checkedInAt).toBe(first.json.checkedInAt);
    expect(again.json.updatedAt).toBe(first.json.updatedAt);

    const out = await callApi(`/api/attendance/checkout/${entry.id}`, { cookie, body: { checkOutBy: "Staff" } });
    expect(out.json).toMatchObject({ checkedIn: true, checkedOut: true, checkedOutBy: "Jordan Lee" });
    const outAgain = await callApi(`/api/attendance/checkout/${entry.id}`, { cookie, method: "POST" });
    expect(outAgain.json.checkedOutAt).toBe(out.json.checkedOutAt);

    expect((await callApi(`/api/attendance/uncheckout/${entry.id}`, { cookie, method: "POST" })).json).toMatchObject({
      checkedIn: true,
      checkedOut: false,
      checkedOutAt: null,
      checkedOutBy: null,
    });
    expect((await callApi(`/api/attendance/uncheckout/${entry.id}`, { cookie, method: "POST" })).json).toMatchObject({ checkedOut: false });
    expect((await callApi(`/api/attendance/uncheckin/${entry.id}`, { cookie, method: "POST" })).json).toMatchObject({
      checkedIn: false,
      checkedInAt: null,
      checkedInBy: null,
    });
  });

  test("undoing check-in of a camper who was checked out undoes both", async () => {
    const { cookie } = await signedIn();
    const session = await createAttendanceSession();
    const entry = await createRosterEntry({ attendanceSessionId: session.id });
    await callApi(`/api/attendance/checkin/${entry.id}`, { cookie, method: "POST" });
    await callApi(`/api/attendance/checkout/${entry.id}`, { cookie, method: "POST" });
    expect((await callApi(`/api/attendance/uncheckin/${entry.id}`, { cookie, method: "POST" })).json).toMatchObject({ checkedIn: false, checkedOut: false });
  });

  test("a camper without a record yet (added by hand in SQL) can still be checked in", async () => {
    const { cookie } = await signedIn();
    const session = await createAttendanceSession();
    const { meta } = await env.DB.prepare("INSERT INTO roster_entries (attendance_session_id, camper_name) VALUES (?, 'No Record')").bind(session.id).run();
    const r = await callApi(`/api/attendance/checkin/${meta.last_row_id}`, { cookie, method: "POST" });
    expect(r.json).toMatchObject({ checkedIn: true, checkedInBy: "Jordan Lee" });
  });

  test("100 concurrent check-in/undo toggles from two sessions lose no event", async () => {
    const { cookie: one } = await signedIn();
    const other = await createStaff({ displayName: "Sam Ortiz" });
    const two = await staffCookieFor(other);
    const session = await createAttendanceSession();
    const entries = await Promise.all(Array.from({ length: 10 }, (_, i) => createRosterEntry({ attendanceSessionId: session.id, camperName: `Toggle ${i}` })));
    // 100 calls at once: for each camper, 10 alternating calls from two devices.
    const calls = entries.flatMap((entry, i) =>
      Array.from({ length: 10 }, (_, k) => ({
        entry,
        path: `/api/attendance/${k % 2 === 0 ? "checkin" : "uncheckin"}/${entry.id}`,
        cookie: (i + k) % 2 ? one : two,
      })),
    );
    const results = await Promise.all(calls.map((c) => callApi(c.path, { cookie: c.cookie, method: "POST" })));
    expect(results.every((r) => r.status === 200)).toBe(true);
    // Every answer is a consistent record: checked in with a time and a name, or neither.
    for (const r of results) {
      if (r.json.checkedIn) expect(r.json).toMatchObject({ checkedInAt: expect.any(Number), checkedInBy: expect.stringMatching(/Jordan Lee|Sam Ortiz/) });
      else expect(r.json).toMatchObject({ checkedInAt: null, checkedInBy: null });
    }
    // Requests are applied one at a time; the stored state is the last applied call's state.
    // A final explicit call per camper must win over everything before it.
    await Promise.all(entries.map((e, i) => callApi(`/api/attendance/${i % 2 ? "checkin" : "uncheckin"}/${e.id}`, { cookie: one, method: "POST" })));
    const { results: rows } = await env.DB.prepare(
      "SELECT roster_entry_id, checked_in, checked_in_at, checked_in_by FROM attendance_records WHERE roster_entry_id IN (SELECT id FROM roster_entries WHERE attendance_session_id = ?) ORDER BY roster_entry_id",
    )
      .bind(session.id)
      .all<Json>();
    expect(rows).toHaveLength(10);
    rows.forEach((row, i) => {
      expect(row.checked_in).toBe(i % 2);
      if (i % 2) expect(row.checked_in_by).toMatch(/Jordan Lee|Sam Ortiz/);
      else expect(row.checked_in_at).toBeNull();
    });
    expect(
      await count(
        "SELECT count(*) AS n FROM attendance_records WHERE roster_entry_id IN (SELECT id FROM roster_entries WHERE attendance_session_id = ?)",
        session.id,
      ),
    ).toBe(10);
  });

  test("two devices checking in the same camper at once keep one check-in with the first time", async () => {
    const { cookie: one } = await signedIn();
    const two = await staffCookieFor(await createStaff({ displayName: "Sam Ortiz" }));
    const session = await createAttendanceSession();
    const entry = await createRosterEntry({ attendanceSessionId: session.id });
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => callApi(`/api/attendance/checkin/${entry.id}`, { cookie: i % 2 ? one : two, method: "POST" })),
    );
    const times = new Set(results.map((r) => r.json.checkedInAt));
    const names = new Set(results.map((r) => r.json.checkedInBy));
    expect(times.size).toBe(1);
    expect(names.size).toBe(1);
  });
});
