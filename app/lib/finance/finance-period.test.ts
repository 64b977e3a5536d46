import { describe, expect, test } from "vitest";
import { financeMonthFrom } from "./finance-month-schema";
import { campDayOf, mondayOf } from "../camp-dates";
import { daysLate, monthPeriod, nextMonth, previousMonth, totalOf, totalsBy } from "./finance-period";

describe("a month of the camp's clock", () => {
  test("July starts and ends at midnight in Arlington (EDT, four hours behind UTC)", () => {
    const july = monthPeriod("2026-07");
    expect(july.label).toBe("July 2026");
    expect(new Date(july.fromMs).toISOString()).toBe("2026-07-01T04:00:00.000Z");
    expect(new Date(july.toMs).toISOString()).toBe("2026-08-01T04:00:00.000Z");
  });

  test("a winter month is five hours behind UTC, and December runs into January", () => {
    const december = monthPeriod("2026-12");
    expect(new Date(december.fromMs).toISOString()).toBe("2026-12-01T05:00:00.000Z");
    expect(new Date(december.toMs).toISOString()).toBe("2027-01-01T05:00:00.000Z");
    expect(nextMonth("2026-12")).toBe("2027-01");
    expect(previousMonth("2027-01")).toBe("2026-12");
  });

  test("a payment at 11 pm on July 31 camp time is July's, though it is August in UTC", () => {
    expect(campDayOf(Date.parse("2026-08-01T03:00:00Z"))).toBe("2026-07-31");
    const july = monthPeriod("2026-07");
    expect(Date.parse("2026-08-01T03:00:00Z")).toBeLessThan(july.toMs);
  });

  test("the address picks the month; none means this camp month; anything else is refused with a message", () => {
    const now = new Date("2026-08-01T02:00:00Z");
    expect(financeMonthFrom(new URL("http://x/admin/finance"), now).data).toEqual({ month: "2026-07" });
    expect(financeMonthFrom(new URL("http://x/admin/finance?month=2026-11"), now).data).toEqual({ month: "2026-11" });
    for (const bad of ["2026-13", "2026-7", "july", "", "2026-07-01"]) {
      const parsed = financeMonthFrom(new URL(`http://x/admin/finance?month=${bad}`), now);
      expect(parsed.success, bad).toBe(false);
      expect(parsed.error?.issues[0].message).toBe("Month must be a month like 2026-07");
    }
  });
});

test("weeks run Monday to Sunday", () => {
  expect(mondayOf("2026-07-06")).toBe("2026-07-06");
  expect(mondayOf("2026-07-12")).toBe("2026-07-06");
  expect(mondayOf("2026-07-01")).toBe("2026-06-29");
});

test("days late count from the day after the due date", () => {
  expect(daysLate("2026-07-10", "2026-07-10")).toBe(0);
  expect(daysLate("2026-07-10", "2026-07-13")).toBe(3);
  expect(daysLate("2026-07-10", "2026-07-01")).toBe(0);
  expect(daysLate("2026-03-01", "2026-03-09")).toBe(8);
});

test("received, refunded and net per key add up to the whole, to the cent", () => {
  const moves = [
    { kind: "stripe" as const, amountCents: 12_050, day: "2026-07-02" },
    { kind: "offline" as const, amountCents: 4_000, day: "2026-07-02" },
    { kind: "refund" as const, amountCents: 2_001, day: "2026-07-09" },
  ];
  expect(totalsBy(moves, (m) => m.day)).toEqual([
    { key: "2026-07-02", receivedCents: 16_050, refundedCents: 0, netCents: 16_050, count: 2 },
    { key: "2026-07-09", receivedCents: 0, refundedCents: 2_001, netCents: -2_001, count: 1 },
  ]);
  expect(totalOf(moves)).toEqual({ receivedCents: 16_050, refundedCents: 2_001, netCents: 14_049, count: 3 });
});
