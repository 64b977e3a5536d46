// Pickup and medication alerts: checked every 60 s while the roster is today's. A dialog lists
// pickups and doses 15-20 minutes ahead. Each is raised once per door and session, and never
// again anywhere once it was dealt with: "Got it" acknowledges every alert in the dialog through
// the door's queue (the server keeps it, so other doors and reloads see it), and a dose already
// recorded as given or not given is not raised. Each dose shows its state as it changes.
// The check runs with the page; the dialog (Radix Dialog, the medication recorder) loads the
// first time an alert is due. The door's service worker keeps its file from the first opening
// on (door-lazy.tsx), so an alert due with no network still opens.
import { Suspense, useEffect, useRef, useState } from "react";
import type { QueuedDoorEvent } from "~/lib/attendance/door-events";
import { medicationMarks } from "~/lib/attendance/medication-marks";
import { alertName, dueAlerts, type DueAlert } from "~/lib/attendance/time-events";
import { queuedEvents, recordDoorChange } from "./door-queue";
import { doorLazy } from "./door-lazy";
import type { RowStore } from "./row-store";
import type { ViewRow } from "./roster-table";

const TimeAlertsDialog = doorLazy(() => import("./time-alerts-dialog").then((m) => m.TimeAlertsDialog));

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
  // Mounted from the first alert on (then it stays, to close with its animation and give focus back).
  const [used, setUsed] = useState(false);
  if (alerts.length > 0 && !used) setUsed(true);
  useEffect(() => {
    shown.current = new Set();
    setAlerts([]);
  }, [sessionId]);
  useEffect(() => {
    if (nowMinutes == null) return;
    const queued = queuedEvents();
    const due = dueAlerts(entries, nowMinutes, shown.current, (alert) => settled(store.get(alert.rosterEntryId), alert, queued));
    for (const key of due.keys) shown.current.add(key);
    // The minute of the last look, for whoever must know that a look raised nothing (the journeys).
    document.documentElement.dataset.timeAlertsLooked = String(nowMinutes);
    if (due.alerts.length === 0) return;
    setAlerts((current) => [...current, ...due.alerts]);
  }, [entries, nowMinutes, store]);
  const acknowledge = () => {
    for (const a of alerts) recordDoorChange({ kind: "acknowledgeAlert", entryId: a.rosterEntryId, alert: alertName(a.type, a.minutes) });
    setAlerts([]);
  };

  if (!used) return null;
  return (
    <Suspense fallback={null}>
      <TimeAlertsDialog alerts={alerts} nowMinutes={nowMinutes} store={store} onDone={acknowledge} />
    </Suspense>
  );
}
