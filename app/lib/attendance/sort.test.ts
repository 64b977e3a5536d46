import { expect, test } from "vitest";
import { filterRoster, groupBadges, sortRoster, type SortableEntry } from "./sort";
import { allergySheetRows, groupsForPrint, printFontSize, printRowHeight } from "./print";

const entry = (id: number, camperName: string, over: Partial<SortableEntry & { nickname: string }> = {}) => ({
  id,
  camperName,
  groupName: "",
  allergies: "",
  medications: "",
  notes: "",
  checkedIn: false,
  checkedOut: false,
  nickname: "",
  ...over,
});

const roster = [
  entry(1, "Maya Rivera", { groupName: "Sea Otters", checkedIn: true, notes: "pickup at 3:30" }),
  entry(2, "Leo Park", { groupName: "", allergies: "Peanuts" }),
  entry(3, "Ava Chen", { groupName: "Bull Sharks", checkedIn: true, checkedOut: true, medications: "Inhaler at noon" }),
  entry(4, "Zoe Adams", { groupName: "Bull Sharks", nickname: "Zo", allergies: "None" }),
];
const ids = (list: SortableEntry[]) => list.map((e) => e.id);

test("default: not checked in first, then here, then gone home; by name within", () => {
  expect(ids(sortRoster(roster, "default"))).toEqual([2, 4, 1, 3]);
});
test("lastName sorts by the last word of the name", () => {
  expect(ids(sortRoster(roster, "lastName"))).toEqual([4, 3, 2, 1]);
});
test("group: by group name, no group last", () => {
  expect(ids(sortRoster(roster, "group"))).toEqual([3, 4, 1, 2]);
});
test("medical: campers with allergies or medications first ('None' does not count)", () => {
  expect(ids(sortRoster(roster, "medical"))).toEqual([3, 2, 1, 4]);
});
test("notes: campers with notes first", () => {
  expect(ids(sortRoster(roster, "notes"))).toEqual([1, 3, 2, 4]);
});
test("timeEvents: soonest time first, campers without times last", () => {
  expect(ids(sortRoster(roster, "timeEvents"))).toEqual([3, 1, 2, 4]);
});
test("sorting does not change the list it was given", () => {
  const copy = [...roster];
  sortRoster(roster, "lastName");
  expect(roster).toEqual(copy);
});

test("filters: search by name or nickname, group, no group, medical only", () => {
  const none = { search: "", group: "", medicalOnly: false };
  expect(ids(filterRoster(roster, { ...none, search: "zo" }))).toEqual([4]);
  expect(ids(filterRoster(roster, { ...none, search: "PARK" }))).toEqual([2]);
  expect(ids(filterRoster(roster, { ...none, group: "Bull Sharks" }))).toEqual([3, 4]);
  expect(ids(filterRoster(roster, { ...none, group: "__none" }))).toEqual([2]);
  expect(ids(filterRoster(roster, { ...none, medicalOnly: true }))).toEqual([2, 3]);
});

test("group badges count campers present now over the group's total", () => {
  expect(groupBadges(roster)).toEqual([
    { groupName: "Bull Sharks", present: 0, total: 2 },
    { groupName: "Sea Otters", present: 1, total: 1 },
    { groupName: "No group", present: 0, total: 1 },
  ]);
});

test("print rows share 648 px with the header row; fonts shrink under 20 px and 16 px", () => {
  expect(printRowHeight(8)).toBe(72);
  expect(printRowHeight(35)).toBe(18);
  expect(printRowHeight(0)).toBe(648);
  expect(printFontSize(printRowHeight(8))).toBe(14);
  expect(printFontSize(printRowHeight(35))).toBe(11);
  expect(printFontSize(printRowHeight(47))).toBe(9);
  expect(printFontSize(20)).toBe(14);
  expect(printFontSize(16)).toBe(11);
});

test("groupsForPrint: one group per page in name order, no group last", () => {
  expect(groupsForPrint(roster).map((g) => [g.groupName, g.campers.map((c) => c.id)])).toEqual([
    ["Bull Sharks", [3, 4]],
    ["Sea Otters", [1]],
    ["No group", [2]],
  ]);
});

test("the allergy sheet lists flagged campers by group with 'No group' last", () => {
  const rows = [
    { camperName: "Zed Nogroup", groupName: "", allergies: "Peanuts", medications: "" },
    { camperName: "Ava Otter", groupName: "Sea Otters", allergies: "", medications: "Inhaler" },
    { camperName: "Bo Beluga", groupName: "Beluga Whales", allergies: "Eggs", medications: "" },
    { camperName: "Al Beluga", groupName: "Beluga Whales", allergies: "None", medications: "" },
  ];
  expect(allergySheetRows(rows).map((r) => [r.groupName || "No group", r.camperName])).toEqual([
    ["Beluga Whales", "Bo Beluga"],
    ["Sea Otters", "Ava Otter"],
    ["No group", "Zed Nogroup"],
  ]);
});
