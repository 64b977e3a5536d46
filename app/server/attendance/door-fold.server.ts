// How a door event is stored and folded into a camper's state (docs/decisions/0021-offline-door-app.md):
//
//   latest device time wins, per field (checked in, checked out, note, group); ties go to the
//   greater event id. Undoing a check-in also clears the check-out. A state that is on shows the
//   time and name of the event that turned it on (the first check-in since the last undo).
//
// Each event is stored once by its device id, then the camper's state is folded from all of
// that camper's events, so the answer is the same whatever order they arrived in.
import { CHECK_IN_KINDS, CHECK_OUT_KINDS, CHECK_OUT_UNDO_KINDS, type CamperEventKind, type DoorEventKind } from "~/lib/attendance/door-events";
import { kindIs, kindList } from "./door-kinds.server";
import type { StaffSession } from "../staff-session.server";

/** A device clock ahead of the server counts as at most this far ahead (its own time is kept too). */
export const CLOCK_SKEW_MS = 2 * 60 * 1000;

/**
 * Who made a change: the counselor of the sign-in the device put on it, checked by the server
 * (app/server/attendance/door-sign-in.server.ts), or the session that sends it when it carries
 * none. `signInEnded`: the office had ended that sign-in (docs/decisions/0057-door-trust.md).
 */
export type Maker = { staffId: number; name: string; signInEnded: boolean };

/**
 * An event's device id and the device's time, and who made it when that is not the session that
 * delivers it (a queue made under an earlier sign-in on the device). Never the device's word.
 */
export type EventStamp = { id: string; at: number; madeBy?: Maker };

/** The name a change is recorded under: its maker's, else the sending session's. */
export const madeByName = (sender: StaffSession, stamp?: { madeBy?: Maker }) => stamp?.madeBy?.name ?? sender.displayName;
/** The staff member who made a change, as the actor of its audit row and counts (the sender when the change carries no sign-in). */
export const makerSession = (sender: StaffSession, stamp?: { madeBy?: Maker }): StaffSession =>
  stamp?.madeBy ? { ...sender, staffId: stamp.madeBy.staffId, displayName: stamp.madeBy.name } : sender;

/** The device's time, or the server's time plus the allowed skew when the device runs far ahead. */
export function clampedTime(deviceAt: number, now = Date.now()) {
  return Math.min(deviceAt, now + CLOCK_SKEW_MS);
}

/** The latest event of these kinds for the record's camper (correlated on r.roster_entry_id). */
const latest = (column: string, kinds: readonly CamperEventKind[]) =>
  `(SELECT e.${column} FROM attendance_events e WHERE e.roster_entry_id = r.roster_entry_id AND e.kind IN (${kindList(kinds)}) ORDER BY e.at DESC, e.id DESC LIMIT 1)`;
/** The first `kind` event no `undoers` event came after: the one that turned the state on. */
const firstSince = (kind: CamperEventKind, undoers: readonly CamperEventKind[]) =>
  `(SELECT c.id FROM attendance_events c WHERE c.roster_entry_id = r.roster_entry_id AND c.kind = ${kindIs(kind)}
     AND NOT EXISTS (SELECT 1 FROM attendance_events u WHERE u.roster_entry_id = c.roster_entry_id AND u.kind IN (${kindList(undoers)}) AND (u.at, u.id) > (c.at, c.id))
     ORDER BY c.at, c.id LIMIT 1)`;
const CHECK_IN = kindIs("checkIn");
const CHECK_OUT = kindIs("checkOut");

/**
 * Who picked the camper up: the verified pickup the check-out event carries as its value (JSON,
 * app/server/attendance/pickup.server.ts), kept with the check-out that counts, so an undo or a
 * later undo from another device forgets it with the check-out.
 */
const PICKUP_COLUMNS = [
  ["pickup_method", "method"],
  ["picked_up_by", "name"],
  ["pickup_relationship", "relationship"],
  ["pickup_adult_id", "adultId"],
  ["pickup_reason", "reason"],
] as const;

/**
 * The fold as one UPDATE of the records of the campers in ?1 (a JSON list of roster entry ids;
 * ?2 now): atomic in D1, so two devices' events arriving at the same moment cannot lose each
 * other. A field no event has written keeps its value (records from before events, imports).
 * Only a real change bumps updated_at, which the other devices' version poll watches.
 */
