// The one camp clock of the test suites. Every test that depends on "now" reads it from here, so
// no test passes at 10 am and fails at midnight or on December 23: the suites run at one fixed camp
// moment, and `TEST_NOW` moves it ("2026-12-23T23:30", camp time, or any instant with its offset)
// to prove they hold at any hour (docs/testing.md).
import { campTimeToInstant } from "../../app/lib/camp-dates";

/** A Monday morning in the office's season: the moment every suite runs at unless TEST_NOW says otherwise. */
export const DEFAULT_TEST_NOW = "2026-11-30T10:00";

/** The instant `value` names: "YYYY-MM-DDTHH:MM" is a camp wall-clock time (America/New_York). */
export function testNowInstant(value: string = process.env.TEST_NOW || DEFAULT_TEST_NOW): number {
  const campTime = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})$/.exec(value);
  const instant = campTime ? campTimeToInstant(campTime[1], campTime[2]) : Date.parse(value);
  if (!Number.isFinite(instant)) throw new Error(`TEST_NOW must be a camp time like 2026-12-23T23:30 or an ISO instant, not "${value}"`);
  return instant;
}
