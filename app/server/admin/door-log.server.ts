// The office's view of one camp day at the door (/admin/pickups): every check-out with who
// picked up and how (overrides first, with their reasons), and the medication-given log. Reading
// the medication log is a read of medical data, so it is audited.
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

export async function loadDoorLog(env: Env, actor: AuditActor, date: string) {
  const [pickups, medication] = await Promise.all([
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
    auditStatement(getDb(env), actor, { action: "admin.medication_log.read", subjectType: "attendance_date", subjectId: date }),
  ]);
  return {
    date,
    overrides: pickups.filter((p) => p.pickupMethod === "override"),
    pickups,
    medication: medication.map(({ entry, location }) => ({ ...entry, location })),
  };
}
export type DoorLog = Awaited<ReturnType<typeof loadDoorLog>>;
