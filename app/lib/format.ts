// Every money and date format of the product, in one browser-safe module: the pages, the admin,
// the e-mails and the CSV export all call these. Instants are shown and edited in the camp's own
// clock (CAMP_TIME_ZONE), whatever the viewer's or the server's time zone: "October 22 at 10:00
// AM" means 10 am in Arlington. Camp days ('YYYY-MM-DD') have no time zone: they are read at noon UTC.
import { CAMP_TIME_ZONE, campTimeToInstant } from "./camp-dates";
import { isCalendarDay } from "./calendar-day";

// ---------------------------------------------------------------- money (stored in cents)

/** The currency of every price in the camp, as Stripe spells it: money in any other is never recorded. */
export const CAMP_CURRENCY = "usd";

/** 4000 -> '$40', 4050 -> '$40.50': prices as the parent pages and notices show them. */
export function formatDollars(cents: number): string {
  const dollars = Math.abs(cents) / 100;
  // A discount or a refund reads "−$62.78" (a minus sign before the dollar), never "$-62.78".
  return `${cents < 0 ? "\u2212" : ""}$${Number.isInteger(dollars) ? dollars : dollars.toFixed(2)}`;
}

// One formatter for every figure: building one per call (toLocaleString with options does) cost
// the Registrations tab most of its rendering time.
const moneyFormat = /* @__PURE__ */ new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });

/** 4000 -> '$40.00', 123456 -> '$1,234.56': the office's figures, always with cents. */
export function formatMoney(cents: number): string {
  return `${cents < 0 ? "\u2212" : ""}${moneyFormat.format(Math.abs(cents) / 100)}`;
}

/** The office's figure in any currency Stripe may report: '$1,234.56' in dollars, '50.00 EUR' otherwise. */
export function formatMoneyIn(cents: number, currency: string): string {
  return currency.toLowerCase() === CAMP_CURRENCY ? formatMoney(cents) : `${(cents / 100).toFixed(2)} ${currency.toUpperCase()}`;
}

/** 4050 -> '40.50': a plain amount for CSV cells and form inputs. */
export function centsToAmount(cents: number): string {
  return (cents / 100).toFixed(2);
}

// ---------------------------------------------------------------- camp days ('YYYY-MM-DD')

function ordinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  return `${n}${["th", "st", "nd", "rd"][n % 10] ?? "th"}`;
}

const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

const dayFormat = (options: Intl.DateTimeFormatOptions) => {
  const format = new Intl.DateTimeFormat("en-US", { timeZone: "UTC", ...options });
  return (day: string) => format.format(new Date(`${day}T12:00:00Z`));
};

/** '2026-12-23' -> 'December 23rd' (the wizard's title names the day it offers). */
export function campDayTitle(day: string): string {
  const [, month, date] = day.split("-").map(Number);
  return `${MONTHS[month - 1]} ${ordinal(date)}`;
}

/** '2026-07' -> 'July 2026' */
export function campMonthLabel(month: string): string {
  const [year, m] = month.split("-").map(Number);
  return `${MONTHS[m - 1]} ${year}`;
}

/** '2026-12-23' -> 'December 23' */
export function campDayShort(day: string): string {
  const [, month, date] = day.split("-").map(Number);
  return `${MONTHS[month - 1]} ${date}`;
}

/** '2026-12-23' -> 'Wednesday, December 23' (how notices name a camp day). */
export const campDayLong = dayFormat({ weekday: "long", month: "long", day: "numeric" });

/** '2026-12-23' -> 'Wednesday, December 23, 2026' (the office's e-mails). */
export const campDayFull = dayFormat({ weekday: "long", month: "long", day: "numeric", year: "numeric" });

/** '2026-12-23' -> 'Wed, Dec 23, 2026' (the admin tables). */
export const campDayWithWeekday = dayFormat({ weekday: "short", month: "short", day: "numeric", year: "numeric" });

/** '2026-12-23' -> 'December 23, 2026' (dated posts). */
export const campDayLongWithYear = dayFormat({ month: "long", day: "numeric", year: "numeric" });

/** '2026-12-23' -> 'Dec 23, 2026' */
export function formatCampDay(day: string): string {
  const [year, month, date] = day.split("-").map(Number);
  return `${MONTHS[month - 1].slice(0, 3)} ${date}, ${year}`;
}

// ---------------------------------------------------------------- instants, in camp time

