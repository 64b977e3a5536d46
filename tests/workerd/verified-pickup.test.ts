// Verified pickup, the family code and the medication log, through both doors: the JSON API
// (the door app's and the parent's) and the pages' actions, which call the same operations.
import { SELF } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, test } from "vitest";
import { checkPickupCode } from "~/lib/attendance/pickup-code";
import { campToday } from "~/lib/camp-dates";
import {
  createAttendanceSession,
  createCamper,
  createRosterEntry,
  createStaff,
  createUser,
  formPost,
  sessionCookieFor,
  staffCookieFor,
} from "../support/factories";
import { callApi, type Json } from "../support/api";
import { codeAlone } from "../support/door-family";

/** A family: a parent with a camper on today's roster, one authorized adult, and the family code. */
async function family() {
  const parent = await createUser({ firstName: "Pat", lastName: "Rivera" });
  const parentCookie = await sessionCookieFor(parent.id);
  const camper = await createCamper({ parentId: parent.id, firstName: "Maya", lastName: "Rivera" });
  const session = await createAttendanceSession();
  const entry = await createRosterEntry({ attendanceSessionId: session.id, camperId: camper.id, camperName: "Maya Rivera" });
  const staffCookie = await staffCookieFor(await createStaff({ displayName: "Jordan Lee" }));
  const added = await callApi("/api/pickup/adults", {
    cookie: parentCookie,
    body: { camperId: camper.id, name: "Lou Rivera", relationship: "Grandpa", phone: "703 555 0100" },
  });
  expect(added.status, added.text).toBe(201);
  const code = (await callApi("/api/pickup", { cookie: parentCookie })).json.pickupCode as string;
  return { parent, parentCookie, camper, session, entry, staffCookie, adultId: added.json.id as number, code };
}

const recordOf = async (entryId: number) => (await env.DB.prepare("SELECT * FROM attendance_records WHERE roster_entry_id = ?").bind(entryId).first<Json>())!;

async function checkIn(f: Awaited<ReturnType<typeof family>>) {
  expect((await callApi(`/api/attendance/checkin/${f.entry.id}`, { cookie: f.staffCookie, body: {} })).status).toBe(200);
}

