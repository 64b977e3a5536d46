// Pickup and medication alerts: checked every 60 s while the roster is today's. A dialog
// lists events 15-20 minutes ahead, each camper-and-event-type once until the session changes.
import { useEffect, useRef, useState } from "react";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { Button } from "~/components/ui/button";
import { MedicationRecorder } from "./medication-recorder";
import { dueAlerts, formatTimeOfDay, type DueAlert } from "~/lib/attendance/time-events";

// The camp clock lives in ./camp-clock (the roster page reads it without loading this dialog).
export { campClock, useCampClock } from "./camp-clock";

type AlertEntry = { id: number; camperName: string; notes: string; medications: string };

export function TimeAlerts({ sessionId, entries, nowMinutes }: { sessionId: number; entries: AlertEntry[]; nowMinutes: number | null }) {
  const shown = useRef(new Set<string>());
  const [alerts, setAlerts] = useState<DueAlert[]>([]);
  useEffect(() => {
    shown.current = new Set();
    setAlerts([]);
  }, [sessionId]);
  useEffect(() => {
    if (nowMinutes == null) return;
    const due = dueAlerts(entries, nowMinutes, shown.current);
    if (due.alerts.length === 0) return;
    for (const key of due.keys) shown.current.add(key);
    setAlerts((current) => [...current, ...due.alerts]);
  }, [entries, nowMinutes]);

  return (
    <Dialog open={alerts.length > 0} onOpenChange={(open) => !open && setAlerts([])}>
      <DialogContent className="max-w-md border-4 border-amber-500">
        <DialogHeader>
          <DialogTitle className="text-slate-950">Time alerts</DialogTitle>
          <DialogDescription className="text-slate-800">Coming up in the next 15 to 20 minutes:</DialogDescription>
        </DialogHeader>
        <ul className="flex flex-col gap-3">
          {alerts.map((a) => (
            <li key={`${a.rosterEntryId}:${a.type}`} className="rounded-xl border-2 border-slate-900 bg-amber-50 p-3">
              <p className="text-lg font-black text-slate-950">
                {a.type === "pickup" ? "Pickup" : "Medication"}: {a.camperName}
              </p>
              <p className="font-bold text-slate-900">
                {formatTimeOfDay(a.minutes)}
                {nowMinutes != null ? ` (in ${a.minutes - nowMinutes} minutes)` : ""}
              </p>
              <p className="text-slate-800">{a.label}</p>
              {a.type === "medication" ? <MedicationRecorder rosterEntryId={a.rosterEntryId} camperName={a.camperName} medication={a.label} /> : null}
            </li>
          ))}
        </ul>
        <DialogFooter>
          <Button variant="secondary" size="lg" onClick={() => setAlerts([])}>
            Got it
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
