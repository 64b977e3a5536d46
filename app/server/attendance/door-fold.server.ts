// How a door event is stored and folded into a camper's state (docs/decisions/0021-offline-door-app.md):
//
//   latest device time wins, per field (checked in, checked out, note, group); ties go to the
//   greater event id. Undoing a check-in also clears the check-out. A state that is on shows the
//   time and name of the event that turned it on (the first check-in since the last undo).
//
// Each event is stored once by its device id, then the camper's state is folded from all of
// that camper's events, so the answer is the same whatever order they arrived in.
import type { DOOR_EVENT_KINDS } from "~/lib/attendance/door-events";
import type { StaffSession } from "../staff-session.server";

/** A device clock ahead of the server counts as at most this far ahead (its own time is kept too). */
export const CLOCK_SKEW_MS = 2 * 60 * 1000;

/** Who made an event and when, as the device recorded it. */
export type EventStamp = { id: string; at: number; staffName: string };

/** The device's time, or the server's time plus the allowed skew when the device runs far ahead. */
export function clampedTime(deviceAt: number, now = Date.now()) {
  return Math.min(deviceAt, now + CLOCK_SKEW_MS);
}

const IN_WRITERS = `'checkIn', 'undoCheckIn'`;
const OUT_WRITERS = `'checkOut', 'undoCheckOut', 'undoCheckIn'`;
const OUT_UNDOERS = `'undoCheckOut', 'undoCheckIn'`;

/**
 * The fold as one UPDATE of the camper's record (?1 roster entry, ?2 now): atomic in D1, so two
 * devices' events arriving at the same moment cannot lose each other. A field no event has
 * written keeps its value (records from before events, imports). Only a real change bumps
 * updated_at, which the second device's version poll watches.
 */
const FOLD_RECORD_SQL = `
WITH ev AS (SELECT id, kind, at, staff_name, value FROM attendance_events WHERE roster_entry_id = ?1),
  last_in AS (SELECT kind FROM ev WHERE kind IN (${IN_WRITERS}) ORDER BY at DESC, id DESC LIMIT 1),
  first_in AS (SELECT at, staff_name FROM ev c WHERE c.kind = 'checkIn'
               AND NOT EXISTS (SELECT 1 FROM ev u WHERE u.kind = 'undoCheckIn' AND (u.at, u.id) > (c.at, c.id))
               ORDER BY at, id LIMIT 1),
  last_out AS (SELECT kind FROM ev WHERE kind IN (${OUT_WRITERS}) ORDER BY at DESC, id DESC LIMIT 1),
  first_out AS (SELECT at, staff_name FROM ev c WHERE c.kind = 'checkOut'
               AND NOT EXISTS (SELECT 1 FROM ev u WHERE u.kind IN (${OUT_UNDOERS}) AND (u.at, u.id) > (c.at, c.id))
               ORDER BY at, id LIMIT 1),
  last_note AS (SELECT value FROM ev WHERE kind = 'notes' ORDER BY at DESC, id DESC LIMIT 1),
  li AS (SELECT (SELECT kind FROM last_in) AS k),
  lo AS (SELECT (SELECT kind FROM last_out) AS k),
  next AS (
    SELECT r.id AS rid,
      CASE WHEN li.k IS NULL THEN r.checked_in WHEN li.k = 'checkIn' THEN 1 ELSE 0 END AS checked_in,
      CASE WHEN li.k IS NULL THEN r.checked_in_at WHEN li.k = 'checkIn' THEN (SELECT at FROM first_in) END AS checked_in_at,
      CASE WHEN li.k IS NULL THEN r.checked_in_by WHEN li.k = 'checkIn' THEN (SELECT staff_name FROM first_in) END AS checked_in_by,
      CASE WHEN lo.k IS NULL THEN r.checked_out WHEN lo.k = 'checkOut' THEN 1 ELSE 0 END AS checked_out,
      CASE WHEN lo.k IS NULL THEN r.checked_out_at WHEN lo.k = 'checkOut' THEN (SELECT at FROM first_out) END AS checked_out_at,
      CASE WHEN lo.k IS NULL THEN r.checked_out_by WHEN lo.k = 'checkOut' THEN (SELECT staff_name FROM first_out) END AS checked_out_by,
      coalesce((SELECT value FROM last_note), r.notes) AS notes
    FROM attendance_records r, li, lo WHERE r.roster_entry_id = ?1
  )
UPDATE attendance_records SET
  checked_in = next.checked_in, checked_in_at = next.checked_in_at, checked_in_by = next.checked_in_by,
  checked_out = next.checked_out, checked_out_at = next.checked_out_at, checked_out_by = next.checked_out_by,
  notes = next.notes, updated_at = max(?2, attendance_records.updated_at + 1)
FROM next
WHERE attendance_records.id = next.rid
  AND (attendance_records.checked_in, attendance_records.checked_in_at, attendance_records.checked_in_by,
       attendance_records.checked_out, attendance_records.checked_out_at, attendance_records.checked_out_by, attendance_records.notes)
   IS NOT (next.checked_in, next.checked_in_at, next.checked_in_by, next.checked_out, next.checked_out_at, next.checked_out_by, next.notes)`;