describe("check-out of a camper with a family (verifyPickup)", () => {
  test("without a pickup it is refused in the camp's words, and nothing is recorded", async () => {
    const f = await family();
    await checkIn(f);
    const r = await callApi(`/api/attendance/checkout/${f.entry.id}`, { cookie: f.staffCookie, method: "POST" });
    expect(r.status).toBe(422);
    expect(r.json.message).toBe("Choose who is picking up Maya Rivera: an authorized adult or the family's pickup code");
    expect(await recordOf(f.entry.id)).toMatchObject({ checked_out: 0, picked_up_by: null });
  });

  test("an authorized adult: who, how, when and entered by whom are recorded", async () => {
    const f = await family();
    await checkIn(f);
    const r = await callApi(`/api/attendance/checkout/${f.entry.id}`, { cookie: f.staffCookie, body: { pickup: { kind: "adult", adultId: f.adultId } } });
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({
      checkedOut: true,
      checkedOutBy: "Jordan Lee",
      pickupMethod: "adult",
      pickedUpBy: "Lou Rivera",
      pickupRelationship: "Grandpa",
    });
    expect(typeof r.json.checkedOutAt).toBe("number");
  });

  test("another camper's adult is not on this camper's list", async () => {
    const f = await family();
    const other = await family();
    await checkIn(f);
    const r = await callApi(`/api/attendance/checkout/${f.entry.id}`, { cookie: f.staffCookie, body: { pickup: { kind: "adult", adultId: other.adultId } } });
    expect(r).toMatchObject({ status: 422, json: { message: "That person is not on Maya Rivera's authorized pickup list" } });
  });

  test("the family code: a wrong code is refused (and audited), the right one accepted", async () => {
    const f = await family();
    await checkIn(f);
    const wrong = String((Number(f.code) + 1) % 1_000_000).padStart(6, "0");
    const refused = await callApi(`/api/attendance/checkout/${f.entry.id}`, {
      cookie: f.staffCookie,
      body: { pickup: { kind: "code", code: wrong, name: "Pat Rivera" } },
    });
    expect(refused).toMatchObject({ status: 422, json: { message: "That is not Maya Rivera's family pickup code (4 tries left)" } });
    const audit = await env.DB.prepare("SELECT count(*) AS n FROM audit_log WHERE action = 'attendance.pickup.code_refused' AND subject_id = ?")
      .bind(String(f.entry.id))
      .first<{ n: number }>();
    expect(audit!.n).toBe(1);
    const ok = await callApi(`/api/attendance/checkout/${f.entry.id}`, {
      cookie: f.staffCookie,
      body: { pickup: { kind: "code", code: f.code, name: "Pat Rivera" } },
    });
    expect(ok).toMatchObject({ status: 200, json: { checkedOut: true, pickupMethod: "code", pickedUpBy: "Pat Rivera" } });
  });

  test("a check-out by the family code records who gave it: without the adult's name it is refused by every door", async () => {
    const f = await family();
    await checkIn(f);
    const message = "Name of the adult giving the code is required";
    const api = await callApi(`/api/attendance/checkout/${f.entry.id}`, { cookie: f.staffCookie, body: { pickup: { kind: "code", code: f.code } } });
    expect(api).toMatchObject({ status: 400, json: { message } });
    const queued = await callApi("/api/attendance/events", {
      cookie: f.staffCookie,
      body: {
        events: [
          {
            id: crypto.randomUUID(),
            kind: "checkOut",
            entryId: f.entry.id,
            at: Date.now(),
            change: { action: "checkout", pickup: { kind: "code", code: f.code, name: " " } },
          },
        ],
      },
    });
    expect(queued).toMatchObject({ status: 400, json: { message: `Change 1: ${message}` } });
    const fields = { intent: "attendance", change: "checkout", rosterEntryId: String(f.entry.id), pickupKind: "code", pickupCode: f.code };
    const page = await SELF.fetch(formPost("/attendance.data", fields, { Cookie: f.staffCookie }));
    expect(page.status).toBe(400);
    expect(await page.text()).toContain(message);
    expect(await recordOf(f.entry.id)).toMatchObject({ checked_out: 0, picked_up_by: null });
    const named = await SELF.fetch(formPost("/attendance.data", { ...fields, pickupName: "Ann Smith" }, { Cookie: f.staffCookie }));
    expect(named.status).toBe(200);
    expect(await recordOf(f.entry.id)).toMatchObject({ checked_out: 1, pickup_method: "code", picked_up_by: "Ann Smith" });
  });

  test("an override needs a name and a reason, and both are kept", async () => {
    const f = await family();
    await checkIn(f);
    const noReason = await callApi(`/api/attendance/checkout/${f.entry.id}`, {
      cookie: f.staffCookie,
      body: { pickup: { kind: "override", name: "Sam Neighbor", reason: " " } },
    });
    expect(noReason).toMatchObject({ status: 400, json: { message: "Reason is required" } });
    const r = await callApi(`/api/attendance/checkout/${f.entry.id}`, {
      cookie: f.staffCookie,
      body: { pickup: { kind: "override", name: "Sam Neighbor", reason: "Mom called the office" } },
    });
    expect(r.json).toMatchObject({ pickupMethod: "override", pickedUpBy: "Sam Neighbor", pickupReason: "Mom called the office" });
    // Undoing the check-out forgets the pickup on the record; the audit log keeps the override.
    await callApi(`/api/attendance/uncheckout/${f.entry.id}`, { cookie: f.staffCookie, method: "POST" });
    expect(await recordOf(f.entry.id)).toMatchObject({ checked_out: 0, pickup_method: null, picked_up_by: null });
    const audit = await env.DB.prepare("SELECT detail FROM audit_log WHERE action = 'attendance.pickup.override' AND subject_id = ?")
      .bind(String(f.entry.id))
      .first<{ detail: string }>();
    expect(JSON.parse(audit!.detail)).toEqual({ name: "Sam Neighbor", reason: "Mom called the office" });
  });

  test("a camper imported from CSV (no family) checks out as before", async () => {
    const staffCookie = await staffCookieFor(await createStaff());
    const session = await createAttendanceSession();
    const entry = await createRosterEntry({ attendanceSessionId: session.id, camperName: "Leo Park" });
    const r = await callApi(`/api/attendance/checkout/${entry.id}`, { cookie: staffCookie, method: "POST" });
    expect(r).toMatchObject({ status: 200, json: { checkedOut: true, pickupMethod: null } });
  });

  test("the same refusal through the page's action, and malformed bodies are a 400", async () => {
    const f = await family();
    await checkIn(f);
    const page = await SELF.fetch(
      formPost(
        "/attendance.data",
        {
          intent: "attendance",
          change: "checkout",
          rosterEntryId: String(f.entry.id),
          pickupKind: "code",
          pickupCode: "000000" === f.code ? "111111" : "000000",
          pickupName: "Pat Rivera",
        },
        { Cookie: f.staffCookie },
      ),
    );
    expect(page.status).toBe(422);
    expect(await page.text()).toContain(JSON.stringify("That is not Maya Rivera's family pickup code (4 tries left)"));
    const noPickup = await SELF.fetch(
      formPost("/attendance.data", { intent: "attendance", change: "checkout", rosterEntryId: String(f.entry.id) }, { Cookie: f.staffCookie }),
    );
    expect(noPickup.status).toBe(422);
    const malformed = await SELF.fetch(`http://localhost/api/attendance/checkout/${f.entry.id}`, {
      method: "POST",
      headers: { Cookie: f.staffCookie, "Content-Type": "application/json" },
      body: "{not json",
    });
    expect(malformed.status).toBe(400);
    const badKind = await callApi(`/api/attendance/checkout/${f.entry.id}`, { cookie: f.staffCookie, body: { pickup: { kind: "wave" } } });
    expect(badKind.status).toBe(400);
    expect(await recordOf(f.entry.id)).toMatchObject({ checked_out: 0 });
  });
});

