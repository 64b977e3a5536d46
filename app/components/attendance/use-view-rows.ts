import { useMemo, useRef } from "react";
import { entryAlertLevel, timeEventsForEntry } from "~/lib/attendance/time-events";
import type { ViewRow } from "./roster-table";

type Entry = Omit<ViewRow, "alert">;
export type DoorRow<T> = T & ViewRow & { checkedIn: boolean; checkedOut: boolean };

/**
 * The roster's rows as the table shows them, with each camper's time alert at `nowMinutes`
 * (null when the session is not today). Each row is rebuilt only when that camper changed (or
 * the minute did), so the rows that did not change skip rendering.
 */
export function useViewRows<T extends Entry>(entries: T[], nowMinutes: number | null) {
  const cache = useRef(new WeakMap<object, { nowMinutes: number | null; row: DoorRow<T> }>());
  const rows = useMemo(
    () =>
      entries.map((r) => {
        const cached = cache.current.get(r);
        if (cached && cached.nowMinutes === nowMinutes) return cached.row;
        const row: DoorRow<T> = {
          ...r,
          checkedIn: r.attendanceRecord.checkedIn,
          checkedOut: r.attendanceRecord.checkedOut,
          alert:
            nowMinutes == null
              ? "none"
              : entryAlertLevel(timeEventsForEntry({ notes: `${r.notes} ${r.attendanceRecord.notes}`, medications: r.medications }), nowMinutes),
        };
        cache.current.set(r, { nowMinutes, row });
        return row;
      }),
    [entries, nowMinutes],
  );
  // Re-read for alerts only when the roster changed, not on every tap's re-render.
  const alertEntries = useMemo(
    () => rows.map((r) => ({ id: r.id, camperName: r.camperName, notes: `${r.notes} ${r.attendanceRecord.notes}`, medications: r.medications })),
    [rows],
  );
  return { rows, alertEntries };
}
