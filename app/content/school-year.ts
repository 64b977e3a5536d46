import { z } from "zod";
import { siteWithAgeGroups } from "../lib/registration-rules";

// The school-year camps page reads this block from D1 (content_blocks) so the office can
// update dates without a deploy; the seed publishes the default below.
export const schoolYearContentSchema = z.object({
  title: z.string(),
  subtitle: z.string(),
  details: z.array(z.object({ label: z.string(), value: z.string() })),
  ageGroups: z.array(z.object({ name: z.string(), location: z.string(), ages: z.string() })),
  schedule: z.array(z.object({ season: z.string(), dates: z.array(z.string()) })),
  registrationSteps: z.array(z.string()),
  videoId: z.string(),
});

export type SchoolYearContent = z.infer<typeof schoolYearContentSchema>;

export const defaultSchoolYearContent: SchoolYearContent = {
  title: "School Year Camps",
  subtitle: "Full days of games, art, science and friendship on the days Arlington Public Schools are closed.",
  details: [
    { label: "Camp hours", value: "9 am - 4 pm" },
    { label: "Before care", value: "8 - 9 am ($15)" },
    { label: "After care", value: "4 - 6:30 pm ($15)" },
    { label: "Price", value: "$120 per day" },
    { label: "Locations", value: `UUCA and ${siteWithAgeGroups("FLC")}, Arlington Blvd` },
  ],
  ageGroups: [
    { name: "Beluga Whales", location: "FLC", ages: "5-7" },
    { name: "Beluga Whales", location: "UUCA", ages: "7-8" },
    { name: "Bull Sharks", location: "UUCA", ages: "8-9" },
    { name: "Sea Otters", location: "UUCA", ages: "10-13" },
  ],
  schedule: [
    {
      season: "Fall 2025",
      dates: ["September 22", "October 2", "October 13", "November 3", "November 4", "November 27"],
    },
    { season: "Winter 2025-2026", dates: ["December 22", "December 23", "January 2", "January 19"] },
    { season: "Spring 2026", dates: ["February 16", "March 30", "March 31", "April 1", "April 2"] },
  ],
  registrationSteps: [
    "Registration opens for each season on the date shown on our home page.",
    "Every day appears waitlisted at first: sign-ups during the initial window count equally.",
    "After the window closes we notify every family of their enrollment status (accepted or waitlisted).",
    "Accepted campers complete payment to confirm their spot.",
  ],
  // A placeholder until the camp publishes its school-year video (app/lib/video-id.ts).
  videoId: "placeholdry",
};

/** The schedule's heading follows the office's seasons: "2025-2026 Schedule" from Fall 2025 to Spring 2026. */
export function scheduleTitle(schedule: SchoolYearContent["schedule"]) {
  const years = schedule.flatMap((s) => s.season.match(/\b\d{4}\b/g) ?? []).map(Number);
  if (years.length === 0) return "Schedule";
  const [first, last] = [Math.min(...years), Math.max(...years)];
  return first === last ? `${first} Schedule` : `${first}-${last} Schedule`;
}
