// What a door device holds of the family codes, and the office renewing them all at once
// (docs/decisions/0042-door-doses-hand-overs-and-codes.md).
import { SELF } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { expect, test } from "vitest";
import { addDays, campToday } from "~/lib/camp-dates";
import { checkPickupCode, type PickupCodeCheck } from "~/lib/attendance/pickup-code";
import { callApi, type Json } from "../support/api";
import { createAttendanceSession, createRosterEntry, createUser, formPost, sessionCookieFor } from "../support/factories";
import { codeAlone, doorFamily, type DoorFamily } from "../support/door-family";

const rosterRow = async (f: DoorFamily, sessionId: number) =>
  ((await callApi(`/api/attendance/sessions/${sessionId}`, { cookie: f.staffCookie })).json.roster as Json[]).find((r) => r.camperId === f.camper.id)!;
const hashOf = async (f: DoorFamily) =>
  (await env.DB.prepare("SELECT hash FROM family_pickup_codes WHERE parent_id = ?").bind(f.parent.id).first<{ hash: string }>())!.hash;

test("a door device gets a family's code check only with a roster of today, never with another day's", async () => {
  const f = await doorFamily();
  const today = await rosterRow(f, f.session.id);
  expect(await checkPickupCode(f.code, today.pickupCodeCheck as PickupCodeCheck)).toBe(true);
  for (const date of [addDays(campToday(), 1), addDays(campToday(), -1)]) {
    const other = await createAttendanceSession({ date });
    await createRosterEntry({ attendanceSessionId: other.id, camperId: f.camper.id, camperName: "Maya Rivera" });
    const row = await rosterRow(f, other.id);
    // The adults' faces still help at the door; the code check does not travel.
    expect(row).toMatchObject({ pickupCodeCheck: null, authorizedAdults: [{ name: "Lou Rivera" }] });
    const page = await SELF.fetch(`http://localhost/attendance.data?session=${other.id}`, { headers: { Cookie: f.staffCookie } });
    expect(page.status).toBe(200);
    expect(await page.text()).not.toContain(await hashOf(f));
  }
});

test("the office issues new pickup codes to every family: the old codes stop working, each parent is e-mailed (without the code) and sees the new one", async () => {
  const maya = await doorFamily();
  const leo = await doorFamily("Leo");
  const admin = await createUser({ isAdmin: true });
  const cookie = await sessionCookieFor(admin.id);
  // Parents and visitors cannot.
  expect((await SELF.fetch(formPost("/admin/pickups", { intent: "issue-pickup-codes" }, { Cookie: maya.parentCookie }))).status).toBe(403);
  expect((await callApi("/api/admin/pickup-codes/issue", { body: {}, cookie: maya.parentCookie })).status).toBe(403);
  expect((await callApi(`/api/pickup`, { cookie: maya.parentCookie })).json.pickupCode).toBe(maya.code);

  const page = await SELF.fetch(formPost("/admin/pickups", { intent: "issue-pickup-codes" }, { Cookie: cookie }));
  expect(page.status).toBe(200);
  for (const f of [maya, leo]) {
    const fresh = (await callApi("/api/pickup", { cookie: f.parentCookie })).json.pickupCode as string;
    expect(fresh).toMatch(/^\d{6}$/);
    expect(fresh).not.toBe(f.code);
    // At the door: the old code is refused, the new one accepted, and today's roster checks the new one.
    const check = (code: string) => callApi(`/api/attendance/roster/${f.entry.id}/pickup-code`, { cookie: f.staffCookie, body: { code } });
    expect((await check(f.code)).status).toBe(422);
    expect((await check(fresh)).status).toBe(200);
    expect(await checkPickupCode(fresh, (await rosterRow(f, f.session.id)).pickupCodeCheck as PickupCodeCheck)).toBe(true);
    const mail = await env.DB.prepare("SELECT subject, text_body AS text FROM outbox WHERE to_address = ? AND kind = 'pickup-code-issued'")
      .bind(f.parent.email)
      .all<{ subject: string; text: string }>();
    expect(mail.results).toHaveLength(1);
    expect(mail.results[0].subject).toBe("Your new Camp Sarraka pickup code");
    expect(mail.results[0].text).toContain("/account/pickup");
    expect(mail.results[0].text).not.toMatch(codeAlone(fresh));
  }
  const audit = await env.DB.prepare("SELECT actor_id, detail FROM audit_log WHERE action = 'pickup.code.issue_all' ORDER BY id DESC LIMIT 1").first<Json>();
  expect(audit).toMatchObject({ actor_id: admin.id });
  // The JSON API's door does the same.
  const api = await callApi("/api/admin/pickup-codes/issue", { body: {}, cookie });
  expect(api.status).toBe(200);
  expect(api.json.families).toBeGreaterThanOrEqual(2);
});
