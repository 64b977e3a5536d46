// A day's ratios per group, replayed from what the doors stored (docs/decisions/0047-here-now-ratios.md,
// 0049-adults-at-the-door.md): the children's check-ins, check-outs and group changes, and the
// staff's arrivals, departures and moves, each placed at the time it happened on its device.
// A queue sent late by a device that was offline lands in the minutes it was made.
import { sql } from "drizzle-orm";
import { attendanceSessions } from "../../../db/schema";
import { addDays, campTimeToInstant } from "~/lib/camp-dates";
import { foldAdults, type AdultChange, type OnSiteAdult } from "~/lib/here-now/adults";
import { camperPresence, staffPresence, type CamperChange } from "~/lib/here-now/presence";
import { outOfRatio, ratioTimeline, type RatioSpan } from "~/lib/here-now/ratio";
import { ruleFor, type RatioRules, type RuleBasis } from "~/lib/here-now/ratio-rules";
import type { Location } from "~/lib/vocabulary";
import { adultEventsSql, byRoster, camperEventsSql, rostersAsked, type RostersAsked } from "./presence-events.server";
import { ratioBasesOf, ratioRulesOf, ratioSettingsSql, rosterGradesSql } from "./ratio-rules.server";
import { d1Statement } from "../db.server";

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
  const rosters = rostersAsked(which);
  // One D1 batch of the five reads, through d1Statement: drizzle's own batch binds no parameters of an `sql` query.
  const [rosterRows, campers, adults, settings, grades] = await env.DB.batch<Record<string, unknown>>(
    [
      sql`SELECT ${attendanceSessions.id} AS id, ${attendanceSessions.date} AS date, ${attendanceSessions.location} AS location, ${attendanceSessions.title} AS title
        FROM ${attendanceSessions} WHERE ${attendanceSessions.id} IN (${rosters})
        ORDER BY ${attendanceSessions.date}, ${attendanceSessions.location}, ${attendanceSessions.id}`,
      camperEventsSql(rosters),
      adultEventsSql(rosters),
      ratioSettingsSql,
      rosterGradesSql(rosters),
    ].map((query) => d1Statement(env.DB, query)),
  );
  const camperChanges = byRoster(campers.results as Array<CamperChange & { roster: number }>);
  const adultChanges = byRoster(adults.results as Array<AdultChange & { roster: number }>);
  const gradesOf = byRoster(grades.results as Array<{ roster: number; group: string; grade: string }>);
  const setting = settings.results[0] as Parameters<typeof ratioRulesOf>[0];
  return (rosterRows.results as Roster[]).map((roster) => {
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
