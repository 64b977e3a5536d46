// The roll call as this device sees it (docs/decisions/0050-emergency-roll-call.md): the roster's
// open roll call from the server with this device's own starts, marks and ends laid over it, so
// a roll call starts and every tap shows at once with no network. Other devices' marks arrive
// with the roster's sync; marks merge by when they were made (app/lib/here-now/roll-call.ts).
import { useMemo } from "react";
import type { QueuedDoorEvent } from "~/lib/attendance/door-events";
import type { RollCallMark } from "~/lib/here-now/roll-call";
import { recordDoorChange, useQueuedEvents } from "./door-queue";
import { useSameData } from "./row-store";

export type ServerRollCall = { ids: string[]; startedAt: number; startedBy: string; marks: RollCallMark[] } | null;
export type OpenRollCall = { ids: string[]; startedAt: number };

const DEVICE_KEY = "sarraka-door-device";

/** This device's name in a roll call's record ("Door 4F2A"), made once and kept on the device. */
export function doorDeviceName(): string {
  try {
    const kept = localStorage.getItem(DEVICE_KEY);
    if (kept) return kept;
    const made = `Door ${crypto.randomUUID().slice(0, 4).toUpperCase()}`;
    localStorage.setItem(DEVICE_KEY, made);
    return made;
  } catch {
    return "Door";
  }
}

/**
 * The open roll call, without its marks: which roll calls are open and since when. The page
 * follows only the starts and ends, so a mark renders the roll call screen alone, never the
 * roster behind it (a tap on a 1,000-child roll call must repaint one line on a phone).
 */
export function useRollCall(server: ServerRollCall, rosterId: number | null, requestedAt: number): OpenRollCall | null {
  const mine = useQueuedEvents((e) => (e.kind === "rollCallStart" || e.kind === "rollCallEnd") && e.rosterId === rosterId, requestedAt);
  return useMemo(() => openRollCall(server, mine), [server, mine]);
}

/**
 * The roll call's marks as this device sees them: the server's, then its own not yet in them. A
 * reloaded roster whose marks did not change keeps the marks held, so the list is not made again.
 */
export function useRollCallMarks(serverMarks: readonly RollCallMark[], rosterId: number, requestedAt: number): readonly RollCallMark[] {
  const mine = useQueuedEvents((e) => e.kind === "rollCallMark" && e.rosterId === rosterId, requestedAt);
  const server = useSameData(serverMarks);
  return useMemo(() => marksOnDevice(server, mine), [server, mine]);
}

/** The roll calls open on the device: the server's, with this device's own starts and ends laid over them in the order they were made. */
export function openRollCall(server: ServerRollCall, mine: readonly QueuedDoorEvent[]): OpenRollCall | null {
  const starts = new Map<string, number>(server ? server.ids.map((id) => [id, server.startedAt]) : []);
  for (const e of mine) {
    if (e.kind === "rollCallStart") starts.set(e.rollCallId, Math.min(starts.get(e.rollCallId) ?? e.at, e.at));
    else if (e.kind === "rollCallEnd") starts.delete(e.rollCallId);
  }
  if (starts.size === 0) return null;
  return { ids: [...starts.keys()], startedAt: Math.min(...starts.values()) };
}

/** The server's marks and this device's own marks it does not hold yet (each mark is kept once, by its id). */
export function marksOnDevice(serverMarks: readonly RollCallMark[], mine: readonly QueuedDoorEvent[]): readonly RollCallMark[] {
  const held = new Set(serverMarks.map((m) => m.id));
  const added: RollCallMark[] = [];
  for (const e of mine) {
    if (e.kind !== "rollCallMark" || held.has(e.id)) continue;
    held.add(e.id);
    added.push({ id: e.id, person: e.person, accounted: e.accounted, at: e.at, device: e.device });
  }
  return added.length ? [...serverMarks, ...added] : serverMarks;
}

/** Starts a roll call on this device now: it shows at once, and every other door joins once it is sent. */
export function startRollCall(rosterId: number) {
  recordDoorChange({ kind: "rollCallStart", rosterId, rollCallId: crypto.randomUUID() });
}

export function markInRollCall(rosterId: number, rollCallId: string, person: string, accounted: boolean) {
  recordDoorChange({ kind: "rollCallMark", rosterId, rollCallId, person, accounted, device: doorDeviceName() });
}

/** Ends every open roll call of the roster this device knows (two devices may have started one each). */
export function endRollCall(rosterId: number, ids: readonly string[]) {
  for (const rollCallId of ids) recordDoorChange({ kind: "rollCallEnd", rosterId, rollCallId });
}
