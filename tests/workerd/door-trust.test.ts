// Who made a door change, and what the drill log accepts (docs/decisions/0057-door-trust.md).
// A change names the counselor signed in on the device when it was made, proven by the sign-in the
// server issued that device, whoever sends the queue later; a claim for anyone else is refused.
// A roll call's marks must be about someone of its roster, between its start and its end.
import { SELF } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, test } from "vitest";
import { addDays, campTimeToInstant, campToday } from "~/lib/camp-dates";
import { createAttendanceSession, createRosterEntry, createStaff, staffCookieFor, staffSignInFor } from "../support/factories";

async function send(cookie: string, events: unknown[]) {
  const response = await SELF.fetch("http://localhost/api/attendance/events", {
    method: "POST",
    headers: { Cookie: cookie, "Content-Type": "application/json" },
    body: JSON.stringify({ events }),
  });
  return { status: response.status, json: await response.json<{ message?: string; eventId?: string; results?: Array<{ status: string }> }>() };
}

/** Signs in on the door's JSON login, as a device does: its cookie and the sign-in it puts on its changes. */
async function signInAtDoor(username: string, password: string) {
  const response = await SELF.fetch("http://localhost/api/attendance/login", {
    method: "POST",
    headers: { "Content-Type": "application/json", "CF-Connecting-IP": `10.0.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` },
    body: JSON.stringify({ username, password }),
  });
  expect(response.status).toBe(200);
  const { doorSignIn } = await response.json<{ doorSignIn: string }>();
  return { cookie: response.headers.get("Set-Cookie")!.split(";")[0], signIn: doorSignIn };
}

const id = () => crypto.randomUUID();
const count = async (sql: string, ...binds: unknown[]) =>
  (await env.DB.prepare(sql)
    .bind(...binds)
    .first<{ n: number }>())!.n;

