// The door's stored events that say who was on site and where, read the same way by the ratio
// replay (ratio-day.server.ts) and the drill log (drill-log.server.ts): each child's check-ins,
// check-outs and group changes with the group the child started the day in, and each adult's
// arrivals, departures and moves. `rosters` is the SQL that selects the rosters' ids; the
// statements bind whatever it uses.
import { PRESENCE_KINDS } from "~/lib/attendance/door-events";
import { kindList } from "../attendance/door-kinds.server";

export type RostersAsked = { ids: number[] } | { from: string; to: string };

/** The rosters asked for, by ids (?1, a JSON list) or dated ?2 to ?3; bind `rostersAskedArgs`. */
export const ROSTERS_ASKED = `SELECT id FROM attendance_sessions WHERE id IN (SELECT value FROM json_each(?1)) OR date BETWEEN ?2 AND ?3`;
export const rostersAskedArgs = (which: RostersAsked) => ("ids" in which ? [JSON.stringify(which.ids), "", ""] : ["[]", which.from, which.to]);

/** Children's door events as `camperPresence` (app/lib/here-now/presence.ts) takes them, with the roster and the child's name. */
export const camperEventsSql = (rosters: string) =>
  `SELECT re.attendance_session_id AS roster, re.id AS entry, re.camper_name AS name, e.kind, e.at, e.value, coalesce(re.first_group_name, re.group_name) AS firstGroup
   FROM attendance_events e JOIN roster_entries re ON re.id = e.roster_entry_id
   WHERE re.attendance_session_id IN (${rosters}) AND e.kind IN (${kindList(PRESENCE_KINDS)})
   ORDER BY e.at, e.id`;

/** Adults' arrivals, departures and moves as `foldAdults` and `staffPresence` take them, with the roster. */
export const adultEventsSql = (rosters: string) =>
  `SELECT attendance_session_id AS roster, person, kind, name, role, reason, group_name AS "group", at
   FROM adult_presence_events WHERE attendance_session_id IN (${rosters}) ORDER BY at, id`;

/** Rows grouped by their roster. */
export function byRoster<T extends { roster: number }>(rows: readonly T[]) {
  const map = new Map<number, T[]>();
  for (const row of rows) map.set(row.roster, [...(map.get(row.roster) ?? []), row]);
  return map;
}
