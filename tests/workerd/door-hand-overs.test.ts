// Who took a child home stays on the office's log (/admin/pickups), whatever the door undoes
// later: the log reads the door's append-only events, an undone check-out is shown as undone,
// and removing a camper who went home keeps the hand-over (docs/decisions/0042-door-doses-hand-overs-and-codes.md).
import { SELF } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { expect, test } from "vitest";
import { campToday } from "~/lib/camp-dates";
import { loadDoorLog } from "~/server/admin/door-log.server";
import { callApi, type Json } from "../support/api";
import { createRosterEntry, createStaff, createUser, sessionCookieFor, staffSignInFor } from "../support/factories";
import { doorFamily, type DoorFamily } from "../support/door-family";

const office = { type: "user" as const, id: "office", name: "Olive Office" };
const tap = (f: DoorFamily, change: string, body?: Json, entryId = f.entry.id) =>
  callApi(`/api/attendance/${change}/${entryId}`, { cookie: f.staffCookie, body: body ?? {} });
const handOvers = async (f: DoorFamily) => (await loadDoorLog(env, office, campToday())).pickups.filter((p) => p.rosterEntryId === f.entry.id);
const overridesOf = async (f: DoorFamily) => (await loadDoorLog(env, office, campToday())).overrides.filter((p) => p.rosterEntryId === f.entry.id);

test("override check-out, Undo, then an adult: the office still sees the override, marked undone, and the adult's check-out", async () => {
  const f = await doorFamily();
  expect((await tap(f, "checkin")).status).toBe(200);
  const override = { pickup: { kind: "override", name: "Sam Neighbor", reason: "Mom called the office at 2:40" } };
  expect((await tap(f, "checkout", override)).status).toBe(200);
  expect((await tap(f, "uncheckout")).status).toBe(200);
  expect((await tap(f, "checkout", { pickup: { kind: "adult", adultId: f.adultId } })).status).toBe(200);

  expect(await overridesOf(f)).toMatchObject([
    {
      pickedUpBy: "Sam Neighbor",
      pickupReason: "Mom called the office at 2:40",
      checkedOutBy: "Sam Ortiz",
      undoneBy: "Sam Ortiz",
      undoneAt: expect.any(Number),
    },
  ]);
  expect((await handOvers(f)).map((p) => [p.pickupMethod, p.pickedUpBy, p.undoneAt === null])).toEqual([
    ["override", "Sam Neighbor", false],
    ["adult", "Lou Rivera", true],
  ]);
  // The office's page says it.
  const admin = await createUser({ isAdmin: true });
  const page = await SELF.fetch(`http://localhost/admin/pickups?date=${campToday()}`, { headers: { Cookie: await sessionCookieFor(admin.id) } });
  const html = (await page.text()).replace(/<!-- -->/g, "");
  expect(html).toContain("Maya Rivera went home with Sam Neighbor");
  expect(html).toMatch(/Undone at \d{1,2}:\d{2}\s?[AP]M by Sam Ortiz/);
});

test("undoing the check-in of a camper who went home undoes the check-out on the door, and the office's log keeps it, marked undone", async () => {
  const f = await doorFamily();
  await tap(f, "checkin");
  await tap(f, "checkout", { pickup: { kind: "adult", adultId: f.adultId } });
  const undone = await tap(f, "uncheckin");
  expect(undone.json).toMatchObject({ checkedIn: false, checkedOut: false, pickedUpBy: null });
  expect(await handOvers(f)).toMatchObject([{ pickedUpBy: "Lou Rivera", pickupRelationship: "Grandpa", undoneBy: "Sam Ortiz" }]);
});

