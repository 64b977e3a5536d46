// The door's roster data: a day's attendance sessions, the campers on their rosters (added, edited,
// taken off, imported all at once) and the lookups the door's operations make
// (app/server/attendance/roster.server.ts is their door).
//
// Concurrency: every check-in/out, note and group change is a door event, stored once and folded
// into the record by one statement (door-fold.server.ts), so two counselors tapping at once, or
// two devices syncing after an outage, never lose an event. Imports are ONE D1 batch (a
// transaction): rows travel as JSON in a single bound parameter and are unpacked with json_each,
// which keeps each statement far below D1's 100-parameter limit and makes an import all-or-nothing.

import { and, asc, eq, isNull, not, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import { attendanceEvents, attendanceRecords, attendanceSessions, rosterEntries } from "../../../db/schema";
import type { Site } from "~/lib/attendance/groups";
import { auditStatement, type AuditActor } from "../audit.server";
import { d1Statement, getDb, type Database } from "../db.server";
import type { StaffSession } from "../staff-session.server";
import { kindsSql } from "./door-kinds.server";
import { nextUpdatedAt } from "./door-fold.server";
import { columnNames, inJsonList } from "../db.server";

// Rows per INSERT ... SELECT FROM json_each(?): keeps each bound JSON text well under 1 MB.
const IMPORT_CHUNK_ROWS = 500;

export type RosterEntryInput = {
  camperName: string;
  nickname?: string;
  groupName?: string;
  allergies?: string;
  medications?: string;
  afterCare?: boolean;
  parentPhone?: string;
  notes?: string;
  camperId?: number | null;
};

export function staffActor(staff: StaffSession): AuditActor {
  return { type: "staff", id: String(staff.staffId), name: staff.displayName };
}

/** The audit row of what a counselor did to a whole attendance session: an import, a read of its medical notes. */
export function sessionAuditStatement(db: Database, staff: StaffSession, action: string, sessionId: number, detail?: unknown) {
  return auditStatement(db, staffActor(staff), { action, subjectType: "attendance_session", subjectId: sessionId, detail });
}

/** A drizzle statement as a plain D1 statement, so it can join a raw D1 batch. */
export function toD1(env: Env, query: { toSQL(): { sql: string; params: unknown[] } }) {
  return d1Statement(env.DB, query);
}

// ---------------------------------------------------------------- sessions

export async function listAttendanceSessions(env: Env) {
  return getDb(env)
    .select({
      id: attendanceSessions.id,
      date: attendanceSessions.date,
      location: attendanceSessions.location,
      title: attendanceSessions.title,
      weekNumber: attendanceSessions.weekNumber,
    })
    .from(attendanceSessions)
    .orderBy(sql`${attendanceSessions.date} DESC`, asc(attendanceSessions.location), asc(attendanceSessions.id));
}

export type NewAttendanceSession = { date: string; location: Site; title: string; weekNumber: number | null; notes: string; dailyPrize: string };

export async function createAttendanceSession(env: Env, input: NewAttendanceSession) {
  const [row] = await getDb(env).insert(attendanceSessions).values(input).returning();
  return row;
}

/** The session's entries still on its roster (a camper removed after a hand-over is kept, off the roster). */
export const onRoster = (sessionId: number) => and(eq(rosterEntries.attendanceSessionId, sessionId), isNull(rosterEntries.removedAt));

/** Every entry of the session `session` names gets its record, so check-in is a plain conditional update. */
export function createMissingRecords(session: SQL) {
  return sql`INSERT INTO ${attendanceRecords} (${columnNames(attendanceRecords.rosterEntryId, attendanceRecords.updatedAt)})
     SELECT ${rosterEntries.id}, ${Date.now()} FROM ${rosterEntries}
     WHERE ${rosterEntries.attendanceSessionId} = ${session}
       AND NOT EXISTS (SELECT 1 FROM ${attendanceRecords} WHERE ${attendanceRecords.rosterEntryId} = ${rosterEntries.id})`;
}

function entryJson(e: RosterEntryInput) {
  return {
    camperName: e.camperName.trim(),
    nickname: e.nickname?.trim() ?? "",
    groupName: e.groupName?.trim() ?? "",
    allergies: e.allergies?.trim() ?? "",
    medications: e.medications?.trim() ?? "",
    afterCare: e.afterCare ? 1 : 0,
    parentPhone: e.parentPhone?.trim() ?? "",
    notes: e.notes?.trim() ?? "",
    camperId: e.camperId ?? null,
  };
}

/** The roster fields an import writes: entryJson's keys, each travelling under its own name in the JSON. */
const ENTRY_FIELDS = [
  "camperName",
  "nickname",
  "groupName",
  "allergies",
  "medications",
  "afterCare",
  "parentPhone",
  "notes",
  "camperId",
] as const satisfies ReadonlyArray<keyof ReturnType<typeof entryJson> & keyof typeof rosterEntries.$inferInsert>;
const x = alias(rosterEntries, "x");

/**
 * INSERT statements for `entries` into the session `session` names. With `skipExisting`,
 * campers already on that roster (same camper id, or same name) are left alone, so running an
 * import twice does not double the roster. Written in SQL: the rows travel as JSON in one bound
 * parameter (drizzle's insert would bind every field, past D1's 100 parameters).
 */
export function insertEntries(session: SQL, entries: RosterEntryInput[], skipExisting: boolean) {
  const j = (field: (typeof ENTRY_FIELDS)[number]) => sql`j.${columnNames(rosterEntries[field])}`;
  const skip = skipExisting
    ? sql`WHERE NOT EXISTS (SELECT 1 FROM ${rosterEntries} ${x} WHERE ${x.attendanceSessionId} = ${session} AND ${x.removedAt} IS NULL
         AND ((${j("camperId")} IS NOT NULL AND ${x.camperId} = ${j("camperId")}) OR lower(${x.camperName}) = lower(${j("camperName")})))`
    : sql``;
  const statements: SQL[] = [];
  for (let i = 0; i < entries.length; i += IMPORT_CHUNK_ROWS) {
    const chunk = entries.slice(i, i + IMPORT_CHUNK_ROWS).map(entryJson);
    statements.push(
      sql`INSERT INTO ${rosterEntries} (${columnNames(rosterEntries.attendanceSessionId, rosterEntries.createdAt, ...ENTRY_FIELDS.map((field) => rosterEntries[field]))})
         SELECT ${session}, ${Date.now()}, ${sql.join(ENTRY_FIELDS.map(j), sql`, `)}
         FROM (SELECT ${sql.join(
           ENTRY_FIELDS.map((field) => sql`json_extract(value, ${sql.raw(`'$.${field}'`)}) AS ${columnNames(rosterEntries[field])}`),
           sql`, `,
         )}, key AS position
               FROM json_each(${JSON.stringify(chunk)})) AS j
         ${skip}
         ORDER BY j.position`,
    );
  }
  return statements;
}

export async function attendanceSessionById(env: Env, sessionId: number) {
  const [row] = await getDb(env)
    .select({ id: attendanceSessions.id, date: attendanceSessions.date, location: attendanceSessions.location })
    .from(attendanceSessions)
    .where(eq(attendanceSessions.id, sessionId));
  return row ?? null;
}

export async function attendanceSessionExists(env: Env, sessionId: number) {
  const [row] = await getDb(env).select({ id: attendanceSessions.id }).from(attendanceSessions).where(eq(attendanceSessions.id, sessionId));
  return Boolean(row);
}

/** Import Names / the import endpoint: all rows or none. Returns how many were added. */
export async function importRosterEntries(env: Env, sessionId: number, entries: RosterEntryInput[]) {
  const inserts = insertEntries(sql`${sessionId}`, entries, false);
  const results = await env.DB.batch([...inserts, createMissingRecords(sql`${sessionId}`)].map((statement) => d1Statement(env.DB, statement)));
  return results.slice(0, inserts.length).reduce((n, r) => n + (r.meta.changes ?? 0), 0);
}

export async function addRosterEntry(env: Env, sessionId: number, entry: RosterEntryInput) {
  const db = getDb(env);
  const [inserted] = await db
    .insert(rosterEntries)
    .values({ attendanceSessionId: sessionId, ...entryJson(entry), afterCare: Boolean(entry.afterCare) })
    .returning();
  await db.insert(attendanceRecords).values({ rosterEntryId: inserted.id }).onConflictDoNothing();
  return inserted;
}

export type RosterEntryPatch = Partial<Pick<RosterEntryInput, "groupName" | "allergies" | "medications" | "notes" | "nickname" | "parentPhone">>;

/** Edits an entry and touches its record, so other devices see the change. */
export async function updateRosterEntry(env: Env, id: number, patch: RosterEntryPatch, staff: StaffSession) {
  const db = getDb(env);
  const set = Object.fromEntries(
    Object.entries(patch)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => [k, String(v).trim()]),
  );
  if (Object.keys(set).length === 0) return null;
  const medical = "allergies" in set || "medications" in set;
  const [updated, ,] = await db.batch([
    db
      .update(rosterEntries)
      .set(set)
      .where(and(eq(rosterEntries.id, id), isNull(rosterEntries.removedAt)))
      .returning(),
    touchRecords(db, [id], Date.now()),
    auditStatement(db, staffActor(staff), {
      action: medical ? "attendance.roster.update_medical" : "attendance.roster.update",
      subjectType: "roster_entry",
      subjectId: id,
      detail: { fields: Object.keys(set) },
    }),
  ]);
  return updated[0] ?? null;
}

