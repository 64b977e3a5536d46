// What the door's roster answer carries about the adults (docs/decisions/0049-adults-at-the-door.md):
// who is on site now, the day's staff to check in, and the office's ratio, read in the roster's
// own D1 batch (loadRoster) so the door's first screen costs no extra round trip.
import { and, asc, eq } from "drizzle-orm";
import { adultPresenceEvents, attendanceStaff, campSettings } from "../../../db/schema";
import { foldAdults, type AdultChange } from "~/lib/here-now/adults";
import type { RatioRule } from "~/lib/here-now/ratio";
import type { Database } from "../db.server";

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
      .where(and(eq(attendanceStaff.isActive, true)))
      .orderBy(asc(attendanceStaff.displayName)),
    db.select({ campersPerAdult: campSettings.campersPerAdult, citsCount: campSettings.citsCountInRatio }).from(campSettings).where(eq(campSettings.id, 1)),
  ] as const;
}

type Results<T> = T extends readonly [infer A, infer B, infer C] ? [Awaited<A>, Awaited<B>, Awaited<C>] : never;

/** The roster's adults: on site now (folded from their changes), the active staff, and the ratio rule. */
export function rosterAdults([changes, staff, settings]: Results<ReturnType<typeof rosterAdultQueries>>) {
  const ratio: RatioRule = { campersPerAdult: settings[0]?.campersPerAdult ?? 10, citsCount: settings[0]?.citsCount ?? false };
  return { adults: foldAdults([], changes as AdultChange[]), staffList: staff, ratio };
}
