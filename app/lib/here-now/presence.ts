// The door's stored events as the ratio replay's presence events (./ratio.ts): a camper is in
// their group while checked in and not checked out, exactly as the door's fold decides
// (app/server/attendance/door-fold.server.ts), and moves with each group change; staff arrive,
// leave and move; visitors never count. Pure: the server's day replay and its tests use it.
import type { AdultChange } from "./adults";
import type { PresenceEvent } from "./ratio";

/** A camper's stored door event, by time; `firstGroup` is the group the camper started the day in. */
export type CamperChange = { entry: number; kind: string; at: number; value: string | null; firstGroup: string };

/** Children's presence from their door events (given in time order, then by id). */
export function camperPresence(changes: readonly CamperChange[]): PresenceEvent[] {
  const state = new Map<number, { group: string; in: boolean; out: boolean }>();
  const out: PresenceEvent[] = [];
  for (const c of changes) {
    const s = state.get(c.entry) ?? { group: c.firstGroup.trim(), in: false, out: false };
    state.set(c.entry, s);
    const person = `camper:${c.entry}`;
    const wasHere = s.in && !s.out;
    if (c.kind === "group") {
      s.group = (c.value ?? "").trim();
      if (wasHere) out.push({ kind: "childMove", at: c.at, person, group: s.group });
      continue;
    }
    if (c.kind === "checkIn") s.in = true;
    else if (c.kind === "undoCheckIn") Object.assign(s, { in: false, out: false });
    else if (c.kind === "checkOut") s.out = true;
    else if (c.kind === "undoCheckOut") s.out = false;
    const isHere = s.in && !s.out;
    if (isHere && !wasHere) out.push({ kind: "childIn", at: c.at, person, group: s.group });
    if (!isHere && wasHere) out.push({ kind: "childOut", at: c.at, person });
  }
  return out;
}

/** Staff's presence from their arrivals, departures and moves; visitors are not counted. */
export function staffPresence(changes: readonly AdultChange[]): PresenceEvent[] {
  return changes.flatMap((c): PresenceEvent[] => {
    if (c.kind === "adultIn") return c.role === "visitor" ? [] : [{ kind: "adultIn", at: c.at, person: c.person, group: c.group, role: c.role }];
    if (c.kind === "adultMove") return [{ kind: "adultMove", at: c.at, person: c.person, group: c.group }];
    return [{ kind: "adultOut", at: c.at, person: c.person }];
  });
}
