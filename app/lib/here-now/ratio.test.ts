// Ratios from the day's events, as the door and an inspector read them: 1 adult per 10 campers.
import { describe, expect, test } from "vitest";
import { minutesIn, outOfRatio, ratioStatus, ratioTimeline, startedMinutes, type PresenceEvent, type RatioRule } from "./ratio";

const ONE_TO_TEN: RatioRule = { campersPerAdult: 10, citsCount: false };
const rules = () => ONE_TO_TEN;
const NINE = Date.UTC(2027, 5, 21, 13, 0); // 9:00 at camp
const min = (m: number) => NINE + m * 60_000;
const kids = (count: number, group: string, at: number, from = 0): PresenceEvent[] =>
  Array.from({ length: count }, (_, i) => ({ kind: "childIn", at, person: `child-${from + i}`, group }));

describe("ratioStatus", () => {
  test("amber at the tenth child with one adult, red at the eleventh", () => {
    expect(ratioStatus(0, 0, ONE_TO_TEN)).toBe("empty");
    expect(ratioStatus(9, 1, ONE_TO_TEN)).toBe("ok");
    expect(ratioStatus(10, 1, ONE_TO_TEN)).toBe("next-breaks");
    expect(ratioStatus(11, 1, ONE_TO_TEN)).toBe("broken");
    expect(ratioStatus(1, 0, ONE_TO_TEN)).toBe("broken");
    expect(ratioStatus(0, 1, ONE_TO_TEN)).toBe("ok");
  });
});

describe("ratioTimeline", () => {
  test("spans per group as children and adults come and go", () => {
    const events: PresenceEvent[] = [
      { kind: "adultIn", at: min(0), person: "dana", group: "Sea Otters", role: "counselor" },
      ...kids(10, "Sea Otters", min(5)),
      ...kids(1, "Sea Otters", min(20), 10),
      { kind: "adultIn", at: min(30), person: "lee", group: "Sea Otters", role: "counselor" },
    ];
    expect(ratioTimeline(events, rules, min(60)).map(({ from, to, children, adults, status }) => [from, to, children, adults, status])).toEqual([
      [min(0), min(5), 0, 1, "ok"],
      [min(5), min(20), 10, 1, "next-breaks"],
      [min(20), min(30), 11, 1, "broken"],
      [min(30), min(60), 11, 2, "ok"],
    ]);
  });

  test("a late event from a device that was offline lands in the minute it happened", () => {
    const sent: PresenceEvent[] = [
      { kind: "adultIn", at: min(0), person: "dana", group: "Bull Sharks", role: "counselor" },
      { kind: "adultIn", at: min(0), person: "lee", group: "Bull Sharks", role: "counselor" },
      ...kids(11, "Bull Sharks", min(5)),
      { kind: "adultIn", at: min(60), person: "kim", group: "Bull Sharks", role: "counselor" },
    ];
    // Dana's check-out at 9:40 reaches the server after Kim's 10:00 check-in was sent.
    const spans = ratioTimeline([...sent, { kind: "adultOut", at: min(40), person: "dana" }], rules, min(90));
    expect(spans.map((s) => [s.from, s.to, s.adults, s.status])).toEqual([
      [min(0), min(5), 2, "ok"],
      [min(5), min(40), 2, "ok"],
      [min(40), min(60), 1, "broken"],
      [min(60), min(90), 2, "ok"],
    ]);
    expect(outOfRatio(spans).map((s) => [s.from, s.to, s.minutes])).toEqual([[min(40), min(60), 20]]);
  });

  test("moving a counselor between groups takes them from one group's count to the other's", () => {
    const events: PresenceEvent[] = [
      { kind: "adultIn", at: min(0), person: "dana", group: "Sea Otters", role: "counselor" },
      { kind: "adultIn", at: min(0), person: "lee", group: "Sea Otters", role: "counselor" },
      ...kids(8, "Bull Sharks", min(10)),
      { kind: "adultMove", at: min(15), person: "lee", group: "Bull Sharks" },
    ];
    const byGroup = (group: string) =>
      ratioTimeline(events, rules, min(30))
        .filter((s) => s.group === group)
        .map((s) => [s.from, s.adults, s.status]);
    expect(byGroup("Bull Sharks")).toEqual([
      [min(10), 0, "broken"],
      [min(15), 1, "ok"],
    ]);
    expect(byGroup("Sea Otters")).toEqual([
      [min(0), 2, "ok"],
      [min(15), 1, "ok"],
    ]);
  });

  test("a hand-over in the same minute is never a moment out of ratio; repeated events count once", () => {
    const events: PresenceEvent[] = [
      { kind: "adultIn", at: min(0), person: "dana", group: "Sea Otters", role: "counselor" },
      ...kids(10, "Sea Otters", min(1)),
      ...kids(10, "Sea Otters", min(1)), // a second device sent the same check-ins
      // Dana leaves as Lee arrives, in the same instant.
      { kind: "adultOut", at: min(30), person: "dana" },
      { kind: "adultIn", at: min(30), person: "lee", group: "Sea Otters", role: "counselor" },
      { kind: "childOut", at: min(45), person: "child-0" },
      { kind: "childOut", at: min(45), person: "child-0" },
    ];
    const spans = ratioTimeline(events, rules, min(60));
    expect(outOfRatio(spans)).toEqual([]);
    expect(spans.map((s) => [s.from, s.children, s.adults])).toEqual([
      [min(0), 0, 1],
      [min(1), 10, 1],
      [min(45), 9, 1],
    ]);
  });

  test("CITs count toward the ratio only where the office says so", () => {
    const events: PresenceEvent[] = [{ kind: "adultIn", at: min(0), person: "sam", group: "Beluga Whales", role: "cit" }, ...kids(5, "Beluga Whales", min(1))];
    expect(ratioTimeline(events, () => ONE_TO_TEN, min(10)).at(-1)).toMatchObject({ adults: 0, status: "broken" });
    expect(ratioTimeline(events, () => ({ ...ONE_TO_TEN, citsCount: true }), min(10)).at(-1)).toMatchObject({ adults: 1, status: "ok" });
  });

  test("a child who was never checked in is neither moved nor checked out", () => {
    const events: PresenceEvent[] = [
      { kind: "childMove", at: min(0), person: "ghost", group: "Sea Otters" },
      { kind: "childOut", at: min(1), person: "ghost" },
    ];
    expect(ratioTimeline(events, rules, min(10))).toEqual([]);
  });
});

