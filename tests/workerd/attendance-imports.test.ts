import { SELF } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, test } from "vitest";
import { importRosterEntries } from "../../app/server/attendance/roster-entries.server";
import {
  createAttendanceSession,
  createCampSession,
  createCamper,
  createProgram,
  createRosterEntry,
  createStaff,
  createUser,
  staffCookieFor,
} from "../support/factories";

type Json = Record<string, unknown>;

async function post(path: string, cookie: string, body: unknown) {
  const response = await SELF.fetch(`http://localhost${path}`, {
    method: "POST",
    headers: { Cookie: cookie, "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
  return { status: response.status, json: await response.json<Json>() };
}

async function staffCookie() {
  return staffCookieFor(await createStaff({ displayName: "Jordan Lee" }));
}

const rosterCount = async (sessionId: number) =>
  (await env.DB.prepare("SELECT count(*) AS n FROM roster_entries WHERE attendance_session_id = ?").bind(sessionId).first<{ n: number }>())!.n;

describe("import campers", () => {
  test("5,000 rows import in one go, each with its attendance record", async () => {
    const cookie = await staffCookie();
    const session = await createAttendanceSession();
    const campers = Array.from({ length: 5000 }, (_, i) => ({
      camperName: `Camper ${i}`,
      groupName: "Sea Otters",
      afterCare: i % 2 === 0,
      allergies: i % 10 === 0 ? "Peanuts, tree nuts" : "",
    }));
    const r = await post(`/api/attendance/sessions/${session.id}/import`, cookie, { campers });
    expect(r.json).toEqual({ success: true, imported: 5000 });
    expect(await rosterCount(session.id)).toBe(5000);
    const records = await env.DB.prepare(
      "SELECT count(*) AS n FROM attendance_records r JOIN roster_entries e ON e.id = r.roster_entry_id WHERE e.attendance_session_id = ?",
    )
      .bind(session.id)
      .first<{ n: number }>();
    expect(records!.n).toBe(5000);
    const sample = await env.DB.prepare("SELECT * FROM roster_entries WHERE attendance_session_id = ? AND camper_name = 'Camper 10'")
      .bind(session.id)
      .first<Json>();
    expect(sample).toMatchObject({ group_name: "Sea Otters", after_care: 1, allergies: "Peanuts, tree nuts" });
  });

  test("a bad row in the middle of 5,000 leaves nothing written and names the row", async () => {
    const cookie = await staffCookie();
    const session = await createAttendanceSession();
    const campers: Array<Json> = Array.from({ length: 5000 }, (_, i) => ({ camperName: `Camper ${i}` }));
    campers[2500] = { camperName: "", groupName: "Sea Otters" };
    const r = await post(`/api/attendance/sessions/${session.id}/import`, cookie, { campers });
    expect(r.status).toBe(400);
    expect(r.json).toEqual({
      message: "Failed to import campers",
      fieldErrors: {},
      errors: [{ row: 2501, reason: "Name is required" }],
    });
    expect(await rosterCount(session.id)).toBe(0);
  });

  test("a row the database refuses rolls back every row of the batch", async () => {
    const session = await createAttendanceSession();
    const rows = Array.from({ length: 5000 }, (_, i) => ({ camperName: `Camper ${i}` }));
    // Slips past validation (as a bug might): camper_name is NOT NULL in the database.
    rows[2500] = { camperName: null as unknown as string };
    await expect(
      importRosterEntries(
        env,
        session.id,
        rows.map((r) => ({ ...r, camperName: r.camperName })),
      ),
    ).rejects.toThrow();
    expect(await rosterCount(session.id)).toBe(0);
  });

  test("no campers: 'No campers found in CSV'; unknown session: 404", async () => {
    const cookie = await staffCookie();
    const session = await createAttendanceSession();
    expect((await post(`/api/attendance/sessions/${session.id}/import`, cookie, { campers: [] })).json).toEqual({
      message: "No campers found in CSV",
      fieldErrors: {},
    });
    expect((await post(`/api/attendance/sessions/999999/import`, cookie, { campers: [{ camperName: "A B" }] })).status).toBe(404);
  });
});

const cabinList = [
  "\uFEFFWinter Break Day,,,",
  ",Name,Grade,Age",
  'CIT,"Nguyen, Thomas (Tom)",9,14',
  "Beluga Whales (FLC),,,",
  '1,"Rivera, Maya (May)",K,5:10',
  '2,"Okafor, Ada",1,6',
  "Bull Sharks,,,",
  '1,"Park, Leo",3,8:7',
  '2,"Lopez, Sam",2,7:2',
  "Sea Otters,,,",
  '1,"Chen, Ava (Avi)",5,10:2',
  '2,"Brown, Kai",6,"12:1"',
].join("\r\n");

describe("smart import", () => {
  test("creates the FLC and UUCA sessions of the date, places campers by age, and reports counts", async () => {
    const cookie = await staffCookie();
    const r = await post("/api/attendance/sessions/smart-import", cookie, { csvData: cabinList, date: "2099-03-02", uucaGroupCount: 3, title: "Snow Day" });
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({
      success: true,
      results: { flc: { count: 2 }, uuca: { count: 5 } },
      groupDistribution: {
        flc: { count: 2, groups: { "Beluga Whales": 2 } },
        uuca: { count: 5, groups: { CITs: 1, "Beluga Whales": 1, "Bull Sharks": 1, "Sea Otters": 2 } },
      },
      groups: { "Beluga Whales": 3, "Bull Sharks": 1, "Sea Otters": 2, CITs: 1 },
    });
    const results = r.json.results as { flc: { sessionId: number }; uuca: { sessionId: number } };
    const sessions = await env.DB.prepare("SELECT id, location, title FROM attendance_sessions WHERE date = '2099-03-02' ORDER BY location").all<Json>();
    expect(sessions.results).toEqual([
      { id: results.flc.sessionId, location: "FLC", title: "Snow Day" },
      { id: results.uuca.sessionId, location: "UUCA", title: "Snow Day" },
    ]);
    const leo = await env.DB.prepare("SELECT * FROM roster_entries WHERE camper_name = 'Leo Park'").first<Json>();
    expect(leo).toMatchObject({ attendance_session_id: results.uuca.sessionId, group_name: "Bull Sharks", notes: "Grade: 3, Age: 8:7" });
    const sam = await env.DB.prepare("SELECT group_name FROM roster_entries WHERE camper_name = 'Sam Lopez'").first<Json>();
    expect(sam!.group_name).toBe("Beluga Whales");
  });

  test("fills the existing sessions of that date, and a second run adds nobody twice", async () => {
    const cookie = await staffCookie();
    const uuca = await createAttendanceSession({ date: "2099-03-09", location: "UUCA", title: "Week 3", weekNumber: 3 });
    await createRosterEntry({ attendanceSessionId: uuca.id, camperName: "Leo Park" });
    const first = await post("/api/attendance/sessions/smart-import", cookie, { csvData: cabinList, date: "2099-03-09", uucaGroupCount: 2 });
    expect(first.json).toMatchObject({ results: { uuca: { sessionId: uuca.id, count: 4 }, flc: { count: 2 } } });
    const second = await post("/api/attendance/sessions/smart-import", cookie, { csvData: cabinList, date: "2099-03-09", uucaGroupCount: 2 });
    expect(second.json).toMatchObject({ results: { uuca: { count: 0 }, flc: { count: 0 } } });
    expect(await rosterCount(uuca.id)).toBe(5);
    // Two UUCA groups: the 7-year-old goes to Bull Sharks.
    const sam = await env.DB.prepare("SELECT group_name FROM roster_entries WHERE camper_name = 'Sam Lopez' AND attendance_session_id = ?")
      .bind(uuca.id)
      .first<Json>();
    expect(sam!.group_name).toBe("Bull Sharks");
  });

  test("opened from the second UUCA session of a day, it fills that session on its date, not the day's first", async () => {
    const cookie = await staffCookie();
    const first = await createAttendanceSession({ date: "2099-03-30", location: "UUCA", title: "Morning" });
    const second = await createAttendanceSession({ date: "2099-03-30", location: "UUCA", title: "Field Trip" });
    // The date sent is ignored: the dialog shows the session's date read-only.
    const r = await post("/api/attendance/sessions/smart-import", cookie, { csvData: cabinList, sessionId: second.id, date: "2099-04-13", uucaGroupCount: 3 });
    expect(r.json).toMatchObject({ results: { uuca: { sessionId: second.id, count: 5 }, flc: { count: 2 } } });
    expect([await rosterCount(first.id), await rosterCount(second.id)]).toEqual([0, 5]);
    const flc = await env.DB.prepare("SELECT date FROM attendance_sessions WHERE location = 'FLC' AND id = ?")
      .bind((r.json.results as { flc: { sessionId: number } }).flc.sessionId)
      .first<Json>();
    expect(flc!.date).toBe("2099-03-30");
    const gone = await post("/api/attendance/sessions/smart-import", cookie, { csvData: cabinList, sessionId: 987654321, uucaGroupCount: 3 });
    expect([gone.status, gone.json.message]).toEqual([404, "Session not found"]);
  });

  test("the spec's messages for missing data, non-CSV text and empty lists; bad rows named and nothing written", async () => {
    const cookie = await staffCookie();
    expect((await post("/api/attendance/sessions/smart-import", cookie, { csvData: "", date: "2099-03-16", uucaGroupCount: 3 })).json).toEqual({
      message: "Please provide CSV data and date",
      fieldErrors: {},
    });
    expect((await post("/api/attendance/sessions/smart-import", cookie, { csvData: cabinList, date: "", uucaGroupCount: 3 })).json).toEqual({
      message: "Please provide CSV data and date",
      fieldErrors: {},
    });
    expect(
      (await post("/api/attendance/sessions/smart-import", cookie, { csvData: "PK\u0003\u0004\u0000binary", date: "2099-03-16", uucaGroupCount: 3 })).json,
    ).toEqual({ message: "Invalid CSV format", fieldErrors: {} });
    expect(
      (await post("/api/attendance/sessions/smart-import", cookie, { csvData: "Just a title\nnothing else", date: "2099-03-16", uucaGroupCount: 3 })).json,
    ).toEqual({ message: "No campers found in CSV", fieldErrors: {} });
    const bad = await post("/api/attendance/sessions/smart-import", cookie, {
      csvData: `${cabinList}\r\n3,Kai Brown,6,12`,
      date: "2099-03-16",
      uucaGroupCount: 3,
    });
    expect(bad.status).toBe(400);
    expect(bad.json.message).toContain("Row 13: Name \"Kai Brown\" is not in the form 'Last, First (nickname)'");
    expect((await env.DB.prepare("SELECT count(*) AS n FROM attendance_sessions WHERE date = '2099-03-16'").first<{ n: number }>())!.n).toBe(0);
    expect((await post("/api/attendance/sessions/smart-import", cookie, { csvData: cabinList, date: "2099-03-16", uucaGroupCount: 4 })).status).toBe(400);
  });

  test("quoted commas and newlines in the simple format survive", async () => {
    const cookie = await staffCookie();
    const csv = 'name,group,notes,allergies\r\n"Rivera, Jr., Maya",Sea Otters,"Line one\nline two",Peanuts\r\n';
    const r = await post("/api/attendance/sessions/smart-import", cookie, { csvData: csv, date: "2099-03-23", uucaGroupCount: 3 });
    expect(r.json).toMatchObject({ results: { uuca: { count: 1 } } });
    const row = await env.DB.prepare("SELECT camper_name, notes, allergies FROM roster_entries WHERE camper_name LIKE 'Rivera%'").first<Json>();
    expect(row).toEqual({ camper_name: "Rivera, Jr., Maya", notes: "Line one\nline two", allergies: "Peanuts" });
  });
});

describe("CSV rows that do not fit", () => {
  test("a camper's row split by a line break refuses the whole import with 'Row N', and nothing is written", async () => {
    const cookie = await staffCookie();
    const csv = "name,nickname,group,allergies,medications\nAva Chen,,Sea Otters,,\nBruno Baker,,Sea Ot\nters,Peanuts,\n";
    const r = await post("/api/attendance/sessions/smart-import", cookie, { csvData: csv, date: "2099-05-04", uucaGroupCount: 3 });
    expect(r.status).toBe(400);
    expect(r.json.message).toContain("Row 3: has 3 fields where the header has 5");
    expect(r.json.message).toContain("Row 4: has 3 fields where the header has 5");
    expect((await env.DB.prepare("SELECT count(*) AS n FROM roster_entries WHERE camper_name = 'ters'").first<{ n: number }>())!.n).toBe(0);
    expect((await env.DB.prepare("SELECT count(*) AS n FROM attendance_sessions WHERE date = '2099-05-04'").first<{ n: number }>())!.n).toBe(0);
  });

  test("a file mixing CRLF and LF line ends imports every camper with their own cells", async () => {
    const cookie = await staffCookie();
    const csv = "name,group,allergies\r\nBruno Baker,Sea Otters,Peanuts\nAva Chen,Sea Otters,\r\nLeo Park,Bull Sharks,Eggs\n";
    const r = await post("/api/attendance/sessions/smart-import", cookie, { csvData: csv, date: "2099-05-11", uucaGroupCount: 3 });
    expect(r.status).toBe(200);
    const uuca = (r.json.results as { uuca: { sessionId: number; count: number } }).uuca;
    expect(uuca.count).toBe(3);
    const rows = await env.DB.prepare("SELECT camper_name, allergies FROM roster_entries WHERE attendance_session_id = ? ORDER BY camper_name")
      .bind(uuca.sessionId)
      .all<Json>();
    expect(rows.results).toEqual([
      { camper_name: "Ava Chen", allergies: "" },
      { camper_name: "Bruno Baker", allergies: "Peanuts" },
      { camper_name: "Leo Park", allergies: "Eggs" },
    ]);
  });

  test("an unclosed quote names its row", async () => {
    const cookie = await staffCookie();
    const csv = 'name,notes\nLeo Park,hi\nMaya Rivera,"pickup at 3\nAva Chen,ok\n';
    const r = await post("/api/attendance/sessions/smart-import", cookie, { csvData: csv, date: "2099-05-18", uucaGroupCount: 3 });
    expect(r.status).toBe(400);
    expect(r.json.message).toBe("Invalid CSV format. Row 3: a quote opened in this row is never closed");
    expect((await env.DB.prepare("SELECT count(*) AS n FROM attendance_sessions WHERE date = '2099-05-18'").first<{ n: number }>())!.n).toBe(0);
  });
});

describe("medical import", () => {
  test("by session: updates by roster id, counts what it could not match", async () => {
    const cookie = await staffCookie();
    const session = await createAttendanceSession();
    const other = await createAttendanceSession();
    const a = await createRosterEntry({ attendanceSessionId: session.id, camperName: "Maya Rivera", allergies: "Old", medications: "Keep me" });
    const b = await createRosterEntry({ attendanceSessionId: other.id, camperName: "Leo Park" });
    const r = await post(`/api/attendance/sessions/${session.id}/medical-import`, cookie, {
      updates: [
        { rosterId: a.id, allergies: "Peanuts", medications: "" },
        { rosterId: b.id, allergies: "Eggs" },
      ],
    });
    expect(r.json).toEqual({ updatedCount: 1, skipped: 1, message: "Matched 1 camper", unmatchedNames: [] });
    expect(await env.DB.prepare("SELECT allergies, medications FROM roster_entries WHERE id = ?").bind(a.id).first()).toEqual({
      allergies: "Peanuts",
      medications: "Keep me",
    });
    expect(await env.DB.prepare("SELECT allergies FROM roster_entries WHERE id = ?").bind(b.id).first()).toEqual({ allergies: "" });
  });

  test("by date: matches names across both sites of that date only", async () => {
    const cookie = await staffCookie();
    const uuca = await createAttendanceSession({ date: "2099-04-06", location: "UUCA" });
    const flc = await createAttendanceSession({ date: "2099-04-06", location: "FLC" });
    const otherDay = await createAttendanceSession({ date: "2099-04-07", location: "UUCA" });
    const maya = await createRosterEntry({ attendanceSessionId: uuca.id, camperName: "Maya Sofia Rivera" });
    const leo = await createRosterEntry({ attendanceSessionId: flc.id, camperName: "Leo Park" });
    const leoOtherDay = await createRosterEntry({ attendanceSessionId: otherDay.id, camperName: "Leo Park" });
    const r = await post("/api/attendance/medical-import-by-date", cookie, {
      date: "2099-04-06",
      updates: [
        { camperName: "Maya Rivera", allergies: "Peanuts: Epi-pen", medications: "" },
        { camperName: "Leo Park", allergies: "", medications: "Inhaler: 12pm" },
        { camperName: "Zoe Quinn", allergies: "Eggs", medications: "" },
      ],
    });
    expect(r.json).toEqual({ updatedCount: 2, skipped: 1, message: "Matched 2 campers", unmatchedNames: ["Zoe Quinn"] });
    expect(await env.DB.prepare("SELECT allergies FROM roster_entries WHERE id = ?").bind(maya.id).first()).toEqual({ allergies: "Peanuts: Epi-pen" });
    expect(await env.DB.prepare("SELECT medications FROM roster_entries WHERE id = ?").bind(leo.id).first()).toEqual({ medications: "Inhaler: 12pm" });
    expect(await env.DB.prepare("SELECT medications FROM roster_entries WHERE id = ?").bind(leoOtherDay.id).first()).toEqual({ medications: "" });
    const audit = await env.DB.prepare("SELECT actor_name FROM audit_log WHERE action = 'attendance.medical_import' ORDER BY id DESC").first();
    expect(audit).toEqual({ actor_name: "Jordan Lee" });
  });

  test("no match, by date or by roster id: 400 'No matching campers found' with the spec's detail, and nothing changes", async () => {
    const cookie = await staffCookie();
    const session = await createAttendanceSession({ date: "2099-04-13" });
    const other = await createAttendanceSession({ date: "2099-04-14" });
    const elsewhere = await createRosterEntry({ attendanceSessionId: other.id, camperName: "Leo Park" });
    const audits = () => env.DB.prepare("SELECT count(*) AS n FROM audit_log WHERE action = 'attendance.medical_import'").first<{ n: number }>();
    const before = await audits();
    const noMatch = { message: "No matching campers found", detail: "Could not match any campers from CSV to roster", fieldErrors: {} };
    const byDate = await post("/api/attendance/medical-import-by-date", cookie, {
      date: "2099-04-13",
      updates: [{ camperName: "Nobody Here", allergies: "Eggs" }],
    });
    expect(byDate).toEqual({ status: 400, json: noMatch });
    const byId = await post(`/api/attendance/sessions/${session.id}/medical-import`, cookie, { updates: [{ rosterId: elsewhere.id, allergies: "Eggs" }] });
    expect(byId).toEqual({ status: 400, json: noMatch });
    expect(await audits()).toEqual(before);
    expect(await env.DB.prepare("SELECT allergies FROM roster_entries WHERE id = ?").bind(elsewhere.id).first()).toEqual({ allergies: "" });
  });
});

describe("build from registrations", () => {
  test("adds pending and confirmed campers of that date and site with their medical form; pickup persons show in the roster", async () => {
    const cookie = await staffCookie();
    const parent = await createUser();
    const program = await createProgram();
    const camp = await createCampSession({ programId: program.id, location: "UUCA", startDate: "2099-12-23", endDate: "2099-12-23" });
    const flcCamp = await createCampSession({ programId: program.id, location: "FLC", startDate: "2099-12-23", endDate: "2099-12-23" });
    const maya = await createCamper({
      parentId: parent.id,
      firstName: "Maya",
      lastName: "Rivera",
      dateOfBirth: "2091-06-01",
      grade: "2nd",
      allergies: "Peanuts",
      medications: "Inhaler at 12pm",
      specialDietaryNeeds: "Vegetarian",
      authorizedPickupPersons: "Pat Rivera (mom), Lou Rivera (grandpa)",
      emergencyContactPhone: "7035550100",
    });
    const leo = await createCamper({ parentId: parent.id, firstName: "Leo", lastName: "Park", dateOfBirth: "2088-01-15", grade: "5th" });
    const gone = await createCamper({ parentId: parent.id, firstName: "Gone", lastName: "Away" });
    const elsewhere = await createCamper({ parentId: parent.id, firstName: "Other", lastName: "Site" });
    const insert = env.DB.prepare(
      "INSERT INTO registrations (camper_id, session_id, parent_id, after_care, total_amount_cents, status, payment_status) VALUES (?, ?, ?, ?, 12000, ?, ?)",
    );
    await env.DB.batch([
      insert.bind(maya.id, camp.id, parent.id, 1, "confirmed", "paid"),
      insert.bind(leo.id, camp.id, parent.id, 0, "pending", "pending"),
      insert.bind(gone.id, camp.id, parent.id, 0, "cancelled", "refunded"),
      insert.bind(elsewhere.id, flcCamp.id, parent.id, 0, "confirmed", "paid"),
    ]);
    const session = await createAttendanceSession({ date: "2099-12-23", location: "UUCA" });
    const r = await post(`/api/attendance/sessions/${session.id}/build-from-registrations`, cookie, { uucaGroupCount: 3 });
    expect(r.json).toEqual({ success: true, added: 2, found: 2 });
    const again = await post(`/api/attendance/sessions/${session.id}/build-from-registrations`, cookie, {});
    expect(again.json).toEqual({ success: true, added: 0, found: 2 });

    const roster = await SELF.fetch(`http://localhost/api/attendance/sessions/${session.id}`, { headers: { Cookie: cookie } }).then((x) =>
      x.json<{ roster: Array<Json> }>(),
    );
    expect(roster.roster.map((e) => e.camperName)).toEqual(["Leo Park", "Maya Rivera"]);
    expect(roster.roster[1]).toMatchObject({
      camperId: maya.id,
      allergies: "Peanuts; Diet: Vegetarian",
      medications: "Inhaler at 12pm",
      afterCare: true,
      parentPhone: "7035550100",
      // 8 years 6 months on the day: Bull Sharks (Beluga Whales take the younger 8-year-olds).
      groupName: "Bull Sharks",
      notes: "Grade: 2nd, Age: 8:6",
      authorizedPickupPersons: "Pat Rivera (mom), Lou Rivera (grandpa)",
    });
    expect(roster.roster[0]).toMatchObject({ groupName: "Sea Otters", afterCare: false });
  });
});
