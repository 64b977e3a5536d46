// The roster imports (Smart Import, Import Names, Import Medical, the API's JSON imports) and
// Build from registrations. Each parses its input with app/lib/attendance/import-schema.ts,
// reads the CSV with the browser-safe readers, refuses in one set of words for both doors,
// and writes in one batch (all rows or none).
import { describeInvalidCsv, InvalidCsvError, INVALID_CSV } from "~/lib/attendance/csv";
import {
  buildFromRegistrationsSchema,
  csvImportSchema,
  importCampersSchema,
  medicalImportByDateSchema,
  medicalImportForSessionSchema,
  smartImportSchema,
} from "~/lib/attendance/import-schema";
import { NO_CAMPER_HEADER, parseMedicalCsv } from "~/lib/attendance/medical-csv";
import { describeRejectedRows, parseRosterCsv, type RosterCamper } from "~/lib/attendance/roster-csv";
import { firstProblem, rosterEntrySchema, rosterId } from "~/lib/attendance/roster-entry-schema";
import { isCalendarDay } from "~/lib/calendar-day";
import {
  attendanceSessionById,
  attendanceSessionExists,
  buildRosterFromRegistrations,
  importMedicalByDate,
  importMedicalForSession,
  importRosterEntries,
  smartImport,
} from "../attendance.server";
import type { StaffSession } from "../staff-session.server";
import { parseInput, refused, type Refused as Refusal } from "../operation-result.server";

const SESSION_NOT_FOUND = "Session not found";
const NO_CAMPERS = "No campers found in CSV";

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

/** Import Names from a CSV into one session. */
export async function importNamesFromCsv(env: Env, _staff: StaffSession, sessionId: unknown, input: unknown) {
  const v = parseInput(csvImportSchema, input);
  if (!v.ok) return v;
  const id = await existingSession(env, sessionId);
  if (!id) return refused(404, SESSION_NOT_FOUND);
  if (!v.data.csvData.trim()) return refused(400, NO_CAMPERS);
  const read = readRosterCsv(v.data.csvData);
  if (!read.ok) return read;
  return { ok: true as const, imported: await importRosterEntries(env, id, read.campers) };
}

/** The API's import: campers already read (as JSON), each checked on its own so the answer names the rows. */
export async function importCampers(env: Env, _staff: StaffSession, sessionId: unknown, input: unknown) {
  const id = await existingSession(env, sessionId);
  if (!id) return refused(404, SESSION_NOT_FOUND);
  const v = parseInput(importCampersSchema, input);
  if (!v.ok) return v;
  const errors: Array<{ row: number; reason: string }> = [];
  const campers = v.data.campers.flatMap((raw, i) => {
    const parsed = rosterEntrySchema.safeParse(raw);
    if (parsed.success) return [parsed.data];
    errors.push({ row: i + 1, reason: firstProblem(parsed.error) });
    return [];
  });
  if (errors.length) return refused(400, "Failed to import campers", errors);
  if (campers.length === 0) return refused(400, NO_CAMPERS);
  return { ok: true as const, imported: await importRosterEntries(env, id, campers) };
}

/** Import Medical from the nurse's CSV: matched by name across both sites of the session's date. */
export async function importMedicalFromCsv(env: Env, staff: StaffSession, sessionId: unknown, input: unknown) {
  const v = parseInput(csvImportSchema, input);
  if (!v.ok) return v;
  if (!v.data.csvData.trim()) return refused(400, NO_CAMPER_HEADER);
  let parsed;
  try {
    parsed = parseMedicalCsv(v.data.csvData);
  } catch (error) {
    if (error instanceof InvalidCsvError) return invalidCsv(error);
    throw error;
  }
  if (!parsed.ok) return parsed.rejected ? rowsRefusal(parsed.rejected) : refused(400, parsed.message);
  const id = rosterId.safeParse(sessionId);
  const date = id.success ? await sessionDate(env, id.data) : null;
  if (!date) return refused(404, SESSION_NOT_FOUND);
  const result = await importMedicalByDate(env, date, parsed.updates, staff);
  if (result.updatedCount === 0) return refused(400, "No matching campers found");
  return { ok: true as const, ...result, skippedRows: parsed.skippedRows };
}

/** The API's medical import by roster id, limited to the session. */
export async function importMedicalUpdatesForSession(env: Env, staff: StaffSession, sessionId: unknown, input: unknown) {
  const id = await existingSession(env, sessionId);
  if (!id) return refused(404, SESSION_NOT_FOUND);
  const v = parseInput(medicalImportForSessionSchema, input);
  if (!v.ok) return v;
  return { ok: true as const, ...(await importMedicalForSession(env, id, v.data.updates, staff)) };
}

/** The API's medical import by camper name across both sites of a date. */
export async function importMedicalUpdatesByDate(env: Env, staff: StaffSession, input: unknown) {
  const v = parseInput(medicalImportByDateSchema, input);
  if (!v.ok) return v;
  return { ok: true as const, ...(await importMedicalByDate(env, v.data.date, v.data.updates, staff)) };
}

export async function buildFromRegistrations(env: Env, staff: StaffSession, sessionId: unknown, input: unknown) {
  const v = parseInput(buildFromRegistrationsSchema, input);
  if (!v.ok) return v;
  const id = rosterId.safeParse(sessionId);
  const result = id.success ? await buildRosterFromRegistrations(env, id.data, staff, v.data.uucaGroupCount) : null;
  return result ? { ok: true as const, ...result } : refused(404, SESSION_NOT_FOUND);
}

async function sessionDate(env: Env, sessionId: number) {
  const row = await env.DB.prepare("SELECT date FROM attendance_sessions WHERE id = ?").bind(sessionId).first<{ date: string }>();
  return row?.date ?? null;
}