describe("outOfRatio", () => {
  test("counts every minute a stretch out of ratio touched, as an inspector does", () => {
    const events: PresenceEvent[] = [
      { kind: "adultIn", at: min(0), person: "dana", group: "Sea Otters", role: "counselor" },
      ...kids(11, "Sea Otters", min(1)),
      { kind: "childOut", at: min(1) + 30_000, person: "child-0" },
    ];
    expect(outOfRatio(ratioTimeline(events, rules, min(10))).map((s) => [s.to - s.from, s.minutes])).toEqual([[30_000, 1]]);
  });
});

describe("minutes out of ratio: one rule for the report's rows, its day totals and the day's timeline", () => {
  const SEC = 1000;
  // Dana alone with the Sea Otters; the eleventh child arrives at 9:01 and leaves `stay` later.
  const elevenFor = (stay: number): PresenceEvent[] => [
    { kind: "adultIn", at: min(0), person: "dana", group: "Sea Otters", role: "counselor" },
    ...kids(10, "Sea Otters", min(0)),
    { kind: "childIn", at: min(1), person: "eleventh", group: "Sea Otters" },
    { kind: "childOut", at: min(1) + stay, person: "eleventh" },
  ];

  test("a started minute counts: 1 ms to 60 s is 1 minute, 60 s and 1 ms is 2; the timeline says the same as the row", () => {
    expect([1, 30 * SEC, 60 * SEC - 1, 60 * SEC, 60 * SEC + 1, 120 * SEC].map(startedMinutes)).toEqual([1, 1, 1, 1, 2, 2]);
    for (const [stay, minutes] of [
      [1, 1],
      [30 * SEC, 1],
      [60 * SEC, 1],
      [60 * SEC + 1, 2],
    ] as const) {
      const spans = ratioTimeline(elevenFor(stay), rules, min(10));
      expect(outOfRatio(spans).map((s) => s.minutes)).toEqual([minutes]);
      // Before: the report said 1 minute beside the timeline's 0 (30 s rounded).
      expect(minutesIn(spans, "broken")).toBe(minutes);
    }
  });

  test("children arriving while a group is already out of ratio do not start a new stretch: 4 arrivals in 70 s are 2 minutes, not 4", () => {
    const events: PresenceEvent[] = [
      { kind: "adultIn", at: min(0), person: "dana", group: "Sea Otters", role: "counselor" },
      ...kids(10, "Sea Otters", min(0)),
      ...[0, 20, 40, 60].map((s, i): PresenceEvent => ({ kind: "childIn", at: min(1) + s * SEC, person: `late-${i}`, group: "Sea Otters" })),
      { kind: "adultIn", at: min(2) + 10 * SEC, person: "lee", group: "Sea Otters", role: "counselor" },
    ];
    const spans = ratioTimeline(events, rules, min(10));
    const stretches = outOfRatio(spans);
    // One stretch, 9:01:00 to 9:02:10, counted at its worst: 14 children with one adult.
    expect(stretches.map((s) => [s.from, s.to, s.minutes, s.children, s.adults])).toEqual([[min(1), min(2) + 10 * SEC, 2, 14, 1]]);
    expect(minutesIn(spans, "broken")).toBe(2);
  });

  test("two stretches with time within ratio between are two rows, and the timeline adds up their minutes", () => {
    const events: PresenceEvent[] = [
      ...elevenFor(30 * SEC),
      { kind: "childIn", at: min(5), person: "eleventh-again", group: "Sea Otters" },
      { kind: "childOut", at: min(5) + 90 * SEC, person: "eleventh-again" },
    ];
    const spans = ratioTimeline(events, rules, min(10));
    expect(outOfRatio(spans).map((s) => s.minutes)).toEqual([1, 2]);
    expect(minutesIn(spans, "broken")).toBe(3);
  });
});
