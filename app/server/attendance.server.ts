// Attendance data: sessions, rosters, check-in/out, imports. Shared by the JSON API
// (worker/api/attendance.ts) and the /attendance page's loader and action.
//
// Concurrency: every check-in/out, note and group change is a door event, stored once and folded
// into the record by one statement (app/server/attendance/door-fold.server.ts), so two
// counselors tapping at once, or two devices syncing after an outage, never lose an event.
// Imports are ONE D1 batch (a transaction): rows travel as JSON in a single bound parameter
// and are unpacked with json_each, which keeps each statement far below D1's 100-parameter
// limit and makes an import all-or-nothing.
import { doorCopyOfCamper } from "~/lib/attendance/door-copy";
import { NOT_HERE_YET } from "~/lib/attendance/door-changes";
import { and, asc, count, eq, gte, inArray, isNull, lte, not, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import {
  adultPresenceEvents,
  attendanceEvents,
  attendanceRecords,
  attendanceSessions,
  campers,
  campSessions,
  medicationLog,
  registrations,
  rollCallMarks,
  rollCalls,
  rosterEntries,
  timeAlertAcknowledgements,
} from "../../db/schema";
import { ageInMonths, placeCamperInGroup, siteForCamper, type Site, type UucaGroupCount } from "~/lib/attendance/groups";
import { matchMedicalUpdates, medicalImportMessage, type MedicalUpdate } from "~/lib/attendance/medical-csv";
import type { RosterCamper } from "~/lib/attendance/roster-csv";
import { auditStatement, type AuditActor } from "./audit.server";
import { d1Statement, getDb, type Database } from "./db.server";
import { SEAT_HOLDING_STATUSES } from "./seats.server";
import type { StaffSession } from "./staff-session.server";
import { kindsSql } from "./attendance/door-kinds.server";
import { nextUpdatedAt } from "./attendance/door-fold.server";
import { columnNames, inJsonList } from "./db.server";
import { rosterPickupMaps, rosterPickupQueries } from "./attendance/pickup.server";
import { RATIO_JUDGEMENT_VERSION_SQL, rosterAdultQueries, rosterAdults } from "./here-now/roster-adults.server";
import { openRollCall, rosterRollCallQueries } from "./here-now/roll-call.server";

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

/** A drizzle statement as a plain D1 statement, so it can join a raw D1 batch. */
function toD1(env: Env, query: { toSQL(): { sql: string; params: unknown[] } }) {
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

// ---------------------------------------------------------------- roster

const alertEntry = alias(rosterEntries, "ae");
const markedCall = alias(rollCalls, "c");

/** Changes whenever any entry or record of the session changes (added, edited, removed). */
function versionQuery(env: Env, sessionId: number) {
  return getDb(env)
    .select({
      // The medication log's count too: another device's "given" shows on this device's row; and
      // the acknowledged time alerts, so an alert acknowledged elsewhere is not raised here; and
      // the adults' arrivals, departures and moves, so every door shows who is on site; and the
      // roll calls (started, ended) and their marks, so every door joins a roll call and converges;
      // and what judges the groups (RATIO_JUDGEMENT_VERSION_SQL), so the office's change reaches open doors within seconds.
      version: sql<string>`count(*) || '-' || coalesce(sum(${attendanceRecords.updatedAt}), 0) || '-' || coalesce(max(${attendanceRecords.id}), 0)
        || '-' || (SELECT count(*) FROM ${medicationLog} WHERE ${medicationLog.attendanceSessionId} = ${sessionId})
        || '-' || (SELECT count(*) FROM ${timeAlertAcknowledgements} JOIN ${rosterEntries} ${alertEntry} ON ${alertEntry.id} = ${timeAlertAcknowledgements.rosterEntryId} WHERE ${alertEntry.attendanceSessionId} = ${sessionId})
        || '-' || (SELECT count(*) FROM ${adultPresenceEvents} WHERE ${adultPresenceEvents.attendanceSessionId} = ${sessionId})
        || '-' || (SELECT count(*) || '.' || count(${rollCalls.endedAt}) || '.' || (SELECT count(*) FROM ${rollCallMarks} JOIN ${rollCalls} ${markedCall} ON ${markedCall.id} = ${rollCallMarks.rollCallId} WHERE ${markedCall.attendanceSessionId} = ${sessionId})
                   FROM ${rollCalls} WHERE ${rollCalls.attendanceSessionId} = ${sessionId})
        || '-' || ${sql.raw(RATIO_JUDGEMENT_VERSION_SQL)}`,
    })
    .from(attendanceRecords)
    .innerJoin(rosterEntries, eq(rosterEntries.id, attendanceRecords.rosterEntryId))
    .where(onRoster(sessionId));
}

/** The session's entries still on its roster (a camper removed after a hand-over is kept, off the roster). */
const onRoster = (sessionId: number) => and(eq(rosterEntries.attendanceSessionId, sessionId), isNull(rosterEntries.removedAt));

export async function rosterVersion(env: Env, sessionId: number): Promise<string> {
  const [row] = await versionQuery(env, sessionId);
  return row?.version ?? "0-0-0";
}

/**
 * The session with its whole roster, in ONE D1 round trip (a batch), and one audit entry for
 * the medical fields it hands to the staff member. `history: false` leaves out each camper's
 * day history: the door page asks for one camper's when its details open (dayHistory in
 * app/server/attendance/day-history.server.ts), so every sync carries only the roster.
 */
export async function loadRoster(env: Env, sessionId: number, staff: StaffSession, { history = true }: { history?: boolean } = {}) {
  const db = getDb(env);
  // Three plain selects rather than one join: D1 batch results are keyed by column name, and
  // the joined tables share names (id, notes), which would shift drizzle's mapping.
  const [
    sessions,
    entries,
    records,
    pickups,
    ,
    versions,
    events,
    medication,
    acknowledged,
    adults,
    codes,
    adultChanges,
    dayStaff,
    ratio,
    grades,
    openCalls,
    openMarks,
  ] = await db.batch([
    db.select().from(attendanceSessions).where(eq(attendanceSessions.id, sessionId)),
    db.select().from(rosterEntries).where(onRoster(sessionId)).orderBy(asc(rosterEntries.camperName), asc(rosterEntries.id)),
    db
      .select({ record: attendanceRecords })
      .from(attendanceRecords)
      .innerJoin(rosterEntries, eq(rosterEntries.id, attendanceRecords.rosterEntryId))
      .where(eq(rosterEntries.attendanceSessionId, sessionId)),
    db
      .select({ rosterEntryId: rosterEntries.id, authorizedPickupPersons: campers.authorizedPickupPersons })
      .from(rosterEntries)
      .innerJoin(campers, eq(campers.id, rosterEntries.camperId))
      .where(eq(rosterEntries.attendanceSessionId, sessionId)),
    auditStatement(db, staffActor(staff), {
      action: "attendance.roster.read_medical",
      subjectType: "attendance_session",
      subjectId: sessionId,
    }),
    versionQuery(env, sessionId),
    // Each camper's day history: every door event, oldest first (none asked: a query that finds nothing).
    db
      .select({ event: attendanceEvents })
      .from(attendanceEvents)
      .innerJoin(rosterEntries, eq(rosterEntries.id, attendanceEvents.rosterEntryId))
      .where(history ? eq(rosterEntries.attendanceSessionId, sessionId) : sql`0`)
      .orderBy(asc(attendanceEvents.at), asc(attendanceEvents.id)),
    // The day's medication log, so each camper's Medication button shows the last entry.
    db
      .select({
        id: medicationLog.id,
        eventId: medicationLog.eventId,
        rosterEntryId: medicationLog.rosterEntryId,
        medication: medicationLog.medication,
        outcome: medicationLog.outcome,
        reason: medicationLog.reason,
        correctsId: medicationLog.correctsId,
        at: medicationLog.at,
        recordedBy: medicationLog.recordedBy,
      })
      .from(medicationLog)
      .where(eq(medicationLog.attendanceSessionId, sessionId))
      .orderBy(asc(medicationLog.at), asc(medicationLog.id)),
    // The time alerts acknowledged at any door ("medication@750"): not raised again.
    db
      .select({ rosterEntryId: timeAlertAcknowledgements.rosterEntryId, alert: timeAlertAcknowledgements.alert })
      .from(timeAlertAcknowledgements)
      .innerJoin(rosterEntries, eq(rosterEntries.id, timeAlertAcknowledgements.rosterEntryId))
      .where(eq(rosterEntries.attendanceSessionId, sessionId)),
    ...rosterPickupQueries(db, sessionId),
    ...rosterAdultQueries(db, sessionId),
    ...rosterRollCallQueries(db, sessionId),
  ]);
  const session = sessions[0];
  if (!session) return null;
  const recordByEntry = new Map(records.map(({ record }) => [record.rosterEntryId, record]));
  const pickupByEntry = new Map(pickups.map((p) => [p.rosterEntryId, p.authorizedPickupPersons]));
  // Each family's adults and code check (never the code) so a device can verify a pickup offline.
  const { adultsByCamper, checkByCamper } = rosterPickupMaps(adults, codes);
  const historyByEntry = new Map<number, DayHistoryEvent[]>();
  for (const { event: e } of events) {
    const list = historyByEntry.get(e.rosterEntryId) ?? [];
    list.push({ id: e.id, kind: e.kind, at: e.at, deviceAt: e.deviceAt, staffName: e.staffName, value: e.value });
    historyByEntry.set(e.rosterEntryId, list);
  }
  const medicationByEntry = new Map<number, RosterMedicationEntry[]>();
  for (const { rosterEntryId, ...m } of medication) {
    if (rosterEntryId == null) continue;
    medicationByEntry.set(rosterEntryId, [...(medicationByEntry.get(rosterEntryId) ?? []), m]);
  }
  const alertsByEntry = new Map<number, string[]>();
  for (const a of acknowledged) alertsByEntry.set(a.rosterEntryId, [...(alertsByEntry.get(a.rosterEntryId) ?? []), a.alert]);
  const roster = entries.map((entry) => ({
    ...entry,
    authorizedPickupPersons: pickupByEntry.get(entry.id) ?? "",
    authorizedAdults: entry.camperId ? (adultsByCamper.get(entry.camperId) ?? []) : [],
    pickupCodeCheck: entry.camperId ? (checkByCamper.get(entry.camperId) ?? null) : null,
    attendanceRecord: recordByEntry.get(entry.id) ?? emptyRecord(entry.id),
    ...(history ? { history: historyByEntry.get(entry.id) ?? [] } : {}),
    medicationLog: medicationByEntry.get(entry.id) ?? [],
    acknowledgedAlerts: alertsByEntry.get(entry.id) ?? [],
  }));
  return {
    ...session,
    roster,
    ...rosterAdults([adultChanges, dayStaff, ratio, grades]),
    rollCall: openRollCall(openCalls, openMarks),
    version: versions[0]?.version ?? "0-0-0",
  };
}

/** One entry of the camper's medication log for the day, oldest first (medicationLog of the roster row). */
export type RosterMedicationEntry = {
  id: number;
  eventId: string | null;
  medication: string;
  outcome: "given" | "not_given" | "correction";
  reason: string;
  correctsId: number | null;
  at: number;
  recordedBy: string;
};

/** One door event as the camper's day history shows it. */
export type DayHistoryEvent = { id: string; kind: string; at: number; deviceAt: number; staffName: string; value: string | null };

export type LoadedRoster = NonNullable<Awaited<ReturnType<typeof loadRoster>>>;
export type RosterRow = LoadedRoster["roster"][number];

function emptyRecord(rosterEntryId: number) {
  return {
    id: 0,
    rosterEntryId,
    ...NOT_HERE_YET,
    pickupMethod: null,
    pickupRelationship: null,
    pickupAdultId: null,
    pickupReason: null,
    notes: "",
    updatedAt: 0,
  };
}

/** Every entry of the session `session` names gets its record, so check-in is a plain conditional update. */
function createMissingRecords(session: SQL) {
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
function insertEntries(session: SQL, entries: RosterEntryInput[], skipExisting: boolean) {
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

// ---------------------------------------------------------------- medical import

export type MedicalImportResult = { updatedCount: number; skipped: number; message: string; unmatchedNames: string[] };

/** Written in SQL: the updates travel as JSON in one bound parameter, joined by UPDATE ... FROM. */
function applyMedical(updates: Array<{ rosterId: number; allergies: string; medications: string }>, scope: SQL) {
  const { allergies, medications } = rosterEntries;
  // An empty field in the file leaves what the roster already says.
  return sql`UPDATE ${rosterEntries} SET
       ${columnNames(allergies)} = CASE WHEN u.allergies <> '' THEN u.allergies ELSE ${allergies} END,
       ${columnNames(medications)} = CASE WHEN u.medications <> '' THEN u.medications ELSE ${medications} END
     FROM (SELECT json_extract(value, '$.rosterId') AS roster_id,
                  coalesce(json_extract(value, '$.allergies'), '') AS allergies,
                  coalesce(json_extract(value, '$.medications'), '') AS medications
           FROM json_each(${JSON.stringify(updates)})) AS u
     WHERE ${rosterEntries.id} = u.roster_id AND ${scope}`;
}

function touchRecords(db: Database, rosterIds: number[], now: number) {
  return db
    .update(attendanceRecords)
    .set({ updatedAt: nextUpdatedAt(now) })
    .where(inJsonList(attendanceRecords.rosterEntryId, rosterIds));
}

/** Updates by roster id, limited to the session (the spec's per-session endpoint). */
export async function importMedicalForSession(
  env: Env,
  sessionId: number,
  updates: Array<{ rosterId: number; allergies?: string; medications?: string }>,
  staff: StaffSession,
): Promise<MedicalImportResult> {
  const clean = updates.map((u) => ({ rosterId: u.rosterId, allergies: u.allergies?.trim() ?? "", medications: u.medications?.trim() ?? "" }));
  const db = getDb(env);
  const ids = clean.map((u) => u.rosterId);
  // None of them on this session's roster: nothing is written (the import is refused).
  const [onRoster] = await db
    .select({ n: count() })
    .from(rosterEntries)
    .where(and(eq(rosterEntries.attendanceSessionId, sessionId), inJsonList(rosterEntries.id, ids)));
  if (!onRoster?.n) return { updatedCount: 0, skipped: clean.length, message: medicalImportMessage(0, clean.length), unmatchedNames: [] };
  const [applied] = await env.DB.batch([
    d1Statement(env.DB, applyMedical(clean, eq(rosterEntries.attendanceSessionId, sessionId))),
    toD1(env, touchRecords(db, ids, Date.now())),
    toD1(
      env,
      auditStatement(db, staffActor(staff), {
        action: "attendance.medical_import",
        subjectType: "attendance_session",
        subjectId: sessionId,
        detail: { rows: clean.length },
      }),
    ),
  ]);
  const updatedCount = applied.meta.changes ?? 0;
  const skipped = clean.length - updatedCount;
  return { updatedCount, skipped, message: medicalImportMessage(updatedCount, skipped), unmatchedNames: [] };
}

/** Updates by camper name across every session (both sites) of `date`. */
export async function importMedicalByDate(env: Env, date: string, updates: MedicalUpdate[], staff: StaffSession): Promise<MedicalImportResult> {
  const db = getDb(env);
  const roster = await db
    .select({ id: rosterEntries.id, camperName: rosterEntries.camperName })
    .from(rosterEntries)
    .innerJoin(attendanceSessions, eq(attendanceSessions.id, rosterEntries.attendanceSessionId))
    .where(and(eq(attendanceSessions.date, date), isNull(rosterEntries.removedAt)));
  const { matches, unmatchedNames } = matchMedicalUpdates(updates, roster);
  if (matches.length === 0) return { updatedCount: 0, skipped: updates.length, message: medicalImportMessage(0, updates.length), unmatchedNames };
  const byEntry = new Map<number, { rosterId: number; allergies: string; medications: string }>();
  for (const { entry, update } of matches) byEntry.set(entry.id, { rosterId: entry.id, allergies: update.allergies, medications: update.medications });
  const clean = [...byEntry.values()];
  await env.DB.batch([
    d1Statement(
      env.DB,
      applyMedical(
        clean,
        sql`${rosterEntries.attendanceSessionId} IN (SELECT ${attendanceSessions.id} FROM ${attendanceSessions} WHERE ${attendanceSessions.date} = ${date})`,
      ),
    ),
    toD1(
      env,
      touchRecords(
        db,
        clean.map((u) => u.rosterId),
        Date.now(),
      ),
    ),
    toD1(
      env,
      auditStatement(db, staffActor(staff), {
        action: "attendance.medical_import",
        subjectType: "attendance_date",
        subjectId: date,
        detail: { rows: updates.length, matched: clean.length },
      }),
    ),
  ]);
  const updatedCount = clean.length;
  return { updatedCount, skipped: unmatchedNames.length, message: medicalImportMessage(updatedCount, unmatchedNames.length), unmatchedNames };
}

// ---------------------------------------------------------------- smart import

export type SmartImportResult = {
  success: true;
  results: { flc: { sessionId: number; count: number }; uuca: { sessionId: number; count: number } };
  groupDistribution: { flc: { count: number; groups: Record<string, number> }; uuca: { count: number; groups: Record<string, number> } };
  groups: Record<string, number>;
};

/**
 * Smart Import: creates (or fills) the FLC and UUCA sessions of `date` and places every camper
 * in a group. Opened from a session, that session is filled for its site (a site may hold more
 * than one session on a day); the other site's first session of the date, made if there is none.
 * One batch: the sessions and every roster row commit together or not at all.
 */
export async function smartImport(
  env: Env,
  input: {
    campers: RosterCamper[];
    date: string;
    uucaGroupCount: UucaGroupCount;
    title: string;
    current?: { id: number; location: string } | null;
  },
): Promise<SmartImportResult> {
  const placed = input.campers.map((c) => {
    const site = siteForCamper(c);
    return {
      site,
      entry: { ...c, groupName: placeCamperInGroup({ site, ageMonths: c.ageMonths, uucaGroupCount: input.uucaGroupCount, currentGroup: c.groupName }) },
    };
  });
  const statements: SQL[] = [];
  const counts: Record<"FLC" | "UUCA", { inserts: number[]; groups: Record<string, number>; idAt: number }> = {
    FLC: { inserts: [], groups: {}, idAt: -1 },
    UUCA: { inserts: [], groups: {}, idAt: -1 },
  };
  const { id, date, location, title } = attendanceSessions;
  for (const site of ["FLC", "UUCA"] as const) {
    const current = input.current?.location === site ? input.current.id : null;
    // The current session when it is this site's; otherwise the first session of the date.
    const session = sql`coalesce(${current}, (SELECT ${id} FROM ${attendanceSessions} WHERE ${date} = ${input.date} AND ${location} = ${site} ORDER BY ${id} LIMIT 1))`;
    statements.push(
      sql`INSERT INTO ${attendanceSessions} (${columnNames(date, location, title, attendanceSessions.createdAt)}) SELECT ${input.date}, ${site}, ${input.title}, ${Date.now()}
         WHERE NOT EXISTS (SELECT 1 FROM ${attendanceSessions} WHERE ${date} = ${input.date} AND ${location} = ${site})`,
    );
    const entries = placed.filter((p) => p.site === site).map((p) => p.entry);
    for (const e of entries) counts[site].groups[e.groupName || "No group"] = (counts[site].groups[e.groupName || "No group"] ?? 0) + 1;
    for (const s of insertEntries(session, entries, true)) {
      counts[site].inserts.push(statements.length);
      statements.push(s);
    }
    statements.push(createMissingRecords(session));
    counts[site].idAt = statements.length;
    statements.push(sql`SELECT ${session} AS id`);
  }
  const results = await env.DB.batch<{ id: number }>(statements.map((statement) => d1Statement(env.DB, statement)));
  const sessionIdOf = (site: "FLC" | "UUCA") => results[counts[site].idAt].results[0]?.id ?? 0;
  const added = (site: "FLC" | "UUCA") => counts[site].inserts.reduce((n, i) => n + (results[i].meta.changes ?? 0), 0);
  const flc = { sessionId: sessionIdOf("FLC"), count: added("FLC") };
  const uuca = { sessionId: sessionIdOf("UUCA"), count: added("UUCA") };
  const groups: Record<string, number> = {};
  for (const g of [counts.FLC.groups, counts.UUCA.groups]) for (const [k, v] of Object.entries(g)) groups[k] = (groups[k] ?? 0) + v;
  return {
    success: true,
    results: { flc, uuca },
    groupDistribution: { flc: { count: flc.count, groups: counts.FLC.groups }, uuca: { count: uuca.count, groups: counts.UUCA.groups } },
    groups,
  };
}

// ---------------------------------------------------------------- build from registrations

/**
 * The day's roster from registrations (pending or confirmed) for the session's date and site:
 * allergies, medications and after care from the camper's medical form, camperId set so the
 * authorized pickup persons show at check-out. Campers already on the roster are skipped.
 */
export async function buildRosterFromRegistrations(env: Env, sessionId: number, staff: StaffSession, uucaGroupCount: UucaGroupCount = 3) {
  const db = getDb(env);
  const [session] = await db.select().from(attendanceSessions).where(eq(attendanceSessions.id, sessionId));
  if (!session) return null;
  const found = await db
    .select({
      id: campers.id,
      firstName: campers.firstName,
      lastName: campers.lastName,
      dateOfBirth: campers.dateOfBirth,
      grade: campers.grade,
      allergies: campers.allergies,
      medications: campers.medications,
      specialDietaryNeeds: campers.specialDietaryNeeds,
      emergencyContactPhone: campers.emergencyContactPhone,
      afterCare: sql<number>`max(${registrations.afterCare})`,
    })
    .from(registrations)
    .innerJoin(campSessions, eq(campSessions.id, registrations.sessionId))
    .innerJoin(campers, eq(campers.id, registrations.camperId))
    .where(
      and(
        inArray(registrations.status, [...SEAT_HOLDING_STATUSES]),
        eq(campSessions.location, session.location),
        lte(campSessions.startDate, session.date),
        gte(campSessions.endDate, session.date),
      ),
    )
    .groupBy(campers.id)
    .orderBy(asc(campers.lastName), asc(campers.firstName));
  const entries: RosterEntryInput[] = found.map((c) => {
    const months = ageInMonths(c.dateOfBirth, session.date);
    const age = months == null ? "" : `${Math.floor(months / 12)}:${months % 12}`;
    return {
      camperId: c.id,
      ...doorCopyOfCamper({
        firstName: c.firstName,
        lastName: c.lastName,
        allergies: c.allergies,
        specialDietaryNeeds: c.specialDietaryNeeds,
        medications: c.medications,
        emergencyContactPhone: c.emergencyContactPhone,
      }),
      groupName: placeCamperInGroup({ site: session.location, ageMonths: months, uucaGroupCount }),
      afterCare: c.afterCare === 1,
      notes: [c.grade && `Grade: ${c.grade}`, age && `Age: ${age}`].filter(Boolean).join(", "),
    };
  });
  const inserts = insertEntries(sql`${sessionId}`, entries, true);
  const batchResults = await env.DB.batch([
    ...[...inserts, createMissingRecords(sql`${sessionId}`)].map((statement) => d1Statement(env.DB, statement)),
    toD1(
      env,
      auditStatement(db, staffActor(staff), {
        action: "attendance.roster.build_from_registrations",
        subjectType: "attendance_session",
        subjectId: sessionId,
        detail: { registrations: entries.length },
      }),
    ),
  ]);
  const added = batchResults.slice(0, inserts.length).reduce((n, r) => n + (r.meta.changes ?? 0), 0);
  return { added, found: entries.length };
}

export async function rosterEntrySessionId(env: Env, rosterEntryId: number) {
  const [row] = await getDb(env)
    .select({ sessionId: rosterEntries.attendanceSessionId })
    .from(rosterEntries)
    .where(and(eq(rosterEntries.id, rosterEntryId)));
  return row?.sessionId ?? null;
}
