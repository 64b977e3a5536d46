// How a door event is stored and folded into a camper's state (docs/decisions/0021-offline-door-app.md):
//
//   latest device time wins, per field (checked in, checked out, note, group); ties go to the
//   greater event id. Undoing a check-in also clears the check-out. A state that is on shows the
//   time and name of the event that turned it on (the first check-in since the last undo).
//
// Each event is stored once by its device id, then the camper's state is folded from all of
// that camper's events, so the answer is the same whatever order they arrived in.
import { CHECK_IN_KINDS, CHECK_OUT_KINDS, CHECK_OUT_UNDO_KINDS, type CamperEventKind, type DoorEventKind } from "~/lib/attendance/door-events";
import { and, eq, getTableColumns, isNull, sql, type SQL } from "drizzle-orm";
import { alias, type AnySQLiteColumn } from "drizzle-orm/sqlite-core";
import { attendanceEvents, attendanceRecords, rosterEntries } from "../../../db/schema";
import { columnNames, d1Statement, getDb, inJsonList, type Database } from "../db.server";
import { kindsSql } from "./door-kinds.server";
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

// The fold's tables under the names its SQL gives them: a record, and each event it looks at.
const r = alias(attendanceRecords, "r");
const e = alias(attendanceEvents, "e");
const c = alias(attendanceEvents, "c");
const u = alias(attendanceEvents, "u");
const ci = alias(attendanceEvents, "ci");
const co = alias(attendanceEvents, "co");
const x = alias(attendanceEvents, "x");
const re = alias(rosterEntries, "re");

/** The latest event of these kinds for the record's camper (correlated on r.roster_entry_id). */
const latest = (column: typeof e.kind | typeof e.value, kinds: readonly CamperEventKind[]) =>
  sql`(SELECT ${column} FROM ${attendanceEvents} ${e} WHERE ${e.rosterEntryId} = ${r.rosterEntryId} AND ${e.kind} IN (${kindsSql(kinds)}) ORDER BY ${e.at} DESC, ${e.id} DESC LIMIT 1)`;
/** The first `kind` event no `undoers` event came after: the one that turned the state on. */
const firstSince = (kind: CamperEventKind, undoers: readonly CamperEventKind[]) =>
  sql`(SELECT ${c.id} FROM ${attendanceEvents} ${c} WHERE ${c.rosterEntryId} = ${r.rosterEntryId} AND ${c.kind} = ${kindsSql([kind])}
     AND NOT EXISTS (SELECT 1 FROM ${attendanceEvents} ${u} WHERE ${u.rosterEntryId} = ${c.rosterEntryId} AND ${u.kind} IN (${kindsSql(undoers)}) AND (${u.at}, ${u.id}) > (${c.at}, ${c.id}))
     ORDER BY ${c.at}, ${c.id} LIMIT 1)`;
const CHECK_IN = kindsSql(["checkIn"]);
const CHECK_OUT = kindsSql(["checkOut"]);

/**
 * Who picked the camper up: the verified pickup the check-out event carries as its value (JSON,
 * app/server/attendance/pickup.server.ts), kept with the check-out that counts, so an undo or a
 * later undo from another device forgets it with the check-out.
 */
const PICKUP_FIELDS = [
  ["pickupMethod", "method"],
  ["pickedUpBy", "name"],
  ["pickupRelationship", "relationship"],
  ["pickupAdultId", "adultId"],
  ["pickupReason", "reason"],
] as const;

/**
 * Each folded field of a record and its next value: the latest check-in (f.li) or check-out (f.lo)
 * decides, and a field no event has written keeps its value (records from before events, imports).
 */
