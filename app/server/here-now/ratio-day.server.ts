// A day's ratios per group, replayed from what the doors stored (docs/decisions/0047-here-now-ratios.md,
// 0049-adults-at-the-door.md): the children's check-ins, check-outs and group changes, and the
// staff's arrivals, departures and moves, each placed at the time it happened on its device.
// A queue sent late by a device that was offline lands in the minutes it was made.
import { sql } from "drizzle-orm";
import { addDays, campTimeToInstant } from "~/lib/camp-dates";
import type { AdultChange } from "~/lib/here-now/adults";
import { camperPresence, staffPresence, type CamperChange } from "~/lib/here-now/presence";
import { outOfRatio, ratioTimeline, type RatioSpan } from "~/lib/here-now/ratio";
import { ruleFor, type RatioRules } from "~/lib/here-now/ratio-rules";
import type { Location } from "~/lib/vocabulary";
import { d1Statement } from "../db.server";
import { ratioRulesOf, ratioSettingsSql, rosterGradesSql } from "./ratio-rules.server";

type Roster = { id: number; date: string; location: Location; title: string };
export type RatioDay = Roster & { rules: RatioRules; spans: RatioSpan[]; outOfRatio: ReturnType<typeof outOfRatio> };

/** The rosters in ?1 (a JSON list of ids) or dated ?2 to ?3: one batch, whatever their number. */
const ROSTERS = `SELECT id, date, location, title FROM attendance_sessions WHERE id IN (SELECT value FROM json_each(?1)) OR date BETWEEN ?2 AND ?3`;

/**
 * The ratio day of each roster asked for: by ids, or every roster dated `from` to `to`. A day
 * runs until now or the end of its camp day, whichever is first.
 */
export async function ratioDays(env: Env, which: { ids: number[] } | { from: string; to: string }, now = Date.now()): Promise<RatioDay[]> {
  const args = "ids" in which ? [JSON.stringify(which.ids), "", ""] : ["[]", which.from, which.to];
  const rosterIds = sql`(SELECT id FROM attendance_sessions WHERE id IN (SELECT value FROM json_each(${args[0]})) OR date BETWEEN ${args[1]} AND ${args[2]})`;
  const [rosters, campers, adults, settings, grades] = await env.DB.batch<Record<string, unknown>>([
    env.DB.prepare(`${ROSTERS} ORDER BY date, location, id`).bind(...args),
    env.DB.prepare(
      `SELECT re.attendance_session_id AS roster, e.roster_entry_id AS entry, e.kind, e.at, e.value, coalesce(re.first_group_name, re.group_name) AS firstGroup
       FROM attendance_events e JOIN roster_entries re ON re.id = e.roster_entry_id
       WHERE re.attendance_session_id IN (SELECT id FROM (${ROSTERS})) AND e.kind IN ('checkIn', 'undoCheckIn', 'checkOut', 'undoCheckOut', 'group')
       ORDER BY e.at, e.id`,
    ).bind(...args),
    env.DB.prepare(
      `SELECT attendance_session_id AS roster, person, kind, name, role, reason, group_name AS "group", at
       FROM adult_presence_events WHERE attendance_session_id IN (SELECT id FROM (${ROSTERS})) ORDER BY at, id`,
    ).bind(...args),
    d1Statement(env.DB, ratioSettingsSql),
    d1Statement(env.DB, rosterGradesSql(rosterIds)),
  ]);
  const byRoster = <T extends { roster: number }>(rows: T[]) => {
    const map = new Map<number, T[]>();
    for (const row of rows) map.set(row.roster, [...(map.get(row.roster) ?? []), row]);
    return map;
  };
  const camperChanges = byRoster(campers.results as Array<CamperChange & { roster: number }>);
  const adultChanges = byRoster(adults.results as Array<AdultChange & { roster: number }>);
  const gradesOf = byRoster(grades.results as Array<{ roster: number; group: string; grade: string }>);
  const setting = settings.results[0] as Parameters<typeof ratioRulesOf>[0];
  return (rosters.results as Roster[]).map((roster) => {
    const events = [...camperPresence(camperChanges.get(roster.id) ?? []), ...staffPresence(adultChanges.get(roster.id) ?? [])];
    const until = Math.min(now, campTimeToInstant(addDays(roster.date, 1)));
    const rules = ratioRulesOf(setting, gradesOf.get(roster.id) ?? []);
    const spans = ratioTimeline(events, (group) => ruleFor(rules, group), until);
    return { ...roster, rules, spans, outOfRatio: outOfRatio(spans) };
  });
}
