// Emergency roll calls (docs/decisions/0050-emergency-roll-call.md): two door devices, each
// offline, start one and mark children; their queues arrive late, twice and out of order; the
// server keeps each mark once, every door sees one roll call with the latest mark per person, a
// child checked out during it leaves the list, and the drill log gives the times.
import { SELF } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { expect, test } from "vitest";
import { addDays, campTimeToInstant, campToday } from "~/lib/camp-dates";
import { drillLog } from "~/server/here-now/drill-log.server";
import { createAttendanceSession, createRosterEntry, createStaff, staffCookieFor } from "../support/factories";

async function send(cookie: string, events: unknown[]) {
  const response = await SELF.fetch("http://localhost/api/attendance/events", {
    method: "POST",
    headers: { Cookie: cookie, "Content-Type": "application/json" },
    body: JSON.stringify({ events }),
  });
  return { status: response.status, json: await response.json<{ results?: Array<{ id: string; status: string }>; message?: string }>() };
}

const DAY = addDays(campToday(), -1);
const TEN = campTimeToInstant(DAY, "10:00");
const sec = (n: number) => TEN + n * 1000;
const id = () => crypto.randomUUID();

test("two devices' roll calls are one, each mark is kept once, the latest mark wins, and the drill log gives the times", async () => {
  const tablet = await staffCookieFor(await createStaff({ displayName: "Tablet Tess" }));
  const phone = await staffCookieFor(await createStaff({ displayName: "Phone Phil" }));
  const counselor = await createStaff({ displayName: "Cora" });
  const session = await createAttendanceSession({ date: DAY });
  const [ada, ben, cal] = await Promise.all(
    ["Ada", "Ben", "Cal"].map((camperName) => createRosterEntry({ attendanceSessionId: session.id, camperName, groupName: "Bears" })),
  );
  const roster = session.id;
  // Before the alarm: three children and Cora on site.
  await send(tablet, [
    { id: id(), at: sec(-600), kind: "adultIn", rosterId: roster, staffId: counselor.id, groupName: "Bears" },
    ...[ada, ben, cal].map((c, i) => ({ id: id(), at: sec(-500 + i), kind: "checkIn", entryId: c.id })),
  ]);

  // The tablet starts a roll call (offline) and marks Ada and Cora.
  const tabletCall = id();
  const tabletQueue = [
    { id: id(), at: sec(0), kind: "rollCallStart", rosterId: roster, rollCallId: tabletCall },
    { id: id(), at: sec(20), kind: "rollCallMark", rosterId: roster, rollCallId: tabletCall, person: `camper:${ada.id}`, accounted: true, device: "Tablet" },
    {
      id: id(),
      at: sec(25),
      kind: "rollCallMark",
      rosterId: roster,
      rollCallId: tabletCall,
      person: `staff:${counselor.id}`,
      accounted: true,
      device: "Tablet",
    },
  ];
  // The phone, offline too, started its own a second later; it marked Ada by mistake and undid it
  // (before the tablet's mark), and marked Ben. Cal's parent checks Cal out at the gate meanwhile.
  const phoneCall = id();
  const phoneQueue = [
    { id: id(), at: sec(1), kind: "rollCallStart", rosterId: roster, rollCallId: phoneCall },
    { id: id(), at: sec(5), kind: "rollCallMark", rosterId: roster, rollCallId: phoneCall, person: `camper:${ada.id}`, accounted: true, device: "Phone" },
    { id: id(), at: sec(8), kind: "rollCallMark", rosterId: roster, rollCallId: phoneCall, person: `camper:${ada.id}`, accounted: false, device: "Phone" },
    { id: id(), at: sec(40), kind: "rollCallMark", rosterId: roster, rollCallId: phoneCall, person: `camper:${ben.id}`, accounted: true, device: "Phone" },
    { id: id(), at: sec(50), kind: "checkOut", entryId: cal.id },
  ];
  // The phone's queue reaches the server first; the tablet's arrives twice.
  expect((await send(phone, phoneQueue)).status).toBe(200);
  expect((await send(tablet, tabletQueue)).json.results?.map((r) => r.status)).toEqual(["saved", "saved", "saved"]);
  expect((await send(tablet, tabletQueue)).json.results?.map((r) => r.status)).toEqual(["duplicate", "duplicate", "duplicate"]);

  // Every door sees one roll call, from the first start, with every mark once.
  const answer = await (
    await SELF.fetch(`http://localhost/api/attendance/sessions/${roster}`, { headers: { Cookie: phone } })
  ).json<{
    rollCall: { ids: string[]; startedAt: number; marks: unknown[] } | null;
  }>();
  expect(answer.rollCall?.ids.sort()).toEqual([tabletCall, phoneCall].sort());
  expect(answer.rollCall?.startedAt).toBe(sec(0));
  expect(answer.rollCall?.marks).toHaveLength(5);

  // Open: Ada's latest mark is the tablet's (accounted), Ben is marked at 40 s, and Cal, never marked, left
  // with his parent at 50 s: from then on everyone on site is accounted for.
  let [drill] = await drillLog(env, { ids: [roster] });
  expect(drill.endedAt).toBeNull();
  expect(drill.stillMissing).toEqual([]);
  expect(drill.secondsToAllAccounted).toBe(50);
  expect(drill.onSite.find((p) => p.name === "Cal")?.leftAt).toBe(sec(50));
  expect(drill.marks.map((m) => `${m.name} ${m.accounted ? "accounted" : "undone"} by ${m.device}`)).toEqual([
    "Ada (Bears) accounted by Phone",
    "Ada (Bears) undone by Phone",
    "Ada (Bears) accounted by Tablet",
    "Cora (Bears) accounted by Tablet",
    "Ben (Bears) accounted by Phone",
  ]);

  // Ended on the tablet (both ids, as it knows both now); a second end from the phone changes nothing.
  const end = (call: string, at: number) => ({ id: id(), at: sec(at), kind: "rollCallEnd", rosterId: roster, rollCallId: call });
  expect((await send(tablet, [end(tabletCall, 90), end(phoneCall, 90)])).json.results?.map((r) => r.status)).toEqual(["saved", "saved"]);
  expect((await send(phone, [end(phoneCall, 95)])).json.results?.map((r) => r.status)).toEqual(["duplicate"]);
  [drill] = await drillLog(env, { ids: [roster] });
  expect(drill).toMatchObject({ startedAt: sec(0), endedAt: sec(90), endedBy: "Tablet Tess", startedBy: "Tablet Tess" });
  const after = await (await SELF.fetch(`http://localhost/api/attendance/sessions/${roster}`, { headers: { Cookie: phone } })).json<{ rollCall: unknown }>();
  expect(after.rollCall).toBeNull();
});

