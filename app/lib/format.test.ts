import { expect, test } from "vitest";
import { campDayFull, campDayWithWeekday, centsToAmount, formatClock, formatDollars, formatInstant, formatMoney, formatMoneyIn, plural } from "./format";

// 14:05 UTC on a December day is 9:05 in the morning at camp, whatever zone the test runs in.
const morningAtCamp = Date.UTC(2026, 11, 23, 14, 5);

test("instants read in the camp's clock: a check-in at 9:05 at camp shows 9:05 for every viewer", () => {
  expect(formatClock(morningAtCamp)).toBe("9:05 AM");
  expect(formatInstant(morningAtCamp)).toBe("Dec 23, 2026, 9:05 AM");
});

test("money reads the same on the pages, in the admin, in e-mails and in the CSV", () => {
  expect(formatDollars(4000)).toBe("$40");
  expect(formatDollars(4050)).toBe("$40.50");
  expect(formatDollars(-6278)).toBe("\u2212$62.78");
  expect(formatMoney(-6278)).toBe("\u2212$62.78");
  expect(formatMoney(4000)).toBe("$40.00");
  expect(centsToAmount(4050)).toBe("40.50");
});

test("a payment to check shows Stripe's amount in its own currency", () => {
  expect(formatMoneyIn(123456, "usd")).toBe("$1,234.56");
  expect(formatMoneyIn(5000, "eur")).toBe("50.00 EUR");
});

test("camp days name the same calendar day in every zone", () => {
  expect(campDayFull("2026-12-23")).toBe("Wednesday, December 23, 2026");
  expect(campDayWithWeekday("2026-12-23")).toBe("Wed, Dec 23, 2026");
});

test("a count says its noun once, in the singular for one", () => {
  expect(plural(1, "adult")).toBe("1 adult");
  expect(plural(0, "adult")).toBe("0 adults");
  expect(plural(2, "child", "children")).toBe("2 children");
  expect(plural(1, "child", "children")).toBe("1 child");
  expect(plural(1200, "camper")).toBe("1,200 campers");
});
