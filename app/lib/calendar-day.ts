// One rule for every date field (camp sessions, attendance sessions, registration windows,
// campers' birth dates): a 'YYYY-MM-DD' string that names a real day on the calendar. The
// pattern alone let '2030-99-99' and '2030-02-31' through, and JavaScript's Date rolls
// '2030-02-31' over to March 3 instead of refusing it.
// The check alone, without zod: format.ts uses it, and every app page loads format.ts (the forms'
// schema is calendar-day-schema.ts).

// Wide enough for any camper's birth date and any camp season; narrow enough to refuse '0001-01-01'.
const FIRST_YEAR = 1900;
const LAST_YEAR = 2199;

/** Whether `value` is a real calendar day written 'YYYY-MM-DD'. */
export function isCalendarDay(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number);
  if (year < FIRST_YEAR || year > LAST_YEAR || month < 1 || month > 12 || day < 1) return false;
  // Day 0 of the next month is the last day of this one.
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}
