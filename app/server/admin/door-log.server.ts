// The office's view of one camp day at the door (/admin/pickups): every hand-over with who
// picked up and how (overrides first, with their reasons), and the medication-given log. Reading
// the medication log is a read of medical data, so it is audited. Wrong family pickup codes are
// listed too, and the codes refused because a family's code was locked.
//
// The hand-overs are read from the door's append-only events, not from the camper's state: a
// check-out undone later (or a camper removed from the roster after going home) stays in the
// office's log, marked as undone (docs/decisions/0042-door-doses-hand-overs-and-codes.md).
import { asc, eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import { attendanceEvents, attendanceSessions, pickupCodeAttempts, rosterEntries } from "../../../db/schema";
import { auditStatement, type AuditActor } from "../audit.server";
import { getDb } from "../db.server";
import { medicationLogForDay } from "../attendance/medication.server";
import { kindsSql } from "../attendance/door-kinds.server";
import { CHECK_OUT_UNDO_KINDS } from "~/lib/attendance/door-events";

/** One check-out as the door recorded it, and what happened to it later. */
export type DayPickup = {
  eventId: string;
  rosterEntryId: number;
  camperName: string;
  location: "FLC" | "UUCA";
  checkedOutAt: number;
  checkedOutBy: string;
  /** Entered under a door sign-in the office had ended by the time it arrived (docs/decisions/0057-door-trust.md). */
  checkedOutSignInEnded: boolean;
  pickupMethod: "adult" | "code" | "override" | null;
  pickedUpBy: string | null;
  pickupRelationship: string | null;
  pickupReason: string | null;
  /** The first undo after it (of the check-out, or of the check-in, which undoes both). */
  undoneAt: number | null;
  undoneBy: string | null;
  undoneSignInEnded: boolean;
  /** When the camper was taken off the roster afterwards (the hand-over stays on file). */
  removedAt: number | null;
  removedBy: string | null;
};

// The day's events three times over: each check-out, its first undo, and the undos looked through to find it.
const checkOut = alias(attendanceEvents, "check_out");
const undo = alias(attendanceEvents, "undo");
const later = alias(attendanceEvents, "later");

/** Every check-out event of the day with the pickup it carried, and the first undo after it (SQL: json_extract and a row-value comparison). */
const dayHandOvers = (date: string) => sql`
  SELECT ${checkOut.id} AS eventId, ${rosterEntries.id} AS rosterEntryId, ${rosterEntries.camperName} AS camperName, ${attendanceSessions.location} AS location,
         ${checkOut.at} AS checkedOutAt, ${checkOut.staffName} AS checkedOutBy, ${checkOut.signInEnded} AS checkedOutSignInEnded,
         json_extract(${checkOut.value}, '$.method') AS pickupMethod, json_extract(${checkOut.value}, '$.name') AS pickedUpBy,
         json_extract(${checkOut.value}, '$.relationship') AS pickupRelationship, json_extract(${checkOut.value}, '$.reason') AS pickupReason,
         ${undo.at} AS undoneAt, ${undo.staffName} AS undoneBy, coalesce(${undo.signInEnded}, 0) AS undoneSignInEnded, ${rosterEntries.removedAt} AS removedAt, ${rosterEntries.removedBy} AS removedBy
  FROM ${attendanceSessions}
  JOIN ${rosterEntries} ON ${rosterEntries.attendanceSessionId} = ${attendanceSessions.id}
  JOIN ${attendanceEvents} ${checkOut} ON ${checkOut.rosterEntryId} = ${rosterEntries.id} AND ${checkOut.kind} = ${kindsSql(["checkOut"])}
  LEFT JOIN ${attendanceEvents} ${undo} ON ${undo.id} = (
    SELECT ${later.id} FROM ${attendanceEvents} ${later}
    WHERE ${later.rosterEntryId} = ${checkOut.rosterEntryId} AND ${later.kind} IN (${kindsSql(CHECK_OUT_UNDO_KINDS)})
      AND (${later.at}, ${later.id}) > (${checkOut.at}, ${checkOut.id})
    ORDER BY ${later.at}, ${later.id} LIMIT 1)
  WHERE ${attendanceSessions.date} = ${date}
  ORDER BY ${checkOut.at}, ${checkOut.id}`;

/** A wrong family code typed at check-out, or a code refused while the family's code was locked. */
export type CodeAttempt = { id: number; camperName: string; location: "FLC" | "UUCA"; outcome: "wrong" | "locked"; at: number; staffName: string };

export async function loadDoorLog(env: Env, actor: AuditActor, date: string) {
  const [handOvers, medication, codeAttempts] = await Promise.all([
    // SQLite answers the flags as 0 and 1.
    getDb(env).all<Omit<DayPickup, "checkedOutSignInEnded" | "undoneSignInEnded"> & { checkedOutSignInEnded: number; undoneSignInEnded: number }>(
      dayHandOvers(date),
    ),
    medicationLogForDay(env, date),
    getDb(env)
      .select({
        id: pickupCodeAttempts.id,
        camperName: pickupCodeAttempts.camperName,
        location: attendanceSessions.location,
        outcome: pickupCodeAttempts.outcome,
        at: pickupCodeAttempts.at,
        staffName: pickupCodeAttempts.staffName,
      })
      .from(pickupCodeAttempts)
      .innerJoin(attendanceSessions, eq(attendanceSessions.id, pickupCodeAttempts.attendanceSessionId))
      .where(eq(attendanceSessions.date, date))
      .orderBy(asc(pickupCodeAttempts.at), asc(pickupCodeAttempts.id)),
    auditStatement(getDb(env), actor, { action: "admin.medication_log.read", subjectType: "attendance_date", subjectId: date }),
  ]);
  const pickups: DayPickup[] = handOvers.map((p) => ({
    ...p,
    checkedOutSignInEnded: p.checkedOutSignInEnded === 1,
    undoneSignInEnded: p.undoneSignInEnded === 1,
  }));
  return {
    date,
    overrides: pickups.filter((p) => p.pickupMethod === "override"),
    pickups,
    medication: medication.map(({ entry, location }) => ({ ...entry, location })),
    codeAttempts,
  };
}
export type DoorLog = Awaited<ReturnType<typeof loadDoorLog>>;
