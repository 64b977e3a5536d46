import { describe, expect, test } from "vitest";
import { foldAdults, groupHeadcounts, type AdultChange } from "./adults";
import { camperPresence } from "./presence";

const rule = { campersPerAdult: 10, citsCount: false };
const rules = { ...rule, groups: {} };
const inn = (person: string, group: string, role: "counselor" | "cit" | "visitor" = "counselor", at = 1): AdultChange => ({
  kind: "adultIn",
  at,
  person,
  name: person,
  role,
  group,
  reason: "",
});

describe("who is on site", () => {
  test("a second arrival changes nothing; no one absent is moved or checked out", () => {
    const here = foldAdults(
      [],
      [
        inn("staff:1", "Bears"),
        inn("staff:1", "Otters"),
        { kind: "adultMove", at: 2, person: "staff:2", group: "Bears" },
        { kind: "adultOut", at: 3, person: "staff:3" },
      ],
    );
    expect(here.map((a) => [a.person, a.group])).toEqual([["staff:1", "Bears"]]);
  });

  test("a device's queue lays over the server's list: a move, then a check-out", () => {
    const server = foldAdults([], [inn("staff:1", "Bears"), inn("staff:2", "Bears")]);
    const after = foldAdults(server, [
      { kind: "adultMove", at: 5, person: "staff:2", group: "Otters" },
      { kind: "adultOut", at: 6, person: "staff:1" },
    ]);
    expect(after.map((a) => [a.person, a.group])).toEqual([["staff:2", "Otters"]]);
  });
});

describe("each group's headcount", () => {
  const child = (groupName: string, checkedIn = true, checkedOut = false) => ({ groupName, attendanceRecord: { checkedIn, checkedOut } });

  test("children present against the adults who count: visitors never, CITs when the office says so", () => {
    const children = [...Array.from({ length: 10 }, () => child("Bears")), child("Bears", true, true), child("Bears", false)];
    const adults = foldAdults([], [inn("staff:1", "Bears"), inn("staff:2", "Bears", "cit"), inn("visitor:x", "Bears", "visitor")]);
    expect(groupHeadcounts(children, adults, rules)).toEqual([{ group: "Bears", children: 10, adults: 1, rule, status: "next-breaks" }]);
    const citsCount = { ...rule, citsCount: true };
    expect(groupHeadcounts(children, adults, { ...citsCount, groups: {} })).toEqual([
      { group: "Bears", children: 10, adults: 2, rule: citsCount, status: "ok" },
    ]);
  });

  test("a group with its own ratio is judged by it, CITs included where its rule says so", () => {
    const children = [...Array.from({ length: 7 }, () => child("Minnows")), ...Array.from({ length: 7 }, () => child("Bears"))];
    const adults = foldAdults([], [inn("staff:1", "Minnows"), inn("staff:2", "Bears"), inn("staff:3", "Minnows", "cit")]);
    const minnows = { campersPerAdult: 3, citsCount: true };
    const counts = groupHeadcounts(children, adults, { ...rule, groups: { Minnows: minnows } });
    expect(counts.map((g) => [g.group, g.adults, g.rule.campersPerAdult, g.status])).toEqual([
      ["Bears", 1, 10, "ok"],
      ["Minnows", 2, 3, "broken"],
    ]);
  });

  test("children with no group are a group of their own, listed last", () => {
    const counts = groupHeadcounts([child(""), child("Otters")], foldAdults([], [inn("staff:1", "Otters")]), rules);
    expect(counts.map((g) => [g.group, g.status])).toEqual([
      ["Otters", "ok"],
      ["", "broken"],
    ]);
  });
});

describe("children's presence from their door events", () => {
  test("in while checked in and not out, as the door's fold decides; a group change moves a child who is here", () => {
    const e = (kind: string, at: number, value: string | null = null) => ({ entry: 7, kind, at, value, firstGroup: "Bears" });
    const events = camperPresence([
      e("group", 1, "Otters"),
      e("checkIn", 2),
      e("checkOut", 3),
      e("undoCheckOut", 4),
      e("group", 5, "Bears"),
      e("undoCheckIn", 6),
      e("checkOut", 7),
    ]);
    expect(events.map((x) => `${x.kind}@${x.at}${"group" in x ? ` ${x.group}` : ""}`)).toEqual([
      "childIn@2 Otters",
      "childOut@3",
      "childIn@4 Otters",
      "childMove@5 Bears",
      "childOut@6",
    ]);
  });
});
