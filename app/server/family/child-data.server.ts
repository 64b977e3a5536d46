// Children's data kept only as long as the office's retention setting (`childDataRetentionDays`,
// COPPA). The period counts from the child's last camp day (a registration not cancelled, or a
// door roster the child was on) or the family's last activity (signing in, editing the child's
// profile), whichever is later; never from a cancellation, which is neither. What is erased is
// the one list of app/server/personal-data.server.ts.
import { sql } from "drizzle-orm";
import { addDays, campToday } from "~/lib/camp-dates";
import { getCampSettings } from "../camp-settings.server";
import { getDb } from "../db.server";
import { erasePersonalData } from "../personal-data.server";
import { isLive } from "../seats.server";

/** The campers past retention on `now`: no camp day and no family activity since the cutoff. */
export async function campersPastRetention(env: Env, now: Date) {
  const { childDataRetentionDays } = await getCampSettings(env);
  const cutoffDay = addDays(campToday(now), -childDataRetentionDays);
  const cutoffMs = now.getTime() - childDataRetentionDays * 24 * 60 * 60 * 1000;
  const rows = await getDb(env).all<{ id: number }>(sql`SELECT c.id FROM campers c JOIN users u ON u.id = c.parent_id
    WHERE c.erased_at IS NULL
      AND max(c.created_at, c.updated_at, u.created_at, coalesce(u.last_active_at, 0)) < ${cutoffMs}
      AND NOT EXISTS (SELECT 1 FROM registrations r JOIN camp_sessions s ON s.id = r.session_id
        WHERE r.camper_id = c.id AND ${isLive("r.status")} AND s.end_date >= ${cutoffDay})
      AND NOT EXISTS (SELECT 1 FROM roster_entries e JOIN attendance_sessions a ON a.id = e.attendance_session_id
        WHERE e.camper_id = c.id AND a.date >= ${cutoffDay})`);
  return { camperIds: rows.map((r) => r.id), cutoffDay };
}

/** The cron job: erases the campers past retention, and door rows (CSV imports too) of camp days that long ago. */
export async function eraseExpiredChildData(env: Env, now: Date) {
  const { camperIds, cutoffDay } = await campersPastRetention(env, now);
  const changed = await erasePersonalData(env, { now: now.getTime(), camperIds, family: null, doorDaysBefore: cutoffDay });
  return { campersErased: changed.campers ?? 0, rosterRowsErased: changed.roster_entries ?? 0 };
}