test("a mark for a roll call that was never started, or for another roster's, is refused and writes nothing", async () => {
  const cookie = await staffCookieFor(await createStaff());
  const [a, b] = await Promise.all([createAttendanceSession({ date: DAY }), createAttendanceSession({ date: DAY })]);
  const entry = await createRosterEntry({ attendanceSessionId: a.id, camperName: "Dee" });
  const mark = (rosterId: number, rollCallId: string) => ({
    id: id(),
    at: sec(1),
    kind: "rollCallMark",
    rosterId,
    rollCallId,
    person: `camper:${entry.id}`,
    accounted: true,
  });
  const never = await send(cookie, [mark(a.id, id())]);
  expect(never.status).toBe(404);
  expect(never.json.message).toBe("Change 1: Roll call not found");
  const call = id();
  expect((await send(cookie, [{ id: id(), at: sec(0), kind: "rollCallStart", rosterId: a.id, rollCallId: call }])).status).toBe(200);
  const other = await send(cookie, [mark(b.id, call)]);
  expect(other.status).toBe(409);
  const stranger = await send(cookie, [{ ...mark(a.id, call), person: "camper:abc" }]);
  expect(stranger.status).toBe(400);
  expect(await env.DB.prepare("SELECT count(*) AS n FROM roll_call_marks WHERE roll_call_id = ?1").bind(call).first()).toEqual({ n: 0 });
});
