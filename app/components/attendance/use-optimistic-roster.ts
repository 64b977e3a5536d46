import { useEffect, useMemo, useRef } from "react";
import { applyQueuedEvent, type DoorState } from "~/lib/attendance/door-changes";
import type { QueuedDoorEvent } from "~/lib/attendance/door-events";
import { dropSettled, useQueuedEvents } from "./door-queue";
import { keepUnchanged, sameItemsOr } from "./row-store";

/**
 * The server's roster with this device's changes laid over it, in the order they were made:
 * those still in the queue (offline, or on their way) and those saved after this roster was
 * asked for (`requestedAt`, this device's clock). A tap therefore repaints its row at once.
 * A reloaded roster keeps the objects of the campers that did not change, so only the rows
 * that changed render again (a reload after every sync must not redraw 1,000 rows under a finger),
 * and a reload that changed no camper gives the same list: nothing that follows the campers (the
 * roll call's 1,000 people, the groups' headcounts) is made again.
 */
export function useOptimisticRoster<T extends DoorState & { id: number }>(serverRows: T[], requestedAt: number): T[] {
  // Only changes about a camper: a roll-call mark or an adult's check-in leaves the roster as it is.
  const mine = useQueuedEvents(isAboutACamper, requestedAt);
  const previous = useRef(new Map<number, T>());
  const held = useRef<T[]>([]);
  const rows = useMemo(() => (held.current = sameItemsOr(held.current, keepUnchanged(previous.current, serverRows))), [serverRows]);
  // Saved changes the roster on screen already includes are dropped from the queue's memory.
  useEffect(() => dropSettled(requestedAt), [requestedAt]);
  return useMemo(() => {
    if (mine.length === 0) return rows;
    const byEntry = new Map<number, QueuedDoorEvent[]>();
    for (const e of mine) byEntry.set(e.entryId!, [...(byEntry.get(e.entryId!) ?? []), e]);
    return rows.map((row) => (byEntry.get(row.id) ?? []).reduce((r, e) => applyQueuedEvent(r, e), row));
  }, [rows, mine]);
}

const isAboutACamper = (e: QueuedDoorEvent) => e.entryId !== undefined;
