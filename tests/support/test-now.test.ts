import { describe, expect, it } from "vitest";
import { campToday } from "../../app/lib/camp-dates";
import { DEFAULT_TEST_NOW, testNowInstant } from "./test-now";

describe("the suites' camp clock", () => {
  it("reads a camp wall-clock time in the camp's time zone, on either side of daylight saving", () => {
    expect(new Date(testNowInstant("2026-12-23T23:30")).toISOString()).toBe("2026-12-24T04:30:00.000Z");
    expect(new Date(testNowInstant("2026-07-08T00:30")).toISOString()).toBe("2026-07-08T04:30:00.000Z");
    expect(testNowInstant("2026-12-23T10:00:00Z")).toBe(Date.parse("2026-12-23T10:00:00Z"));
  });

  it("refuses a moment it cannot read, rather than running the suite at an unknown time", () => {
    expect(() => testNowInstant("tomorrow")).toThrow(/TEST_NOW must be a camp time like 2026-12-23T23:30/);
  });

  it("is the unit tests' now: Date stands at TEST_NOW, or at the default moment", () => {
    expect(Date.now()).toBe(testNowInstant());
    if (!process.env.TEST_NOW) expect(campToday(new Date())).toBe(DEFAULT_TEST_NOW.slice(0, 10));
  });
});
