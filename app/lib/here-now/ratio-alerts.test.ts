import { describe, expect, test } from "vitest";
import { plural } from "../format";
import { ratioLabel } from "./ratio-rules";
import { groupHeadcounts, type OnSiteAdult } from "./adults";
import {
  acknowledge,
  breaksRatioLabel,
  checkInBreaksRatio,
  keptAcknowledgements,
  outOfRatioDetail,
  outOfRatioTitle,
  unacknowledgedBreaches,
  type Acknowledged,
} from "./ratio-alerts";

const camp = { campersPerAdult: 10, citsCount: false };
// The Minnows keep their own, tighter rule (set in Settings).
const rules = { ...camp, groups: { Minnows: { campersPerAdult: 5, citsCount: false } } };
const counselor = (group: string, n = 1): OnSiteAdult => ({
  person: `staff:${group}${n}`,
  name: `${group} ${n}`,
  role: "counselor",
  group,
  reason: "",
  since: 0,
});
const children = (group: string, n: number) =>
  Array.from({ length: n }, () => ({ groupName: group, attendanceRecord: { checkedIn: true, checkedOut: false } }));
const NONE: Acknowledged = new Map();

describe("before the tap: the child's Check in says it breaks the group's ratio", () => {
  test("at 1:10 with one adult the eleventh child breaks it, the tenth does not", () => {
    expect(checkInBreaksRatio({ children: 9, adults: 1 }, camp, 1)).toBe(false);
    expect(checkInBreaksRatio({ children: 10, adults: 1 }, camp, 1)).toBe(true);
  });
  test("a group's own rule judges it: at 1:5 the sixth child breaks it", () => {
    expect(checkInBreaksRatio({ children: 5, adults: 1 }, rules.groups.Minnows, 1)).toBe(true);
    expect(breaksRatioLabel(ratioLabel(rules.groups.Minnows))).toBe("Breaks 1:5");
  });
  test("a group with no adult while staff are on site elsewhere: the first child breaks it", () => {
    expect(checkInBreaksRatio(undefined, camp, 2)).toBe(true);
  });
  test("no staff checked in at all: the door judges no group", () => {
    expect(checkInBreaksRatio({ children: 30, adults: 0 }, camp, 0)).toBe(false);
  });
});

describe("after it: the bar stays until acknowledged", () => {
  const eleven = groupHeadcounts(children("Bull Sharks", 11), [counselor("Bull Sharks")], rules);

  test("a group out of ratio is shown, with its counts and its rule, until acknowledged", () => {
    const shown = unacknowledgedBreaches(eleven, 1, NONE);
    expect(shown.map((g) => g.group)).toEqual(["Bull Sharks"]);
    expect(outOfRatioTitle("Bull Sharks")).toBe("Bull Sharks is out of ratio");
    expect(outOfRatioDetail(shown[0])).toBe(
      "11 children, 1 adult: the group's ratio is 1:10 (one adult per 10 children). Check in or move an adult to Bull Sharks.",
    );
    const acked = acknowledge(NONE, shown);
    expect(unacknowledgedBreaches(eleven, 1, acked)).toEqual([]);
  });

  test("one more child, or one adult fewer, after the acknowledgement is said again", () => {
    const acked = acknowledge(NONE, unacknowledgedBreaches(eleven, 1, NONE));
    const twelve = groupHeadcounts(children("Bull Sharks", 12), [counselor("Bull Sharks")], rules);
    expect(unacknowledgedBreaches(twelve, 1, acked).map((g) => g.children)).toEqual([12]);
    const twentyOneOfTwo = groupHeadcounts(children("Bull Sharks", 21), [counselor("Bull Sharks"), counselor("Bull Sharks", 2)], rules);
    const ackedTwo = acknowledge(NONE, unacknowledgedBreaches(twentyOneOfTwo, 2, NONE));
    const oneLeft = groupHeadcounts(children("Bull Sharks", 21), [counselor("Bull Sharks")], rules);
    expect(unacknowledgedBreaches(oneLeft, 1, ackedTwo).map((g) => g.adults)).toEqual([1]);
  });

  test("back within ratio forgets the acknowledgement, so breaking it again is said again", () => {
    const acked = acknowledge(NONE, unacknowledgedBreaches(eleven, 1, NONE));
    const ten = groupHeadcounts(children("Bull Sharks", 10), [counselor("Bull Sharks")], rules);
    const kept = keptAcknowledgements(ten, acked);
    expect(kept.size).toBe(0);
    expect(unacknowledgedBreaches(eleven, 1, kept).map((g) => g.group)).toEqual(["Bull Sharks"]);
    // Nothing changed: the same map (the page does not render anew).
    expect(keptAcknowledgements(eleven, acked)).toBe(acked);
  });

  test("the group's own rule is the one named: six Minnows to one adult breaks 1:5", () => {
    const six = groupHeadcounts(children("Minnows", 6), [counselor("Minnows")], rules);
    const [minnows] = unacknowledgedBreaches(six, 1, NONE);
    expect(outOfRatioDetail(minnows)).toContain("the group's ratio is 1:5 (one adult per 5 children)");
  });

  test("no staff checked in: nothing is shown", () => {
    const noAdults = groupHeadcounts(children("Bull Sharks", 11), [], rules);
    expect(unacknowledgedBreaches(noAdults, 0, NONE)).toEqual([]);
  });
});

test("one count, one word: 1 adult, 2 adults", () => {
  expect(plural(1, "adult")).toBe("1 adult");
  expect(plural(0, "adult")).toBe("0 adults");
  expect(plural(2, "child", "children")).toBe("2 children");
});
