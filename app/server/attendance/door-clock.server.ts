// When a door change may be dated: the server's clock decides (docs/decisions/0034-door-device-data-and-clock.md).
// A change belongs to its roster's camp day (in the camp's time zone), give or take the allowed
// clock skew, and is never dated ahead of the server's time by more than that skew. A device
// queue sent the next morning is fine (its changes are dated on the roster's day); a check-in
// for a roster of another year, one dated 1970, or medication recorded three days ago is not.
// Every door operation that stores a change asks here first, before anything is written.
import { eq } from "drizzle-orm";
import { attendanceSessions, rosterEntries } from "../../../db/schema";
import { addDays, campTimeToInstant, campDayOf } from "~/lib/camp-dates";
import { refused, type Refused } from "../operation-result.server";
import { d1Statement, getDb } from "../db.server";
import { inJsonList } from "../db.server";
import { CLOCK_SKEW_MS } from "./door-fold.server";

/** Why a change dated `at` cannot be on the roster of camp day `day`, or null when it can. */
export function eventTimeProblem(at: number, day: string, now = Date.now()): string | null {
  if (at > now + CLOCK_SKEW_MS) return "This change is dated in the future: check the date and time on this device";
  const start = campTimeToInstant(day);
  const end = campTimeToInstant(addDays(day, 1));
  if (at < start - CLOCK_SKEW_MS || at >= end + CLOCK_SKEW_MS)
    return `This change is dated ${campDayOf(at)} but the roster is for ${day}: changes are recorded on the roster's own day`;
  return null;
}

type Dated = { entryId: number; at: number };

/**
 * The first of `changes` dated outside its roster's day (by its index), or null. Campers not on
 * a roster are left to the caller (it answers 404). One query, whatever the number of changes.
 */
export async function refuseOutsideRosterDay(env: Env, changes: readonly Dated[], now = Date.now()): Promise<(Refused & { index: number }) | null> {
  if (changes.length === 0) return null;
  const results = await getDb(env)
    .select({ id: rosterEntries.id, date: attendanceSessions.date })
    .from(rosterEntries)
    .innerJoin(attendanceSessions, eq(attendanceSessions.id, rosterEntries.attendanceSessionId))
    .where(inJsonList(rosterEntries.id, [...new Set(changes.map((c) => c.entryId))]));
  const dayOf = new Map(results.map((r) => [r.id, r.date]));
  for (const [index, change] of changes.entries()) {
    const day = dayOf.get(change.entryId);
    const problem = day ? eventTimeProblem(change.at, day, now) : null;
    if (problem) return { ...refused(422, problem), index };
  }
  return null;
}

/** The camp day of each roster named (rows `{ id, date }`), as a statement for the caller's D1 batch. */
export const rosterDaysStatement = (env: Env, rosterIds: readonly number[]) =>
  d1Statement(
    env.DB,
    getDb(env)
      .select({ id: attendanceSessions.id, date: attendanceSessions.date })
      .from(attendanceSessions)
      .where(inJsonList(attendanceSessions.id, [...new Set(rosterIds)])),
  );

/** Why a change about a whole roster (an adult's, a roll call's) cannot be stored: no such roster, or dated off its day; null when it can. */
export function rosterChangeProblem(dayOf: ReadonlyMap<number, string>, change: { rosterId: number; at: number }, now: number): Refused | null {
  const day = dayOf.get(change.rosterId);
  if (!day) return refused(404, "Roster not found");
  const problem = eventTimeProblem(change.at, day, now);
  return problem ? refused(422, problem) : null;
}
