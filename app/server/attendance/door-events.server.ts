// The door's events (docs/decisions/0021-offline-door-app.md): a device's batch of check-ins/outs,
// undos, notes and group changes, stored once each and folded by app/server/attendance/door-fold.server.ts.
// Both doors come here: the JSON batch (POST /api/attendance/events, the device's queue) and the
// /attendance page's action, through recordAttendance and the notes/group operations.
import { doorEventBatchSchema, KIND_CHANGE, type DoorEvent, type DoorEventResult } from "~/lib/attendance/door-events";
import { attendanceChangeSchema, firstProblem } from "~/lib/attendance/roster-entry-schema";
import { refused, type Outcome, type Refused } from "../operation-result.server";
import type { StaffSession } from "../staff-session.server";
import { applyDoorEvent, storeDoorEvents, type EventStamp } from "./door-fold.server";
import { recordAttendance } from "./roster.server";

type Applied = Outcome<{ duplicate: boolean }>;

/**
 * The one table from an event's kind to its operation. Check-in/out events hand their `change`
 * through unchanged (a check-out may carry how the camper was picked up); the kind names the
 * change when the device sent none.
 */
const DOOR_EVENT_OPERATIONS: Record<DoorEvent["kind"], (env: Env, staff: StaffSession, event: DoorEvent, stamp: EventStamp) => Promise<Applied>> = {
  checkIn: (env, staff, e, stamp) => attendanceEvent(env, staff, e, stamp),
  checkOut: (env, staff, e, stamp) => attendanceEvent(env, staff, e, stamp),
  undoCheckIn: (env, staff, e, stamp) => attendanceEvent(env, staff, e, stamp),
  undoCheckOut: (env, staff, e, stamp) => attendanceEvent(env, staff, e, stamp),
  notes: (env, staff, e, stamp) => valueEvent(env, staff, e, "notes", e.kind === "notes" ? e.notes.trim() : "", stamp),
  group: (env, staff, e, stamp) => valueEvent(env, staff, e, "group", e.kind === "group" ? e.groupName.trim() : "", stamp),
};

/** The change a check-in/out event carries, or the one its kind names. */
function changeOf(e: DoorEvent) {
  return "change" in e && e.change !== undefined ? e.change : KIND_CHANGE[e.kind as keyof typeof KIND_CHANGE];
}

/** A check-in/out event whose change is not one the door knows, or not the one its kind names. */
function badChange(e: DoorEvent): string | null {
  if (!(e.kind in KIND_CHANGE)) return null;
  const change = changeOf(e);
  const parsed = attendanceChangeSchema.safeParse(change);
  if (!parsed.success) return firstProblem(parsed.error);
  return parsed.data.action !== KIND_CHANGE[e.kind as keyof typeof KIND_CHANGE] ? "The change does not match its kind" : null;
}

async function attendanceEvent(env: Env, staff: StaffSession, e: DoorEvent, stamp: EventStamp): Promise<Applied> {
  const change = changeOf(e);
  const r = await recordAttendance(env, staff, e.entryId, change, stamp);
  return r.ok ? { ok: true, duplicate: r.duplicate } : r;
}

/** The note or group an event carries, as stored. */
function valueOf(e: DoorEvent): string | null {
  return e.kind === "notes" ? e.notes.trim() : e.kind === "group" ? e.groupName.trim() : null;
}

async function valueEvent(env: Env, staff: StaffSession, e: DoorEvent, kind: "notes" | "group", value: string, stamp: EventStamp): Promise<Applied> {
  const r = await applyDoorEvent(env, staff, e.entryId, kind, value, stamp);
  return r ? { ok: true, duplicate: r.duplicate } : refused(404, "Camper not found");
}

/** A refusal naming the change it is about, so a device can set that one aside and send the rest. */
export type EventRefusal = Refused & { eventId?: string; saved?: string[] };

/**
 * A device's batch, in order. The whole batch is checked first (every event well formed, every
 * camper on a roster, each change the one its kind names): a bad one refuses the batch with
 * nothing written. Then each event is stored once and folded. Sending a batch again changes nothing.
 */
export async function recordDoorEvents(env: Env, staff: StaffSession, input: unknown): Promise<Outcome<{ results: DoorEventResult[] }> | EventRefusal> {
  const parsed = doorEventBatchSchema.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const index = typeof issue?.path[1] === "number" ? issue.path[1] : null;
    const events = (input as { events?: Array<{ id?: unknown }> } | null)?.events;
    const eventId = index !== null && Array.isArray(events) && typeof events[index]?.id === "string" ? events[index].id : undefined;
    const where = index !== null ? `Change ${index + 1}: ` : "";
    return { ...refused(400, `${where}${firstProblem(parsed.error)}`), ...(eventId ? { eventId } : {}) };
  }
  const events = parsed.data.events as DoorEvent[];
  const known = await env.DB.prepare(`SELECT id, camper_id AS camperId FROM roster_entries WHERE id IN (SELECT value FROM json_each(?1))`)
    .bind(JSON.stringify([...new Set(events.map((e) => e.entryId))]))
    .all<{ id: number; camperId: number | null }>();
  const ids = new Set(known.results.map((r) => r.id));
  const withFamily = new Set(known.results.filter((r) => r.camperId !== null).map((r) => r.id));
  const missing = events.find((e) => !ids.has(e.entryId));
  if (missing) return { ...refused(404, "Camper not found: the camper was removed from the roster"), eventId: missing.id };
  for (const [i, e] of events.entries()) {
    const problem = badChange(e);
    if (problem) return { ...refused(400, `Change ${i + 1}: ${problem}`), eventId: e.id };
  }

  // A check-out of a camper with a family (or one carrying how the camper was picked up) goes
  // through its operation, one by one: it decides who may take the camper home. Every other
  // change is stored and folded in one D1 batch, however long the queue was.
  const oneByOne = (e: DoorEvent) => e.kind === "checkOut" && (withFamily.has(e.entryId) || typeof changeOf(e) !== "string");
  const bulk = events.filter((e) => !oneByOne(e));
  const stampOf = (e: DoorEvent): EventStamp => ({ id: e.id, at: e.at, staffName: e.staffName?.trim() || staff.displayName });
  const stored = bulk.length
    ? (
        await storeDoorEvents(
          env,
          staff,
          bulk.map((e) => ({ ...stampOf(e), entryId: e.entryId, kind: e.kind, value: valueOf(e) })),
        )
      ).inserted
    : new Set<string>();
  const status = new Map<string, DoorEventResult["status"]>(bulk.map((e) => [e.id, stored.has(e.id) ? "saved" : "duplicate"]));
  for (const event of events) {
    if (!oneByOne(event)) continue;
    const r = await DOOR_EVENT_OPERATIONS[event.kind](env, staff, event, stampOf(event));
    // A rule only the operation knows (e.g. who may pick a camper up): the other changes are saved.
    if (!r.ok) return { ...r, eventId: event.id, saved: [...status.keys()] };
    status.set(event.id, r.duplicate ? "duplicate" : "saved");
  }
  const results: DoorEventResult[] = events.map((e) => ({ id: e.id, status: status.get(e.id) ?? "saved" }));
  return { ok: true, results };
}