/**
 * Takes campers off a roster (`where` picks the entries, on roster_entries). One who went home
 * (a check-out event, even undone) is only marked removed, so the office's log keeps every
 * hand-over; the others are deleted with their records and events. Answers how many came off.
 */
async function takeOffRoster(env: Env, where: SQL, removedBy: string) {
  const db = getDb(env);
  const handedOver = sql`EXISTS (SELECT 1 FROM ${attendanceEvents} WHERE ${attendanceEvents.rosterEntryId} = ${rosterEntries.id} AND ${attendanceEvents.kind} = ${kindsSql(["checkOut"])})`;
  const onIt = and(where, isNull(rosterEntries.removedAt));
  // Counted by the rows returned: D1's change count includes the records and events a delete cascades to.
  const [marked, deleted] = await db.batch([
    db.update(rosterEntries).set({ removedAt: Date.now(), removedBy }).where(and(onIt, handedOver)).returning({ id: rosterEntries.id }),
    db
      .delete(rosterEntries)
      .where(and(onIt, not(handedOver)))
      .returning({ id: rosterEntries.id }),
  ]);
  return marked.length + deleted.length;
}

export async function removeRosterEntry(env: Env, id: number, removedBy: string) {
  return (await takeOffRoster(env, eq(rosterEntries.id, id), removedBy)) > 0;
}