describe("the family pickup code", () => {
  test("devices get a check that verifies the code but never the code itself", async () => {
    const f = await family();
    const roster = await callApi(`/api/attendance/sessions/${f.session.id}`, { cookie: f.staffCookie });
    expect(roster.text).not.toMatch(codeAlone(f.code));
    const entry = (roster.json.roster as Json[])[0];
    expect(entry.authorizedAdults).toEqual([{ id: f.adultId, name: "Lou Rivera", relationship: "Grandpa", phone: "703 555 0100" }]);
    const check = entry.pickupCodeCheck as Parameters<typeof checkPickupCode>[1];
    expect(check).toMatchObject({ algorithm: "PBKDF2-SHA256", iterations: 10_000 });
    expect(await checkPickupCode(f.code, check)).toBe(true);
    expect(await checkPickupCode("12345", check)).toBe(false);
    // Nor does the page's loader data or a check-out's answer carry it.
    const page = await SELF.fetch(`http://localhost/attendance.data?session=${f.session.id}`, { headers: { Cookie: f.staffCookie } });
    expect(await page.text()).not.toMatch(codeAlone(f.code));
    await checkIn(f);
    const out = await callApi(`/api/attendance/checkout/${f.entry.id}`, {
      cookie: f.staffCookie,
      body: { pickup: { kind: "code", code: f.code, name: "Pat Rivera" } },
    });
    expect(out.text).not.toMatch(codeAlone(f.code));
  });

  test("regenerating makes a new code (audited); the old one stops working", async () => {
    const f = await family();
    const r = await callApi("/api/pickup/code/regenerate", { cookie: f.parentCookie, body: {} });
    expect(r.status).toBe(200);
    const fresh = r.json.pickupCode as string;
    expect(fresh).toMatch(/^\d{6}$/);
    expect((await callApi("/api/pickup", { cookie: f.parentCookie })).json.pickupCode).toBe(fresh);
    const audit = await env.DB.prepare("SELECT count(*) AS n FROM audit_log WHERE action = 'pickup.code.regenerate' AND actor_id = ?")
      .bind(f.parent.id)
      .first<{ n: number }>();
    expect(audit!.n).toBe(1);
    await checkIn(f);
    if (fresh !== f.code) {
      const old = await callApi(`/api/attendance/checkout/${f.entry.id}`, {
        cookie: f.staffCookie,
        body: { pickup: { kind: "code", code: f.code, name: "Pat Rivera" } },
      });
      expect(old.status).toBe(422);
    }
    const ok = await callApi(`/api/attendance/checkout/${f.entry.id}`, {
      cookie: f.staffCookie,
      body: { pickup: { kind: "code", code: fresh, name: "Pat Rivera" } },
    });
    expect(ok.status).toBe(200);
  });
});

