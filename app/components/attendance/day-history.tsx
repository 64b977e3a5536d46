// A camper's day at the door: every check-in/out, undo, note and group change any device made,
// oldest first, with the device's time and who made it. Closed by default; the list is only
// rendered when opened, so a 1,000-camper roster stays quick.
import { useState } from "react";
import { EVENT_LABELS, type DoorEventKind } from "~/lib/attendance/door-events";
import { formatClock } from "~/lib/format";

export type DayHistoryEvent = { id: string; kind: string; at: number; deviceAt: number; staffName: string; value: string | null };

export function DayHistory({ row }: { row: { camperName: string; history?: DayHistoryEvent[] } }) {
  const [open, setOpen] = useState(false);
  const events = row.history ?? [];
  if (events.length === 0) return null;
  return (
    <details className="text-sm" open={open} onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary className="flex min-h-11 cursor-pointer items-center font-bold text-sky-900 underline">
        Day history for {row.camperName} ({events.length})
      </summary>
      {open ? (
        <ol className="mt-1 flex flex-col gap-0.5 border-l-4 border-slate-300 pl-2" aria-label={`Day history for ${row.camperName}`}>
          {events.map((e) => (
            <li key={e.id} className="text-slate-900">
              <span className="font-black tabular-nums">{formatClock(e.at)}</span> {EVENT_LABELS[e.kind as DoorEventKind] ?? e.kind}
              {e.kind === "notes" || e.kind === "group" ? <span className="italic">: {e.value || "(cleared)"}</span> : null}
              {e.kind === "checkOut" && e.value ? <span className="italic"> with {pickedUpBy(e.value)}</span> : null}
              <span className="text-slate-700"> by {e.staffName}</span>
              {e.deviceAt !== e.at ? <span className="text-slate-700"> (device clock said {formatClock(e.deviceAt)})</span> : null}
            </li>
          ))}
        </ol>
      ) : null}
    </details>
  );
}

/** Who picked up, from a check-out event's value (the verified pickup the server stored, JSON). */
function pickedUpBy(value: string) {
  try {
    const pickup = JSON.parse(value) as { name?: unknown; method?: unknown; reason?: unknown };
    const name = typeof pickup.name === "string" ? pickup.name : "someone";
    return pickup.method === "override" && typeof pickup.reason === "string" ? `${name} (override: ${pickup.reason})` : name;
  } catch {
    return "someone";
  }
}
