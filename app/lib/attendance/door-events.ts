// The door app's events: what a door device records at once (online or not) and sends to
// POST /api/attendance/events in order. One schema for the batch the device sends and the
// event the page's action builds from a form, so both doors check an event the same way.
// Browser-safe (zod only): the device's queue and optimistic roster use the kinds and fold here.
import { VISITOR_NAME_NEEDED, VISITOR_REASON_NEEDED } from "../here-now/adults";
import { z } from "zod";
import { tooLong } from "../form-inputs";
import { FIELD_MAX, rosterId } from "./roster-entry-schema";
import { DOOR_EVENT_BATCH_MAX } from "./door-changes";

// What the device itself runs (the fold of its own changes, their names, the batch size) lives
// in ./door-changes, which imports no zod: the door's first scripts stay small.
export {
  applyQueuedEvent,
  checkOutChange,
  DOOR_EVENT_BATCH_MAX,
  EVENT_LABELS,
  isAdultEvent,
  isCamperEvent,
  isRollCallEvent,
  SAVED_TITLES,
  type DoorState,
} from "./door-changes";

export const ATTENDANCE_EVENT_KINDS = ["checkIn", "checkOut", "undoCheckIn", "undoCheckOut"] as const;
/** An adult's arrival, departure and move between groups (staff and visitors): about a roster, not a camper. */
export const ADULT_EVENT_KINDS = ["adultIn", "adultOut", "adultMove"] as const;
/** An emergency roll call started, a mark in it (someone accounted for, or undone), and its end: about a roster too. */
export const ROLL_CALL_EVENT_KINDS = ["rollCallStart", "rollCallMark", "rollCallEnd"] as const;
export const CAMPER_EVENT_KINDS = [...ATTENDANCE_EVENT_KINDS, "notes", "group", "medication", "wrongPickupCode", "acknowledgeAlert"] as const;
export const DOOR_EVENT_KINDS = [...CAMPER_EVENT_KINDS, ...ADULT_EVENT_KINDS, ...ROLL_CALL_EVENT_KINDS] as const;
/** What sets whether a camper is checked in: a check-in, and its undo. */
export const CHECK_IN_KINDS = ["checkIn", "undoCheckIn"] as const satisfies readonly AttendanceEventKind[];
/** What undoes a check-out: its own undo, and undoing the check-in, which clears both. */
export const CHECK_OUT_UNDO_KINDS = ["undoCheckOut", "undoCheckIn"] as const satisfies readonly AttendanceEventKind[];
/** What sets whether a camper is checked out. */
export const CHECK_OUT_KINDS = ["checkOut", ...CHECK_OUT_UNDO_KINDS] as const;
/** What says where a child is: the check-ins and check-outs with their undos, and the moves between groups. */
export const PRESENCE_KINDS = [...ATTENDANCE_EVENT_KINDS, "group"] as const satisfies readonly CamperEventKind[];
export type AttendanceEventKind = (typeof ATTENDANCE_EVENT_KINDS)[number];
export type AdultEventKind = (typeof ADULT_EVENT_KINDS)[number];
export type CamperEventKind = (typeof CAMPER_EVENT_KINDS)[number];
export type DoorEventKind = (typeof DOOR_EVENT_KINDS)[number];

/** The check-in/out change each attendance kind stands for (what recordAttendance takes). */
export const KIND_CHANGE = { checkIn: "checkin", checkOut: "checkout", undoCheckIn: "uncheckin", undoCheckOut: "uncheckout" } as const;
export type AttendanceChangeName = (typeof KIND_CHANGE)[AttendanceEventKind];
export const CHANGE_KIND = Object.fromEntries(Object.entries(KIND_CHANGE).map(([k, c]) => [c, k])) as Record<AttendanceChangeName, AttendanceEventKind>;

/** The JSON of one event's `change` (a pickup may ride along with a check-out) or medication record stays small. */
const CHANGE_JSON_MAX = 2000;

const eventBase = {
  id: z.uuid({ error: "Each change needs its device id" }),
  at: z.number({ error: "Each change needs the device's time" }).int().positive().max(8.64e15),
  entryId: rosterId,
  staffName: z.string().trim().max(100, tooLong("Staff name", 100)).optional(),
  // The sign-in the change was made under, as the server issued it to this device: it names who
  // made the change (app/server/attendance/door-sign-in.server.ts checks it; staffName is ignored).
  signIn: z.string().max(120, "Unknown sign-in").optional(),
};

/** An adult's event names its roster (the site's day) instead of a camper. */
const adultBase = {
  id: eventBase.id,
  at: eventBase.at,
  rosterId: z.number({ error: "Roster not found" }).int().positive(),
  staffName: eventBase.staffName,
  signIn: eventBase.signIn,
  // Never a camper's: said in the type too, so `event.entryId` reads on every kind of event.
  entryId: z.undefined({ error: "An adult's change names no camper" }).optional(),
};
const groupField = z.string({ error: "Group is required" }).trim().max(100, tooLong("Group", 100));
/** Who an adult's departure or move is about: one of the staff, or a visitor by the id of their arrival. */
export const ADULT_PERSON = /^(staff:\d{1,9}|visitor:[0-9a-f-]{36})$/;
const personField = z.string({ error: "Say who" }).regex(ADULT_PERSON, "Unknown person");
/** Who a roll call mark is about: a camper by roster entry, or an adult. */
export const ON_SITE_PERSON = /^(camper:\d{1,9}|staff:\d{1,9}|visitor:[0-9a-f-]{36})$/;
const rollCallId = z.uuid({ error: "Each roll call needs its device id" });

