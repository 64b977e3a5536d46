// The door's stored events that say who was on site and where, read the same way by the ratio
// replay (ratio-day.server.ts) and the drill log (drill-log.server.ts): each child's check-ins,
// check-outs and group changes with the group the child started the day in, and each adult's
// arrivals, departures and moves. `rosters` is the SQL that selects the rosters' ids.
import { sql, type SQL } from "drizzle-orm";
import { adultPresenceEvents, attendanceEvents, attendanceSessions, rosterEntries } from "../../../db/schema";
import { PRESENCE_KINDS } from "~/lib/attendance/door-events";
import { TAKEN_OFF } from "~/lib/here-now/presence";
import { kindsSql } from "../attendance/door-kinds.server";

export type RostersAsked = { ids: number[] } | { from: string; to: string };

/** The ids of the rosters asked for: by ids, or every roster dated `from` to `to`. */
export const rostersAsked = (which: RostersAsked): SQL =>
  "ids" in which
    ? sql`SELECT ${attendanceSessions.id} FROM ${attendanceSessions} WHERE ${attendanceSessions.id} IN (SELECT value FROM json_each(${JSON.stringify(which.ids)}))`
    : sql`SELECT ${attendanceSessions.id} FROM ${attendanceSessions} WHERE ${attendanceSessions.date} BETWEEN ${which.from} AND ${which.to}`;

/**
 * Children's door events as `camperPresence` (app/lib/here-now/presence.ts) takes them, with the
 * roster and the child's name, and the moment each camper taken off the roster came off it
 * (TAKEN_OFF, after the instant's events). Raw column names in the ORDER BY: a compound SELECT
 * sorts by its result columns.
 */
export const camperEventsSql = (rosters: SQL) =>
  sql`SELECT ${rosterEntries.attendanceSessionId} AS roster, ${rosterEntries.id} AS entry, ${rosterEntries.camperName} AS name,
     ${attendanceEvents.kind} AS kind, ${attendanceEvents.at} AS at, ${attendanceEvents.value} AS value,
     coalesce(${rosterEntries.firstGroupName}, ${rosterEntries.groupName}) AS firstGroup, 0 AS takenOff, ${attendanceEvents.id} AS event
   FROM ${attendanceEvents} JOIN ${rosterEntries} ON ${rosterEntries.id} = ${attendanceEvents.rosterEntryId}
   WHERE ${rosterEntries.attendanceSessionId} IN (${rosters}) AND ${attendanceEvents.kind} IN (${kindsSql(PRESENCE_KINDS)})
   UNION ALL
   SELECT ${rosterEntries.attendanceSessionId}, ${rosterEntries.id}, ${rosterEntries.camperName}, ${TAKEN_OFF}, ${rosterEntries.removedAt}, NULL,
     coalesce(${rosterEntries.firstGroupName}, ${rosterEntries.groupName}), 1, ''
   FROM ${rosterEntries} WHERE ${rosterEntries.attendanceSessionId} IN (${rosters}) AND ${rosterEntries.removedAt} IS NOT NULL
   ORDER BY at, takenOff, event`;

/** Adults' arrivals, departures and moves as `foldAdults` and `staffPresence` take them, with the roster. */
export const adultEventsSql = (rosters: SQL) =>
  sql`SELECT ${adultPresenceEvents.attendanceSessionId} AS roster, ${adultPresenceEvents.person} AS person, ${adultPresenceEvents.kind} AS kind,
     ${adultPresenceEvents.name} AS name, ${adultPresenceEvents.role} AS role, ${adultPresenceEvents.reason} AS reason,
     ${adultPresenceEvents.groupName} AS "group", ${adultPresenceEvents.at} AS at
   FROM ${adultPresenceEvents} WHERE ${adultPresenceEvents.attendanceSessionId} IN (${rosters})
   ORDER BY ${adultPresenceEvents.at}, ${adultPresenceEvents.id}`;

/** Rows grouped by their roster. */
export function byRoster<T extends { roster: number }>(rows: readonly T[]) {
  const map = new Map<number, T[]>();
  for (const row of rows) map.set(row.roster, [...(map.get(row.roster) ?? []), row]);
  return map;
}
