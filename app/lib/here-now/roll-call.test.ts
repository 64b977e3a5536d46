// A roll call marked at two devices, one of them offline for a while: every device that holds the
// same marks shows the same list, whatever order the marks reached it in.
import { describe, expect, test } from "vitest";
import { allAccountedAt, rollCallRows, type OnSite, type RollCallMark } from "./roll-call";

const START = Date.UTC(2027, 6, 7, 15, 0);
const s = (seconds: number) => START + seconds * 1000;
const onSite: OnSite[] = [
  { person: "maya", group: "Sea Otters" },
  { person: "leo", group: "Bull Sharks" },
  { person: "ava", group: "Bull Sharks" },
  { person: "dana", group: "Bull Sharks" },
];
const mark = (id: string, person: string, seconds: number, accounted = true, device = "tablet"): RollCallMark => ({
  id,
  person,
  accounted,
  at: s(seconds),
  device,
});

describe("rollCallRows", () => {
  test("in a held order a mark moves no row: someone arriving goes last, someone who left is gone", () => {
    const held = rollCallRows(onSite, []).map((r) => r.person);
    expect(held).toEqual(["leo", "ava", "dana", "maya"]);
    const rows = rollCallRows([...onSite.slice(0, 3), { ...onSite[3], leftAt: s(30) }, { person: "zoe", group: "Bull Sharks" }], [mark("t1", "leo", 10)], held);
    expect(rows.map((r) => [r.person, r.accounted])).toEqual([
      ["leo", true],
      ["ava", false],
      ["maya", false],
      ["zoe", false],
    ]);
    // Sorted again (the taps paused): the missing first.
    expect(rollCallRows(onSite, [mark("t1", "leo", 10)]).map((r) => r.person)).toEqual(["ava", "dana", "maya", "leo"]);
  });

  test("the missing on top, by group; a mark shows who made it and when", () => {
    const rows = rollCallRows(onSite, [mark("t1", "leo", 10)]);
    expect(rows.map((r) => [r.person, r.accounted])).toEqual([
      ["ava", false],
      ["dana", false],
      ["maya", false],
      ["leo", true],
    ]);
    expect(rows[3]).toMatchObject({ markedAt: s(10), markedBy: "tablet" });
  });

  test("marks from two devices converge in any order; an undo is the later mark", () => {
    const marks = [mark("t1", "maya", 10), mark("p1", "maya", 25, false, "phone"), mark("p2", "leo", 12, true, "phone"), mark("t2", "leo", 12)];
    const shown = (order: RollCallMark[]) => rollCallRows(onSite, order).map((r) => [r.person, r.accounted, r.markedBy]);
    expect(shown(marks)).toEqual(shown([...marks].reverse()));
    // The same instant at two devices: the larger id wins everywhere, so both show the same.
    expect(shown(marks).find(([p]) => p === "leo")).toEqual(["leo", true, "tablet"]);
    expect(shown(marks).find(([p]) => p === "maya")).toEqual(["maya", false, "phone"]);
    // A mark sent twice (a resent queue) is the same mark.
    expect(shown([...marks, ...marks])).toEqual(shown(marks));
  });

  test("a child checked out by a parent during the roll call leaves the list", () => {
    const rows = rollCallRows([...onSite.slice(0, 3), { ...onSite[3], leftAt: s(30) }], []);
    expect(rows.map((r) => r.person)).not.toContain("dana");
  });
});

describe("allAccountedAt", () => {
  test("the moment the last person was accounted for; null while anyone is missing", () => {
    const marks = [mark("a", "maya", 40), mark("b", "leo", 55), mark("c", "ava", 61, true, "phone")];
    expect(allAccountedAt(onSite, marks)).toBeNull();
    expect(allAccountedAt(onSite, [...marks, mark("d", "dana", 90)])).toBe(s(90));
  });

  test("an undone mark makes the person missing again until marked once more", () => {
    const marks = [
      mark("a", "maya", 10),
      mark("b", "leo", 11),
      mark("c", "ava", 12),
      mark("d", "dana", 13),
      mark("e", "dana", 20, false),
      mark("f", "dana", 70),
    ];
    // Everyone at 13 s, but Dana's mark was undone at 20 s: all accounted for from 70 s.
    expect(allAccountedAt(onSite, marks)).toBe(s(70));
    expect(allAccountedAt(onSite, marks.slice(0, 5))).toBeNull();
  });

  test("a child who leaves with a parent stops counting as missing then", () => {
    const marks = [mark("a", "maya", 10), mark("b", "leo", 11), mark("c", "ava", 12)];
    expect(allAccountedAt([...onSite.slice(0, 3), { ...onSite[3], leftAt: s(45) }], marks)).toBe(s(45));
  });
});
