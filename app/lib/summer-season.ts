// Summer sessions as data: the office's "Create ten weeks" action and the seed both lay a season
// out with this plan, so a week is Monday to Friday and FLC gets only the K-2 group
// (siteTakesAgeGroup, the one home of that rule). One schema for the sessions tab and
// POST /api/sessions/season.
import { z } from "zod";
import { addDays, mondayOf } from "./camp-dates";
import { calendarDay } from "./calendar-day-schema";
import { checked, decimalOrZero, dollarsToCents } from "./form-inputs";
import { ageGroupsAtSite } from "./registration-rules";
import { LOCATIONS, type AgeGroup, type Location } from "./vocabulary";

/** The first June 1 after `today` ('YYYY-MM-DD'): the coming summer. */
export function comingSummerYear(today: string): number {
  const year = Number(today.slice(0, 4));
  return today < `${year}-06-01` ? year : year + 1;
}

/** The Monday on or after `day`. */
export const mondayOnOrAfter = (day: string) => mondayOf(addDays(day, 6));

export const isMonday = (day: string) => mondayOf(day) === day;

export type SeasonPlan = {
  season: string;
  programs: Array<{ location: Location; name: string }>;
  sessions: Array<{ location: Location; ageGroup: AgeGroup; week: number; name: string; startDate: string; endDate: string }>;
};

/** The weeks of a season: every site chosen, every age group that site takes, Monday to Friday. */
export function planSeason(input: { year: number; firstMonday: string; weeks: number; sites: readonly Location[] }): SeasonPlan {
  const season = `summer-${input.year}`;
  const sessions: SeasonPlan["sessions"] = [];
  for (let week = 1; week <= input.weeks; week++) {
    const startDate = addDays(input.firstMonday, (week - 1) * 7);
    for (const location of input.sites) {
      for (const ageGroup of ageGroupsAtSite(location)) {
        sessions.push({
          location,
          ageGroup,
          week,
          name: `Summer ${input.year} Week ${week} ${location} ${ageGroup}`,
          startDate,
          endDate: addDays(startDate, 4),
        });
      }
    }
  }
  return { season, programs: input.sites.map((location) => ({ location, name: `Summer Camp ${input.year} at ${location}` })), sessions };
}

const dollars = (label: string) =>
  z.preprocess(decimalOrZero, z.number().min(0, `${label} cannot be negative`).max(10_000, `${label} must be at most $10,000`)).transform(dollarsToCents);

export const seasonFormSchema = z
  .object({
    year: z.coerce.number({ error: "Year is required" }).int("Year is required").min(2020, "Year must be 2020 or later").max(2199, "Year must be before 2200"),
    firstMonday: calendarDay("First Monday is required").refine(isMonday, "The first week must start on a Monday"),
    weeks: z.coerce.number({ error: "Weeks must be 1 to 12" }).int("Weeks must be 1 to 12").min(1, "Weeks must be 1 to 12").max(12, "Weeks must be 1 to 12"),
    // A form sends the sites as a comma-separated list; the API as an array.
    sites: z.preprocess(
      (v) => (typeof v === "string" ? v.split(",").filter(Boolean) : v),
      z.array(z.enum(LOCATIONS, { error: "Unknown site" })).min(1, "Choose at least one site"),
    ),
    capacity: z.coerce
      .number({ error: "Capacity must be at least 1" })
      .int("Capacity must be a whole number")
      .min(1, "Capacity must be at least 1")
      .max(500, "Capacity must be at most 500"),
    weekPrice: dollars("Week price"),
    careAddOn: dollars("Care add-on"),
    paymentDueDate: z.preprocess((v) => (v === "" || v == null ? null : v), calendarDay("Payment due date must be a date").nullable()),
    allowImmediateRegistration: z.preprocess(checked, z.boolean()),
  })
  .superRefine((s, ctx) => {
    if (s.firstMonday.slice(0, 4) !== String(s.year))
      ctx.addIssue({ code: "custom", path: ["firstMonday"], message: `The first week must start in ${s.year}` });
  });

export type SeasonForm = z.output<typeof seasonFormSchema>;
