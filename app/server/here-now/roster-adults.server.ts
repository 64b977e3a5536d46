// What the door's roster answer carries about the adults (docs/decisions/0049-adults-at-the-door.md):
// who is on site now, the day's staff to check in, and the office's ratio, read in the roster's
// own D1 batch (loadRoster) so the door's first screen costs no extra round trip.
import { asc, eq, sql } from "drizzle-orm";
import { adultPresenceEvents, attendanceStaff } from "../../../db/schema";
import { foldAdults, type AdultChange } from "~/lib/here-now/adults";
import type { Database } from "../db.server";
import { ratioRulesOf, ratioSettingsSql, rosterGradesSql } from "./ratio-rules.server";

export function rosterAdultQueries(db: Database, sessionId: number) {
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
      .select({ id: attendanceStaff.id, name: attendanceStaff.displayName, role: attendanceStaff.role })
      .from(attendanceStaff)
      .where(eq(attendanceStaff.isActive, true))
      .orderBy(asc(attendanceStaff.displayName)),
    db.all<Parameters<typeof ratioRulesOf>[0] & object>(ratioSettingsSql),
    // drizzle's D1 batch binds parameters only for its own query builders, not for raw SQL: the
    // roster's id, a whole number, is written into the statement.
    db.all<Parameters<typeof ratioRulesOf>[1][number]>(rosterGradesSql(sql.raw(`(${Math.trunc(sessionId)})`))),
  ] as const;
}

type Results<T> = T extends readonly [infer A, infer B, infer C, infer D] ? [Awaited<A>, Awaited<B>, Awaited<C>, Awaited<D>] : never;

/** The roster's adults: on site now (folded from their changes), the active staff, and each group's ratio rule. */
export function rosterAdults([changes, staff, settings, grades]: Results<ReturnType<typeof rosterAdultQueries>>) {
  return { adults: foldAdults([], changes as AdultChange[]), staffList: staff, ratio: ratioRulesOf(settings[0], grades) };
}