const FOLDED: ReadonlyArray<readonly [AnySQLiteColumn, SQL]> = [
  [attendanceRecords.checkedIn, sql`CASE WHEN f.li IS NULL THEN ${r.checkedIn} WHEN f.li = ${CHECK_IN} THEN 1 ELSE 0 END`],
  [attendanceRecords.checkedInAt, sql`CASE WHEN f.li IS NULL THEN ${r.checkedInAt} WHEN f.li = ${CHECK_IN} THEN ${ci.at} END`],
  [attendanceRecords.checkedInBy, sql`CASE WHEN f.li IS NULL THEN ${r.checkedInBy} WHEN f.li = ${CHECK_IN} THEN ${ci.staffName} END`],
  [attendanceRecords.checkedOut, sql`CASE WHEN f.lo IS NULL THEN ${r.checkedOut} WHEN f.lo = ${CHECK_OUT} THEN 1 ELSE 0 END`],
  [attendanceRecords.checkedOutAt, sql`CASE WHEN f.lo IS NULL THEN ${r.checkedOutAt} WHEN f.lo = ${CHECK_OUT} THEN ${co.at} END`],
  [attendanceRecords.checkedOutBy, sql`CASE WHEN f.lo IS NULL THEN ${r.checkedOutBy} WHEN f.lo = ${CHECK_OUT} THEN ${co.staffName} END`],
  ...PICKUP_FIELDS.map(
    ([column, field]) =>
      [
        attendanceRecords[column],
        sql`CASE WHEN f.lo IS NULL THEN ${r[column]} WHEN f.lo = ${CHECK_OUT} THEN json_extract(${co.value}, ${sql.raw(`'$.${field}'`)}) END`,
      ] as const,
  ),
  [attendanceRecords.notes, sql`coalesce(f.note, ${r.notes})`],
];

/**
 * A record's next updated_at: now, or a millisecond past the last one when the clock has not moved
 * on (two writes in one millisecond, a test's held clock), so every change moves the roster's
 * version (app/server/attendance/roster-load.server.ts) that the other devices poll.
 */
export const nextUpdatedAt = (now: number) => sql`max(${now}, ${attendanceRecords.updatedAt} + 1)`;

/**
 * The fold as one UPDATE of the records of the campers `entries` names (roster entry ids):
 * atomic in D1, so two devices' events arriving at the same moment cannot lose each other. Only
 * a real change bumps updated_at, which the other devices' version poll watches. Written in SQL:
 * drizzle's builder has no UPDATE ... FROM a WITH of correlated subqueries.
 */
const foldRecords = (entries: readonly number[], now: number) => sql`
WITH facts AS (
    SELECT ${r.id} AS rid, ${latest(e.kind, CHECK_IN_KINDS)} AS li, ${firstSince("checkIn", ["undoCheckIn"])} AS in_id,
           ${latest(e.kind, CHECK_OUT_KINDS)} AS lo, ${firstSince("checkOut", CHECK_OUT_UNDO_KINDS)} AS out_id, ${latest(e.value, ["notes"])} AS note
    FROM ${attendanceRecords} ${r} WHERE ${inJsonList(r.rosterEntryId, entries)}
  ),
  next AS (
    SELECT f.rid, ${sql.join(
      FOLDED.map(([column, value]) => sql`${value} AS ${columnNames(column)}`),
      sql`, `,
    )}
    FROM facts f JOIN ${attendanceRecords} ${r} ON ${r.id} = f.rid
    LEFT JOIN ${attendanceEvents} ${ci} ON ${ci.id} = f.in_id
    LEFT JOIN ${attendanceEvents} ${co} ON ${co.id} = f.out_id
  )
UPDATE ${attendanceRecords} SET ${sql.join(
  FOLDED.map(([column]) => sql`${columnNames(column)} = next.${columnNames(column)}`),
  sql`, `,
)}, ${columnNames(attendanceRecords.updatedAt)} = ${nextUpdatedAt(now)}
FROM next
WHERE ${attendanceRecords.id} = next.rid
  AND (${sql.join(
    FOLDED.map(([column]) => column),
    sql`, `,
  )}) IS NOT (${sql.join(
    FOLDED.map(([column]) => sql`next.${columnNames(column)}`),
    sql`, `,
  )})`;

/** The latest group event of each camper in `entries` whose group differs from it. */
const groupChanges = (entries: readonly number[]) => sql`
  SELECT g.entry, g.value FROM (
    SELECT ${re.id} AS entry, ${re.groupName} AS current,
      (SELECT ${x.value} FROM ${attendanceEvents} ${x} WHERE ${x.rosterEntryId} = ${re.id} AND ${x.kind} = ${kindsSql(["group"])} ORDER BY ${x.at} DESC, ${x.id} DESC LIMIT 1) AS value
    FROM ${rosterEntries} ${re} WHERE ${inJsonList(re.id, entries)}
  ) g WHERE g.value IS NOT NULL AND g.value IS NOT g.current`;

