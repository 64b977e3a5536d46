// A roster as the door shows it: every camper on it with their record, pickup adults, medication
// log, day history and roll-call marks, the adults on site and the ratio rules, read in one D1
// batch; and the version that changes whenever any of it does, which open doors poll.

import { NOT_HERE_YET } from "~/lib/attendance/door-changes";
import { asc, eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import {
  adultPresenceEvents,
  attendanceEvents,
  attendanceRecords,
  attendanceSessions,
  campers,
  medicationLog,
  rollCallMarks,
  rollCalls,
  rosterEntries,
  timeAlertAcknowledgements,
} from "../../../db/schema";
import { getDb } from "../db.server";
import type { StaffSession } from "../staff-session.server";
import { rosterPickupMaps, rosterPickupQueries } from "./pickup.server";
import { RATIO_JUDGEMENT_VERSION_SQL, rosterAdultQueries, rosterAdults } from "../here-now/roster-adults.server";
import { openRollCall, rosterRollCallQueries } from "../here-now/roll-call.server";
import { onRoster, sessionAuditStatement } from "./roster-entries.server";

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
    sessionAuditStatement(db, staff, "attendance.roster.read_medical", sessionId),
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
