import { describe, expect, test } from "vitest";
import { applyQueuedEvent, doorEventBatchSchema, type DoorState, type QueuedDoorEvent } from "./door-events";

const empty = {
  id: 7,
  groupName: "Bull Sharks",
  attendanceRecord: { checkedIn: false, checkedInAt: null, checkedInBy: null, checkedOut: false, checkedOutAt: null, checkedOutBy: null, notes: "" },
};
let n = 0;
const ev = (kind: QueuedDoorEvent["kind"], extra: object = {}) =>
  ({ id: `00000000-0000-4000-8000-${String(++n).padStart(12, "0")}`, at: 1000 * n, entryId: 7, kind, staffName: "Ana Gomez", ...extra }) as QueuedDoorEvent;

describe("the device's own changes over the server's roster", () => {
  test("check in, out, undo and note show at once with the device's time and the counselor's name", () => {
    let row = applyQueuedEvent(empty, ev("checkIn"));
    expect(row.attendanceRecord).toMatchObject({ checkedIn: true, checkedInBy: "Ana Gomez" });
    const firstAt = row.attendanceRecord.checkedInAt;
    row = applyQueuedEvent(row, ev("checkIn"));
    expect(row.attendanceRecord.checkedInAt).toBe(firstAt);
    row = applyQueuedEvent(row, ev("checkOut"));
    expect(row.attendanceRecord.checkedOut).toBe(true);
    row = applyQueuedEvent(row, ev("undoCheckIn"));
    expect(row.attendanceRecord).toMatchObject({ checkedIn: false, checkedOut: false });
    row = applyQueuedEvent(row, ev("notes", { notes: "  meds at 3 " }));
    row = applyQueuedEvent(row, ev("group", { groupName: "Sea Otters" }));
    expect(row.attendanceRecord.notes).toBe("meds at 3");
    expect(row.groupName).toBe("Sea Otters");
    expect(empty.attendanceRecord.checkedIn).toBe(false);
  });

  test("a check-out shows who picked the camper up at once (an adult of the list, a code's adult, an override); an undo forgets it", () => {
    const withAdults: DoorState = { ...empty, authorizedAdults: [{ id: 3, name: "Lou Rivera" }] };
    const out = (pickup: object) => applyQueuedEvent(withAdults, ev("checkOut", { change: { action: "checkout", pickup } })).attendanceRecord.pickedUpBy;
    expect(out({ kind: "adult", adultId: 3 })).toBe("Lou Rivera");
    expect(out({ kind: "code", code: "123456", name: " Ann Smith " })).toBe("Ann Smith");
    expect(out({ kind: "override", name: "Sam Neighbor", reason: "Mom called" })).toBe("Sam Neighbor");
    const back = applyQueuedEvent(
      applyQueuedEvent(withAdults, ev("checkOut", { change: { action: "checkout", pickup: { kind: "adult", adultId: 3 } } })),
      ev("undoCheckOut"),
    );
    expect(back.attendanceRecord).toMatchObject({ checkedOut: false, pickedUpBy: null });
  });

  test("a batch is refused when an event is malformed or the batch too long", () => {
    expect(doorEventBatchSchema.safeParse({ events: [ev("checkIn")] }).success).toBe(true);
    expect(doorEventBatchSchema.safeParse({ events: [{ ...ev("checkIn"), id: "x" }] }).success).toBe(false);
    expect(doorEventBatchSchema.safeParse({ events: [ev("notes", { notes: "n".repeat(1001) })] }).success).toBe(false);
    expect(doorEventBatchSchema.safeParse({ events: [{ ...ev("checkIn"), change: "x".repeat(3000) }] }).success).toBe(false);
    expect(doorEventBatchSchema.safeParse({ events: Array.from({ length: 201 }, () => ev("checkIn")) }).success).toBe(false);
  });
});
