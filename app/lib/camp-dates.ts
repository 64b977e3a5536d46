// Calendar helpers in the camp's own terms. Camp days are 'YYYY-MM-DD' strings.

export function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** The next December 23 on or after `today` (the winter-break camp day the seed offers). */
export function nextDecember23(today: Date): string {
  const year = today.getUTCFullYear();
  const thisYear = `${year}-12-23`;
  return isoDate(today) <= thisYear ? thisYear : `${year + 1}-12-23`;
}

export function addDays(day: string, days: number): string {
  const d = new Date(`${day}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return isoDate(d);
}

/**
 * The Monday that starts the week `day` falls in: camp weeks run Monday to Sunday, for the
 * books, the messages, the analytics and the summer weeks alike.
 */
export function mondayOf(day: string): string {
  const weekday = new Date(`${day}T12:00:00Z`).getUTCDay(); // 0 = Sunday
  return addDays(day, -((weekday + 6) % 7));
}

/**
 * The camp's clock, the one time zone setting of the product: the camp is in Arlington, so it is
 * a fact of the camp, not of a deployment. The browser and the Worker read this same constant
 * (docs/decisions/0018-one-home-per-rule.md), so a day or a time never differs between them.
 */
export const CAMP_TIME_ZONE = "America/New_York";

// Creating an Intl formatter is far slower than using one: keep one per kind and time zone.
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(locale: string, options: Intl.DateTimeFormatOptions & { timeZone: string }) {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    formatters.set(key, format);
  }
  return format;
}

function offsetMinutes(instant: number, timeZone: string): number {
  const name = formatter("en-US", { timeZone, timeZoneName: "longOffset" })
    .formatToParts(instant)
    .find((p) => p.type === "timeZoneName")?.value;
  const match = name?.match(/GMT([+-])(\d{2}):(\d{2})/);
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === "-" ? -minutes : minutes;
}

/** The instant (Unix ms) of a wall-clock time on a camp day in the camp's time zone. */
export function campTimeToInstant(day: string, time = "00:00", timeZone = CAMP_TIME_ZONE): number {
  const asUtc = Date.parse(`${day}T${time}:00Z`);
  const first = asUtc - offsetMinutes(asUtc, timeZone) * 60_000;
  // Re-check once: the guess may sit on the other side of a daylight-saving change.
  return asUtc - offsetMinutes(first, timeZone) * 60_000;
}

/** The camp day ('YYYY-MM-DD') an instant falls on in the camp's time zone: 11 pm on July 31 is July 31, though UTC says August. */
export function campDayOf(instant: number | Date, timeZone = CAMP_TIME_ZONE): string {
  return formatter("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(instant);
}

/** Today's camp day ('YYYY-MM-DD') in the camp's time zone. */
export function campToday(now: Date = new Date(), timeZone = CAMP_TIME_ZONE): string {
  return campDayOf(now, timeZone);
}
