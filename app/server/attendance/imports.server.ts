// The roster imports (Smart Import, Import Names, Import Medical) and Build from registrations.
// One operation per import for both doors: each parses its input with
// app/lib/attendance/import-schema.ts (the pasted CSV, or from the API rows already read), reads
// the CSV with the browser-safe readers, refuses in one set of words, and writes in one batch
// (all rows or none).
import { eq } from "drizzle-orm";
import { attendanceSessions } from "../../../db/schema";
import { getDb } from "../db.server";
import { describeInvalidCsv, InvalidCsvError, INVALID_CSV } from "~/lib/attendance/csv";
import {
  buildFromRegistrationsSchema,
  importCampersSchema,
  medicalImportByDateSchema,
  medicalImportForSessionSchema,
  smartImportSchema,
} from "~/lib/attendance/import-schema";
import { NO_CAMPER_HEADER, parseMedicalCsv, type MedicalUpdate } from "~/lib/attendance/medical-csv";
import { describeRejectedRows, parseRosterCsv, type RosterCamper } from "~/lib/attendance/roster-csv";
import { firstProblem, rosterEntrySchema, rosterId } from "~/lib/attendance/roster-entry-schema";
import { isCalendarDay } from "~/lib/calendar-day";
import { attendanceSessionById, attendanceSessionExists, importRosterEntries, type RosterEntryInput } from "./roster-entries.server";
import {
  buildRosterFromRegistrations,
  importMedicalByDate,
  importMedicalForSession as importMedicalByRosterId,
  smartImport,
  type MedicalImportResult,
} from "./roster-imports.server";
import type { StaffSession } from "../staff-session.server";
import { parseInput, refused, type Refused as Refusal } from "../operation-result.server";

const SESSION_NOT_FOUND = "Session not found";
const NO_CAMPERS = "No campers found in CSV";
const NO_MATCH = "No matching campers found";
const NO_MATCH_DETAIL = "Could not match any campers from CSV to roster";

/** Nothing is imported from a file with a row that does not fit; the answer names the rows. */
function rowsRefusal(rejected: Array<{ row: number; reason: string }>): Refusal {
  return refused(400, `Nothing was imported. Fix these rows and try again:\n${describeRejectedRows(rejected)}`, rejected);
}

function invalidCsv(error: InvalidCsvError): Refusal {
  const where = describeInvalidCsv(error);
  return where ? refused(400, `${INVALID_CSV}. ${where}`, error.rejected ? [error.rejected] : undefined) : refused(400, INVALID_CSV);
}

/** A roster CSV's campers, or the refusal that says (in the spec's words) why not. */
function readRosterCsv(csv: string): { ok: true; campers: RosterCamper[] } | Refusal {
  if (!csv.trim()) return refused(400, NO_CAMPERS);
  let parsed;
  try {
    parsed = parseRosterCsv(csv);
  } catch (error) {
    if (error instanceof InvalidCsvError) return invalidCsv(error);
    throw error;
  }
  if (parsed.rejected.length) return rowsRefusal(parsed.rejected);
  if (parsed.campers.length === 0) return refused(400, NO_CAMPERS);
  return { ok: true, campers: parsed.campers };
}

async function existingSession(env: Env, sessionId: unknown) {
  const id = rosterId.safeParse(sessionId);
  return id.success && (await attendanceSessionExists(env, id.data)) ? id.data : null;
}

/** Smart Import: fills the FLC and UUCA sessions of the date from one CSV, placing campers in groups. */
export async function smartImportFromCsv(env: Env, _staff: StaffSession, input: unknown) {
  const v = parseInput(smartImportSchema, input);
  if (!v.ok) return v;
  const { csvData, uucaGroupCount } = v.data;
  // Opened from a session, the date is that session's (the dialog shows it read-only).
  let current = null;
  if (v.data.sessionId !== undefined) {
    current = await attendanceSessionById(env, v.data.sessionId);
    if (!current) return refused(404, SESSION_NOT_FOUND);
  }
  const date = current?.date ?? v.data.date;
  if (!csvData.trim() || !date) return refused(400, "Please provide CSV data and date");
  if (!isCalendarDay(date)) return refused(400, "Date must be YYYY-MM-DD");
  const read = readRosterCsv(csvData);
  if (!read.ok) return read;
  const title = v.data.title?.trim() || "Camp Day";
  return { ok: true as const, ...(await smartImport(env, { campers: read.campers, date, uucaGroupCount, title, current })) };
}

/**
 * Import Names into one session, through either door: the roster CSV (the page, the API too)
 * or campers already read (the API), each row checked on its own so the answer names the rows.
 */
