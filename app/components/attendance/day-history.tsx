// A camper's day at the door: every check-in/out, undo, note and group change any device made,
// oldest first, with the device's time and who made it. Closed by default; opening it asks the
// server for this one camper's day (GET /api/attendance/roster/:id/history), so the roster the
// door loads and syncs carries no histories. With no network it shows the changes this device
// made that are still in its queue (or saved but not yet in the roster on screen).
import { Suspense, useState } from "react";
import { doorLazy } from "./door-lazy";

const DayHistoryList = doorLazy(() => import("./day-history-list").then((m) => m.DayHistoryList));

export type DayHistoryEvent = { id: string; kind: string; at: number; deviceAt: number; staffName: string; value: string | null };

export function DayHistory({ row }: { row: { id: number; camperName: string } }) {
  const [open, setOpen] = useState(false);
  return (
    <details className="text-sm" open={open} onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary className="flex min-h-11 cursor-pointer items-center font-bold text-sky-900 underline">Day history for {row.camperName}</summary>
      {/* Mounted only while open: a closed history neither asks the server nor follows the queue. */}
      {open ? (
        <Suspense fallback={<p className="mt-1 text-slate-700">Loading the day…</p>}>
          <DayHistoryList row={row} />
        </Suspense>
      ) : null}
    </details>
  );
}
