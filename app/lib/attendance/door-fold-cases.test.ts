// The JS folds of door events against the one table of sequences (tests/support/door-fold-cases.ts):
// the device's fold of its queue, and the ratio replay of the office and the inspector's report.
// The SQL fold runs the same table against D1 (tests/workerd/door-fold-cases.test.ts).
import { describe, expect, test } from "vitest";
import { ADULT_CASES, FIRST_GROUP, FOLD_CASES, onSite, storedSteps, type AdultStep, type FoldStep } from "../../../tests/support/door-fold-cases";
import { foldAdults, type AdultChange } from "../here-now/adults";
import { camperPresence, staffPresence } from "../here-now/presence";
import { countsTowardRatio, ratioTimeline, type RatioRule } from "../here-now/ratio";
import { applyQueuedEvent, checkOutChange, NOT_HERE_YET, type DoorState } from "./door-changes";
import type { QueuedDoorEvent } from "./door-events";

const NINE = Date.UTC(2026, 6, 6, 13);
const at = (minute: number) => NINE + minute * 60_000;
const minuteOf = (instant: number | null) => (instant === null ? null : (instant - NINE) / 60_000);
const END = at(24 * 60);

function queued(step: FoldStep): QueuedDoorEvent {
  const base = { id: step.id, at: at(step.minute), entryId: 1, staffName: "Ana Gomez" };
  switch (step.kind) {
    case "checkOut":
      return {
        ...base,
        kind: step.kind,
        change: step.pickedUpBy ? checkOutChange({ kind: "override", name: step.pickedUpBy, reason: "Called ahead" }) : undefined,
      };
    case "group":
      return { ...base, kind: step.kind, groupName: step.group };
    case "notes":
      return { ...base, kind: step.kind, notes: step.notes };
    default:
      return { ...base, kind: step.kind };
  }
}

describe("the device's fold of its queue (applyQueuedEvent) agrees with the table", () => {
  const empty: DoorState = { groupName: FIRST_GROUP, attendanceRecord: { ...NOT_HERE_YET, notes: "" } };
  test.each(FOLD_CASES)("$name", ({ steps, expected }) => {
    const { groupName, attendanceRecord: r } = storedSteps(steps).reduce((row, step) => applyQueuedEvent(row, queued(step)), empty);
    expect({
      checkedIn: r.checkedIn,
      checkedInAt: minuteOf(r.checkedInAt),
      checkedOut: r.checkedOut,
      checkedOutAt: minuteOf(r.checkedOutAt),
      pickedUpBy: r.pickedUpBy ?? null,
      group: groupName,
      notes: r.notes,
    }).toEqual(expected);
  });
});

describe("the ratio replay of the office and the report (camperPresence, ratioTimeline) agrees with the table", () => {
  const rule: RatioRule = { campersPerAdult: 10, citsCount: false };
  test.each(FOLD_CASES)("$name", ({ steps, expected }) => {
    const changes = storedSteps(steps)
      .filter((s) => s.kind !== "notes")
      .map((s) => ({ entry: 1, kind: s.kind, at: at(s.minute), value: s.kind === "group" ? s.group : null, firstGroup: FIRST_GROUP }));
    const spans = ratioTimeline(camperPresence(changes), () => rule, END);
    const here = spans.filter((s) => s.to === END && s.children > 0).map((s) => [s.group, s.children]);
    expect(here).toEqual(onSite(expected) ? [[expected.group, 1]] : []);
  });
});

describe("adults: the one fold (foldAdults) and the ratio replay's count agree with the table", () => {
  const changeOf = (s: AdultStep): AdultChange =>
    s.kind === "adultIn"
      ? { kind: s.kind, at: at(s.minute), person: s.person, name: s.name, role: s.role, group: s.group, reason: s.role === "visitor" ? "Visit" : "" }
      : s.kind === "adultMove"
        ? { kind: s.kind, at: at(s.minute), person: s.person, group: s.group }
        : { kind: s.kind, at: at(s.minute), person: s.person };

  test.each(ADULT_CASES)("$name", ({ citsCount, steps, expected }) => {
    const rule: RatioRule = { campersPerAdult: 10, citsCount };
    const changes = steps.map(changeOf);
    expect(foldAdults([], changes).map((a) => ({ name: a.name, group: a.group, counts: countsTowardRatio(a.role, rule) }))).toEqual(expected);

    const counted = new Map<string, number>();
    for (const a of expected) if (a.counts) counted.set(a.group, (counted.get(a.group) ?? 0) + 1);
    const spans = ratioTimeline(staffPresence(changes), () => rule, END);
    const replayed = spans.filter((s) => s.to === END && s.adults > 0).map((s) => [s.group, s.adults]);
    expect(replayed).toEqual([...counted.entries()].sort(([a], [b]) => a.localeCompare(b)));
  });
});