/** 'Dec 23, 2026, 9:05 AM' in camp time (the admin's stamps). */
export function formatInstant(ms: number): string {
  return new Date(ms).toLocaleString("en-US", {
    month: "short",
    day: "numeric",
    year: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZone: CAMP_TIME_ZONE,
  });
}

// Made once, on first use: toLocaleTimeString and toLocaleString build a formatter at every call,
// milliseconds each on a slow phone, and a roll-call mark or a door status writes one per line.
let clockFormat: Intl.DateTimeFormat | undefined;
let countFormat: Intl.NumberFormat | undefined;

/** '9:05 AM' in camp time (check-in and check-out times, the staff list). */
export function formatClock(ms: number): string {
  clockFormat ??= new Intl.DateTimeFormat("en-US", { hour: "numeric", minute: "2-digit", timeZone: CAMP_TIME_ZONE });
  return clockFormat.format(ms);
}

/** The camp's clock to the second ("10:42:07 AM"): a roll call's marks are seconds apart. */
export function formatClockSeconds(ms: number): string {
  return new Date(ms).toLocaleTimeString("en-US", { hour: "numeric", minute: "2-digit", second: "2-digit", timeZone: CAMP_TIME_ZONE });
}

// "Thursday, October 22 at 10:00 AM", whichever way the runtime's ICU joins a day and a time.
function campDayAndTime(instant: number | Date, timeZone: string, options: Intl.DateTimeFormatOptions): string {
  return new Intl.DateTimeFormat("en-US", { timeZone, weekday: "long", month: "long", day: "numeric", hour: "numeric", minute: "2-digit", ...options })
    .format(instant)
    .replace(/,? at |, (?=\d{1,2}:)/, " at ");
}

/** "Thursday, October 22, 2026 at 10:00 AM" in camp time. */
export function formatCampDateTime(instant: number, timeZone = CAMP_TIME_ZONE): string {
  return campDayAndTime(instant, timeZone, { year: "numeric" });
}

/** "Thursday, October 22 at 10:00 AM" in camp time: a deadline days away, which needs no year. */
export function formatCampDayTime(instant: number | Date, timeZone = CAMP_TIME_ZONE): string {
  return campDayAndTime(instant, timeZone, {});
}

/** "October 22" in camp time, for short copy. */
export function formatCampInstantDay(instant: number, timeZone = CAMP_TIME_ZONE): string {
  return new Intl.DateTimeFormat("en-US", { timeZone, month: "long", day: "numeric" }).format(instant);
}

/** "October" in camp time (the month a registration window opens in). */
export function formatCampInstantMonth(instant: number, timeZone = CAMP_TIME_ZONE): string {
  return new Intl.DateTimeFormat("en-US", { timeZone, month: "long" }).format(instant);
}

/** The camp's wall clock at `instant`: its day ("2026-07-06"), time ("09:05") and minutes after midnight. */
export function campWallClock(instant: number | Date, timeZone = CAMP_TIME_ZONE) {
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
  return { day: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}`, minutes: Number(parts.hour) * 60 + Number(parts.minute) };
}

/** The value of an `<input type="datetime-local">` showing `instant` in camp time. */
export function toCampDateTimeInput(instant: number, timeZone = CAMP_TIME_ZONE): string {
  const clock = campWallClock(instant, timeZone);
  return `${clock.day}T${clock.time}`;
}

/** The instant of a `datetime-local` value read as camp time, or null when it is not one. */
export function parseCampDateTimeInput(value: string, timeZone = CAMP_TIME_ZONE): number | null {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})(?::\d{2})?$/.exec(value.trim());
  if (!match || !isCalendarDay(match[1])) return null;
  const instant = campTimeToInstant(match[1], match[2], timeZone);
  return Number.isFinite(instant) ? instant : null;
}

// ---------------------------------------------------------------- counts

/**
 * A count with its noun, the way every count the product writes reads ("1 adults" never):
 * plural(1, "adult") -> '1 adult', plural(3, "adult") -> '3 adults', plural(2, "child", "children")
 * -> '2 children', plural(1200, "camper") -> '1,200 campers'.
 */
export function plural(count: number, one: string, many = `${one}s`): string {
  return `${formatCount(count)} ${count === 1 ? one : many}`;
}

/** A count alone, as plural writes it: formatCount(1200) -> '1,200'. */
export const formatCount = (count: number) => (countFormat ??= new Intl.NumberFormat("en-US")).format(count);