describe("authorized adults on the family page", () => {
  test("a parent edits and removes only their own adults; bad input is refused the same by both doors", async () => {
    const f = await family();
    const other = await family();
    expect((await callApi(`/api/pickup/adults/${other.adultId}`, { cookie: f.parentCookie, method: "PATCH", body: { name: "Nope" } })).status).toBe(404);
    expect((await callApi(`/api/pickup/adults/${other.adultId}`, { cookie: f.parentCookie, method: "DELETE" })).status).toBe(404);
    expect(
      (await callApi("/api/pickup/adults", { cookie: f.parentCookie, body: { camperId: other.camper.id, name: "X", relationship: "Y", phone: "7035550100" } }))
        .status,
    ).toBe(404);
    const api = await callApi("/api/pickup/adults", {
      cookie: f.parentCookie,
      body: { camperId: f.camper.id, name: "", relationship: "Aunt", phone: "7035550100" },
    });
    expect(api).toMatchObject({ status: 400, json: { message: "Name is required" } });
    const page = await SELF.fetch(
      formPost(
        "/account/pickup.data",
        { intent: "add", camperId: String(f.camper.id), name: "", relationship: "Aunt", phone: "7035550100" },
        { Cookie: f.parentCookie },
      ),
    );
    expect(page.status).toBe(400);
    expect(await page.text()).toContain(JSON.stringify("Name is required"));
    const edited = await callApi(`/api/pickup/adults/${f.adultId}`, { cookie: f.parentCookie, method: "PATCH", body: { phone: "571 555 0199" } });
    expect(edited.json).toMatchObject({ name: "Lou Rivera", phone: "571 555 0199" });
    expect((await callApi(`/api/pickup/adults/${f.adultId}`, { cookie: f.parentCookie, method: "DELETE" })).status).toBe(200);
    expect(((await callApi("/api/pickup", { cookie: f.parentCookie })).json.campers as Json[])[0].adults).toEqual([]);
  });

  test("a photo is served to the parent and to staff, never to anyone else or from /media/", async () => {
    const f = await family();
    const png = Uint8Array.from(atob("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg=="), (c) =>
      c.charCodeAt(0),
    );
    const form = new FormData();
    form.set("photo", new File([png], "lou.png", { type: "image/png" }));
    const up = await SELF.fetch(`http://localhost/api/pickup/adults/${f.adultId}/photo`, { method: "PUT", headers: { Cookie: f.parentCookie }, body: form });
    expect(up.status).toBe(200);
    const { photoUrl } = await up.json<{ photoUrl: string }>();
    // An unguessable name, not the adult's sequential id.
    expect(photoUrl).toMatch(/^\/pickup-photos\/[0-9a-f]{24}\.png$/);
    expect((await SELF.fetch(`http://localhost/pickup-photos/${f.adultId}`, { headers: { Cookie: f.staffCookie } })).status).toBe(404);
    const asParent = await SELF.fetch(`http://localhost${photoUrl}`, { headers: { Cookie: f.parentCookie } });
    expect(asParent.status).toBe(200);
    expect(asParent.headers.get("Cache-Control")).toBe("private, no-store");
    expect(new Uint8Array(await asParent.arrayBuffer())).toEqual(png);
    expect((await SELF.fetch(`http://localhost${photoUrl}`, { headers: { Cookie: f.staffCookie } })).status).toBe(200);
    const stranger = await family();
    expect((await SELF.fetch(`http://localhost${photoUrl}`, { headers: { Cookie: stranger.parentCookie } })).status).toBe(404);
    // Off every roster, the child's pickup photos are not shown at the door any more; the parent still sees them.
    await env.DB.prepare("DELETE FROM roster_entries WHERE camper_id = ?1").bind(f.camper.id).run();
    expect((await SELF.fetch(`http://localhost${photoUrl}`, { headers: { Cookie: f.staffCookie } })).status).toBe(404);
    expect((await SELF.fetch(`http://localhost${photoUrl}`, { headers: { Cookie: f.parentCookie } })).status).toBe(200);
    expect((await SELF.fetch(`http://localhost${photoUrl}`)).status).toBe(404);
    const key = (await env.DB.prepare("SELECT photo_key FROM authorized_adults WHERE id = ?").bind(f.adultId).first<{ photo_key: string }>())!.photo_key;
    expect((await SELF.fetch(`http://localhost/media/${key}`)).status).toBe(404);
    // Kept in the private bucket, which no public route reads; nothing in the media bucket.
    expect(await env.PRIVATE_FILES.head(key)).not.toBeNull();
    expect(await env.MEDIA.head(key)).toBeNull();
    const svg = new FormData();
    svg.set("photo", new File(['<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>'], "x.svg", { type: "image/svg+xml" }));
    const refused = await SELF.fetch(`http://localhost/api/pickup/adults/${f.adultId}/photo`, {
      method: "PUT",
      headers: { Cookie: f.parentCookie },
      body: svg,
    });
    expect(refused.status).toBe(400);
  });
});

