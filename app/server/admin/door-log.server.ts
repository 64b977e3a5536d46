// The office's view of one camp day at the door (/admin/pickups): every check-out with who
// picked up and how (overrides first, with their reasons), and the medication-given log. Reading
// the medication log is a read of medical data, so it is audited. Wrong family pickup codes are
// listed too, and the codes refused because a family's code was locked.
import { auditStatement, type AuditActor } from "../audit.server";
import { getDb } from "../db.server";
import { medicationLogForDay } from "../attendance/medication.server";

export type DayPickup = {
  rosterEntryId: number;
  camperName: string;
  location: "FLC" | "UUCA";
  checkedOutAt: number;
  checkedOutBy: string | null;
  pickupMethod: "adult" | "code" | "override" | null;
  pickedUpBy: string | null;
  pickupRelationship: string | null;
  pickupReason: string | null;
};

/** A wrong family code typed at check-out, or a code refused while the family's code was locked. */
export type CodeAttempt = { id: number; camperName: string; location: "FLC" | "UUCA"; outcome: "wrong" | "locked"; at: number; staffName: string };

export async function loadDoorLog(env: Env, actor: AuditActor, date: string) {
  const [pickups, medication, codeAttempts] = await Promise.all([
    env.DB.prepare(
      `SELECT e.id AS rosterEntryId, e.camper_name AS camperName, s.location AS location, r.checked_out_at AS checkedOutAt,
              r.checked_out_by AS checkedOutBy, r.pickup_method AS pickupMethod, r.picked_up_by AS pickedUpBy,
              r.pickup_relationship AS pickupRelationship, r.pickup_reason AS pickupReason
       FROM attendance_sessions s
       JOIN roster_entries e ON e.attendance_session_id = s.id
       JOIN attendance_records r ON r.roster_entry_id = e.id
       WHERE s.date = ?1 AND r.checked_out = 1
       ORDER BY r.checked_out_at, e.id`,
    )
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
