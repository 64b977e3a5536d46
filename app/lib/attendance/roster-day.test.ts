import { expect, test } from "vitest";
import { otherDayNotice, rosterDay } from "./roster-day";

test("a roster of another day than the server's camp day is not today's, whatever comes first in the list", () => {
  expect(rosterDay("2026-11-29", "2026-11-29")).toBe("today");
  expect(rosterDay("2026-12-23", "2026-11-28")).toBe("future");
  expect(rosterDay("2026-11-27", "2026-11-29")).toBe("past");
  // A door open across midnight: its own camp day still names the roster's.
  expect(rosterDay("2026-11-28", "2026-11-29", "2026-11-28")).toBe("today");
  expect(rosterDay("2026-12-23", "2026-11-28", "2026-11-28")).toBe("future");
});

test("the door says which day the roster is for and where to check children in", () => {
  expect(otherDayNotice("future", "2026-12-23", "2026-11-28")).toBe(
    "This roster is for Wednesday, December 23, 2026; today is Saturday, November 28, 2026. Children are checked in and out on the roster's own day: open today's roster (choose it above, or New Session).",
  );
  expect(otherDayNotice("past", "2026-11-27", "2026-11-29")).toContain("It is kept as it was that day");
});
