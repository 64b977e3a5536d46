// The office's view of one camp day at the door (/admin/pickups): every hand-over with who
// picked up and how (overrides first, with their reasons), and the medication-given log. Reading
// the medication log is a read of medical data, so it is audited. Wrong family pickup codes are
// listed too, and the codes refused because a family's code was locked.
//
// The hand-overs are read from the door's append-only events, not from the camper's state: a
// check-out undone later (or a camper removed from the roster after going home) stays in the
// office's log, marked as undone (docs/decisions/0042-door-doses-hand-overs-and-codes.md).
import { auditStatement, type AuditActor } from "../audit.server";
import { getDb } from "../db.server";
import { medicationLogForDay } from "../attendance/medication.server";
import { kindIs, kindList } from "../attendance/door-kinds.server";
import { CHECK_OUT_UNDO_KINDS } from "~/lib/attendance/door-events";

/** One check-out as the door recorded it, and what happened to it later. */
export type DayPickup = {
  eventId: string;
  rosterEntryId: number;
  camperName: string;
  location: "FLC" | "UUCA";
  checkedOutAt: number;
  checkedOutBy: string;
  pickupMethod: "adult" | "code" | "override" | null;
  pickedUpBy: string | null;
  pickupRelationship: string | null;
  pickupReason: string | null;
  /** The first undo after it (of the check-out, or of the check-in, which undoes both). */
  undoneAt: number | null;
  undoneBy: string | null;
  /** When the camper was taken off the roster afterwards (the hand-over stays on file). */
  removedAt: number | null;
  removedBy: string | null;
};

/** Every check-out event of the day with the pickup it carried, and the first undo after it. */
const DAY_HAND_OVERS_SQL = `
  SELECT ev.id AS eventId, e.id AS rosterEntryId, e.camper_name AS camperName, s.location AS location,
         ev.at AS checkedOutAt, ev.staff_name AS checkedOutBy,
         json_extract(ev.value, '$.method') AS pickupMethod, json_extract(ev.value, '$.name') AS pickedUpBy,
         json_extract(ev.value, '$.relationship') AS pickupRelationship, json_extract(ev.value, '$.reason') AS pickupReason,
         u.at AS undoneAt, u.staff_name AS undoneBy, e.removed_at AS removedAt, e.removed_by AS removedBy
  FROM attendance_sessions s
  JOIN roster_entries e ON e.attendance_session_id = s.id
  JOIN attendance_events ev ON ev.roster_entry_id = e.id AND ev.kind = ${kindIs("checkOut")}
  LEFT JOIN attendance_events u ON u.id = (
    SELECT x.id FROM attendance_events x
    WHERE x.roster_entry_id = ev.roster_entry_id AND x.kind IN (${kindList(CHECK_OUT_UNDO_KINDS)}) AND (x.at, x.id) > (ev.at, ev.id)
    ORDER BY x.at, x.id LIMIT 1)
  WHERE s.date = ?1
  ORDER BY ev.at, ev.id`;

/** A wrong family code typed at check-out, or a code refused while the family's code was locked. */
export type CodeAttempt = { id: number; camperName: string; location: "FLC" | "UUCA"; outcome: "wrong" | "locked"; at: number; staffName: string };

export async function loadDoorLog(env: Env, actor: AuditActor, date: string) {
  const [pickups, medication, codeAttempts] = await Promise.all([
    env.DB.prepare(DAY_HAND_OVERS_SQL)
      .bind(date)
      .all<DayPickup>()
      .then((r) => r.results),
    medicationLogForDay(env, date),
    env.DB.prepare(
      `SELECT a.id, a.camper_name AS camperName, s.location AS location, a.outcome, a.at, a.staff_name AS staffName
       FROM pickup_code_attempts a JOIN attendance_sessions s ON s.id = a.attendance_session_id
       WHERE s.date = ?1 ORDER BY a.at, a.id`,
    )
      .bind(date)
      .all<CodeAttempt>()
      .then((r) => r.results),
    auditStatement(getDb(env), actor, { action: "admin.medication_log.read", subjectType: "attendance_date", subjectId: date }),
  ]);
  return {
    date,
    overrides: pickups.filter((p) => p.pickupMethod === "override"),
    pickups,
    medication: medication.map(({ entry, location }) => ({ ...entry, location })),
    codeAttempts,
  };
}
export type DoorLog = Awaited<ReturnType<typeof loadDoorLog>>;