/** Clear all: every camper of the session off its roster (records and events go with those who never left). */
export async function clearRoster(env: Env, sessionId: number, removedBy: string) {
  return takeOffRoster(env, eq(rosterEntries.attendanceSessionId, sessionId), removedBy);
}

// ---------------------------------------------------------------- check-in and check-out

export type AttendanceChange = "checkin" | "uncheckin" | "checkout" | "uncheckout";

export async function rosterEntryById(env: Env, id: number) {
  const [row] = await getDb(env)
    .select()
    .from(rosterEntries)
    .where(and(eq(rosterEntries.id, id), isNull(rosterEntries.removedAt)));
  return row ?? null;
}

/** The roster entry a record belongs to, or null. */
export async function recordEntryId(env: Env, recordId: number) {
  const [row] = await getDb(env)
    .select({ entryId: attendanceRecords.rosterEntryId })
    .from(attendanceRecords)
    .innerJoin(rosterEntries, eq(rosterEntries.id, attendanceRecords.rosterEntryId))
    .where(and(eq(attendanceRecords.id, recordId), isNull(rosterEntries.removedAt)));
  return row?.entryId ?? null;
}

export function touchRecords(db: Database, rosterIds: number[], now: number) {
  return db
    .update(attendanceRecords)
    .set({ updatedAt: nextUpdatedAt(now) })
    .where(inJsonList(attendanceRecords.rosterEntryId, rosterIds));
}

export async function rosterEntrySessionId(env: Env, rosterEntryId: number) {
  const [row] = await getDb(env)
    .select({ sessionId: rosterEntries.attendanceSessionId })
    .from(rosterEntries)
    .where(and(eq(rosterEntries.id, rosterEntryId)));
  return row?.sessionId ?? null;
}
