// The door device's own side of its events, with no zod (the schemas are in ./door-events,
// which re-exports all of this): the fold that lays a queued change over the roster, the
// change a check-out carries, what the door calls each kind of change, and the batch size.
// The door's first scripts import this module, never the schemas.
import type { attendanceRecords, rosterEntries } from "../../../db/schema";
import type { AdultDoorEvent, CamperDoorEvent, DoorEvent, DoorEventKind, QueuedDoorEvent, RollCallDoorEvent } from "./door-events";

export const isAdultEvent = (e: DoorEvent): e is AdultDoorEvent => e.kind === "adultIn" || e.kind === "adultOut" || e.kind === "adultMove";
export const isRollCallEvent = (e: DoorEvent): e is RollCallDoorEvent => e.kind === "rollCallStart" || e.kind === "rollCallMark" || e.kind === "rollCallEnd";
/** A change about a camper (the rest are about the roster: its adults and roll calls). */
export const isCamperEvent = (e: DoorEvent): e is CamperDoorEvent => !isAdultEvent(e) && !isRollCallEvent(e);

/** At most this many events in one request; a longer queue is sent in several, in order. */
export const DOOR_EVENT_BATCH_MAX = 200;

/** A camper not here yet: the record an undone check-in leaves, on the device and on the server. */
export const NOT_HERE_YET = {
  checkedIn: false,
  checkedInAt: null,
  checkedInBy: null,
  checkedOut: false,
  checkedOutAt: null,
  checkedOutBy: null,
  pickedUpBy: null,
} as const;

/** The record's columns the door shows and events change: the table's own types (db/schema.ts), so they cannot drift. */
type DoorRecord = Pick<
  typeof attendanceRecords.$inferSelect,
  "checkedIn" | "checkedInAt" | "checkedInBy" | "checkedOut" | "checkedOutAt" | "checkedOutBy" | "notes"
> &
  Partial<Pick<typeof attendanceRecords.$inferSelect, "pickedUpBy">>;

/** The state of a camper the door shows and events change. */
export type DoorState = Pick<typeof rosterEntries.$inferSelect, "groupName"> & {
  /** The camper's authorized adults (a check-out naming one shows their name at once). */
  authorizedAdults?: ReadonlyArray<{ id: number; name: string }>;
  attendanceRecord: DoorRecord;
};

/** Who a queued check-out says picked the camper up (the server records the same from its pickup). */
function pickedUpByOf(row: DoorState, change: unknown): string | null {
  const pickup = (change as { pickup?: { kind?: string; name?: unknown; adultId?: unknown } } | undefined)?.pickup;
  if (!pickup) return null;
  if (pickup.kind === "adult") return row.authorizedAdults?.find((a) => a.id === pickup.adultId)?.name ?? null;
  return typeof pickup.name === "string" ? pickup.name.trim() : null;
}

/**
 * The device's own events laid over the server's answer, in the order they were made (the
 * device's latest knowledge), so a tap shows at once. The server settles what other devices did.
 */
export function applyQueuedEvent<T extends DoorState>(row: T, event: QueuedDoorEvent): T {
  const r = { ...row.attendanceRecord };
  switch (event.kind) {
    case "checkIn":
      if (!r.checkedIn) Object.assign(r, { checkedIn: true, checkedInAt: event.at, checkedInBy: event.staffName });
      break;
    case "undoCheckIn":
      Object.assign(r, NOT_HERE_YET);
      break;
    case "checkOut":
      if (!r.checkedOut)
        Object.assign(r, { checkedOut: true, checkedOutAt: event.at, checkedOutBy: event.staffName, pickedUpBy: pickedUpByOf(row, event.change) });
      break;
    case "undoCheckOut":
      Object.assign(r, { checkedOut: false, checkedOutAt: null, checkedOutBy: null, pickedUpBy: null });
      break;
    case "notes":
      r.notes = event.notes.trim();
      break;
    case "group":
      return { ...row, groupName: event.groupName.trim() };
    // None is part of the row's state (the row's Medication button and the time alerts read the
    // queue themselves; an adult's change is about the roster, app/lib/here-now/adults.ts).
    case "medication":
    case "wrongPickupCode":
    case "acknowledgeAlert":
    case "adultIn":
    case "adultOut":
    case "adultMove":
    case "rollCallStart":
    case "rollCallMark":
    case "rollCallEnd":
      return row;
  }
  return { ...row, attendanceRecord: r };
}

/**
 * The change a check-out event carries when the counselor recorded how the camper was picked
 * up; the check-out operation's schema (attendanceChangeSchema) decides what it accepts.
 */
export function checkOutChange(pickup: unknown) {
  return { action: "checkout", pickup };
}

/** What the door says once a change is saved (the page's action says the same). */
export const SAVED_TITLES: Record<DoorEventKind, string> = {
  checkIn: "Camper checked in",
  undoCheckIn: "Check-in removed",
  checkOut: "Camper checked out",
  undoCheckOut: "Check-out removed",
  notes: "Notes updated",
  group: "Group updated",
  medication: "Medication recorded",
  wrongPickupCode: "Wrong pickup code noted for the office",
  acknowledgeAlert: "Time alert acknowledged",
  adultIn: "Checked in",
  adultOut: "Checked out",
  adultMove: "Group changed",
  rollCallStart: "Roll call started",
  rollCallMark: "Roll call mark saved",
  rollCallEnd: "Roll call ended",
};

/** How the day history names an event. */
export const EVENT_LABELS: Record<DoorEventKind, string> = {
  checkIn: "Checked in",
  checkOut: "Checked out",
  undoCheckIn: "Check-in undone",
  undoCheckOut: "Check-out undone",
  notes: "Note",
  group: "Group",
  medication: "Medication",
  wrongPickupCode: "Wrong pickup code",
  acknowledgeAlert: "Time alert acknowledged",
  adultIn: "Adult checked in",
  adultOut: "Adult checked out",
  adultMove: "Adult's group",
  rollCallStart: "Roll call started",
  rollCallMark: "Roll call mark",
  rollCallEnd: "Roll call ended",
};

/**
 * The door's app shell: what the service worker keeps so /attendance opens with no network
 * (public/door-sw.js fetches `/attendance?door-shell`). It carries no data at all (no staff, no
 * roster, no session list), so it is served without a session; the device fills it from what it
 * kept in IndexedDB for a session that has not ended (docs/decisions/0034-door-device-data-and-clock.md).
 */
export const DOOR_SHELL_PARAM = "door-shell";
export const doorShell = () => ({ shell: true as const });