export async function importCampers(env: Env, _staff: StaffSession, sessionId: unknown, input: unknown) {
  const id = await existingSession(env, sessionId);
  if (!id) return refused(404, SESSION_NOT_FOUND);
  const v = parseInput(importCampersSchema, input);
  if (!v.ok) return v;
  const read = v.data.campers ? readCampers(v.data.campers) : readRosterCsv(v.data.csvData);
  if (!read.ok) return read;
  return { ok: true as const, imported: await importRosterEntries(env, id, read.campers) };
}

/** Campers sent as JSON, each checked as a roster entry. */
function readCampers(rows: unknown[]): { ok: true; campers: RosterEntryInput[] } | Refusal {
  const errors: Array<{ row: number; reason: string }> = [];
  const campers = rows.flatMap((raw, i) => {
    const parsed = rosterEntrySchema.safeParse(raw);
    if (parsed.success) return [parsed.data];
    errors.push({ row: i + 1, reason: firstProblem(parsed.error) });
    return [];
  });
  if (errors.length) return refused(400, "Failed to import campers", errors);
  if (campers.length === 0) return refused(400, NO_CAMPERS);
  return { ok: true, campers };
}

/** The nurse's CSV as medical updates by camper name, or the refusal in the spec's words. */
function readMedicalCsv(csv: string): { ok: true; updates: MedicalUpdate[]; skippedRows: number } | Refusal {
  if (!csv.trim()) return refused(400, NO_CAMPER_HEADER);
  let parsed;
  try {
    parsed = parseMedicalCsv(csv);
  } catch (error) {
    if (error instanceof InvalidCsvError) return invalidCsv(error);
    throw error;
  }
  if (!parsed.ok) return parsed.rejected ? rowsRefusal(parsed.rejected) : refused(400, parsed.message);
  return parsed;
}

/** A medical import's answer: nothing matched is refused in the spec's words (and nothing was written). */
function medicalAnswer(result: MedicalImportResult, skippedRows?: number) {
  if (result.updatedCount === 0) return { ...refused(400, NO_MATCH), detail: NO_MATCH_DETAIL } satisfies Refusal;
  return { ok: true as const, ...result, ...(skippedRows === undefined ? {} : { skippedRows }) };
}

/**
 * Import Medical into one session, through either door: the nurse's CSV (the page, the API
 * too), matched by name across both sites of the session's date, or updates by roster id (the
 * API), limited to the session.
 */
export async function importMedicalForSession(env: Env, staff: StaffSession, sessionId: unknown, input: unknown) {
  const id = rosterId.safeParse(sessionId);
  const date = id.success ? await sessionDate(env, id.data) : null;
  if (!id.success || !date) return refused(404, SESSION_NOT_FOUND);
  const v = parseInput(medicalImportForSessionSchema, input);
  if (!v.ok) return v;
  if (v.data.updates) return medicalAnswer(await importMedicalByRosterId(env, id.data, v.data.updates, staff));
  const read = readMedicalCsv(v.data.csvData);
  if (!read.ok) return read;
  return medicalAnswer(await importMedicalByDate(env, date, read.updates, staff), read.skippedRows);
}

/** Import Medical for a date, across both sites, by camper name: the nurse's CSV or updates already read (the API). */
export async function importMedicalForDate(env: Env, staff: StaffSession, input: unknown) {
  const v = parseInput(medicalImportByDateSchema, input);
  if (!v.ok) return v;
  if (v.data.updates) return medicalAnswer(await importMedicalByDate(env, v.data.date, v.data.updates, staff));
  const read = readMedicalCsv(v.data.csvData);
  if (!read.ok) return read;
  return medicalAnswer(await importMedicalByDate(env, v.data.date, read.updates, staff), read.skippedRows);
}

export async function buildFromRegistrations(env: Env, staff: StaffSession, sessionId: unknown, input: unknown) {
  const v = parseInput(buildFromRegistrationsSchema, input);
  if (!v.ok) return v;
  const id = rosterId.safeParse(sessionId);
  const result = id.success ? await buildRosterFromRegistrations(env, id.data, staff, v.data.uucaGroupCount) : null;
  return result ? { ok: true as const, ...result } : refused(404, SESSION_NOT_FOUND);
}

async function sessionDate(env: Env, sessionId: number) {
  const row = await getDb(env).select({ date: attendanceSessions.date }).from(attendanceSessions).where(eq(attendanceSessions.id, sessionId)).get();
  return row?.date ?? null;
}
