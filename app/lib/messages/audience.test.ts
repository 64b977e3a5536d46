import { expect, test } from "vitest";
import { campWeekOf, describeAudience } from "./audience";

test("a camp week runs Monday to Sunday, whichever day of it is chosen", () => {
  expect(campWeekOf("2031-07-07")).toEqual({ first: "2031-07-07", last: "2031-07-13" }); // a Monday
  expect(campWeekOf("2031-07-10")).toEqual({ first: "2031-07-07", last: "2031-07-13" });
  expect(campWeekOf("2031-07-13")).toEqual({ first: "2031-07-07", last: "2031-07-13" }); // its Sunday
  expect(campWeekOf("2031-12-31")).toEqual({ first: "2031-12-29", last: "2032-01-04" }); // across the new year
});

test("an audience reads in the office's words, with its site where it has one", () => {
  const none = { date: null, sessionId: null, site: null, group: null };
  expect(describeAudience({ ...none, scope: "day", date: "2031-07-08", site: "FLC" })).toBe("Families at Faith Lutheran Church on Tuesday, July 8, 2031");
  expect(describeAudience({ ...none, scope: "week", date: "2031-07-10" })).toBe("Families in the week of Monday, July 7, 2031");
  expect(describeAudience({ ...none, scope: "session", sessionId: 4 }, "Winter Break Day")).toBe("Families in Winter Break Day");
  expect(describeAudience({ ...none, scope: "site", site: "UUCA" })).toBe("Families with camp days to come at UUCA");
  expect(describeAudience({ ...none, scope: "group", group: "Sea Otters", date: "2031-07-08" })).toBe("Families of the Sea Otters on Tuesday, July 8, 2031");
});
