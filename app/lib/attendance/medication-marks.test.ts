import { describe, expect, test } from "vitest";
import type { QueuedDoorEvent } from "./door-events";
import { alreadyGivenMessage, describeDay, describeMark, lastGiven, medicationMarks } from "./medication-marks";

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

  test("a day whose last entry is a correction shows the outcome it corrects, then the correction", () => {
    const server = [
      { id: 7, eventId: "e1", outcome: "given" as const, medication: "Inhaler", at, recordedBy: "Dana Cole", reason: "", correctsId: null },
      {
        id: 8,
        eventId: "e2",
        outcome: "correction" as const,
        medication: "Inhaler",
        at: at + 8 * 60_000,
        recordedBy: "Sam Ortiz",
        reason: "Given at 12:20",
        correctsId: 7,
      },
    ];
    expect(describeDay(medicationMarks(3, server, []))).toBe("Given 12:02 PM by Dana Cole; corrected 12:10 PM by Sam Ortiz: Given at 12:20");
    // Both still on this device: the correction names its entry by the event id.
    const queuedDay = medicationMarks(
      3,
      [],
      [
        queued("e3", 3, { outcome: "not_given", medication: "Inhaler", reason: "Asleep" }),
        queued("e4", 3, { outcome: "correction", correctsEventId: "e3", reason: "Woke up, given at 12:30" }, at + 60_000),
      ],
    );
    expect(describeDay(queuedDay)).toBe("Not given 12:02 PM by Dana Cole; corrected 12:03 PM by Dana Cole: Woke up, given at 12:30 (waiting to send)");
    expect(describeDay([])).toBe("Not recorded today");
  });

  test("a dose already given is named with when and by whom", () => {
    const marks = medicationMarks(3, [{ id: 7, eventId: "e1", outcome: "given" as const, medication: "Inhaler", at, recordedBy: "Dana Cole" }], []);
    expect(lastGiven(marks, "Allergy pill")).toBeUndefined();
    expect(alreadyGivenMessage("Maya Rivera", "Inhaler", lastGiven(marks, "Inhaler")!)).toBe(
      "Maya Rivera's Inhaler was already given at 12:02 PM by Dana Cole. Record a second dose only if it was really given again.",
    );
  });
});