/** The group lives on the roster entry; a change touches the record first, so other devices see it. */
const touchGroupChanges = (db: Database, entries: readonly number[], now: number) =>
  db
    .update(attendanceRecords)
    .set({ updatedAt: nextUpdatedAt(now) })
    .where(sql`${attendanceRecords.rosterEntryId} IN (SELECT entry FROM (${groupChanges(entries)}))`);
// The group before the door first changed it is kept: a day's ratios replay from it (app/server/here-now/ratio-day.server.ts).
// Written in SQL: drizzle's builder has no UPDATE ... FROM a subquery.
const foldGroups = (entries: readonly number[]) =>
  sql`UPDATE ${rosterEntries} SET ${columnNames(rosterEntries.groupName)} = c.value, ${columnNames(rosterEntries.firstGroupName)} = coalesce(${rosterEntries.firstGroupName}, ${rosterEntries.groupName})
      FROM (${groupChanges(entries)}) c WHERE ${rosterEntries.id} = c.entry`;

/** An event as stored: `value` is the note or group (null for check-in/out); `madeBy` its maker when not the sender. */
export type StoredEvent = { id: string; entryId: number; kind: DoorEventKind; at: number; value: string | null; madeBy?: Maker };

/**
 * Stores events (each once: its id is the key; events of campers not on a roster are dropped)
 * and folds the state of every camper they touch, in ONE D1 batch whatever their number. The
 * last statements' results are `extra`'s. Answers the ids that were new.
 */
export async function storeDoorEvents(env: Env, sender: StaffSession, events: StoredEvent[], extra: D1PreparedStatement[] = []) {
  const db = getDb(env);
  const now = Date.now();
  const entries = [...new Set(events.map((event) => event.entryId))];
  const ev = attendanceEvents;
  // Each event travels in the JSON of one bound parameter, unpacked by json_each: drizzle's insert would bind each field.
  const insertEvents = sql`INSERT INTO ${ev} (${columnNames(ev.id, ev.rosterEntryId, ev.kind, ev.at, ev.deviceAt, ev.staffName, ev.sentBy, ev.signInEnded, ev.value, ev.receivedAt)})
       SELECT json_extract(j.value, '$.id'), ${re.id}, json_extract(j.value, '$.kind'), min(json_extract(j.value, '$.at'), ${now + CLOCK_SKEW_MS}),
              json_extract(j.value, '$.at'), coalesce(json_extract(j.value, '$.madeBy.name'), ${sender.displayName}), ${sender.displayName},
              coalesce(json_extract(j.value, '$.madeBy.signInEnded'), 0), json_extract(j.value, '$.value'), ${now}
       FROM json_each(${JSON.stringify(events)}) j JOIN ${rosterEntries} ${re} ON ${re.id} = json_extract(j.value, '$.entryId')
       WHERE ${re.removedAt} IS NULL ORDER BY j.key
       ON CONFLICT (${columnNames(ev.id)}) DO NOTHING
       RETURNING ${columnNames(ev.id)}`;
  const insertRecords = sql`INSERT INTO ${attendanceRecords} (${columnNames(attendanceRecords.rosterEntryId, attendanceRecords.updatedAt)})
       SELECT ${rosterEntries.id}, ${now} FROM ${rosterEntries} WHERE ${inJsonList(rosterEntries.id, entries)}
       ON CONFLICT (${columnNames(attendanceRecords.rosterEntryId)}) DO NOTHING`;
  const [inserted, , , , , ...rest] = await env.DB.batch([
    d1Statement(env.DB, insertEvents),
    d1Statement(env.DB, insertRecords),
    d1Statement(env.DB, foldRecords(entries, now)),
    d1Statement(env.DB, touchGroupChanges(db, entries, now)),
    d1Statement(env.DB, foldGroups(entries)),
    ...extra,
  ]);
  return { inserted: new Set((inserted.results as Array<{ id: string }>).map((row) => row.id)), extra: rest };
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
      d1Statement(
        env.DB,
        getDb(env)
          .select(getTableColumns(attendanceRecords))
          .from(attendanceRecords)
          .innerJoin(rosterEntries, eq(rosterEntries.id, attendanceRecords.rosterEntryId))
          .where(and(eq(attendanceRecords.rosterEntryId, entryId), isNull(rosterEntries.removedAt))),
      ),
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
