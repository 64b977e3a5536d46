// The roster operations of the door: add, edit and remove a camper, the day's note, check
// in/out and their undo, clear all. Each takes the signed-in staff member (both doors require
// one), parses its input with the roster's schemas and answers an Outcome.
import { z } from "zod";
import { CHANGE_KIND } from "~/lib/attendance/door-events";
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
  clearRoster,
  createAttendanceSession,
  removeRosterEntry,
  staffActor,
  recordEntryId,
  rosterEntryById,
  updateRosterEntry,
} from "./roster-entries.server";
import { recordPickupAudit, verifyPickup, type VerifiedPickup } from "./pickup.server";
import type { StaffSession } from "../staff-session.server";
import { applyDoorEvent, makerSession, serverStamp, type EventStamp } from "./door-fold.server";
import { refuseOutsideRosterDay } from "./door-clock.server";
import { parseInput, refused, type Outcome } from "../operation-result.server";

const SESSION_NOT_FOUND = "Session not found";
const CAMPER_NOT_FOUND = "Camper not found";

/** New Session, through either door: the schema gives a weekly session its week and title, an off-day its event's name. */
export async function createSession(env: Env, _staff: StaffSession, input: unknown) {
  const v = parseInput(attendanceSessionSchema, input);
  if (!v.ok) return v;
  const session = await createAttendanceSession(env, v.data);
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
export async function editCamper(env: Env, staff: StaffSession, entryId: unknown, input: unknown, event?: EventStamp) {
  const v = parseInput(rosterEntryPatchSchema, input);
  if (!v.ok) return v;
  const id = rosterId.safeParse(entryId);
  if (!id.success) return refused(404, CAMPER_NOT_FOUND);
  // The group is a door field: it changes by a group event, so it folds like a device's change.
  const { groupName, ...rest } = v.data;
  if (groupName !== undefined) {
    const stamp = event ?? serverStamp();
    const outside = await refuseOutsideRosterDay(env, [{ entryId: id.data, at: stamp.at }]);
    if (outside) return outside;
    if (!(await applyDoorEvent(env, staff, id.data, "group", groupName.trim(), stamp))) return refused(404, CAMPER_NOT_FOUND);
  }
  const entry = Object.values(rest).some((x) => x !== undefined) ? await updateRosterEntry(env, id.data, rest, staff) : await rosterEntryById(env, id.data);
  return entry ? { ok: true as const, entry } : refused(404, CAMPER_NOT_FOUND);
}

/** Off the roster; a camper who went home stays on file for the office's log (removeRosterEntry). */
export async function removeCamper(env: Env, staff: StaffSession, entryId: unknown): Promise<Outcome<object>> {
  const id = rosterId.safeParse(entryId);
  return id.success && (await removeRosterEntry(env, id.data, staff.displayName)) ? { ok: true } : refused(404, CAMPER_NOT_FOUND);
}

/** The day's note on a camper's record: a note event now, so it folds like a device's note. */
export async function editRecordNotes(env: Env, staff: StaffSession, recordId: unknown, input: unknown, event?: EventStamp) {
  const v = parseInput(recordNotesSchema, input);
  if (!v.ok) return v;
  const id = rosterId.safeParse(recordId);
  const entryId = id.success ? await recordEntryId(env, id.data) : null;
  const stamp = event ?? serverStamp();
  const outside = entryId ? await refuseOutsideRosterDay(env, [{ entryId, at: stamp.at }]) : null;
  if (outside) return outside;
  const applied = entryId ? await applyDoorEvent(env, staff, entryId, "notes", v.data.notes.trim(), stamp) : null;
  return applied ? { ok: true as const, record: applied.record } : refused(404, "Record not found");
}

/**
 * Check in, check out, or undo either, as one door event (app/server/attendance/door-fold.server.ts):
 * `event` is the device's id and time; without one (a single tap through the JSON API) the
 * change is an event made now. Either way it is recorded under the signed-in staff member's name,
 * and refused when dated outside its roster's day (door-clock.server.ts). Sending the same event
 * again changes nothing. A check-out of a camper with a family must name a valid pickup
 * (verifyPickup); the check-out event carries who picked up, so the fold keeps it with the
 * check-out that counts and an undo forgets it (the audit log keeps every pickup).
 */
export async function recordAttendance(env: Env, staff: StaffSession, entryId: unknown, change: unknown, event?: EventStamp) {
  const v = parseInput(z.object({ entryId: rosterId, change: attendanceChangeSchema }), { entryId, change });
  if (!v.ok) return v.fieldErrors?.entryId ? refused(404, CAMPER_NOT_FOUND) : v;
  const { action } = v.data.change;
  const stamp = event ?? serverStamp();
  const outside = await refuseOutsideRosterDay(env, [{ entryId: v.data.entryId, at: stamp.at }]);
  if (outside) return outside;
  let pickup: VerifiedPickup | null = null;
  if (action === "checkout") {
    // Wrong codes are counted by when the server received them, not by the device's word.
    const verified = await verifyPickup(env, v.data.entryId, v.data.change.pickup, staffActor(makerSession(staff, stamp)));
    if (!verified.ok) return verified;
    pickup = verified.pickup;
  }
  const applied = await applyDoorEvent(env, staff, v.data.entryId, CHANGE_KIND[action], pickup ? JSON.stringify(pickup) : null, stamp);
  if (!applied) return refused(404, CAMPER_NOT_FOUND);
  if (pickup && !applied.duplicate) await recordPickupAudit(env, staffActor(makerSession(staff, stamp)), v.data.entryId, pickup);
  return { ok: true as const, record: applied.record, duplicate: applied.duplicate, change: action };
}

/** Clear all: every camper and attendance record of the session (hand-overs stay on file for the office). */
export async function clearAll(env: Env, staff: StaffSession, sessionId: unknown) {
  const id = rosterId.safeParse(sessionId);
  if (!id.success) return refused(404, SESSION_NOT_FOUND);
  return { ok: true as const, deleted: await clearRoster(env, id.data, staff.displayName) };
}
