// What the door's roster answer carries about the adults (docs/decisions/0049-adults-at-the-door.md):
// who is on site now, the day's staff to check in, and the office's ratio, read in the roster's
// own D1 batch (loadRoster) so the door's first screen costs no extra round trip.
import { asc, eq, sql } from "drizzle-orm";
import { adultPresenceEvents, attendanceStaff } from "../../../db/schema";
import { campToday } from "~/lib/camp-dates";
import { foldAdults, type AdultChange } from "~/lib/here-now/adults";
import type { Database } from "../db.server";
import { codeCheckOf } from "../attendance/pickup.server";
import { deviceCodeCheck } from "~/lib/attendance/pickup-code";
import { ratioRulesOf, ratioSettingsSql, rosterGradesSql } from "./ratio-rules.server";

/**
 * What judges a door's groups, as a part of the roster's version (rosterVersion): the camp's ratio
 * and whether CITs count, each group's own rule, and the active staff with their roles and door
 * codes. A change in Settings or the Staff tab changes the version, so an open door reloads within
 * seconds as for any roster change (docs/decisions/0056-door-warnings-that-stay.md). One short SQL
 * expression: the version is asked every few seconds by every open door.
 */
export const RATIO_JUDGEMENT_VERSION_SQL = `(SELECT campers_per_adult || '.' || cits_count_in_ratio FROM camp_settings WHERE id = 1) || '.' ||
  (SELECT count(*) || '.' || coalesce(max(updated_at), 0) || '.' || total(id * 101 + campers_per_adult * 2 + cits_count) FROM ratio_rules) || '.' ||
  (SELECT count(*) || '.' || coalesce(group_concat(id || substr(role, 1, 2) || coalesce(substr(door_code_hash, 1, 6), ''), ','), '')
    FROM (SELECT id, role, door_code_hash FROM attendance_staff WHERE is_active = 1 ORDER BY id))`;

export function rosterAdultQueries(db: Database, sessionId: number, today = campToday()) {
  // Staff door codes' checks (never the codes) come only with today's roster, as the families'
  // pickup codes do: a device holds what today's door needs (docs/decisions/0052-staff-door-codes.md).
  const todays = sql`EXISTS (SELECT 1 FROM attendance_sessions WHERE id = ${sessionId} AND date = ${today})`;
  return [
    db
      .select({
        person: adultPresenceEvents.person,
        kind: adultPresenceEvents.kind,
        name: adultPresenceEvents.name,
        role: adultPresenceEvents.role,
        reason: adultPresenceEvents.reason,
        group: adultPresenceEvents.groupName,
        at: adultPresenceEvents.at,
      })
      .from(adultPresenceEvents)
      .where(eq(adultPresenceEvents.attendanceSessionId, sessionId))
      .orderBy(asc(adultPresenceEvents.at), asc(adultPresenceEvents.id)),
    db
      .select({
        id: attendanceStaff.id,
        name: attendanceStaff.displayName,
        role: attendanceStaff.role,
        codeSalt: sql<string | null>`CASE WHEN ${todays} THEN ${attendanceStaff.doorCodeSalt} END`,
        codeHash: sql<string | null>`CASE WHEN ${todays} THEN ${attendanceStaff.doorCodeHash} END`,
      })
      .from(attendanceStaff)
      .where(eq(attendanceStaff.isActive, true))
      .orderBy(asc(attendanceStaff.displayName)),
    db.all<Parameters<typeof ratioRulesOf>[0] & object>(ratioSettingsSql),
    // drizzle's D1 batch binds parameters only for its own query builders, not for raw SQL: the
    // roster's id, a whole number, is written into the statement.
    db.all<Parameters<typeof ratioRulesOf>[1][number]>(rosterGradesSql(sql.raw(String(Math.trunc(sessionId))))),
  ] as const;
}

type Results<T> = T extends readonly [infer A, infer B, infer C, infer D] ? [Awaited<A>, Awaited<B>, Awaited<C>, Awaited<D>] : never;

/** The roster's adults: on site now (folded from their changes), the active staff (with their door code's check today), and each group's ratio rule. */
export function rosterAdults([changes, staff, settings, grades]: Results<ReturnType<typeof rosterAdultQueries>>) {
  const staffList = staff.map(({ codeSalt, codeHash, ...member }) => ({
    ...member,
    // Only part of the check, as for a family's code (decision 0057).
    codeCheck: codeSalt && codeHash ? deviceCodeCheck(codeCheckOf({ salt: codeSalt, hash: codeHash })!) : null,
  }));
  return { adults: foldAdults([], changes as AdultChange[]), staffList, ratio: ratioRulesOf(settings[0], grades) };
}
