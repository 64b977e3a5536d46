// The form field for a calendar day (calendar-day.ts holds the rule): apart, so a page that only
// formats dates does not load zod with the rule.
import { z } from "zod";
import { isCalendarDay } from "./calendar-day";

/** A required calendar day; `message` is what the form shows when it is missing or not a real day. */
export function calendarDay(message: string) {
  return z.string({ error: message }).trim().refine(isCalendarDay, message);
}