/** A door form's event id and time (the page's action), checked as the batch checks them. */
export const doorEventStampSchema = z.object({ id: eventBase.id, at: z.coerce.number().pipe(eventBase.at) });

// What an event hands to its operation, parsed once there by the operation's own schema
// (attendanceChangeSchema, medicationGivenSchema); here only its size is checked.
const operationInput = (label: string) =>
  z
    .unknown()
    .optional()
    .refine((c) => c === undefined || (JSON.stringify(c)?.length ?? 0) <= CHANGE_JSON_MAX, `${label} is too large`);
const changeField = operationInput("Change");

const attendanceEvent = <K extends AttendanceEventKind>(kind: K) => z.object({ ...eventBase, kind: z.literal(kind), change: changeField });

export const doorEventSchema = z.discriminatedUnion(
  "kind",
  [
    attendanceEvent("checkIn"),
    attendanceEvent("checkOut"),
    attendanceEvent("undoCheckIn"),
    attendanceEvent("undoCheckOut"),
    z.object({ ...eventBase, kind: z.literal("notes"), notes: z.string({ error: "Notes are required" }).max(FIELD_MAX, tooLong("Notes", FIELD_MAX)) }),
    z.object({ ...eventBase, kind: z.literal("group"), groupName: z.string({ error: "Group is required" }).max(100, tooLong("Group", 100)) }),
    // Medication given / not given (or a later correction): `record` is what
    // POST /api/attendance/medication/:entryId takes (medicationGivenSchema).
    z.object({ ...eventBase, kind: z.literal("medication"), record: operationInput("Medication record") }),
    // A wrong family code the device refused (checked offline against the roster's hash), or a
    // code it refused because the family's code was locked: counted at the server like one typed
    // there (app/lib/attendance/pickup-code-limit.ts). The code itself is not sent.
    z.object({ ...eventBase, kind: z.literal("wrongPickupCode"), locked: z.boolean().optional() }),
    // A time alert acknowledged at this door ("medication@750", time-events.ts alertName): no
    // door raises it again (app/server/attendance/time-alerts.server.ts).
    z.object({
      ...eventBase,
      kind: z.literal("acknowledgeAlert"),
      alert: z.string({ error: "Name the time alert" }).regex(/^(pickup|medication)@\d{1,4}$/, "Unknown time alert"),
    }),
    // One of the day's staff (their name and role are read from their account, never the device's
    // word), or a visitor with a name and a reason; the group they are with ("" for none).
    z.object({
      ...adultBase,
      kind: z.literal("adultIn"),
      staffId: z.number().int().positive().optional(),
      visitor: z
        .object({
          name: z.string({ error: VISITOR_NAME_NEEDED }).trim().min(1, VISITOR_NAME_NEEDED).max(100, tooLong("Name", 100)),
          // A name and a reason, both (docs/decisions/0056-door-warnings-that-stay.md): who is on site, and why.
          reason: z.string({ error: VISITOR_REASON_NEEDED }).trim().min(1, VISITOR_REASON_NEEDED).max(200, tooLong("Reason", 200)),
        })
        .optional(),
      groupName: groupField,
    }),
    z.object({ ...adultBase, kind: z.literal("adultOut"), person: personField }),
    z.object({ ...adultBase, kind: z.literal("adultMove"), person: personField, groupName: groupField }),
    // An emergency roll call (docs/decisions/0050-emergency-roll-call.md): started on a device with its own id.
    z.object({ ...adultBase, kind: z.literal("rollCallStart"), rollCallId }),
    z.object({
      ...adultBase,
      kind: z.literal("rollCallMark"),
      rollCallId,
      person: z.string({ error: "Say who" }).regex(ON_SITE_PERSON, "Unknown person"),
      accounted: z.boolean({ error: "Say whether accounted for" }),
      device: z.string().trim().max(60, tooLong("Device", 60)).default(""),
    }),
    z.object({ ...adultBase, kind: z.literal("rollCallEnd"), rollCallId }),
  ],
  { error: "Unknown kind of change" },
);

/** An event as the device records and sends it: the schema's own type, so the two cannot drift. */
export type DoorEvent = z.output<typeof doorEventSchema>;
/** An adult's arrival, departure or move: about a roster (`rosterId`), never a camper. */
export type AdultDoorEvent = Extract<DoorEvent, { kind: AdultEventKind }>;
export type RollCallDoorEvent = Extract<DoorEvent, { kind: (typeof ROLL_CALL_EVENT_KINDS)[number] }>;
export type CamperDoorEvent = Exclude<DoorEvent, AdultDoorEvent | RollCallDoorEvent>;

export const doorEventBatchSchema = z.object({
  events: z
    .array(doorEventSchema, { error: "Events must be a list" })
    .min(1, "No changes to save")
    .max(DOOR_EVENT_BATCH_MAX, `At most ${DOOR_EVENT_BATCH_MAX} changes at a time`),
});

/** What the endpoint answers per event: saved now, or already saved by an earlier send. */
export type DoorEventResult = { id: string; status: "saved" | "duplicate" };

/** A device's event as it sits in its queue: the event plus who made it (shown until it is saved). */
export type QueuedDoorEvent = DoorEvent & { staffName: string };
