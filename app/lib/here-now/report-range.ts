// The days an office report covers (?from=&to=, camp days): one schema for the Here now tab and
// its CSV. Browser-safe.
import { z } from "zod";
import { calendarDay } from "../calendar-day-schema";

/** At most a year at once: a summer is ten weeks, and the report replays every event of its days. */
export const MAX_REPORT_DAYS = 366;

export const reportRangeSchema = z
  .object({ from: calendarDay("From must be a date"), to: calendarDay("To must be a date") })
  .refine((r) => r.from <= r.to, { path: ["to"], message: "To must be on or after From" })
  .refine((r) => (Date.parse(r.to) - Date.parse(r.from)) / 86_400_000 < MAX_REPORT_DAYS, { path: ["to"], message: `At most ${MAX_REPORT_DAYS} days at once` });

/** The range asked for in a URL; today alone when none is given. */
export function reportRangeFrom(url: URL, today: string) {
  return reportRangeSchema.safeParse({ from: url.searchParams.get("from") || today, to: url.searchParams.get("to") || url.searchParams.get("from") || today });
}
