// The roll call as a door device sees it: the server's open roll call and marks, with this
// device's own starts, ends and marks laid over them. The page follows the open roll call alone,
// so a mark must leave it as it was; the screen follows the marks.
import { expect, test } from "vitest";
import type { QueuedDoorEvent } from "~/lib/attendance/door-events";
import { pickQueued, sameEventsOr, type SettlingEvent } from "./door-queue";
import { marksOnDevice, openRollCall, type ServerRollCall } from "./use-roll-call";

const roster = 7;
let n = 0;
const event = (change: Record<string, unknown>, at = 1_000 + n): QueuedDoorEvent =>
  ({ id: `e${++n}`, at, staffName: "Dana", rosterId: roster, ...change }) as unknown as QueuedDoorEvent;
const mark = (person: string, accounted = true, at?: number) => event({ kind: "rollCallMark", rollCallId: "r1", person, accounted, device: "Door 4F2A" }, at);

test("a roll call started on this device is open at once, and ending it closes it", () => {
  const start = event({ kind: "rollCallStart", rollCallId: "mine" }, 5_000);
  expect(openRollCall(null, [start])).toEqual({ ids: ["mine"], startedAt: 5_000 });
  expect(openRollCall(null, [start, event({ kind: "rollCallEnd", rollCallId: "mine" })])).toBeNull();
});

test("two doors' roll calls are one, from the first start", () => {
  const server: ServerRollCall = { ids: ["theirs"], startedAt: 4_000, startedBy: "Sam", marks: [] };
  expect(openRollCall(server, [event({ kind: "rollCallStart", rollCallId: "mine" }, 6_000)])).toEqual({ ids: ["theirs", "mine"], startedAt: 4_000 });
});

test("this device's marks follow the server's, each kept once", () => {
  const tapped = mark("camper:1");
  const held = [{ id: tapped.id, person: "camper:1", accounted: true, at: tapped.at, device: "Door 4F2A" }];
  expect(marksOnDevice(held, [tapped])).toBe(held);
  const next = mark("camper:2", true, 9_000);
  expect(marksOnDevice(held, [tapped, next])).toEqual([...held, { id: next.id, person: "camper:2", accounted: true, at: 9_000, device: "Door 4F2A" }]);
});

test("a roll-call mark leaves the roster's and the adults' changes as they were (the same array)", () => {
  const checkIn = event({ kind: "checkIn", entryId: 3 });
  const aboutACamper = (e: QueuedDoorEvent) => e.entryId !== undefined;
  const before = pickQueued({ settling: [], pending: [checkIn] }, aboutACamper, 0);
  const after = pickQueued({ settling: [], pending: [checkIn, mark("camper:3")] }, aboutACamper, 0);
  expect(sameEventsOr(before, after)).toBe(before);
  const marks = (e: QueuedDoorEvent) => e.kind === "rollCallMark";
  const one = pickQueued({ settling: [], pending: [checkIn] }, marks, 0);
  expect(sameEventsOr(one, pickQueued({ settling: [], pending: [checkIn, mark("camper:4")] }, marks, 0))).toHaveLength(1);
});

test("a saved change the roster on screen already shows is no longer laid over it", () => {
  const saved: SettlingEvent = { ...mark("camper:5"), savedAt: 2_000 };
  const waiting = mark("camper:6");
  const all = () => true;
  expect(pickQueued({ settling: [saved], pending: [waiting] }, all, 1_500)).toEqual([saved, waiting]);
  expect(pickQueued({ settling: [saved], pending: [waiting] }, all, 2_500)).toEqual([waiting]);
});
