import { addDays, mondayOf } from "../lib/camp-dates";
import type { Location } from "~/lib/vocabulary";
import { ARCHIVE_YEARS, SCHOOL_YEAR_THEMES } from "./archive-options";

// The media archive: one record per camp day and site, 2023 to 2025 (~270 records). Days with a
// `postUrl` have a social post; the archive's Recent Posts list only those. The office appends
// new days here (or generates them the same way) as the seasons go by.
export type CampLocation = Location;
export type CampType = "summer" | "school-year";

export type CampDay = {
  date: string; // YYYY-MM-DD
  location: CampLocation;
  campType: CampType;
  /** Summer week number (1-8); summer days only. */
  week?: number;
  /** Day of the summer camp week (1 = Monday to 5 = Friday, both sites alike); summer days only. */
  day?: number;
  /** School-year day theme; school-year days only. */
  theme?: string;
  postUrl?: string;
  caption: string;
};

const SUMMER_THEMES = ["Under the Sea", "Superheroes", "Space Week", "Wild West", "Around the World", "Dino Dig", "Mad Science", "Carnival Week"];

// Fixed school-year holidays per year (month-day), the days Arlington schools close.
const SCHOOL_YEAR_DAYS = ["01-02", "01-16", "02-20", "03-27", "03-28", "04-03", "04-04", "09-25", "10-09", "11-07", "11-24", "12-22", "12-23"];

function iso(year: number, month: number, day: number) {
  return `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

// A deterministic, valid-looking post code, so the archive looks the same on every build.
function postCode(seed: number) {
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
  let n = (seed * 2654435761) >>> 0;
  let code = "C";
  for (let i = 0; i < 10; i++) {
    code += alphabet[n % alphabet.length];
    n = (n * 1103515245 + 12345) >>> 0;
  }
  return code;
}

function buildCampDays(): CampDay[] {
  const days: CampDay[] = [];
  let seed = 1;
  for (const year of ARCHIVE_YEARS.map(Number)) {
    // Summer: 8 weeks from the last Monday of June, both sites, with a post on some days.
    const start = mondayOf(iso(year, 6, 30));
    for (let week = 1; week <= 8; week++) {
      for (const offset of [0, 1, 2, 3, 4]) {
        const date = addDays(start, (week - 1) * 7 + offset);
        for (const location of ["UUCA", "FLC"] as const) {
          // FLC runs Monday, Wednesday and Friday in summer.
          if (location === "FLC" && offset % 2 === 1) continue;
          seed++;
          days.push({
            date,
            location,
            campType: "summer",
            week,
            day: offset + 1,
            caption: `${SUMMER_THEMES[week - 1]} at ${location}`,
            postUrl: seed % 3 === 0 ? `https://www.instagram.com/p/${postCode(seed)}/` : undefined,
          });
        }
      }
    }
    SCHOOL_YEAR_DAYS.forEach((monthDay, i) => {
      const [month, day] = monthDay.split("-").map(Number);
      const theme = SCHOOL_YEAR_THEMES[(i + year) % SCHOOL_YEAR_THEMES.length];
      for (const location of ["UUCA", "FLC"] as const) {
        seed++;
        days.push({
          date: iso(year, month, day),
          location,
          campType: "school-year",
          theme,
          caption: `${theme} at ${location}`,
          postUrl: seed % 2 === 0 ? `https://www.instagram.com/p/${postCode(seed)}/` : undefined,
        });
      }
    });
  }
  // One post was shared as a profile link rather than a post: it shows the placeholder card.
  const odd = days.find((d) => d.date.startsWith("2025-07") && d.postUrl);
  if (odd) odd.postUrl = "https://www.instagram.com/campsarraka/";
  return days.sort((a, b) => (a.date === b.date ? a.location.localeCompare(b.location) : a.date.localeCompare(b.date)));
}

export const campDays: CampDay[] = buildCampDays();
