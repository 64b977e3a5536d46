// The year statement's arithmetic, as a parent's FSA claim reads it: per child, per week, paid
// less refunded, in the camp's calendar year.
import { describe, expect, test } from "vitest";
import { campTimeToInstant } from "../camp-dates";
import { statementYears, yearStatement, type StatementMovement } from "./year-statement";

const at = (day: string, time = "10:00") => campTimeToInstant(day, time);
const week = (registrationId: number, camperId: number, camperName: string, n: number) => ({
  registrationId,
  camperId,
  camperName,
  sessionName: `Summer 2026 Week ${n}`,
  location: "UUCA",
  startDate: `2026-07-${String(n * 7 - 1).padStart(2, "0")}`,
  endDate: `2026-07-${String(n * 7 + 3).padStart(2, "0")}`,
});
const paid = (line: ReturnType<typeof week>, amountCents: number, day: string, kind: "stripe" | "offline" = "stripe"): StatementMovement => ({
  ...line,
  kind,
  amountCents,
  at: at(day),
});
const refunded = (line: ReturnType<typeof week>, amountCents: number, day: string): StatementMovement => ({
  ...line,
  kind: "refund",
  amountCents,
  at: at(day),
});

// Two siblings in one cart: Maya's weeks 1-3 at $450 with after care ($15 x 5 days), Leo's week 1
// at $450 less the $45 sibling discount; each line holds its own share of the one card payment.
const maya1 = week(1, 10, "Maya Rivera", 1);
const maya2 = week(2, 10, "Maya Rivera", 2);
const maya3 = week(3, 10, "Maya Rivera", 3);
const leo1 = week(4, 11, "Leo Rivera", 1);
const movements = [
  paid(maya1, 52_500, "2026-03-02"),
  paid(maya2, 52_500, "2026-03-02"),
  paid(maya3, 52_500, "2026-03-02"),
  paid(leo1, 40_500, "2026-03-02"),
  // Week 2 refunded in full, week 3 in part (the after care not used).
  refunded(maya2, 52_500, "2026-06-20"),
  refunded(maya3, 3_000, "2026-07-22"),
];

describe("yearStatement", () => {
  test("each child's weeks with paid, refunded and net; the totals are their sums", () => {
    const s = yearStatement(movements, 2026);
    expect(s.children.map((c) => [c.camperName, c.paidCents, c.refundedCents, c.netCents])).toEqual([
      ["Leo Rivera", 40_500, 0, 40_500],
      ["Maya Rivera", 157_500, 55_500, 102_000],
    ]);
    expect(s.children[1].care.map((w) => [w.sessionName, w.startDate, w.endDate, w.netCents])).toEqual([
      ["Summer 2026 Week 1", "2026-07-06", "2026-07-10", 52_500],
      ["Summer 2026 Week 2", "2026-07-13", "2026-07-17", 0],
      ["Summer 2026 Week 3", "2026-07-20", "2026-07-24", 49_500],
    ]);
    expect([s.paidCents, s.refundedCents, s.netCents]).toEqual([198_000, 55_500, 142_500]);
  });

  test("a payment at 11 pm on December 31 in Arlington is paid that year: for next summer's care it is prepaid", () => {
    const lateNight = { ...paid(leo1, 10_000, "2025-12-31"), at: at("2025-12-31", "23:00") };
    const care = yearStatement([lateNight], 2026);
    expect(care.netCents).toBe(10_000);
    expect(care.paidEarlierCents).toBe(10_000);
    expect(care.children[0].care[0].money).toEqual([{ kind: "paid", cents: 10_000, on: "2025-12-31", prepaid: true }]);
    const paidYear = yearStatement([lateNight], 2025);
    expect([paidYear.children, paidYear.netCents, paidYear.prepaidCents]).toEqual([[], 0, 10_000]);
    expect(paidYear.otherYears[0].care.map((c) => [c.sessionName, c.careYear, c.netCents])).toEqual([["Summer 2026 Week 1", 2026, 10_000]]);
  });

  test("a refund made the next year lowers the care year's net, with its date; an offline payment counts as paid", () => {
    const moves = [paid(leo1, 40_500, "2026-03-02", "offline"), refunded(leo1, 40_500, "2027-01-05")];
    const s = yearStatement(moves, 2026);
    expect(s.children).toEqual([expect.objectContaining({ camperName: "Leo Rivera", paidCents: 40_500, refundedCents: 40_500, netCents: 0 })]);
    expect(s.children[0].care[0].money.map((m) => [m.kind, m.on, m.prepaid])).toEqual([
      ["paid", "2026-03-02", false],
      ["refunded", "2027-01-05", false],
    ]);
    const next = yearStatement(moves, 2027);
    expect([next.children, next.paidLateCents, next.otherYears[0].refundedCents]).toEqual([[], -40_500, 40_500]);
  });
});

describe("statementYears", () => {
  test("every year in which care is given or money paid, newest first; a year's is so far until it is over", () => {
    const years = [paid(leo1, 1, "2024-08-01"), paid(leo1, 1, "2025-08-01"), paid(leo1, 1, "2026-08-01")];
    expect(statementYears(years, "2026-12-31")).toEqual([
      { year: 2026, final: false },
      { year: 2025, final: true },
      { year: 2024, final: true },
    ]);
    expect(statementYears(years, "2027-01-01")[0]).toEqual({ year: 2026, final: true });
    // Next summer paid in November: the year paid and the year of care each have a statement.
    const summer2027 = { ...leo1, startDate: "2027-07-05", endDate: "2027-07-09" };
    expect(statementYears([paid(summer2027, 28_750, "2026-11-20")], "2026-11-29")).toEqual([
      { year: 2027, final: false },
      { year: 2026, final: false },
    ]);
  });
});
