// The open day history of one camper (./day-history.tsx mounts it, loaded the first time a
// history opens; the door's service worker keeps it on the device).
import { useEffect, useState } from "react";
import { EVENT_LABELS } from "~/lib/attendance/door-changes";
import type { DoorEventKind, QueuedDoorEvent } from "~/lib/attendance/door-events";
import { formatClock } from "~/lib/format";
import { useDoorQueue } from "./door-queue";
import { forgetRosters } from "./door-store";
import type { DayHistoryEvent } from "./day-history";

type Loaded = { state: "loading" } | { state: "loaded"; events: DayHistoryEvent[] } | { state: "offline" };

/** A queued change as the history shows it (its pickup is not known until the server verified it). */
function fromQueue(e: QueuedDoorEvent): DayHistoryEvent {
  const value = e.kind === "notes" ? e.notes : e.kind === "group" ? e.groupName : null;
  return { id: e.id, kind: e.kind, at: e.at, deviceAt: e.at, staffName: e.staffName, value };
}

export function DayHistoryList({ row }: { row: { id: number; camperName: string } }) {
  const [loaded, setLoaded] = useState<Loaded>({ state: "loading" });
  const { pending, settling } = useDoorQueue();

  useEffect(() => {
    let current = true;
    fetch(`/api/attendance/roster/${row.id}/history`, { credentials: "same-origin" })
      .then(async (response) => {
        // The session ended: nothing of it stays readable on the device.
        if (response.status === 401) void forgetRosters();
        if (!response.ok) throw new Error(String(response.status));
        const { events } = (await response.json()) as { events: DayHistoryEvent[] };
        if (current) setLoaded({ state: "loaded", events });
      })
      .catch(() => {
        if (current) setLoaded({ state: "offline" });
      });
    return () => {
      current = false;
    };
  }, [row.id]);

  // This device's changes the server's answer does not hold yet, marked while they wait.
  const known = new Set(loaded.state === "loaded" ? loaded.events.map((e) => e.id) : []);
  const waiting = new Set(pending.map((e) => e.id));
  const mine = [...settling, ...pending].filter((e) => e.entryId === row.id && !known.has(e.id)).map(fromQueue);
  const events = [...(loaded.state === "loaded" ? loaded.events : []), ...mine];

  return (
    <div className="mt-1" aria-live="polite">
      {loaded.state === "loading" ? <p className="text-slate-700">Loading the day…</p> : null}
      {loaded.state === "offline" ? <p className="font-bold text-slate-900">Offline: showing the changes this device made.</p> : null}
      {loaded.state !== "loading" && events.length === 0 ? <p className="text-slate-700">Nothing recorded today.</p> : null}
      {events.length > 0 ? (
        <ol className="flex flex-col gap-0.5 border-l-4 border-slate-300 pl-2" aria-label={`Day history for ${row.camperName}`}>
          {events.map((e) => (
            <li key={e.id} className="text-slate-900">
              <span className="font-black tabular-nums">{formatClock(e.at)}</span> {EVENT_LABELS[e.kind as DoorEventKind] ?? e.kind}
              {e.kind === "notes" || e.kind === "group" ? <span className="italic">: {e.value || "(cleared)"}</span> : null}
              {e.kind === "checkOut" && e.value ? <span className="italic"> with {pickedUpBy(e.value)}</span> : null}
              <span className="text-slate-700"> by {e.staffName}</span>
              {e.deviceAt !== e.at ? <span className="text-slate-700"> (device clock said {formatClock(e.deviceAt)})</span> : null}
              {waiting.has(e.id) ? <span className="font-bold text-amber-900"> (waiting to be sent)</span> : null}
            </li>
          ))}
        </ol>
      ) : null}
    </div>
  );
}

/** Who picked up, from a check-out event's value (the verified pickup the server stored, JSON). */
function pickedUpBy(value: string) {
  try {
    const pickup = JSON.parse(value) as { name?: unknown; method?: unknown; reason?: unknown };
    const name = typeof pickup.name === "string" ? pickup.name : "someone";
    if (pickup.method === "override" && typeof pickup.reason === "string") return `${name} (override: ${pickup.reason})`;
    return pickup.method === "code" ? `${name} (family code)` : name;
  } catch {
    return "someone";
  }
}
