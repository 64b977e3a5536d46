// The door's events (docs/decisions/0021-offline-door-app.md): a device's batch of check-ins/outs,
// undos, notes and group changes, stored once each and folded by app/server/attendance/door-fold.server.ts,
// and medication given / not given, kept once each in the medication log (0028).
// Both doors come here: the JSON batch (POST /api/attendance/events, the device's queue) and the
// /attendance page's action, through recordAttendance and the notes/group operations.
import {
  doorEventBatchSchema,
  isAdultEvent,
  isCamperEvent,
  isRollCallEvent,
  KIND_CHANGE,
  type AttendanceEventKind,
  type CamperDoorEvent,
  type DoorEvent,
  type DoorEventResult,
} from "~/lib/attendance/door-events";
import { medicationGivenSchema } from "~/lib/attendance/pickup-schema";
import { attendanceChangeSchema, firstProblem } from "~/lib/attendance/roster-entry-schema";
import { sql } from "drizzle-orm";
import { rosterEntries } from "../../../db/schema";
import { d1Statement } from "../db.server";
import { refused, refusedByZod, type Outcome, type Refused } from "../operation-result.server";
import type { StaffSession } from "../staff-session.server";
import { staffActor } from "./roster-entries.server";
import { applyDoorEvent, clampedTime, makerSession, storeDoorEvents, type EventStamp, type Maker } from "./door-fold.server";
import { makersOf } from "./door-sign-in.server";
import { refuseOutsideRosterDay } from "./door-clock.server";
import { recordMedicationGiven } from "./medication.server";
import { recordWrongPickupCode } from "./pickup.server";
import { recordAttendance } from "./roster.server";
import { acknowledgeTimeAlert } from "./time-alerts.server";
import { checkAdultEvents, storeAdultEvents } from "../here-now/adults.server";
import { checkRollCallEvents, storeRollCallEvents } from "../here-now/roll-call.server";

type Applied = Outcome<{ duplicate: boolean }>;

/**
 * An event as the batch checked it, once: `input` is what its operation takes (the check-in/out
 * change, the medication record, the note or group as stored), parsed by that operation's schema.
 */
type Checked = { event: CamperDoorEvent; input: unknown };
type Operation = (env: Env, staff: StaffSession, checked: Checked, stamp: EventStamp) => Promise<Applied>;

const isAttendanceKind = (kind: CamperDoorEvent["kind"]): kind is AttendanceEventKind => kind in KIND_CHANGE;

/** Check-in/out and their undos: recordAttendance, the change handed through as the device sent it. */
const attendanceOperation: Operation = async (env, staff, { event, input }, stamp) => {
  const r = await recordAttendance(env, staff, event.entryId, input, stamp);
  return r.ok ? { ok: true, duplicate: r.duplicate } : r;
};
/** The day's note and the group: stored and folded as they are. */
const valueOperation: Operation = async (env, staff, { event, input }, stamp) => {
  const r = await applyDoorEvent(env, staff, event.entryId, event.kind, input as string, stamp);
  return r ? { ok: true, duplicate: r.duplicate } : refused(404, "Camper not found");
};
/** Medication given / not given / a correction: the medication log (append-only, one row per event id). */
const medicationOperation: Operation = async (env, staff, { event, input }, stamp) => {
  const r = await recordMedicationGiven(env, staff, event.entryId, input, stamp);
  return r.ok ? { ok: true, duplicate: r.duplicate } : r;
};

/** A wrong family code the device refused: counted for the family (the code is never sent). */
const wrongCodeOperation: Operation = async (env, staff, { event }, stamp) =>
  recordWrongPickupCode(env, staffActor(makerSession(staff, stamp)), event.entryId, event.kind === "wrongPickupCode" && event.locked === true, {
    id: stamp.id,
    at: clampedTime(stamp.at),
  });

/** A time alert acknowledged at the door: no door raises it again. */
const acknowledgeOperation: Operation = async (env, staff, { event, input }, stamp) => acknowledgeTimeAlert(env, staff, event.entryId, input as string, stamp);

/** The one table from an event's kind to its operation. */
const DOOR_EVENT_OPERATIONS: Record<CamperDoorEvent["kind"], Operation> = {
  ...(Object.fromEntries(Object.keys(KIND_CHANGE).map((kind) => [kind, attendanceOperation])) as Record<AttendanceEventKind, Operation>),
  notes: valueOperation,
  group: valueOperation,
  medication: medicationOperation,
  wrongPickupCode: wrongCodeOperation,
  acknowledgeAlert: acknowledgeOperation,
};

