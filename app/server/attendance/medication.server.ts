// The medication-given log: at a medication alert the counselor records "given" or "not given"
// with a reason. Entries are never edited: a mistake gets a later correction that names the
// entry it corrects, and the office reads and prints the day's log (/admin/pickups).
import { and, asc, desc, eq, isNull, sql } from "drizzle-orm";
import { attendanceRecords, attendanceSessions, medicationLog, rosterEntries } from "../../../db/schema";
import { alreadyGivenMessage, notCheckedInMessage } from "~/lib/attendance/medication-marks";
import { medicationGivenSchema } from "~/lib/attendance/pickup-schema";
import { rosterId } from "~/lib/attendance/roster-entry-schema";
import { auditStatement } from "../audit.server";
import { staffActor } from "./roster-entries.server";
import { getDb } from "../db.server";
import { parseInput, refused } from "../operation-result.server";
import type { StaffSession } from "../staff-session.server";
import { clampedTime, madeByName, makerSession, type EventStamp } from "./door-fold.server";
import { refuseOutsideRosterDay } from "./door-clock.server";

/**
 * "Given", "not given" with a reason, or a correction, for roster entry `entryId`. Both doors come
 * here: POST /api/attendance/medication/:entryId and the page's action (recorded now, by the
 * signed-in staff member) and the device's queue (POST /api/attendance/events, a `medication`
 * event: `event` is the device's id and time; the name is the signed-in staff member's). The same event sent
 * twice is logged once (`duplicate`); a row is never changed.
 *
 * A dose is one medication of one camper on the day: a second "given" of it, from any door, is
 * refused (409, saying when and by whom it was given) unless the counselor confirmed it
 * (`confirmSecondDose`), so two devices at one alert cannot log a double dose by accident. A
 * "given" for a camper who is not checked in is refused the same way (`confirmNotCheckedIn`).
 */
export async function recordMedicationGiven(env: Env, staff: StaffSession, entryId: unknown, input: unknown, event?: EventStamp) {
  const v = parseInput(medicationGivenSchema, input);
  if (!v.ok) return v;
  const id = rosterId.safeParse(entryId);
  if (!id.success) return refused(404, "Camper not found");
  const db = getDb(env);
  const [entry] = await db
    .select({ id: rosterEntries.id, camperName: rosterEntries.camperName, sessionId: rosterEntries.attendanceSessionId })
    .from(rosterEntries)
    .where(and(eq(rosterEntries.id, id.data), isNull(rosterEntries.removedAt)));
  if (!entry) return refused(404, "Camper not found");
  const outside = await refuseOutsideRosterDay(env, [{ entryId: entry.id, at: event?.at ?? Date.now() }]);
  if (outside) return outside;
  if (event) {
    const [seen] = await db.select().from(medicationLog).where(eq(medicationLog.eventId, event.id));
    if (seen) return { ok: true as const, entry: seen, duplicate: true };
  }
  const input_ = v.data;
  let medication = "medication" in input_ ? input_.medication : "";
  if (input_.outcome === "given" && !input_.confirmNotCheckedIn) {
    // A dose for a camper who is not here is likely the wrong row: the counselor confirms it.
    const [record] = await db.select({ checkedIn: attendanceRecords.checkedIn }).from(attendanceRecords).where(eq(attendanceRecords.rosterEntryId, entry.id));
    if (!record?.checkedIn) return refused(409, notCheckedInMessage(entry.camperName));
  }
  if (input_.outcome === "given" && !input_.confirmSecondDose) {
    const [given] = await db
      .select({ at: medicationLog.at, recordedBy: medicationLog.recordedBy })
      .from(medicationLog)
      // The session's index finds the day's log; then this camper's "given" of this dose.
      .where(
        and(
          eq(medicationLog.attendanceSessionId, entry.sessionId),
          eq(medicationLog.rosterEntryId, entry.id),
          eq(medicationLog.outcome, "given"),
          eq(medicationLog.medication, medication),
        ),
      )
      .orderBy(desc(medicationLog.at), desc(medicationLog.id))
      .limit(1);
    if (given) return refused(409, alreadyGivenMessage(entry.camperName, medication, given));
  }
  let correctsId: number | null = null;
  if (input_.outcome === "correction") {
    // By its log number, or by the device event that recorded it (a device offline knows only that).
    const [corrected] = await db
      .select({ id: medicationLog.id, medication: medicationLog.medication })
      .from(medicationLog)
      .where(
        and(
          input_.correctsId !== undefined ? eq(medicationLog.id, input_.correctsId) : eq(medicationLog.eventId, input_.correctsEventId!),
          eq(medicationLog.rosterEntryId, entry.id),
        ),
      );
    if (!corrected) return refused(404, "That medication entry is not on this camper's log");
    medication = corrected.medication;
    correctsId = corrected.id;
  }
  const [[row]] = await db.batch([
    db
      .insert(medicationLog)
      .values({
        eventId: event?.id ?? null,
        rosterEntryId: entry.id,
        attendanceSessionId: entry.sessionId,
        camperName: entry.camperName,
        medication,
        outcome: input_.outcome,
        reason: input_.outcome === "given" ? "" : input_.reason,
        correctsId,
        at: event ? clampedTime(event.at) : Date.now(),
        deviceAt: event?.at ?? null,
        recordedBy: madeByName(staff, event),
        sentBy: event ? staff.displayName : null,
        signInEnded: event?.madeBy?.signInEnded ?? false,
      })
      // A replayed event (sent twice at once) keeps the first row.
      .onConflictDoUpdate({ target: medicationLog.eventId, set: { eventId: sql`event_id` } })
      .returning(),
    auditStatement(db, staffActor(makerSession(staff, event)), {
      action: "attendance.medication." + input_.outcome,
      subjectType: "roster_entry",
      subjectId: entry.id,
    }),
  ]);
  return { ok: true as const, entry: row, duplicate: false };
}

/** A session's log, for the door (each camper's entries under its alert). */
export async function medicationLogForSession(env: Env, sessionId: number) {
  return getDb(env).select().from(medicationLog).where(eq(medicationLog.attendanceSessionId, sessionId)).orderBy(asc(medicationLog.at), asc(medicationLog.id));
}

/** The office's log for one camp day, both sites, in time order. */
export async function medicationLogForDay(env: Env, date: string) {
  return getDb(env)
    .select({ entry: medicationLog, location: attendanceSessions.location })
    .from(medicationLog)
    .innerJoin(attendanceSessions, eq(attendanceSessions.id, medicationLog.attendanceSessionId))
    .where(eq(attendanceSessions.date, date))
    .orderBy(asc(medicationLog.at), asc(medicationLog.id));
}
