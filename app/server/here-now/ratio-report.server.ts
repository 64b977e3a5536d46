// The office's ratio report (docs/decisions/0049-adults-at-the-door.md): every stretch a group
// was out of ratio, per day and site, with the minutes an inspector counts (a started minute
// counts), and who is on site now per site and group. Both are read from the same replay of the
// door's events (ratio-day.server.ts), so the door, the office and the report never disagree.
import { campDayOf } from "~/lib/camp-dates";
import { toCsv } from "~/lib/csv-export";
import { formatClockSeconds } from "~/lib/format";
import { byGroupName } from "~/lib/here-now/adults";
import { countsTowardRatio, minutesIn } from "~/lib/here-now/ratio";
import { CAMP_BASIS, ratioLabel, ruleBasisLabel, ruleFor } from "~/lib/here-now/ratio-rules";
import { groupLabel, LOCATION_NAMES } from "~/lib/vocabulary";
import { ratioDays, type RatioDay } from "./ratio-day.server";

export type RatioReportRow = {
  date: string;
  site: string;
  roster: string;
  group: string;
  /** The group's rule that stretch was judged against ("1:8"). */
  ratio: string;
  /** Whose rule that is: "The camp's", "Age group K-2", "Camp group Sea Otters". */
  judgedBy: string;
  from: number;
  to: number;
  minutes: number;
  children: number;
  adults: number;
};

const rowsOf = (days: readonly RatioDay[]): RatioReportRow[] =>
  days.flatMap((day) =>
    day.outOfRatio.map((s) => ({
      date: day.date,
      site: LOCATION_NAMES[day.location],
      roster: day.title,
      group: groupLabel(s.group),
      ratio: ratioLabel(ruleFor(day.rules, s.group)),
      judgedBy: ruleBasisLabel(day.bases[s.group] ?? CAMP_BASIS),
      from: s.from,
      to: s.to,
      minutes: s.minutes,
      children: s.children,
      adults: s.adults,
    })),
  );

/** Each day and site in the range with its minutes out of ratio (0 for a day within ratio all day). */
const totalsOf = (days: readonly RatioDay[]) =>
  days.map((day) => ({ date: day.date, site: LOCATION_NAMES[day.location], roster: day.title, minutes: day.outOfRatio.reduce((n, s) => n + s.minutes, 0) }));

/**
 * A single day's timeline per roster and group: each span with its counts and status (the office's
 * view of the day), and the minutes in each status counted by the report's own rule (`minutesIn`),
 * so the day's "out of ratio" always equals the sum of the group's rows in the report.
 */
const timelinesOf = (days: readonly RatioDay[]) =>
  days.map((day) => {
    const groups = new Map<string, RatioDay["spans"]>();
    for (const s of day.spans) groups.set(s.group, [...(groups.get(s.group) ?? []), s]);
    return {
      id: day.id,
      site: LOCATION_NAMES[day.location],
      roster: day.title,
      groups: [...groups.entries()].map(([group, spans]) => ({
        group: groupLabel(group),
        minutes: { ok: minutesIn(spans, "ok"), nextBreaks: minutesIn(spans, "next-breaks"), broken: minutesIn(spans, "broken") },
        spans: spans.map(({ from, to, children, adults, status }) => ({ from, to, children, adults, status })),
      })),
    };
  });

export async function ratioReport(env: Env, range: { from: string; to: string }, now = Date.now()) {
  const days = await ratioDays(env, range, now);
  // The timeline is drawn for one day at a time: a summer's would be thousands of stretches.
  const timelines = range.from === range.to ? timelinesOf(days) : [];
  return { ...range, rules: days[0]?.rules ?? null, rows: rowsOf(days), totals: totalsOf(days), timelines };
}
export type RatioReport = Awaited<ReturnType<typeof ratioReport>>;

export function ratioReportCsv(report: RatioReport): string {
  return toCsv(
    report.rows.map((r) => ({
      Date: r.date,
      Site: r.site,
      Roster: r.roster,
      Group: r.group,
      Ratio: r.ratio,
      "Judged by": r.judgedBy,
      From: formatClockSeconds(r.from),
      To: formatClockSeconds(r.to),
      "Minutes out of ratio": r.minutes,
      Children: r.children,
      "Adults counted": r.adults,
    })),
  );
}

/**
 * Who is on site now, per site's roster: the children, every adult by name and kind (counselors,
 * volunteers, CITs, visitors) and whether each counts toward their group's ratio, and each group's
 * current stretch with the adults it counts.
 */
export async function hereNowToday(env: Env, now = Date.now()) {
  const today = campDayOf(now);
  const days = await ratioDays(env, { from: today, to: today }, now);
  return days.map((day) => {
    const current = day.spans.filter((s) => s.to >= now).sort((a, b) => byGroupName(a.group, b.group));
    const adults = day.adults.map((a) => ({
      person: a.person,
      name: a.name,
      role: a.role,
      group: a.group,
      reason: a.reason,
      counts: countsTowardRatio(a.role, ruleFor(day.rules, a.group)),
    }));
    const groupsWithAdults = new Set(adults.map((a) => a.group));
    return {
      id: day.id,
      site: LOCATION_NAMES[day.location],
      roster: day.title,
      rules: day.rules,
      children: current.reduce((n, s) => n + s.children, 0),
      adults,
      groups: current
        .filter((s) => s.children > 0 || groupsWithAdults.has(s.group))
        .map((s) => ({
          group: groupLabel(s.group),
          ratio: ratioLabel(ruleFor(day.rules, s.group)),
          children: s.children,
          adults: s.adults,
          status: s.status,
          here: adults.filter((a) => a.group === s.group),
        })),
    };
  });
}
export type HereNowRoster = Awaited<ReturnType<typeof hereNowToday>>[number];
