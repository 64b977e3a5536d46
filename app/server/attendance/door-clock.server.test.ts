// The door's "not in the future" limit at the hours that used to hide it: just after midnight, a
// minute before the doors open, late evening (UTC is already tomorrow) and on December 23. A change
// dated just past the allowed skew is refused as dated in the future at every one of them, never
// as "another day", and one within the skew is kept.
import { expect, test } from "vitest";
import { campDayOf, campTimeToInstant } from "~/lib/camp-dates";
import { CLOCK_SKEW_MS } from "./door-fold.server";
import { eventTimeProblem } from "./door-clock.server";

const FUTURE = "This change is dated in the future: check the date and time on this device";
const MOMENTS = [
  ["2026-11-30", "00:30"],
  ["2026-11-30", "07:59"],
  ["2026-11-30", "23:30"],
  ["2026-11-30", "23:59"],
  ["2026-12-23", "10:00"],
] as const;

test.each(MOMENTS)("on %s at %s camp time, a change a minute past the skew ahead is refused as dated in the future", (day, time) => {
  const now = campTimeToInstant(day, time);
  expect(eventTimeProblem(now + CLOCK_SKEW_MS + 60_000, day, now)).toBe(FUTURE);
});

test.each(MOMENTS)("on %s at %s camp time, a change within the skew ahead is kept on that day's roster", (day, time) => {
  const now = campTimeToInstant(day, time);
  const at = Math.min(now + CLOCK_SKEW_MS - 1_000, campTimeToInstant(day, "23:59") + 59_000);
  expect(campDayOf(at)).toBe(day);
  expect(eventTimeProblem(at, day, now)).toBeNull();
});

test("a change dated on another camp day than its roster's is refused with both days", () => {
  const now = campTimeToInstant("2026-11-30", "10:00");
  expect(eventTimeProblem(campTimeToInstant("2026-11-29", "10:00"), "2026-11-30", now)).toBe(
    "This change is dated 2026-11-29 but the roster is for 2026-11-30: changes are recorded on the roster's own day",
  );
});
