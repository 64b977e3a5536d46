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

  test("a payment counts in the camp's calendar year: 11 pm on December 31 in Arlington is that year", () => {
    const lateNight = { ...paid(leo1, 10_000, "2025-12-31"), at: at("2025-12-31", "23:00") };
    expect(yearStatement([lateNight], 2025).netCents).toBe(10_000);
    expect(yearStatement([lateNight], 2026).children).toEqual([]);
  });

  test("a refund counts in the year it was made, and an offline payment counts as paid", () => {
    const s = yearStatement([paid(leo1, 40_500, "2025-12-01", "offline"), refunded(leo1, 40_500, "2026-01-05")], 2026);
    expect(s.children).toEqual([expect.objectContaining({ camperName: "Leo Rivera", paidCents: 0, refundedCents: 40_500, netCents: -40_500 })]);
    expect(yearStatement([paid(leo1, 40_500, "2025-12-01", "offline")], 2025).netCents).toBe(40_500);
  });
});

describe("statementYears", () => {
  test("this year's statement is so far; a year's is final from January 1 of the next year; newest first", () => {
    const years = [paid(leo1, 1, "2024-08-01"), paid(leo1, 1, "2025-08-01"), paid(leo1, 1, "2026-08-01")];
    expect(statementYears(years, "2026-12-31")).toEqual([
      { year: 2026, final: false },
      { year: 2025, final: true },
      { year: 2024, final: true },
    ]);
    expect(statementYears(years, "2027-01-01")[0]).toEqual({ year: 2026, final: true });
    expect(statementYears(years, "2025-12-31").map((y) => y.year)).toEqual([2025, 2024]);
  });
});
