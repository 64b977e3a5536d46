// Pickup and medication alerts: checked every 60 s while the roster is today's. A dialog
// lists events 15-20 minutes ahead, each camper-and-event-type once until the session changes.
// The check runs with the page; the dialog (Radix Dialog, the medication recorder) loads the
// first time an alert is due. The door's service worker keeps its file from the first opening
// on (door-lazy.tsx), so an alert due with no network still opens.
import { Suspense, useEffect, useRef, useState } from "react";
import { dueAlerts, type DueAlert } from "~/lib/attendance/time-events";
import { doorLazy } from "./door-lazy";

const TimeAlertsDialog = doorLazy(() => import("./time-alerts-dialog").then((m) => m.TimeAlertsDialog));

type AlertEntry = { id: number; camperName: string; notes: string; medications: string };

export function TimeAlerts({ sessionId, entries, nowMinutes }: { sessionId: number; entries: AlertEntry[]; nowMinutes: number | null }) {
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
    const due = dueAlerts(entries, nowMinutes, shown.current);
    if (due.alerts.length === 0) return;
    for (const key of due.keys) shown.current.add(key);
    setAlerts((current) => [...current, ...due.alerts]);
  }, [entries, nowMinutes]);

  if (!used) return null;
  return (
    <Suspense fallback={null}>
      <TimeAlertsDialog alerts={alerts} nowMinutes={nowMinutes} onDone={() => setAlerts([])} />
    </Suspense>
  );
}