const FOLD_RECORDS_SQL = `
WITH facts AS (
    SELECT r.id AS rid, ${latest("kind", CHECK_IN_KINDS)} AS li, ${firstSince("checkIn", ["undoCheckIn"])} AS in_id,
           ${latest("kind", CHECK_OUT_KINDS)} AS lo, ${firstSince("checkOut", CHECK_OUT_UNDO_KINDS)} AS out_id, ${latest("value", ["notes"])} AS note
    FROM attendance_records r WHERE r.roster_entry_id IN (SELECT value FROM json_each(?1))
  ),
  next AS (
    SELECT f.rid,
      CASE WHEN f.li IS NULL THEN r.checked_in WHEN f.li = ${CHECK_IN} THEN 1 ELSE 0 END AS checked_in,
      CASE WHEN f.li IS NULL THEN r.checked_in_at WHEN f.li = ${CHECK_IN} THEN ci.at END AS checked_in_at,
      CASE WHEN f.li IS NULL THEN r.checked_in_by WHEN f.li = ${CHECK_IN} THEN ci.staff_name END AS checked_in_by,
      CASE WHEN f.lo IS NULL THEN r.checked_out WHEN f.lo = ${CHECK_OUT} THEN 1 ELSE 0 END AS checked_out,
      CASE WHEN f.lo IS NULL THEN r.checked_out_at WHEN f.lo = ${CHECK_OUT} THEN co.at END AS checked_out_at,
      CASE WHEN f.lo IS NULL THEN r.checked_out_by WHEN f.lo = ${CHECK_OUT} THEN co.staff_name END AS checked_out_by,
      ${PICKUP_COLUMNS.map(([column, field]) => `CASE WHEN f.lo IS NULL THEN r.${column} WHEN f.lo = ${CHECK_OUT} THEN json_extract(co.value, '$.${field}') END AS ${column}`).join(",\n      ")},
      coalesce(f.note, r.notes) AS notes
    FROM facts f JOIN attendance_records r ON r.id = f.rid
    LEFT JOIN attendance_events ci ON ci.id = f.in_id
    LEFT JOIN attendance_events co ON co.id = f.out_id
  )
UPDATE attendance_records SET
  checked_in = next.checked_in, checked_in_at = next.checked_in_at, checked_in_by = next.checked_in_by,
  checked_out = next.checked_out, checked_out_at = next.checked_out_at, checked_out_by = next.checked_out_by,
  ${PICKUP_COLUMNS.map(([column]) => `${column} = next.${column}`).join(", ")},
  notes = next.notes, updated_at = max(?2, attendance_records.updated_at + 1)
FROM next
WHERE attendance_records.id = next.rid
  AND (attendance_records.checked_in, attendance_records.checked_in_at, attendance_records.checked_in_by,
       attendance_records.checked_out, attendance_records.checked_out_at, attendance_records.checked_out_by, attendance_records.notes,
       ${PICKUP_COLUMNS.map(([column]) => `attendance_records.${column}`).join(", ")})
   IS NOT (next.checked_in, next.checked_in_at, next.checked_in_by, next.checked_out, next.checked_out_at, next.checked_out_by, next.notes,
       ${PICKUP_COLUMNS.map(([column]) => `next.${column}`).join(", ")})`;

/** The latest group event of each camper in ?1 whose group differs from it. */
const GROUP_CHANGES = `
  SELECT g.entry, g.value FROM (
    SELECT re.id AS entry, re.group_name AS current,
      (SELECT x.value FROM attendance_events x WHERE x.roster_entry_id = re.id AND x.kind = ${kindIs("group")} ORDER BY x.at DESC, x.id DESC LIMIT 1) AS value
    FROM roster_entries re WHERE re.id IN (SELECT value FROM json_each(?1))
  ) g WHERE g.value IS NOT NULL AND g.value IS NOT g.current`;

/** The group lives on the roster entry; a change touches the record first, so other devices see it. */
const TOUCH_GROUP_CHANGES_SQL = `UPDATE attendance_records SET updated_at = max(?2, updated_at + 1) WHERE roster_entry_id IN (SELECT entry FROM (${GROUP_CHANGES}))`;
// The group before the door first changed it is kept: a day's ratios replay from it (app/server/here-now/ratio-day.server.ts).
const FOLD_GROUPS_SQL = `UPDATE roster_entries SET group_name = c.value, first_group_name = coalesce(first_group_name, group_name) FROM (${GROUP_CHANGES}) c WHERE roster_entries.id = c.entry`;

/** An event as stored: `value` is the note or group (null for check-in/out); `madeBy` its maker when not the sender. */
export type StoredEvent = { id: string; entryId: number; kind: DoorEventKind; at: number; value: string | null; madeBy?: Maker };

/**
 * Stores events (each once: its id is the key; events of campers not on a roster are dropped)
 * and folds the state of every camper they touch, in ONE D1 batch whatever their number. The
 * last statements' results are `extra`'s. Answers the ids that were new.
 */