describe("who made a door change", () => {
  test("a queue made by a counselor the office disabled while offline, sent after another signs in, names who made it, flagged", async () => {
    const ana = await createStaff({ username: `ana${id().slice(0, 6)}`, displayName: "Ana Offline", password: "ana-door-password" });
    const jordan = await createStaff({ username: `jordan${id().slice(0, 6)}`, displayName: "Jordan Later", password: "jordan-door-password" });
    const roster = await createAttendanceSession();
    const maya = await createRosterEntry({ attendanceSessionId: roster.id, camperName: "Maya Rivera", groupName: "Bears" });

    // Ana signs in on the tablet; the Wi-Fi goes; she checks Maya in, starts a roll call and marks Maya (kept in the queue).
    const tabletAna = await signInAtDoor(ana.username, "ana-door-password");
    const call = id();
    const now = Date.now();
    const queue = [
      { id: id(), at: now, kind: "checkIn", entryId: maya.id, staffName: "Ana Offline", signIn: tabletAna.signIn },
      { id: id(), at: now + 1, kind: "rollCallStart", rosterId: roster.id, rollCallId: call, signIn: tabletAna.signIn },
      {
        id: id(),
        at: now + 2,
        kind: "rollCallMark",
        rosterId: roster.id,
        rollCallId: call,
        person: `camper:${maya.id}`,
        accounted: true,
        signIn: tabletAna.signIn,
      },
    ];
    // Meanwhile the office disables Ana: her session ends.
    await env.DB.prepare(`UPDATE attendance_staff SET is_active = 0, session_version = session_version + 1 WHERE id = ?1`).bind(ana.id).run();
    expect((await send(tabletAna.cookie, queue)).status).toBe(401);

    // Jordan signs in on the same tablet, which sends the queue, then makes a change of his own.
    const tabletJordan = await signInAtDoor(jordan.username, "jordan-door-password");
    expect((await send(tabletJordan.cookie, queue)).json.results?.map((r) => r.status)).toEqual(["saved", "saved", "saved"]);
    // After the queue's changes: the test's clock stands still, so "now" would tie with Ana's check-in.
    const note = { id: id(), at: now + 3, kind: "notes", entryId: maya.id, notes: "Asthma inhaler in bag", signIn: tabletJordan.signIn };
    expect((await send(tabletJordan.cookie, [note])).status).toBe(200);

    const events = await env.DB.prepare(
      `SELECT kind, staff_name AS madeBy, sent_by AS sentBy, sign_in_ended AS ended FROM attendance_events WHERE roster_entry_id = ?1 ORDER BY at`,
    )
      .bind(maya.id)
      .all();
    expect(events.results).toEqual([
      { kind: "checkIn", madeBy: "Ana Offline", sentBy: "Jordan Later", ended: 1 },
      { kind: "notes", madeBy: "Jordan Later", sentBy: "Jordan Later", ended: 0 },
    ]);
    expect(await env.DB.prepare(`SELECT checked_in_by AS by FROM attendance_records WHERE roster_entry_id = ?1`).bind(maya.id).first()).toEqual({
      by: "Ana Offline",
    });
    expect(await env.DB.prepare(`SELECT started_by AS by FROM roll_calls WHERE id = ?1`).bind(call).first()).toEqual({ by: "Ana Offline" });
    expect(
      await env.DB.prepare(`SELECT made_by AS madeBy, sent_by AS sentBy, sign_in_ended AS ended FROM roll_call_marks WHERE roll_call_id = ?1`)
        .bind(call)
        .first(),
    ).toEqual({
      madeBy: "Ana Offline",
      sentBy: "Jordan Later",
      ended: 1,
    });
  });

  test("a device cannot claim a change for someone who was not signed in on it: the batch is refused and nothing is written", async () => {
    const jordan = await createStaff({ displayName: "Jordan Sender" });
    const cora = await createStaff({ displayName: "Cora Never Here" });
    const roster = await createAttendanceSession();
    const maya = await createRosterEntry({ attendanceSessionId: roster.id, camperName: "Maya Rivera" });
    const tablet = await staffSignInFor(jordan);
    const now = Date.now();
    // Jordan's own sign-in with Cora's staff id put in its place (the signature no longer matches), and a made-up one.
    const [, ...rest] = tablet.signIn.split(".");
    const forgedForCora = [String(cora.id), ...rest].join(".");
    const madeUp = `${cora.id}.0.${now - 1000}.AAAAAAAAAAAAAAAA.${"A".repeat(43)}`;
    for (const signIn of [forgedForCora, madeUp, "Cora Never Here"]) {
      const good = { id: id(), at: now, kind: "checkIn", entryId: maya.id, signIn: tablet.signIn };
      const forged = { id: id(), at: now + 1, kind: "checkOut", entryId: maya.id, signIn };
      const answer = await send(tablet.cookie, [good, forged]);
      expect(answer.status).toBe(403);
      expect(answer.json).toMatchObject({
        eventId: forged.id,
        message: "Change 2: This change names a counselor who was not signed in on this device: it cannot be recorded",
      });
      expect(await count(`SELECT count(*) AS n FROM attendance_events WHERE roster_entry_id = ?1`, maya.id)).toBe(0);
    }
    // A name the device writes is not a claim: the change is the sending session's.
    const named = { id: id(), at: now, kind: "checkIn", entryId: maya.id, staffName: "Cora Never Here" };
    expect((await send(tablet.cookie, [named])).status).toBe(200);
    expect(await env.DB.prepare(`SELECT staff_name AS by FROM attendance_events WHERE id = ?1`).bind(named.id).first()).toEqual({ by: "Jordan Sender" });
  });
});

