// The season words the public pages and forms show ("Summer Camp 2027", "Grade (Fall 2026)",
// "© 2026"), from the camp's data and the clock, never written in code. Pure: "today" is a camp
// day (YYYY-MM-DD, app/lib/camp-dates.ts campToday) given by the caller.

const yearOf = (day: string) => Number(day.slice(0, 4));

/**
 * The summer the camp is selling: the earliest summer season ("summer-2027") with a week not yet
 * over; with none, this summer until it ends (August), then next summer.
 */
export function currentSummerYear(today: string, summerSeasons: Array<{ season: string; endDate: string }>): number {
  const years = summerSeasons
    .filter((s) => s.endDate >= today)
    .map((s) => Number(/^summer-(\d{4})$/.exec(s.season)?.[1]))
    .filter((year) => Number.isInteger(year) && year > 0);
  if (years.length) return Math.min(...years);
  return today.slice(5) <= "08-31" ? yearOf(today) : yearOf(today) + 1;
}

/** The fall that began the school year in progress: a child's grade is "Grade (Fall 2026)" from August 2026 to July 2027. */
export function schoolYearFall(today: string): number {
  return today.slice(5) >= "08-01" ? yearOf(today) : yearOf(today) - 1;
}

/** The year of the footer's "©": the year it is. */
export function copyrightYear(today: string): number {
  return yearOf(today);
}
