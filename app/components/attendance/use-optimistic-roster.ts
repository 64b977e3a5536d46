import { useMemo } from "react";
import { useFetchers } from "react-router";
import type { ViewRow } from "./roster-table";

type Change = "checkin" | "uncheckin" | "checkout" | "uncheckout";

/** Applies in-flight check-in/out taps so the row and the badges change at once. */
export function useOptimisticRoster<T extends { id: number; attendanceRecord: ViewRow["attendanceRecord"] }>(rows: T[]): T[] {
  const fetchers = useFetchers();
  return useMemo(() => {
    const pending = new Map<number, Change>();
    for (const f of fetchers) {
      if (f.formData?.get("intent") !== "attendance") continue;
      pending.set(Number(f.formData.get("rosterEntryId")), f.formData.get("change") as Change);
    }
    if (pending.size === 0) return rows;
    return rows.map((row) => {
      const change = pending.get(row.id);
      if (!change) return row;
      const r = { ...row.attendanceRecord };
      const at = Date.now();
      if (change === "checkin" && !r.checkedIn) Object.assign(r, { checkedIn: true, checkedInAt: at, checkedInBy: "you" });
      if (change === "uncheckin")
        Object.assign(r, { checkedIn: false, checkedInAt: null, checkedInBy: null, checkedOut: false, checkedOutAt: null, checkedOutBy: null });
      if (change === "checkout" && !r.checkedOut) Object.assign(r, { checkedOut: true, checkedOutAt: at, checkedOutBy: "you" });
      if (change === "uncheckout") Object.assign(r, { checkedOut: false, checkedOutAt: null, checkedOutBy: null });
      return { ...row, attendanceRecord: r };
    });
  }, [rows, fetchers]);
}
