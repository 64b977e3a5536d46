// The door app has two doors into each operation: the JSON API (the offline door app's) and
// the /attendance page's action (the browser's). Both hand the input to the same operation in
// app/server/attendance/, so the same bad input is refused with the same words and nothing
// is written, whichever door it came through.
import { SELF } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, test } from "vitest";
import { createAttendanceSession, createStaff, formPost, staffCookieFor } from "../support/factories";

async function staffCookie() {
  return staffCookieFor(await createStaff({ displayName: "Jordan Lee" }));
}

async function viaApi(cookie: string, path: string, body: unknown) {
  const response = await SELF.fetch(`http://localhost/api/attendance${path}`, {
    method: "POST",
    headers: { Cookie: cookie, "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
  return { status: response.status, message: (await response.json<{ message: string }>()).message };
}

/** The page's action as a fetcher calls it (single fetch); the reply's strings are JSON-encoded in the stream. */
async function viaPage(cookie: string, fields: Record<string, string>) {
  const request = formPost("/attendance.data", fields, { Cookie: cookie });
  const response = await SELF.fetch(request);
  return { status: response.status, body: await response.text() };
}

const count = async (sql: string) => (await env.DB.prepare(sql).first<{ n: number }>())!.n;

describe("the same bad input through the API and the page gets the same refusal", () => {
  test("a camper name over 120 characters", async () => {
    const cookie = await staffCookie();
    const session = await createAttendanceSession();
    const name = "N".repeat(121);
    const api = await viaApi(cookie, "/roster", { attendanceSessionId: session.id, camperName: name });
    expect(api).toEqual({ status: 400, message: "Name is longer than 120 characters" });
    const page = await viaPage(cookie, { intent: "addCamper", sessionId: String(session.id), camperName: name });
    expect(page.status).toBe(400);
    expect(page.body).toContain(JSON.stringify(api.message));
    expect(page.body).toContain("Failed to add camper");
    expect(await count(`SELECT count(*) AS n FROM roster_entries WHERE attendance_session_id = ${session.id}`)).toBe(0);
  });

  test("an over-long note on a camper's group is refused by both", async () => {
    const cookie = await staffCookie();
    const session = await createAttendanceSession();
    const added = await SELF.fetch("http://localhost/api/attendance/roster", {
      method: "POST",
      headers: { Cookie: cookie, "Content-Type": "application/json" },
      body: JSON.stringify({ attendanceSessionId: session.id, camperName: "Ava Chen" }),
    });
    const entry = await added.json<{ id: number }>();
    const group = "G".repeat(101);
    const api = await SELF.fetch(`http://localhost/api/attendance/roster/${entry.id}`, {
      method: "PATCH",
      headers: { Cookie: cookie, "Content-Type": "application/json" },
      body: JSON.stringify({ groupName: group }),
    });
    const message = (await api.json<{ message: string }>()).message;
    expect([api.status, message]).toEqual([400, "Group must be at most 100 characters"]);
    const page = await viaPage(cookie, { intent: "group", rosterEntryId: String(entry.id), groupName: group });
    expect(page.status).toBe(400);
    expect(page.body).toContain(JSON.stringify(message));
    expect(await count(`SELECT count(*) AS n FROM roster_entries WHERE id = ${entry.id} AND group_name = ''`)).toBe(1);
  });

  test("an impossible date for a new session and for Smart Import", async () => {
    const cookie = await staffCookie();
    const api = await viaApi(cookie, "/sessions", { date: "2030-02-31", location: "UUCA", title: "Week 1" });
    expect(api).toEqual({ status: 400, message: "Date must be YYYY-MM-DD" });
    const page = await viaPage(cookie, { intent: "createSession", type: "weekly", weekNumber: "1", date: "2030-02-31", location: "UUCA" });
    expect(page.status).toBe(400);
    expect(page.body).toContain(JSON.stringify(api.message));

    const csv = "name,group\nAva Chen,Sea Otters\n";
    const smartApi = await viaApi(cookie, "/sessions/smart-import", { csvData: csv, date: "2030-02-31", uucaGroupCount: 3 });
    expect(smartApi).toEqual({ status: 400, message: "Date must be YYYY-MM-DD" });
    const smartPage = await viaPage(cookie, { intent: "smartImport", csv, date: "2030-02-31", uucaGroupCount: "3" });
    expect(smartPage.status).toBe(400);
    expect(smartPage.body).toContain(JSON.stringify(smartApi.message));
    expect(await count("SELECT count(*) AS n FROM attendance_sessions WHERE date = '2030-02-31' OR date = '2030-03-03'")).toBe(0);
  });

  test("a CSV row split by a line break, and an unclosed quote", async () => {
    const cookie = await staffCookie();
    const session = await createAttendanceSession({ date: "2099-06-01" });
    const split = "name,nickname,group,allergies,medications\nAva Chen,,Sea Otters,,\nBruno Baker,,Sea Ot\nters,Peanuts,\n";
    const unclosed = 'name,group\nAva Chen,Sea Otters\n"Bruno Baker,Sea Otters\n';
    for (const csv of [split, unclosed]) {
      const api = await viaApi(cookie, "/sessions/smart-import", { csvData: csv, date: "2099-06-01", uucaGroupCount: 3 });
      expect(api.status).toBe(400);
      expect(api.message).toMatch(/Row \d/);
      const page = await viaPage(cookie, { intent: "smartImport", sessionId: String(session.id), csv, date: "2099-06-01", uucaGroupCount: "3" });
      expect(page.status).toBe(400);
      expect(page.body).toContain(JSON.stringify(api.message));
      // Import Names reads the file with the same reader and refuses it in the same words.
      const names = await viaPage(cookie, { intent: "importNames", sessionId: String(session.id), csv });
      expect(names.body).toContain(JSON.stringify(api.message));
    }
    expect(await count(`SELECT count(*) AS n FROM roster_entries WHERE attendance_session_id = ${session.id}`)).toBe(0);
  });

  test("an API refusal has the API's one shape: the message and every message by field", async () => {
    const cookie = await staffCookie();
    const session = await createAttendanceSession();
    const response = await SELF.fetch("http://localhost/api/attendance/roster", {
      method: "POST",
      headers: { Cookie: cookie, "Content-Type": "application/json" },
      body: JSON.stringify({ attendanceSessionId: session.id, camperName: "N".repeat(121) }),
    });
    expect(await response.json()).toEqual({
      message: "Name is longer than 120 characters",
      fieldErrors: { camperName: ["Name is longer than 120 characters"] },
    });
  });
});

describe("the imports and New Session: one operation, whichever door", () => {
  const nurseCsv = 'Report\nId,Camper,Group,Age,Type,Item,Detail\n1,"Quinn, Zoe",Otters,9,Allergy,Eggs,Hives\n';

  test("an unmatched medical CSV is 400 'No matching campers found' with the spec's detail from the page and the API alike, nothing written", async () => {
    const cookie = await staffCookie();
    const session = await createAttendanceSession({ date: "2099-05-04" });
    const before = await count("SELECT count(*) AS n FROM audit_log WHERE action = 'attendance.medical_import'");
    const api = await SELF.fetch(`http://localhost/api/attendance/sessions/${session.id}/medical-import`, {
      method: "POST",
      headers: { Cookie: cookie, "Content-Type": "application/json" },
      body: JSON.stringify({ csvData: nurseCsv }),
    });
    expect(api.status).toBe(400);
    expect(await api.json()).toEqual({ message: "No matching campers found", detail: "Could not match any campers from CSV to roster", fieldErrors: {} });
    const page = await viaPage(cookie, { intent: "importMedical", sessionId: String(session.id), csv: nurseCsv });
    expect(page.status).toBe(400);
    expect(page.body).toContain(JSON.stringify("No matching campers found"));
    expect(page.body).toContain(JSON.stringify("Could not match any campers from CSV to roster"));
    expect(await count("SELECT count(*) AS n FROM audit_log WHERE action = 'attendance.medical_import'")).toBe(before);
  });

  test("Import Names: the same CSV through the page and the API adds the same campers", async () => {
    const cookie = await staffCookie();
    const [viaForm, viaJson] = [await createAttendanceSession(), await createAttendanceSession()];
    const csv = "name,group,allergies\nAva Chen,Sea Otters,Peanuts\nBruno Baker,Bull Sharks,\n";
    const page = await viaPage(cookie, { intent: "importNames", sessionId: String(viaForm.id), csv });
    expect(page.status).toBe(200);
    const api = await SELF.fetch(`http://localhost/api/attendance/sessions/${viaJson.id}/import`, {
      method: "POST",
      headers: { Cookie: cookie, "Content-Type": "application/json" },
      body: JSON.stringify({ csvData: csv }),
    });
    expect(await api.json()).toEqual({ success: true, imported: 2 });
    const roster = (id: number) =>
      env.DB.prepare("SELECT camper_name, group_name, allergies FROM roster_entries WHERE attendance_session_id = ? ORDER BY camper_name").bind(id).all();
    expect((await roster(viaJson.id)).results).toEqual((await roster(viaForm.id)).results);
    expect((await roster(viaJson.id)).results).toHaveLength(2);
  });

  test("New Session: a weekly session is 'Week 1' unless told, an off-day takes its event's name, from the page and the API alike", async () => {
    const cookie = await staffCookie();
    const asked: Array<Record<string, string>> = [
      { type: "weekly", weekNumber: "", date: "2099-07-06", location: "UUCA" },
      { type: "weekly", weekNumber: "4", date: "2099-07-27", location: "FLC" },
      { type: "off-day", eventName: "Winter Break Day", date: "2099-12-28", location: "UUCA" },
    ];
    const made = (date: string) =>
      env.DB.prepare("SELECT title, week_number AS weekNumber FROM attendance_sessions WHERE date = ? ORDER BY id").bind(date).all();
    for (const fields of asked) {
      expect((await viaApi(cookie, "/sessions", fields)).status).toBe(201);
      expect((await viaPage(cookie, { intent: "createSession", ...fields })).status).toBe(200);
    }
    expect((await made("2099-07-06")).results).toEqual([
      { title: "Week 1", weekNumber: 1 },
      { title: "Week 1", weekNumber: 1 },
    ]);
    expect((await made("2099-07-27")).results).toEqual([
      { title: "Week 4", weekNumber: 4 },
      { title: "Week 4", weekNumber: 4 },
    ]);
    expect((await made("2099-12-28")).results).toEqual([
      { title: "Winter Break Day", weekNumber: null },
      { title: "Winter Break Day", weekNumber: null },
    ]);
    const noEvent = await viaApi(cookie, "/sessions", { type: "off-day", eventName: " ", date: "2099-12-29", location: "UUCA" });
    expect(noEvent).toEqual({ status: 400, message: "Event name is required" });
  });
});