/** The event's operation input, or the reason it is refused (checked once per event). */
function checkEvent(e: CamperDoorEvent): { input: unknown } | { problem: string } {
  if (isAttendanceKind(e.kind)) {
    // A check-in/out event hands its change through (a check-out may carry who picked up); the kind names it when the device sent none.
    const change = "change" in e && e.change !== undefined ? e.change : KIND_CHANGE[e.kind];
    const parsed = attendanceChangeSchema.safeParse(change);
    if (!parsed.success) return { problem: firstProblem(parsed.error) };
    return parsed.data.action === KIND_CHANGE[e.kind] ? { input: change } : { problem: "The change does not match its kind" };
  }
  if (e.kind === "medication") {
    const parsed = medicationGivenSchema.safeParse(e.record);
    return parsed.success ? { input: e.record } : { problem: firstProblem(parsed.error) };
  }
  if (e.kind === "notes") return { input: e.notes.trim() };
  if (e.kind === "group") return { input: e.groupName.trim() };
  if (e.kind === "wrongPickupCode") return { input: null };
  if (e.kind === "acknowledgeAlert") return { input: e.alert };
  return { problem: "Unknown kind of change" };
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
    return { ...refusedByZod(parsed.error), message: `${where}${firstProblem(parsed.error)}`, ...(eventId ? { eventId } : {}) };
  }
  const all: DoorEvent[] = parsed.data.events;
  const change = (e: DoorEvent) => `Change ${all.indexOf(e) + 1}: `;
  // Who made each change: the sign-in it carries, checked here (door-sign-in.server.ts), never who sends the queue.
  const claimed = await makersOf(env, staff, all);
  if ("refusal" in claimed) {
    const { event } = claimed;
    return { ...claimed.refusal, message: change(event) + claimed.refusal.message, eventId: event.id };
  }
  const madeBy = (e: { id: string }): Maker => claimed.makers.get(e.id)!;
  // An adult's change (staff, visitors) is about the roster: checked first, so a refusal writes nothing.
  const adultEvents = all.filter(isAdultEvent);
  const adults = adultEvents.length ? await checkAdultEvents(env, adultEvents, madeBy) : { rows: [] };
  if ("refusal" in adults) return { ...adults.refusal, message: change(adults.event) + adults.refusal.message, eventId: adults.event.id };
  const rollCallEvents = all.filter(isRollCallEvent);
  const rollCalls = rollCallEvents.length ? await checkRollCallEvents(env, rollCallEvents, madeBy, adultEvents) : { rows: [] };
  if ("refusal" in rollCalls) return { ...rollCalls.refusal, message: change(rollCalls.event) + rollCalls.refusal.message, eventId: rollCalls.event.id };
  const events = all.filter(isCamperEvent);
  const known = events.length
    ? await d1Statement(
        env.DB,
        sql`SELECT ${rosterEntries.id} AS id, ${rosterEntries.camperId} AS camperId FROM ${rosterEntries}
          WHERE ${rosterEntries.id} IN (SELECT value FROM json_each(${JSON.stringify([...new Set(events.map((e) => e.entryId))])})) AND ${rosterEntries.removedAt} IS NULL`,
      ).all<{ id: number; camperId: number | null }>()
    : { results: [] };
  const ids = new Set(known.results.map((r) => r.id));
  const withFamily = new Set(known.results.filter((r) => r.camperId !== null).map((r) => r.id));
  const missing = events.find((e) => !ids.has(e.entryId));
  if (missing) return { ...refused(404, "Camper not found: the camper was removed from the roster"), eventId: missing.id };
  // Dated on its roster's day and not ahead of the server's clock (door-clock.server.ts).
  const outside = await refuseOutsideRosterDay(env, events);
  if (outside) {
    const { index, ...refusal } = outside;
    return { ...refusal, message: change(events[index]) + refusal.message, eventId: events[index].id };
  }
  const checked: Checked[] = [];
  for (const event of events) {
    const c = checkEvent(event);
    if ("problem" in c) return { ...refused(400, change(event) + c.problem), eventId: event.id };
    checked.push({ event, input: c.input });
  }

  // A check-out of a camper with a family (or one carrying how the camper was picked up) goes
  // through its operation, one by one: it decides who may take the camper home. So do a
  // medication record (its own log), a wrong pickup code (the family's count) and an acknowledged
  // time alert (its own table). Every other change is stored and folded in one D1 batch,
  // however long the queue was.
  const oneByOne = ({ event, input }: Checked) =>
    event.kind === "medication" ||
    event.kind === "wrongPickupCode" ||
    event.kind === "acknowledgeAlert" ||
    (event.kind === "checkOut" && (withFamily.has(event.entryId) || typeof input !== "string"));
  const bulk = checked.filter((c) => !oneByOne(c));
  // The name on every change is its maker's: the counselor of the sign-in it carries (checked above), else the sending session's.
  const stampOf = (e: CamperDoorEvent): EventStamp => ({ id: e.id, at: e.at, madeBy: madeBy(e) });
  const stored = bulk.length
    ? (
        await storeDoorEvents(
          env,
          staff,
          bulk.map(({ event, input }) => ({
            ...stampOf(event),
            entryId: event.entryId,
            kind: event.kind,
            value: isAttendanceKind(event.kind) ? null : (input as string),
          })),
        )
      ).inserted
    : new Set<string>();
  const status = new Map<string, DoorEventResult["status"]>(bulk.map(({ event }) => [event.id, stored.has(event.id) ? "saved" : "duplicate"]));
  const storedAdults = await storeAdultEvents(env, staff, adults.rows);
  for (const { id } of adults.rows) status.set(id, storedAdults.has(id) ? "saved" : "duplicate");
  const storedRollCalls = await storeRollCallEvents(env, staff, rollCalls.rows);
  for (const { id } of rollCalls.rows) status.set(id, storedRollCalls.has(id) ? "saved" : "duplicate");
  for (const c of checked) {
    if (!oneByOne(c)) continue;
    const r = await DOOR_EVENT_OPERATIONS[c.event.kind](env, staff, c, stampOf(c.event));
    // A rule only the operation knows (e.g. who may pick a camper up): the other changes are saved.
    if (!r.ok) return { ...r, eventId: c.event.id, saved: [...status.keys()] };
    status.set(c.event.id, r.duplicate ? "duplicate" : "saved");
  }
  const results: DoorEventResult[] = all.map((e) => ({ id: e.id, status: status.get(e.id) ?? "saved" }));
  return { ok: true, results };
}
