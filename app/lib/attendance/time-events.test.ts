import { describe, expect, test } from "vitest";
import {
  alertKey,
  alertName,
  doseName,
  dueAlerts,
  entryAlertLevel,
  formatTimeOfDay,
  isInAlertDialogWindow,
  parseTimeOfDay,
  parseTimesOfDay,
  timeAlertLevel,
  timeEventsForEntry,
} from "./time-events";

const at = (h: number, m = 0) => h * 60 + m;

describe("parseTimeOfDay", () => {
  test.each([
    ["noon", at(12)],
    ["Leaving early at noon", at(12)],
    ["12pm", at(12)],
    ["12 PM", at(12)],
    ["12am", at(0)],
    ["pickup at 3:30", at(15, 30)],
    ["3:30pm", at(15, 30)],
    ["10:15 am", at(10, 15)],
    ["11:45", at(11, 45)],
    ["9:00", at(9)],
    ["1:05", at(13, 5)],
    ["6:30", at(18, 30)],
    ["7:10", at(7, 10)],
    ["3 pm", at(15)],
    ["3pm", at(15)],
    ["9 a.m.", at(9)],
    ["8am meds", at(8)],
    ["13:15", at(13, 15)],
  ])("%j -> %i minutes", (text, minutes) => {
    expect(parseTimeOfDay(text)).toBe(minutes);
  });
  test.each([["no time here"], ["3"], ["Age: 8:4"], ["Age 10:11"], ["Grade: 3, Age: 9"], ["25:00"], ["4:75"], [""], ["13pm"]])("%j has no time", (text) => {
    expect(parseTimeOfDay(text)).toBeNull();
  });
  test("finds every time in order, after skipping the age", () => {
    expect(parseTimesOfDay("Age 8:4, pickup at 3:30, meds noon")).toEqual([at(15, 30), at(12)]);
  });
});

test("pickup events come from notes and medication events from medications", () => {
  expect(timeEventsForEntry({ notes: "pickup at 3:30", medications: "Inhaler at 12pm" }).map((e) => [e.type, e.minutes])).toEqual([
    ["pickup", at(15, 30)],
    ["medication", at(12)],
  ]);
});

test.each([
  ["meds at 3:12", [["medication", at(15, 12), "meds at 3:12"]]],
  [
    "Inhaler 12:30, pickup at 3:30",
    [
      ["medication", at(12, 30), "Inhaler 12:30"],
      ["pickup", at(15, 30), "pickup at 3:30"],
    ],
  ],
  [
    "Medication at 12 pm and 3:00",
    [
      ["medication", at(12), "Medication at 12 pm"],
      ["medication", at(15), "3:00"],
    ],
  ],
  ["Grandma picks up at 2:45", [["pickup", at(14, 45), "Grandma picks up at 2:45"]]],
  ["Age 8:4, 3:30", [["pickup", at(15, 30), "3:30"]]],
])("a time in the notes %j is named for what the note says", (notes, expected) => {
  expect(timeEventsForEntry({ notes, medications: "" }).map((e) => [e.type, e.minutes, e.label])).toEqual(expected);
});

test("an alert for 'meds at 3:12' in the notes is a medication alert", () => {
  const due = dueAlerts([{ id: 7, camperName: "Ava Chen", notes: "meds at 3:12", medications: "" }], at(14, 55), new Set());
  expect(due.alerts).toEqual([
    { rosterEntryId: 7, camperName: "Ava Chen", type: "medication", minutes: at(15, 12), label: "meds at 3:12", dose: "meds at 3:12" },
  ]);
});

test("one medication written with two times is two doses, each named with its time", () => {
  const events = timeEventsForEntry({ notes: "", medications: "Inhaler at 12:00 and 3:00" });
  expect(events.map((e) => doseName(e, events))).toEqual(["12:00 PM: Inhaler at 12:00 and 3:00", "3:00 PM: Inhaler at 12:00 and 3:00"]);
  const single = timeEventsForEntry({ notes: "", medications: "Inhaler at 12:00" });
  expect(doseName(single[0], single)).toBe("Inhaler at 12:00");
});

describe("alert windows", () => {
  test.each([
    [21, "none"],
    [20, "upcoming"],
    [15, "upcoming"],
    [1, "upcoming"],
    [0, "urgent"],
    [-30, "urgent"],
    [-60, "urgent"],
    [-61, "none"],
  ] as const)("an event %i minutes ahead is %s", (ahead, level) => {
    expect(timeAlertLevel(at(15) + ahead, at(15))).toBe(level);
  });
  test.each([
    [14, false],
    [15, true],
    [18, true],
    [20, true],
    [21, false],
  ])("the dialog opens for an event %i minutes ahead: %s", (ahead, open) => {
    expect(isInAlertDialogWindow(at(15) + ahead, at(15))).toBe(open);
  });
  test("a camper's row takes the strongest flag of its events", () => {
    const events = timeEventsForEntry({ notes: "pickup at 3:30", medications: "meds at 3:00" });
    expect(entryAlertLevel(events, at(15, 10))).toBe("urgent");
    expect(entryAlertLevel(events, at(14, 45))).toBe("upcoming");
    expect(entryAlertLevel(events, at(10))).toBe("none");
  });
});

test("dueAlerts fires once per camper's pickup or dose, and never for one already dealt with", () => {
  const entries = [
    { id: 1, camperName: "Maya Rivera", notes: "pickup at 3:30", medications: "Inhaler at 3:35" },
    { id: 2, camperName: "Leo Park", notes: "pickup at noon", medications: "" },
  ];
  const first = dueAlerts(entries, at(15, 15), new Set());
  expect(first.alerts.map((a) => [a.camperName, a.type])).toEqual([
    ["Maya Rivera", "pickup"],
    ["Maya Rivera", "medication"],
  ]);
  const shown = new Set(first.keys);
  expect(dueAlerts(entries, at(15, 16), shown).alerts).toEqual([]);
  expect(shown.has(alertKey(1, "pickup", at(15, 30)))).toBe(true);
  // A new session (empty set) may alert again.
  expect(dueAlerts(entries, at(15, 15), new Set()).alerts).toHaveLength(2);
  // Acknowledged at another door (or the dose recorded): not raised again, even after a reload.
  const acknowledged = new Set([alertName("pickup", at(15, 30))]);
  const after = dueAlerts(entries, at(15, 15), new Set(), (a) => a.rosterEntryId === 1 && acknowledged.has(alertName(a.type, a.minutes)));
  expect(after.alerts.map((a) => [a.camperName, a.type])).toEqual([["Maya Rivera", "medication"]]);
});

test("formatTimeOfDay", () => {
  expect(formatTimeOfDay(at(12))).toBe("12:00 PM");
  expect(formatTimeOfDay(at(15, 5))).toBe("3:05 PM");
  expect(formatTimeOfDay(at(0, 30))).toBe("12:30 AM");
});