/** The group lives on the roster entry; the latest group event wins, and its record is touched. */
const FOLD_GROUP_SQL = `
UPDATE roster_entries SET group_name = (SELECT value FROM attendance_events WHERE roster_entry_id = ?1 AND kind = 'group' ORDER BY at DESC, id DESC LIMIT 1)
WHERE id = ?1 AND EXISTS (SELECT 1 FROM attendance_events WHERE roster_entry_id = ?1 AND kind = 'group')
  AND group_name IS NOT (SELECT value FROM attendance_events WHERE roster_entry_id = ?1 AND kind = 'group' ORDER BY at DESC, id DESC LIMIT 1)
RETURNING id`;

type RecordRow = {
  id: number;
  roster_entry_id: number;
  checked_in: number;
  checked_in_at: number | null;
  checked_in_by: string | null;
  checked_out: number;
  checked_out_at: number | null;
  checked_out_by: string | null;
  notes: string;
  updated_at: number;
};

export function recordFromRow(r: RecordRow) {
  return {
    id: r.id,
    rosterEntryId: r.roster_entry_id,
    checkedIn: r.checked_in === 1,
    checkedInAt: r.checked_in_at,
    checkedInBy: r.checked_in_by,
    checkedOut: r.checked_out === 1,
    checkedOutAt: r.checked_out_at,
    checkedOutBy: r.checked_out_by,
    notes: r.notes,
    updatedAt: r.updated_at,
  };
}
export type DoorRecord = ReturnType<typeof recordFromRow>;

/**
 * Stores one event (once: its id is the key) and folds the camper's state, in one D1 batch.
 * Answers the record after it, whether the event was new, or null when there is no such camper.
 */
export async function applyDoorEvent(
  env: Env,
  sender: StaffSession,
  entryId: number,
  kind: (typeof DOOR_EVENT_KINDS)[number],
  value: string | null,
  stamp: EventStamp,
) {
  const now = Date.now();
  const [inserted, , , group, record] = await env.DB.batch([
    env.DB.prepare(
      `INSERT INTO attendance_events (id, roster_entry_id, kind, at, device_at, staff_name, sent_by, value, received_at)
       SELECT ?1, id, ?2, ?3, ?4, ?5, ?9, ?6, ?7 FROM roster_entries WHERE id = ?8
       ON CONFLICT (id) DO NOTHING`,
    ).bind(stamp.id, kind, clampedTime(stamp.at, now), stamp.at, stamp.staffName, value, now, entryId, sender.displayName),
    env.DB.prepare(
      `INSERT INTO attendance_records (roster_entry_id) SELECT id FROM roster_entries WHERE id = ?1 ON CONFLICT (roster_entry_id) DO NOTHING`,
    ).bind(entryId),
    env.DB.prepare(FOLD_RECORD_SQL).bind(entryId, now),
    env.DB.prepare(FOLD_GROUP_SQL).bind(entryId),
    env.DB.prepare(`SELECT * FROM attendance_records WHERE roster_entry_id = ?1`).bind(entryId),
  ]);
  const row = (record.results as RecordRow[])[0];
  if (!row) return null;
  // A group change touches the record too, so other devices' version poll sees it.
  if (group.results.length)
    await env.DB.prepare(`UPDATE attendance_records SET updated_at = max(?2, updated_at + 1) WHERE roster_entry_id = ?1`).bind(entryId, now).run();
  return { record: recordFromRow(row), duplicate: inserted.meta.changes === 0 };
}

/** A stamp for a change made without a device event (the JSON API's single taps): now, here. */
export function serverStamp(staff: StaffSession): EventStamp {
  return { id: crypto.randomUUID(), at: Date.now(), staffName: staff.displayName };
}
