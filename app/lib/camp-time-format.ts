// Instants shown and edited in the camp's own clock (America/New_York), whatever the viewer's
// or the server's time zone: "October 22 at 10:00 AM" means 10 am in Arlington.
import { CAMP_TIME_ZONE, campTimeToInstant } from "./camp-dates";
import { isCalendarDay } from "./calendar-day";

/** "Thursday, October 22, 2026 at 10:00 AM" in camp time. */
export function formatCampDateTime(instant: number, timeZone = CAMP_TIME_ZONE): string {
  return new Intl.DateTimeFormat("en-US", {
    timeZone,
    weekday: "long",
    month: "long",
    day: "numeric",
    year: "numeric",
    hour: "numeric",
    minute: "2-digit",
  })
    .format(instant)
    .replace(/,? at |, (?=\d{1,2}:)/, " at ");
}

/** "October 22" in camp time, for short copy. */
export function formatCampDay(instant: number, timeZone = CAMP_TIME_ZONE): string {
  return new Intl.DateTimeFormat("en-US", { timeZone, month: "long", day: "numeric" }).format(instant);
}

/** The value of an `<input type="datetime-local">` showing `instant` in camp time. */
export function toCampDateTimeInput(instant: number, timeZone = CAMP_TIME_ZONE): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-CA", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    })
      .formatToParts(instant)
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}

/** The instant of a `datetime-local` value read as camp time, or null when it is not one. */
export function parseCampDateTimeInput(value: string, timeZone = CAMP_TIME_ZONE): number | null {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})(?::\d{2})?$/.exec(value.trim());
  if (!match || !isCalendarDay(match[1])) return null;
  const instant = campTimeToInstant(match[1], match[2], timeZone);
  return Number.isFinite(instant) ? instant : null;
}