describe("parents see the day", () => {
  test("today's check-in, check-out and who picked up, for the parent's own campers only, never cached", async () => {
    const f = await family();
    const today = campToday();
    await env.DB.prepare("UPDATE attendance_sessions SET date = ? WHERE id = ?").bind(today, f.session.id).run();
    const before = await callApi("/api/pickup/today", { cookie: f.parentCookie });
    expect(before.headers.get("Cache-Control")).toBe("private, no-store");
    expect(before.json).toMatchObject({ date: today, campers: [{ camperName: "Maya Rivera", checkedInAt: null, checkedOutAt: null }] });
    await checkIn(f);
    await callApi(`/api/attendance/checkout/${f.entry.id}`, { cookie: f.staffCookie, body: { pickup: { kind: "adult", adultId: f.adultId } } });
    const after = (await callApi("/api/pickup/today", { cookie: f.parentCookie })).json.campers as Json[];
    expect(after[0]).toMatchObject({ pickedUpBy: "Lou Rivera", pickupRelationship: "Grandpa" });
    expect(typeof after[0].checkedInAt).toBe("number");
    const stranger = await family();
    await env.DB.prepare("UPDATE attendance_sessions SET date = '2099-12-23' WHERE id = ?").bind(stranger.session.id).run();
    expect((await callApi("/api/pickup/today", { cookie: stranger.parentCookie })).json.campers).toEqual([]);
  });
});

describe("medication given (recordMedicationGiven)", () => {
  test("given, not given with a reason, a correction; both doors refuse a missing reason; entries are never edited", async () => {
    const f = await family();
    await checkIn(f);
    const given = await callApi(`/api/attendance/medication/${f.entry.id}`, {
      cookie: f.staffCookie,
      body: { outcome: "given", medication: "Inhaler at 12pm" },
    });
    expect(given).toMatchObject({ status: 201, json: { outcome: "given", recordedBy: "Jordan Lee", camperName: "Maya Rivera" } });
    const apiRefused = await callApi(`/api/attendance/medication/${f.entry.id}`, { cookie: f.staffCookie, body: { outcome: "not_given", reason: "" } });
    expect(apiRefused).toMatchObject({ status: 400, json: { message: "Reason is required" } });
    const pageRefused = await SELF.fetch(
      formPost("/attendance.data", { intent: "medication", rosterEntryId: String(f.entry.id), outcome: "not_given", reason: "" }, { Cookie: f.staffCookie }),
    );
    expect(pageRefused.status).toBe(400);
    expect(await pageRefused.text()).toContain(JSON.stringify("Reason is required"));
    const notGiven = await SELF.fetch(
      formPost(
        "/attendance.data",
        { intent: "medication", rosterEntryId: String(f.entry.id), outcome: "not_given", reason: "Camper refused" },
        { Cookie: f.staffCookie },
      ),
    );
    expect(notGiven.status).toBe(200);
    const correction = await callApi(`/api/attendance/medication/${f.entry.id}`, {
      cookie: f.staffCookie,
      body: { outcome: "correction", correctsId: given.json.id, reason: "Given at 12:05, not 12:00" },
    });
    expect(correction.json).toMatchObject({ outcome: "correction", correctsId: given.json.id, medication: "Inhaler at 12pm" });
    const rows = await env.DB.prepare("SELECT outcome, reason FROM medication_log WHERE roster_entry_id = ? ORDER BY id").bind(f.entry.id).all();
    expect(rows.results).toEqual([
      { outcome: "given", reason: "" },
      { outcome: "not_given", reason: "Camper refused" },
      { outcome: "correction", reason: "Given at 12:05, not 12:00" },
    ]);
    // No door changes an entry.
    expect(
      (await callApi(`/api/attendance/medication/${given.json.id}`, { cookie: f.staffCookie, method: "PATCH", body: { outcome: "not_given" } })).status,
    ).toBe(404);
  });

  test("the same device event sent twice is logged once", async () => {
    const { recordMedicationGiven } = await import("~/server/attendance/medication.server");
    const f = await family();
    await checkIn(f);
    const staff = { staffId: 1, username: "x", displayName: "Jordan Lee", createdAt: 0, sessionVersion: 0 };
    const event = { id: "evt-med-1", at: Date.now() - 60_000 };
    await recordMedicationGiven(env, staff, f.entry.id, { outcome: "given" }, event);
    const again = await recordMedicationGiven(env, staff, f.entry.id, { outcome: "given" }, event);
    expect(again).toMatchObject({ ok: true, duplicate: true, entry: { deviceAt: event.at, at: event.at } });
    // A device clock far ahead is refused (the server's clock decides), and nothing is logged.
    const ahead = await recordMedicationGiven(env, staff, f.entry.id, { outcome: "given" }, { id: "evt-med-2", at: Date.now() + 60 * 60_000 });
    expect(ahead).toMatchObject({ ok: false, status: 422 });
    const n = await env.DB.prepare("SELECT count(*) AS n FROM medication_log WHERE event_id = 'evt-med-1'").first<{ n: number }>();
    expect(n!.n).toBe(1);
  });
});
