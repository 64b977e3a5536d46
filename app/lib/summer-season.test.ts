import { expect, test } from "vitest";
import { comingSummerYear, isMonday, mondayOnOrAfter, planSeason, seasonFormSchema } from "./summer-season";

test("the coming summer is the first June after today", () => {
  expect(comingSummerYear("2026-11-23")).toBe(2027);
  expect(comingSummerYear("2027-05-31")).toBe(2027);
  expect(comingSummerYear("2027-06-01")).toBe(2028);
});

test("a season starts on a Monday and each week runs Monday to Friday", () => {
  expect(mondayOnOrAfter("2027-06-01")).toBe("2027-06-07");
  expect(mondayOnOrAfter("2027-06-07")).toBe("2027-06-07");
  const plan = planSeason({ year: 2027, firstMonday: "2027-06-07", weeks: 10, sites: ["UUCA", "FLC"] });
  expect(plan.season).toBe("summer-2027");
  // UUCA takes three age groups, FLC only K-2: four sessions a week.
  expect(plan.sessions).toHaveLength(40);
  expect(plan.sessions.filter((s) => s.location === "FLC").every((s) => s.ageGroup === "K-2")).toBe(true);
  const last = plan.sessions.at(-1)!;
  expect(last).toMatchObject({ week: 10, startDate: "2027-08-09", endDate: "2027-08-13" });
  expect(plan.sessions.every((s) => isMonday(s.startDate))).toBe(true);
});

test("the season form refuses a start that is not a Monday, no site and a negative price", () => {
  const base = {
    year: "2027",
    firstMonday: "2027-06-07",
    weeks: "10",
    sites: "UUCA,FLC",
    capacity: "40",
    weekPrice: "450",
    careAddOn: "75",
    paymentDueDate: "",
  };
  const ok = seasonFormSchema.parse(base);
  expect(ok).toMatchObject({ sites: ["UUCA", "FLC"], weekPrice: 45000, careAddOn: 7500, paymentDueDate: null, allowImmediateRegistration: false });
  const bad = seasonFormSchema.safeParse({ ...base, firstMonday: "2027-06-08", sites: "", weekPrice: "-1" });
  expect(bad.success).toBe(false);
  const messages = bad.error!.issues.map((i) => i.message);
  expect(messages).toEqual(expect.arrayContaining(["The first week must start on a Monday", "Choose at least one site", "Week price cannot be negative"]));
});
