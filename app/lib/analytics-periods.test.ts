import { expect, test } from "vitest";
import { analyticsPeriods } from "./analytics-periods";

test("the week starts on Monday and the month on the 1st, in the camp's time zone", () => {
  // Saturday 21 November 2026, 05:00 UTC is still Saturday (00:00) in Arlington.
  const periods = analyticsPeriods(new Date(Date.UTC(2026, 10, 21, 5)), "America/New_York");
  expect(periods.today).toBe("2026-11-21");
  expect(periods.weekStart).toBe("2026-11-16");
  expect(periods.monthStart).toBe("2026-11-01");
  expect(periods.weekStartsAt).toBe(Date.UTC(2026, 10, 16, 5));
  expect(periods.monthStartsAt).toBe(Date.UTC(2026, 10, 1, 4));
});

test("a Sunday belongs to the week that began the Monday before", () => {
  // 02:00 UTC on Monday 23 November is still Sunday evening in Arlington.
  const periods = analyticsPeriods(new Date(Date.UTC(2026, 10, 23, 2)), "America/New_York");
  expect(periods.today).toBe("2026-11-22");
  expect(periods.weekStart).toBe("2026-11-16");
});
