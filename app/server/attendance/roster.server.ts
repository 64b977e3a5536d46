// The roster operations of the door: add, edit and remove a camper, the day's note, check
// in/out and their undo, clear all. Each takes the signed-in staff member (both doors require
// one), parses its input with the roster's schemas and answers an Outcome.
import {
  attendanceChangeSchema,
  attendanceSessionSchema,
  recordNotesSchema,
  rosterEntryPatchSchema,
  rosterEntrySchema,
  rosterId,
} from "~/lib/attendance/roster-entry-schema";
import {
  addRosterEntry,
  attendanceSessionExists,
  changeAttendance,
  clearRoster,
  createAttendanceSession,
  deleteRosterEntry,
  updateRecordNotes,
  staffActor,
  updateRosterEntry,
} from "../attendance.server";
import { verifyPickup, type VerifiedPickup } from "./pickup.server";
import type { StaffSession } from "../staff-session.server";
import { parseInput, refused, type Outcome } from "../operation-result.server";

const SESSION_NOT_FOUND = "Session not found";
const CAMPER_NOT_FOUND = "Camper not found";

export async function createSession(env: Env, _staff: StaffSession, input: unknown) {
  const v = parseInput(attendanceSessionSchema, input);
  if (!v.ok) return v;
  const session = await createAttendanceSession(env, { ...v.data, weekNumber: v.data.weekNumber ?? null });
  return { ok: true as const, session };
}

export async function addCamper(env: Env, _staff: StaffSession, sessionId: unknown, input: unknown) {
  const v = parseInput(rosterEntrySchema, input);
  if (!v.ok) return v;
  const id = rosterId.safeParse(sessionId);
  if (!id.success || !(await attendanceSessionExists(env, id.data))) return refused(404, SESSION_NOT_FOUND);
  return { ok: true as const, entry: await addRosterEntry(env, id.data, v.data) };
}

/** Group, allergies/medications or notes of one camper; only the fields sent change. */
export async function editCamper(env: Env, staff: StaffSession, entryId: unknown, input: unknown) {
  const v = parseInput(rosterEntryPatchSchema, input);
  if (!v.ok) return v;
  const id = rosterId.safeParse(entryId);
  const entry = id.success ? await updateRosterEntry(env, id.data, v.data, staff) : null;
  return entry ? { ok: true as const, entry } : refused(404, CAMPER_NOT_FOUND);
}

export async function removeCamper(env: Env, _staff: StaffSession, entryId: unknown): Promise<Outcome<object>> {
  const id = rosterId.safeParse(entryId);
  return id.success && (await deleteRosterEntry(env, id.data)) ? { ok: true } : refused(404, CAMPER_NOT_FOUND);
}

export async function editRecordNotes(env: Env, _staff: StaffSession, recordId: unknown, input: unknown) {
  const v = parseInput(recordNotesSchema, input);
  if (!v.ok) return v;
  const id = rosterId.safeParse(recordId);
  const record = id.success ? await updateRecordNotes(env, id.data, v.data.notes) : null;
  return record ? { ok: true as const, record } : refused(404, "Record not found");
}

/**
 * Check in, check out, or undo either; the signed-in staff member's name is recorded. A check-out
 * of a camper with a family must name a valid pickup (verifyPickup), which the record keeps.
 */
export async function recordAttendance(env: Env, staff: StaffSession, entryId: unknown, change: unknown) {
  const id = rosterId.safeParse(entryId);
  if (!id.success) return refused(404, CAMPER_NOT_FOUND);
  const v = parseInput(attendanceChangeSchema, change);
  if (!v.ok) return v;
  const { action } = v.data;
  let pickup: VerifiedPickup | null = null;
  if (action === "checkout") {
    const verified = await verifyPickup(env, id.data, v.data.pickup, staffActor(staff));
    if (!verified.ok) return verified;
    pickup = verified.pickup;
  }
  const record = await changeAttendance(env, id.data, action, staff.displayName, Date.now(), pickup, staffActor(staff));
  return record ? { ok: true as const, record, change: action } : refused(404, CAMPER_NOT_FOUND);
}

/** Clear all: every camper and attendance record of the session. */
export async function clearAll(env: Env, _staff: StaffSession, sessionId: unknown) {
  const id = rosterId.safeParse(sessionId);
  if (!id.success) return refused(404, SESSION_NOT_FOUND);
  return { ok: true as const, deleted: await clearRoster(env, id.data) };
}
