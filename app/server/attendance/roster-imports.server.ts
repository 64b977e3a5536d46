// Imports into a day's rosters: medical updates from a file (by roster id for one session, by name
// across a date's sessions), the smart import of a roster file, and a roster built from the
// week's registrations. Each is one D1 batch, all rows or none (roster-entries.server.ts says how).

import { doorCopyOfCamper } from "~/lib/attendance/door-copy";
import { and, asc, count, eq, gte, inArray, isNull, lte, sql, type SQL } from "drizzle-orm";
import { attendanceSessions, campers, campSessions, registrations, rosterEntries } from "../../../db/schema";
import { ageInMonths, placeCamperInGroup, siteForCamper, type UucaGroupCount } from "~/lib/attendance/groups";
import { matchMedicalUpdates, medicalImportMessage, type MedicalUpdate } from "~/lib/attendance/medical-csv";
import type { RosterCamper } from "~/lib/attendance/roster-csv";
import { auditStatement } from "../audit.server";
import { d1Statement, getDb } from "../db.server";
import { SEAT_HOLDING_STATUSES } from "../seats.server";
import type { StaffSession } from "../staff-session.server";
import { columnNames, inJsonList } from "../db.server";
import { createMissingRecords, insertEntries, sessionAuditStatement, staffActor, toD1, touchRecords, type RosterEntryInput } from "./roster-entries.server";

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
    toD1(env, sessionAuditStatement(db, staff, "attendance.medical_import", sessionId, { rows: clean.length })),
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
    toD1(env, sessionAuditStatement(db, staff, "attendance.roster.build_from_registrations", sessionId, { registrations: entries.length })),
  ]);
  const added = batchResults.slice(0, inserts.length).reduce((n, r) => n + (r.meta.changes ?? 0), 0);
  return { added, found: entries.length };
}