export async function storeDoorEvents(env: Env, sender: StaffSession, events: StoredEvent[], extra: D1PreparedStatement[] = []) {
  const now = Date.now();
  const entries = JSON.stringify([...new Set(events.map((e) => e.entryId))]);
  const [inserted, , , , , ...rest] = await env.DB.batch([
    env.DB.prepare(
      `INSERT INTO attendance_events (id, roster_entry_id, kind, at, device_at, staff_name, sent_by, sign_in_ended, value, received_at)
       SELECT json_extract(j.value, '$.id'), re.id, json_extract(j.value, '$.kind'), min(json_extract(j.value, '$.at'), ?2 + ?3),
              json_extract(j.value, '$.at'), coalesce(json_extract(j.value, '$.madeBy.name'), ?4), ?4,
              coalesce(json_extract(j.value, '$.madeBy.signInEnded'), 0), json_extract(j.value, '$.value'), ?2
       FROM json_each(?1) j JOIN roster_entries re ON re.id = json_extract(j.value, '$.entryId')
       WHERE re.removed_at IS NULL ORDER BY j.key
       ON CONFLICT (id) DO NOTHING
       RETURNING id`,
    ).bind(JSON.stringify(events), now, CLOCK_SKEW_MS, sender.displayName),
    env.DB.prepare(
      `INSERT INTO attendance_records (roster_entry_id) SELECT id FROM roster_entries WHERE id IN (SELECT value FROM json_each(?1)) ON CONFLICT (roster_entry_id) DO NOTHING`,
    ).bind(entries),
    env.DB.prepare(FOLD_RECORDS_SQL).bind(entries, now),
    env.DB.prepare(TOUCH_GROUP_CHANGES_SQL).bind(entries, now),
    env.DB.prepare(FOLD_GROUPS_SQL).bind(entries),
    ...extra,
  ]);
  return { inserted: new Set((inserted.results as Array<{ id: string }>).map((r) => r.id)), extra: rest };
}

type RecordRow = {
  id: number;
  roster_entry_id: number;
  checked_in: number;
  checked_in_at: number | null;
  checked_in_by: string | null;
  checked_out: number;
  checked_out_at: number | null;
  checked_out_by: string | null;
  pickup_method: "adult" | "code" | "override" | null;
  picked_up_by: string | null;
  pickup_relationship: string | null;
  pickup_adult_id: number | null;
  pickup_reason: string | null;
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
    pickupMethod: r.pickup_method,
    pickedUpBy: r.picked_up_by,
    pickupRelationship: r.pickup_relationship,
    pickupAdultId: r.pickup_adult_id,
    pickupReason: r.pickup_reason,
    notes: r.notes,
    updatedAt: r.updated_at,
  };
}
export type DoorRecord = ReturnType<typeof recordFromRow>;

/**
 * Stores one event (once) and folds its camper's state. Answers the record after it, whether
 * the event was new, or null when there is no such camper.
 */
export async function applyDoorEvent(env: Env, sender: StaffSession, entryId: number, kind: DoorEventKind, value: string | null, stamp: EventStamp) {
  const { inserted, extra } = await storeDoorEvents(
    env,
    sender,
    [{ id: stamp.id, entryId, kind, at: stamp.at, value, madeBy: stamp.madeBy }],
    // A camper taken off the roster is no longer there to change (its record stays for the office).
    [
      env.DB.prepare(
        `SELECT r.* FROM attendance_records r JOIN roster_entries e ON e.id = r.roster_entry_id WHERE r.roster_entry_id = ?1 AND e.removed_at IS NULL`,
      ).bind(entryId),
    ],
  );
  const row = (extra[0]?.results as RecordRow[] | undefined)?.[0];
  return row ? { record: recordFromRow(row), duplicate: !inserted.has(stamp.id) } : null;
}

let lastStampAt = 0;
let stampsThisMs = 0;

/**
 * A stamp for a change made without a device event (the JSON API's single taps): now, here. Its
 * id sorts by time, then by order made (workerd's clock stands still during a request, so taps
 * arriving together share a millisecond): of simultaneous taps the first made stays the one that
 * turned the state on, and every answer names the same counselor.
 */
export function serverStamp(): EventStamp {
  const at = Date.now();
  stampsThisMs = at === lastStampAt ? stampsThisMs + 1 : 0;
  lastStampAt = at;
  const order = `${at.toString(16).padStart(12, "0")}-${stampsThisMs.toString(16).padStart(4, "0")}`;
  return { id: `${order}-${crypto.randomUUID().slice(0, 8)}`, at };
}
