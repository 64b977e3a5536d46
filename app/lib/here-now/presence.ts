// The door's stored events as the ratio replay's presence events (./ratio.ts): a camper is in
// their group while checked in and not checked out, exactly as the door's fold decides
// (app/server/attendance/door-fold.server.ts), and moves with each group change; staff arrive,
// leave and move; visitors never count. Pure: the server's day replay and its tests use it.
import { foldAdult, type AdultChange, type OnSiteAdult } from "./adults";
import type { PresenceEvent } from "./ratio";

/**
 * Not a door event: the moment a camper still on site was taken off the roster. The door lists
 * only the roster (app/server/attendance/roster-load.server.ts), so from then on no one counts them there,
 * and no later event can reach them; the replay lets them go at that moment too.
 */
export const TAKEN_OFF = "takenOff";

/** A camper's stored door event (or TAKEN_OFF), by time; `firstGroup` is the group the camper started the day in. */
export type CamperChange = { entry: number; kind: string; at: number; value: string | null; firstGroup: string };

/**
 * Children's presence from their door events (given in time order, then by id). A camper's
 * events of one instant are one change, their net: the fold lets the greater id win a tie, and
 * the replay orders an instant's events by kind (./ratio.ts), so an undo made in the same
 * millisecond as its check-in must not arrive as two events.
 */
export function camperPresence(changes: readonly CamperChange[]): PresenceEvent[] {
  const state = new Map<number, { group: string; in: boolean; out: boolean }>();
  const instant = new Map<number, { at: number; wasHere: boolean; group: string; slot: number }>();
  const out: Array<PresenceEvent | null> = [];
  for (const c of changes) {
    const s = state.get(c.entry) ?? { group: c.firstGroup.trim(), in: false, out: false };
    state.set(c.entry, s);
    let start = instant.get(c.entry);
    if (start?.at !== c.at) {
      start = { at: c.at, wasHere: s.in && !s.out, group: s.group, slot: out.push(null) - 1 };
      instant.set(c.entry, start);
    }
    if (c.kind === "group") s.group = (c.value ?? "").trim();
    else if (c.kind === "checkIn") s.in = true;
    else if (c.kind === "undoCheckIn" || c.kind === TAKEN_OFF) Object.assign(s, { in: false, out: false });
    else if (c.kind === "checkOut") s.out = true;
    else if (c.kind === "undoCheckOut") s.out = false;
    const person = `camper:${c.entry}`;
    const isHere = s.in && !s.out;
    out[start.slot] =
      isHere && !start.wasHere
        ? { kind: "childIn", at: c.at, person, group: s.group }
        : !isHere && start.wasHere
          ? { kind: "childOut", at: c.at, person }
          : isHere && s.group !== start.group
            ? { kind: "childMove", at: c.at, person, group: s.group }
            : null;
  }
  return out.filter((e) => e !== null);
}

/**
 * Staff's presence from their arrivals, departures and moves (given in time order, then by id),
 * folded as the door folds them (foldAdult); visitors are not counted. As for a camper, one
 * person's changes of one instant are one change, their net.
 */
export function staffPresence(changes: readonly AdultChange[]): PresenceEvent[] {
  const here = new Map<string, OnSiteAdult>();
  const instant = new Map<string, { at: number; was: OnSiteAdult | undefined; slot: number }>();
  const out: Array<PresenceEvent | null> = [];
  for (const c of changes) {
    let start = instant.get(c.person);
    if (start?.at !== c.at) {
      start = { at: c.at, was: here.get(c.person), slot: out.push(null) - 1 };
      instant.set(c.person, start);
    }
    foldAdult(here, c);
    const now = here.get(c.person);
    const { was } = start;
    out[start.slot] =
      now && now.role !== "visitor" && !was
        ? { kind: "adultIn", at: c.at, person: c.person, group: now.group, role: now.role }
        : !now && was && was.role !== "visitor"
          ? { kind: "adultOut", at: c.at, person: c.person }
          : now && was && now.role !== "visitor" && now.group !== was.group
            ? { kind: "adultMove", at: c.at, person: c.person, group: now.group }
            : null;
  }
  return out.filter((e) => e !== null);
}
