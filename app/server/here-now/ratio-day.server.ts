// A day's ratios per group, replayed from what the doors stored (docs/decisions/0047-here-now-ratios.md,
// 0049-adults-at-the-door.md): the children's check-ins, check-outs and group changes, and the
// staff's arrivals, departures and moves, each placed at the time it happened on its device.
// A queue sent late by a device that was offline lands in the minutes it was made.
import { addDays, campTimeToInstant } from "~/lib/camp-dates";
import { foldAdults, type AdultChange, type OnSiteAdult } from "~/lib/here-now/adults";
import { camperPresence, staffPresence, type CamperChange } from "~/lib/here-now/presence";
import { outOfRatio, ratioTimeline, type RatioSpan } from "~/lib/here-now/ratio";
import { ruleFor, type RatioRules, type RuleBasis } from "~/lib/here-now/ratio-rules";
import type { Location } from "~/lib/vocabulary";
import { adultEventsSql, byRoster, camperEventsSql, ROSTERS_ASKED, rostersAskedArgs, type RostersAsked } from "./presence-events.server";
import { RATIO_SETTINGS_SQL, ratioBasesOf, ratioRulesOf, rosterGradesSql } from "./ratio-rules.server";

type Roster = { id: number; date: string; location: Location; title: string };
export type RatioDay = Roster & {
  rules: RatioRules;
  /** Where each group's rule comes from; a group not listed keeps the camp's. */
  bases: Record<string, RuleBasis>;
  spans: RatioSpan[];
  outOfRatio: ReturnType<typeof outOfRatio>;
  /** Everyone grown-up on site at the day's end (now, for today): staff of every role and visitors. */
  adults: OnSiteAdult[];
};

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
    const grown = adultChanges.get(roster.id) ?? [];
    const events = [...camperPresence(camperChanges.get(roster.id) ?? []), ...staffPresence(grown)];
    const until = Math.min(now, campTimeToInstant(addDays(roster.date, 1)));
    const rules = ratioRulesOf(setting, gradesOf.get(roster.id) ?? []);
    const spans = ratioTimeline(events, (group) => ruleFor(rules, group), until);
    const adults = foldAdults(
      [],
      grown.filter((c) => c.at <= until),
    );
    return { ...roster, rules, bases: ratioBasesOf(setting, gradesOf.get(roster.id) ?? []), spans, outOfRatio: outOfRatio(spans), adults };
  });
}