describe("the drill log accepts only what can have happened", () => {
  const DAY = addDays(campToday(), -1);
  const TEN = campTimeToInstant(DAY, "10:00");
  const min = (n: number) => TEN + n * 60_000;

  async function drill() {
    const cookie = await staffCookieFor(await createStaff());
    const roster = await createAttendanceSession({ date: DAY });
    const otherDay = await createAttendanceSession({ date: addDays(DAY, -7) });
    const ada = await createRosterEntry({ attendanceSessionId: roster.id, camperName: "Ada" });
    const elsewhere = await createRosterEntry({ attendanceSessionId: otherDay.id, camperName: "Eli Otherday" });
    const call = id();
    expect((await send(cookie, [{ id: id(), at: min(0), kind: "rollCallStart", rosterId: roster.id, rollCallId: call }])).status).toBe(200);
    const mark = (person: string, at: number) => ({
      id: id(),
      at,
      kind: "rollCallMark",
      rosterId: roster.id,
      rollCallId: call,
      person,
      accounted: true,
      device: "Tablet",
    });
    const end = (at: number) => ({ id: id(), at, kind: "rollCallEnd", rosterId: roster.id, rollCallId: call });
    const written = async () => ({
      marks: await count(`SELECT count(*) AS n FROM roll_call_marks WHERE roll_call_id = ?1`, call),
      ended: await count(`SELECT count(*) AS n FROM roll_calls WHERE id = ?1 AND ended_at IS NOT NULL`, call),
    });
    return { cookie, roster, ada, elsewhere, call, mark, end, written };
  }

  test.each([
    [
      "a camper on another day's roster",
      (d: Awaited<ReturnType<typeof drill>>) => [d.mark(`camper:${d.elsewhere.id}`, min(1))],
      "That camper is not on this roll call's roster",
    ],
    ["a staff member not on file", (d: Awaited<ReturnType<typeof drill>>) => [d.mark("staff:99999999", min(1))], "That staff member is not on file"],
    [
      "a visitor never signed in here",
      (d: Awaited<ReturnType<typeof drill>>) => [d.mark(`visitor:${id()}`, min(1))],
      "That visitor was not signed in on this roll call's roster",
    ],
    [
      "a mark dated before the roll call started",
      (d: Awaited<ReturnType<typeof drill>>) => [d.mark(`camper:${d.ada.id}`, min(-10))],
      "This mark is dated before the roll call started",
    ],
    [
      "a mark dated after the roll call ended (the end in the same batch)",
      (d: Awaited<ReturnType<typeof drill>>) => [d.mark(`camper:${d.ada.id}`, min(1)), d.mark(`camper:${d.ada.id}`, min(30)), d.end(min(5))],
      "This mark is dated after the roll call ended",
    ],
    ["an end dated before the start", (d: Awaited<ReturnType<typeof drill>>) => [d.end(min(-30))], "This roll call's end is dated before it started"],
  ])("%s refuses the whole batch with a message, and nothing is written", async (_, batch, message) => {
    const d = await drill();
    // A good change rides in the same batch: it is not written either.
    const good = d.mark(`camper:${d.ada.id}`, min(2));
    const answer = await send(d.cookie, [good, ...batch(d)]);
    expect(answer.status).toBe(422);
    expect(answer.json.message).toMatch(new RegExp(`^Change \\d: ${message}$`));
    expect(await d.written()).toEqual({ marks: 0, ended: 0 });
  });

  test("a mark after an end already stored is refused; a right mark, a visitor signed in in the same batch and the end are kept", async () => {
    const d = await drill();
    const visitorIn = {
      id: id(),
      at: min(-5),
      kind: "adultIn",
      rosterId: d.roster.id,
      visitor: { name: "Pat Inspector", reason: "Fire drill" },
      groupName: "",
    };
    const answer = await send(d.cookie, [visitorIn, d.mark(`camper:${d.ada.id}`, min(1)), d.mark(`visitor:${visitorIn.id}`, min(2)), d.end(min(3))]);
    expect(answer.status).toBe(200);
    expect(await d.written()).toEqual({ marks: 2, ended: 1 });
    const late = await send(d.cookie, [d.mark(`camper:${d.ada.id}`, min(20))]);
    expect(late.status).toBe(422);
    expect(await d.written()).toEqual({ marks: 2, ended: 1 });
  });
});
