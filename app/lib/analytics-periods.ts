// The calendar periods the Analytics tab counts in, in the camp's time zone: the week starts
// on Monday, the month on the 1st.
import { campTimeToInstant, campToday, mondayOf } from "./camp-dates";

export function analyticsPeriods(now: Date, timeZone?: string) {
  const today = campToday(now, timeZone);
  const weekStart = mondayOf(today);
  const monthStart = `${today.slice(0, 8)}01`;
  return {
    today,
    weekStart,
    monthStart,
    weekStartsAt: campTimeToInstant(weekStart, "00:00", timeZone),
    monthStartsAt: campTimeToInstant(monthStart, "00:00", timeZone),
  };
}
