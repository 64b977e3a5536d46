import { describe, expect, test } from "vitest";
import type { QueuedDoorEvent } from "./door-events";
import { describeMark, medicationMarks } from "./medication-marks";

const at = Date.UTC(2026, 6, 14, 16, 2); // 12:02 PM in Arlington (EDT)
const queued = (id: string, entryId: number, record: unknown, when = at): QueuedDoorEvent =>
  ({ id, kind: "medication", entryId, at: when, staffName: "Dana Cole", record }) as QueuedDoorEvent;

describe("a camper's medication marks for the day", () => {
  test("the server's entries and this device's queued ones, oldest first, each once", () => {
    const server = [{ id: 7, eventId: "e1", outcome: "given" as const, medication: "Inhaler", at: at - 60_000, recordedBy: "Alex Kim" }];
    const marks = medicationMarks(3, server, [
      queued("e1", 3, { outcome: "given", medication: "Inhaler" }, at - 60_000), // saved already: shown once
      queued("e2", 3, { outcome: "not_given", medication: "Inhaler", reason: "Asleep" }),
      queued("e3", 4, { outcome: "given" }), // another camper
    ]);
    expect(marks.map((m) => [m.eventId, m.outcome, m.waiting])).toEqual([
      ["e1", "given", false],
      ["e2", "not_given", true],
    ]);
  });

  test("says what, when and who", () => {
    expect(describeMark({ outcome: "given", at, recordedBy: "Dana Cole" })).toBe("Given 12:02 PM by Dana Cole");
  });
});