test("✕ on a camper who went home takes them off the door's roster and keeps the hand-over; one who never left is deleted", async () => {
  const f = await doorFamily();
  await tap(f, "checkin");
  await tap(f, "checkout", { pickup: { kind: "override", name: "Aunt May", reason: "Dad is stuck in traffic" } });
  const stayed = await createRosterEntry({ attendanceSessionId: f.session.id, camperName: "Nora Never" });

  expect((await callApi(`/api/attendance/roster/${f.entry.id}`, { cookie: f.staffCookie, method: "DELETE" })).status).toBe(200);
  expect((await callApi(`/api/attendance/roster/${stayed.id}`, { cookie: f.staffCookie, method: "DELETE" })).status).toBe(200);
  // Gone from the door's roster, for every device.
  const roster = await callApi(`/api/attendance/sessions/${f.session.id}`, { cookie: f.staffCookie });
  expect((roster.json.roster as Json[]).map((r) => r.camperName)).toEqual([]);
  // Removing again, or a change queued on a device for the camper, finds no camper.
  expect((await callApi(`/api/attendance/roster/${f.entry.id}`, { cookie: f.staffCookie, method: "DELETE" })).status).toBe(404);
  expect((await tap(f, "uncheckout")).status).toBe(404);
  const queued = await callApi("/api/attendance/events", {
    cookie: f.staffCookie,
    body: { events: [{ id: crypto.randomUUID(), kind: "undoCheckOut", entryId: f.entry.id, at: Date.now() }] },
  });
  expect(queued.status).toBe(404);

  // The office still sees who took Maya, and that she was taken off the roster afterwards.
  expect(await overridesOf(f)).toMatchObject([
    { pickedUpBy: "Aunt May", pickupReason: "Dad is stuck in traffic", undoneAt: null, removedBy: "Sam Ortiz", removedAt: expect.any(Number) },
  ]);
  const left = await env.DB.prepare("SELECT count(*) AS n FROM roster_entries WHERE id = ?").bind(stayed.id).first<{ n: number }>();
  expect(left!.n).toBe(0);

  // Clear all keeps the hand-overs too, and the roster can be built again with the same camper.
  const g = await doorFamily("Leo");
  await tap(g, "checkin");
  await tap(g, "checkout", { pickup: { kind: "code", code: g.code, name: "Pat Rivera" } });
  expect((await callApi(`/api/attendance/sessions/${g.session.id}/roster`, { cookie: g.staffCookie, method: "DELETE" })).json).toEqual({
    success: true,
    deleted: 1,
  });
  expect(await handOvers(g)).toMatchObject([{ pickupMethod: "code", removedBy: "Sam Ortiz" }]);
  const again = await createRosterEntry({ attendanceSessionId: g.session.id, camperId: g.camper.id, camperName: "Leo Rivera" });
  const rebuilt = await callApi(`/api/attendance/sessions/${g.session.id}`, { cookie: g.staffCookie });
  expect(rebuilt.json.roster).toMatchObject([{ id: again.id, attendanceRecord: { checkedOut: false } }]);
});

test("a check-out and a dose made offline by a counselor the office then disabled are on the office's log under her name, flagged in words; the next counselor's undo is not", async () => {
  const f = await doorFamily();
  const dana = await createStaff({ displayName: "Dana Lee" });
  const tablet = await staffSignInFor(dana);
  const at = Date.now() - 60_000;
  const made = (kind: string, fields: Json, n: number) => ({
    id: crypto.randomUUID(),
    kind,
    entryId: f.entry.id,
    at: at + n,
    signIn: tablet.signIn,
    ...fields,
  });
  // Dana's tablet is offline: she checks Maya in, gives her inhaler and hands her to Grandpa Lou.
  const queue = [
    made("checkIn", {}, 0),
    made("medication", { record: { outcome: "given", medication: "Inhaler at 12:00" } }, 1),
    made("checkOut", { change: { action: "checkout", pickup: { kind: "adult", adultId: f.adultId } } }, 2),
  ];
  // Meanwhile the office disables Dana; Sam signs in on the tablet, which sends her queue, then Sam undoes the check-out.
  await env.DB.prepare("UPDATE attendance_staff SET is_active = 0, session_version = session_version + 1 WHERE id = ?1").bind(dana.id).run();
  const sent = await callApi("/api/attendance/events", { cookie: f.staffCookie, body: { events: queue } });
  expect(sent.status, sent.text).toBe(200);
  expect((await tap(f, "uncheckout")).status).toBe(200);

  const log = await loadDoorLog(env, office, campToday());
  expect(log.pickups.filter((p) => p.rosterEntryId === f.entry.id)).toMatchObject([
    { checkedOutBy: "Dana Lee", checkedOutSignInEnded: true, undoneBy: "Sam Ortiz", undoneSignInEnded: false },
  ]);
  expect(log.medication.filter((m) => m.rosterEntryId === f.entry.id)).toMatchObject([{ recordedBy: "Dana Lee", sentBy: "Sam Ortiz", signInEnded: true }]);
  // A check-out Sam makes himself is not flagged.
  const g = await doorFamily("Leo");
  await tap(g, "checkin");
  await tap(g, "checkout", { pickup: { kind: "adult", adultId: g.adultId } });
  expect(await handOvers(g)).toMatchObject([{ checkedOutBy: "Sam Ortiz", checkedOutSignInEnded: false, undoneSignInEnded: false }]);

  // The office's page says it in words, on the check-out row and the medication row.
  const admin = await createUser({ isAdmin: true });
  const page = await SELF.fetch(`http://localhost/admin/pickups?date=${campToday()}`, { headers: { Cookie: await sessionCookieFor(admin.id) } });
  const html = (await page.text()).replace(/<!-- -->/g, "");
  expect(html.split("Made by Dana Lee, whose door sign-in had ended by the time the device sent it").length - 1).toBe(2);
  expect(html).not.toContain("Made by Sam Ortiz, whose door sign-in");
});
