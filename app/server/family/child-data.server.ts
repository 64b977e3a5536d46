// Children's data kept only as long as needed (COPPA): erasing a camper empties everything that
// identifies the child or their health (names, birth date, medical form, contacts, pickup adults,
// instructions) and the door rosters' copies, while the registration rows and payments the office
// must keep stay, attached to "Erased camper". Used when a family deletes its account and by the
// cron job that applies the office's retention setting (`childDataRetentionDays`).
import { sql, type SQL } from "drizzle-orm";
import { addDays, campToday } from "~/lib/camp-dates";
import { getCampSettings } from "../camp-settings.server";
import { d1Statement, getDb } from "../db.server";

export const ERASED_CAMPER_NAME = "Erased camper";

/**
 * Statements (for one D1 batch, via d1Statement) erasing the campers matching `match` (a condition
 * on `campers`) and their roster copies; the roster update runs first, while the campers still match.
 */
export function eraseCampersStatements(match: SQL, now: number): [SQL, SQL] {
  const chosen = sql`SELECT id FROM campers WHERE ${match} AND erased_at IS NULL`;
  return [
    sql`UPDATE roster_entries SET camper_name = ${ERASED_CAMPER_NAME}, nickname = '', allergies = '', medications = '', parent_phone = '', notes = ''
      WHERE camper_id IN (${chosen})`,
    sql`UPDATE campers SET first_name = 'Erased', last_name = 'camper', date_of_birth = '', allergies = '', medications = '', medical_conditions = '',
      special_dietary_needs = '', doctor_name = '', doctor_phone = '', insurance_provider = '', emergency_contact_name = '', emergency_contact_phone = '',
      emergency_contact_relationship = '', emergency_contact2_name = '', emergency_contact2_phone = '', emergency_contact2_relationship = '',
      authorized_pickup_persons = '', special_instructions = '', erased_at = ${now}, updated_at = ${now}
      WHERE ${match} AND erased_at IS NULL`,
  ];
}

/**
 * The cron job: erases each child whose last camp day (of any registration not cancelled), or,
 * never registered, whose profile's creation, is more than the retention setting ago; and empties
 * door roster rows (also CSV imports without a camper) of camp days that long ago.
 */
export async function eraseExpiredChildData(env: Env, now: Date) {
  const settings = await getCampSettings(env);
  const cutoffDay = addDays(campToday(now), -settings.childDataRetentionDays);
  const cutoffMs = now.getTime() - settings.childDataRetentionDays * 24 * 60 * 60 * 1000;
  const db = getDb(env);
  const match = sql`NOT EXISTS (SELECT 1 FROM registrations r JOIN camp_sessions s ON s.id = r.session_id
      WHERE r.camper_id = campers.id AND r.status <> 'cancelled' AND s.end_date >= ${cutoffDay})
    AND (EXISTS (SELECT 1 FROM registrations r WHERE r.camper_id = campers.id) OR campers.created_at < ${cutoffMs})`;
  const [, campersErased] = await env.DB.batch(eraseCampersStatements(match, now.getTime()).map((statement) => d1Statement(env.DB, statement)));
  const rosters =
    await db.run(sql`UPDATE roster_entries SET camper_name = ${ERASED_CAMPER_NAME}, nickname = '', allergies = '', medications = '', parent_phone = '', notes = ''
    WHERE camper_name <> ${ERASED_CAMPER_NAME} AND attendance_session_id IN (SELECT id FROM attendance_sessions WHERE date < ${cutoffDay})`);
  return { campersErased: campersErased.meta.changes ?? 0, rosterRowsErased: rosters.meta.changes ?? 0 };
}
