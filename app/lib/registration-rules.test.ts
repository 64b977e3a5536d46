import { describe, expect, it, test } from "vitest";
import { camperFormSchema } from "./camper-schema";
import {
  ageGroupForGrade,
  ageGroupsAtSite,
  balanceDueCents,
  campDayLong,
  campDayTitle,
  formatDollars,
  priceLineColumns,
  priceLineItems,
  registrationPriceLines,
  registrationTotalCents,
  sessionRefusalForGrade,
  siteWithAgeGroups,
  sessionsForGrade,
  siteTakesAgeGroup,
} from "./registration-rules";
import { sessionCrossFieldIssues } from "./session-schema";
import { EMPTY_CAMPER_FORM_MESSAGES } from "../../tests/support/camper-form-messages";

test("grades map to the camp's age groups", () => {
  expect(["pre-k", "kindergarten", "1st", "2nd"].map(ageGroupForGrade)).toEqual(["K-2", "K-2", "K-2", "K-2"]);
  expect(ageGroupForGrade("3rd")).toBe("2-3");
  expect(["4th", "5th", "8th"].map(ageGroupForGrade)).toEqual(["4+", "4+", "4+"]);
  expect(ageGroupForGrade("")).toBeNull();
});

test("the total is the day price plus one add-on per kind of care", () => {
  const price = { pricePerWeekCents: 12000, careAddOnCents: 1500 };
  expect(registrationTotalCents(price, { beforeCare: false, afterCare: false })).toBe(12000);
  expect(registrationTotalCents(price, { beforeCare: true, afterCare: false })).toBe(13500);
  expect(registrationTotalCents(price, { beforeCare: true, afterCare: true })).toBe(15000);
  expect(formatDollars(15000)).toBe("$150");
});

test("FLC takes K-2 only, and a camper joins only their own age group's sessions", () => {
  const today = "2026-11-21";
  const session = { location: "FLC" as const, ageGroup: "4+" as const, startDate: "2026-12-23", isActive: true };
  expect(sessionRefusalForGrade(session, "5th", today)).toContain("K-2 group only");
  expect(sessionRefusalForGrade({ ...session, ageGroup: "K-2" }, "1st", today)).toBeNull();
  expect(sessionRefusalForGrade({ ...session, location: "UUCA" }, "3rd", today)).toContain("2-3");
  expect(sessionRefusalForGrade({ ...session, location: "UUCA", startDate: today }, "5th", today)).toBe("Selected session not found. Please try again.");
});

test("the sites' age groups and names come from the one rule: the office's programs, the wizard's titles, the admin's site choices", () => {
  expect(ageGroupsAtSite("UUCA").join(", ")).toBe("K-2, 2-3, 4+");
  expect(ageGroupsAtSite("FLC").join(", ")).toBe("K-2");
  expect(siteWithAgeGroups("UUCA")).toBe("UUCA");
  expect(siteWithAgeGroups("FLC")).toBe("Faith Lutheran Church (K-2 only)");
  expect(siteWithAgeGroups("FLC", { only: "Only" })).toBe("Faith Lutheran Church (K-2 Only)");
});

test("the wizard's title names the day", () => {
  expect(campDayTitle("2026-12-23")).toBe("December 23rd");
  expect(campDayTitle("2027-01-02")).toBe("January 2nd");
  expect(campDayTitle("2027-01-11")).toBe("January 11th");
  // Notices name the weekday too, whatever the server's time zone.
  expect(campDayLong("2026-12-23")).toBe("Wednesday, December 23");
});

test("the camper form speaks the specification's messages", () => {
  const result = camperFormSchema.safeParse({});
  expect(result.success).toBe(false);
  const messages = result.error!.issues.map((i) => i.message);
  expect(messages).toEqual(expect.arrayContaining(EMPTY_CAMPER_FORM_MESSAGES));
});

test("a registration's price lines: the day, then each add-on chosen, and what is still owed", () => {
  const lines = registrationPriceLines({ pricePerWeekCents: 12000, careAddOnCents: 1500 }, { beforeCare: false, afterCare: true });
  expect(lines).toEqual({ dayPriceCents: 12000, beforeCareCents: 0, afterCareCents: 1500 });
  expect(priceLineItems({ ...lines, beforeCare: false, afterCare: true })).toEqual([
    { label: "Camp day", cents: 12000 },
    { label: "After care", cents: 1500 },
  ]);
  // A summer week sold at the early-bird price to a sibling: the week's price, then each discount by name; they add up to the total.
  const week = { dayPriceCents: 27312, beforeCareCents: 0, afterCareCents: 0, beforeCare: false, afterCare: false, earlyBirdCents: 1438, discountCents: 2731 };
  const items = priceLineItems({ ...week, season: "summer-2027" });
  expect(items).toEqual([
    { label: "Week", cents: 28750 },
    { label: "Early-bird discount", cents: -1438 },
    { label: "Sibling discount", cents: -2731 },
  ]);
  expect(items.reduce((sum, item) => sum + item.cents, 0)).toBe(27312 - 2731);
  // The office's CSV reads the same lines, each under its own heading, 0 where the line has none.
  expect(priceLineColumns({ ...week, season: "summer-2027" })).toEqual({
    kind: "Week",
    priceCents: 28750,
    byHeading: [
      { label: "Before care", cents: 0 },
      { label: "After care", cents: 0 },
      { label: "Early-bird discount", cents: -1438 },
      { label: "Sibling discount", cents: -2731 },
    ],
  });
  expect(balanceDueCents(13500, 100)).toBe(13400);
  expect(balanceDueCents(13500, 20000)).toBe(0);
});

describe("which sessions a camper may take", () => {
  const sessions = [
    { id: 1, location: "UUCA", ageGroup: "K-2" },
    { id: 2, location: "FLC", ageGroup: "K-2" },
    { id: 3, location: "UUCA", ageGroup: "4+" },
    { id: 4, location: "FLC", ageGroup: "4+" },
  ] as const;

  it("offers a kindergartner both sites' K-2 sessions and a 5th grader only UUCA's 4+ session", () => {
    expect(sessionsForGrade([...sessions], "kindergarten").map((s) => s.id)).toEqual([1, 2]);
    expect(sessionsForGrade([...sessions], "5th").map((s) => s.id)).toEqual([3]);
  });

  it("refuses an FLC session for any group but K-2, in the office form as in the wizard", () => {
    expect(siteTakesAgeGroup("FLC", "4+")).toBe(false);
    expect(sessionCrossFieldIssues({ location: "FLC", ageGroup: "2-3" })).toEqual([
      { path: "ageGroup", message: "Faith Lutheran Church sessions are for K-2 only" },
    ]);
  });
});
