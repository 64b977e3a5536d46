// "Parents see the day": today's check-in and check-out of each of the parent's campers, and
// who picked them up. The dashboard polls it every few seconds while it is visible, so it is one
// small read that starts from today's sessions (the date index) and never leaves the family.
import { campToday } from "~/lib/camp-dates";

export type CamperDay = {
  rosterEntryId: number;
  camperName: string;
  location: "FLC" | "UUCA";
  checkedInAt: number | null;
  checkedOutAt: number | null;
  pickedUpBy: string | null;
  pickupRelationship: string | null;
  pickupMethod: "adult" | "code" | "override" | null;
};

export async function loadFamilyToday(env: Env, parentId: string, today = campToday()): Promise<{ date: string; campers: CamperDay[] }> {
  const { results } = await env.DB.prepare(
    `SELECT e.id AS rosterEntryId, c.first_name || ' ' || c.last_name AS camperName, s.location AS location,
            r.checked_in_at AS checkedInAt, r.checked_out_at AS checkedOutAt, r.picked_up_by AS pickedUpBy,
            r.pickup_relationship AS pickupRelationship, r.pickup_method AS pickupMethod
     FROM attendance_sessions s
     JOIN roster_entries e ON e.attendance_session_id = s.id
     JOIN campers c ON c.id = e.camper_id
     LEFT JOIN attendance_records r ON r.roster_entry_id = e.id
     WHERE s.date = ?1 AND c.parent_id = ?2
     ORDER BY c.first_name, e.id`,
  )
    .bind(today, parentId)
    .all<CamperDay>();
  return { date: today, campers: results };
}
