// The roll call as this device sees it (docs/decisions/0050-emergency-roll-call.md): the roster's
// open roll call from the server with this device's own starts, marks and ends laid over it, so
// a roll call starts and every tap shows at once with no network. Other devices' marks arrive
// with the roster's sync; marks merge by when they were made (app/lib/here-now/roll-call.ts).
import { useMemo } from "react";
import { isRollCallEvent } from "~/lib/attendance/door-changes";
import type { RollCallMark } from "~/lib/here-now/roll-call";
import { recordDoorChange, useDoorQueue } from "./door-queue";

export type ServerRollCall = { ids: string[]; startedAt: number; startedBy: string; marks: RollCallMark[] } | null;
export type DeviceRollCall = { ids: string[]; startedAt: number; marks: RollCallMark[] };

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

export function useRollCall(server: ServerRollCall, rosterId: number | null, requestedAt: number): DeviceRollCall | null {
  const { pending, settling } = useDoorQueue();
  return useMemo(() => {
    const mine = [...settling.filter((e) => e.savedAt >= requestedAt), ...pending];
    const starts = new Map<string, number>(server ? server.ids.map((id) => [id, server.startedAt]) : []);
    const marks: RollCallMark[] = [...(server?.marks ?? [])];
    for (const e of mine) {
      if (!isRollCallEvent(e) || e.rosterId !== rosterId) continue;
      if (e.kind === "rollCallStart") starts.set(e.rollCallId, Math.min(starts.get(e.rollCallId) ?? e.at, e.at));
      else if (e.kind === "rollCallEnd") starts.delete(e.rollCallId);
      else if (!marks.some((m) => m.id === e.id)) marks.push({ id: e.id, person: e.person, accounted: e.accounted, at: e.at, device: e.device });
    }
    if (starts.size === 0) return null;
    return { ids: [...starts.keys()], startedAt: Math.min(...starts.values()), marks };
  }, [server, rosterId, pending, settling, requestedAt]);
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
