// A day's ratios per group, replayed from what the doors stored (docs/decisions/0047-here-now-ratios.md,
// 0049-adults-at-the-door.md): the children's check-ins, check-outs and group changes, and the
// staff's arrivals, departures and moves, each placed at the time it happened on its device.
// A queue sent late by a device that was offline lands in the minutes it was made.
import { addDays, campTimeToInstant } from "~/lib/camp-dates";
import type { AdultChange } from "~/lib/here-now/adults";
import { camperPresence, staffPresence, type CamperChange } from "~/lib/here-now/presence";
import { outOfRatio, ratioTimeline, type RatioSpan } from "~/lib/here-now/ratio";
import { ruleFor, type RatioRules } from "~/lib/here-now/ratio-rules";
import type { Location } from "~/lib/vocabulary";
import { adultEventsSql, byRoster, camperEventsSql, ROSTERS_ASKED, rostersAskedArgs, type RostersAsked } from "./presence-events.server";
import { RATIO_SETTINGS_SQL, ratioRulesOf, rosterGradesSql } from "./ratio-rules.server";

type Roster = { id: number; date: string; location: Location; title: string };
export type RatioDay = Roster & { rules: RatioRules; spans: RatioSpan[]; outOfRatio: ReturnType<typeof outOfRatio> };

/**
 * The ratio day of each roster asked for: by ids, or every roster dated `from` to `to`. A day
 * runs until now or the end of its camp day, whichever is first.
 */
export async function ratioDays(env: Env, which: RostersAsked, now = Date.now()): Promise<RatioDay[]> {
  const args = rostersAskedArgs(which);
  const [rosters, campers, adults, settings, grades] = await env.DB.batch<Record<string, unknown>>([
    env.DB.prepare(`SELECT id, date, location, title FROM attendance_sessions WHERE id IN (${ROSTERS_ASKED}) ORDER BY date, location, id`).bind(...args),
    env.DB.prepare(camperEventsSql(ROSTERS_ASKED)).bind(...args),
    env.DB.prepare(adultEventsSql(ROSTERS_ASKED)).bind(...args),
    env.DB.prepare(RATIO_SETTINGS_SQL),
    env.DB.prepare(rosterGradesSql(ROSTERS_ASKED)).bind(...args),
  ]);
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
