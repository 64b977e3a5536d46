import { useMemo, useRef } from "react";
import { entryAlertLevel, timeEventsForEntry } from "~/lib/attendance/time-events";
import type { ViewRow } from "./roster-table";

type Entry = Omit<ViewRow, "alert">;
type AlertEntry = { id: number; camperName: string; notes: string; medications: string };
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
  // The time alerts read names, notes and medications only: a check-in keeps the same list, so
  // the alerts are not worked out again for 1,000 campers after every tap.
  const alertCache = useRef<AlertEntry[]>([]);
  const alertEntries = useMemo(() => {
    const next = rows.map((r) => ({ id: r.id, camperName: r.camperName, notes: `${r.notes} ${r.attendanceRecord.notes}`, medications: r.medications }));
    const before = alertCache.current;
    const same =
      before.length === next.length &&
      next.every(
        (e, i) => e.id === before[i].id && e.camperName === before[i].camperName && e.notes === before[i].notes && e.medications === before[i].medications,
      );
    if (!same) alertCache.current = next;
    return alertCache.current;
  }, [rows]);
  return { rows, alertEntries };
}
