// Pickup and medication alerts: checked every 60 s while the roster is today's. A dialog lists
// pickups and doses 15-20 minutes ahead. Each is raised once per door and session, and never
// again anywhere once it was dealt with: "Got it" acknowledges every alert in the dialog through
// the door's queue (the server keeps it, so other doors and reloads see it), and a dose already
// recorded as given or not given is not raised. Each dose shows its state as it changes.
import { useEffect, useRef, useState } from "react";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { Button } from "~/components/ui/button";
import type { QueuedDoorEvent } from "~/lib/attendance/door-events";
import { medicationMarks } from "~/lib/attendance/medication-marks";
import { alertName, dueAlerts, formatTimeOfDay, type DueAlert } from "~/lib/attendance/time-events";
import { MedicationRecorder } from "./medication-recorder";
import { useMedicationMarks } from "./medication-button";
import { queuedEvents, recordDoorChange } from "./door-queue";
import { useRow, type RowStore } from "./row-store";
import type { ViewRow } from "./roster-table";

// The camp clock lives in ./camp-clock (the roster page reads it without loading this dialog).
export { campClock, useCampClock } from "./camp-clock";

type AlertEntry = { id: number; camperName: string; notes: string; medications: string };

/** Whether an alert was dealt with already, at this door or another: acknowledged, or its dose recorded. */
function settled(row: ViewRow | undefined, alert: DueAlert, queued: readonly QueuedDoorEvent[]): boolean {
  const name = alertName(alert.type, alert.minutes);
  if (row?.acknowledgedAlerts?.includes(name)) return true;
  if (queued.some((e) => e.kind === "acknowledgeAlert" && e.entryId === alert.rosterEntryId && e.alert === name)) return true;
  if (alert.type !== "medication") return false;
  return medicationMarks(alert.rosterEntryId, row?.medicationLog, queued).some((m) => m.outcome !== "correction" && m.medication === alert.dose);
}

export function TimeAlerts({
  sessionId,
  entries,
  nowMinutes,
  store,
}: {
  sessionId: number;
  entries: AlertEntry[];
  nowMinutes: number | null;
  /** The roster's rows by camper: each dose's log, and what was acknowledged. */
  store: RowStore<ViewRow>;
}) {
  const shown = useRef(new Set<string>());
  const [alerts, setAlerts] = useState<DueAlert[]>([]);
  useEffect(() => {
    shown.current = new Set();
    setAlerts([]);
  }, [sessionId]);
  useEffect(() => {
    if (nowMinutes == null) return;
    const queued = queuedEvents();
    const due = dueAlerts(entries, nowMinutes, shown.current, (alert) => settled(store.get(alert.rosterEntryId), alert, queued));
    for (const key of due.keys) shown.current.add(key);
    if (due.alerts.length === 0) return;
    setAlerts((current) => [...current, ...due.alerts]);
  }, [entries, nowMinutes, store]);
  const acknowledge = () => {
    for (const a of alerts) recordDoorChange({ kind: "acknowledgeAlert", entryId: a.rosterEntryId, alert: alertName(a.type, a.minutes) });
    setAlerts([]);
  };

  return (
    <Dialog open={alerts.length > 0} onOpenChange={(open) => !open && acknowledge()}>
      <DialogContent className="max-w-md border-4 border-amber-500">
        <DialogHeader>
          <DialogTitle className="text-slate-950">Time alerts</DialogTitle>
          <DialogDescription className="text-slate-800">Coming up in the next 15 to 20 minutes:</DialogDescription>
        </DialogHeader>
        <ul className="flex flex-col gap-3">
          {alerts.map((a) => (
            <li key={`${a.rosterEntryId}:${alertName(a.type, a.minutes)}`} className="rounded-xl border-2 border-slate-900 bg-amber-50 p-3">
              <p className="text-lg font-black text-slate-950">
                {a.type === "pickup" ? "Pickup" : "Medication"}: {a.camperName}
              </p>
              <p className="font-bold text-slate-900">
                {formatTimeOfDay(a.minutes)}
                {nowMinutes != null ? ` (in ${a.minutes - nowMinutes} minutes)` : ""}
              </p>
              <p className="text-slate-800">{a.label}</p>
              {a.type === "medication" ? <DoseRecorder alert={a} store={store} /> : null}
            </li>
          ))}
        </ul>
        <DialogFooter>
          <Button variant="secondary" size="lg" onClick={acknowledge}>
            Got it
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/** The alert's dose, with its state as the roster (synced from every door) and this device's queue have it now. */
function DoseRecorder({ alert, store }: { alert: DueAlert; store: RowStore<ViewRow> }) {
  const row = useRow(store, alert.rosterEntryId);
  const marks = useMedicationMarks(row ?? { id: alert.rosterEntryId });
  return (
    <MedicationRecorder
      rosterEntryId={alert.rosterEntryId}
      camperName={alert.camperName}
      medication={alert.dose}
      marks={marks}
      checkedIn={row?.attendanceRecord.checkedIn ?? false}
    />
  );
}
