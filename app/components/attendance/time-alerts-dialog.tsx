// The time alerts' dialog (time-alerts.tsx decides when an alert is due and what "Got it"
// records): loaded the first time one is, with each dose's recorder and its state.
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { Button } from "~/components/ui/button";
import { alertName, formatTimeOfDay, type DueAlert } from "~/lib/attendance/time-events";
import { MedicationRecorder } from "./medication-recorder";
import { useMedicationMarks } from "./medication-button";
import { useRow, type RowStore } from "./row-store";
import type { ViewRow } from "./roster-table";

export function TimeAlertsDialog({
  alerts,
  nowMinutes,
  store,
  onDone,
}: {
  alerts: DueAlert[];
  nowMinutes: number | null;
  store: RowStore<ViewRow>;
  /** "Got it", Escape or the close button: the alerts shown are dealt with. */
  onDone: () => void;
}) {
  return (
    <Dialog open={alerts.length > 0} onOpenChange={(open) => !open && onDone()}>
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
          <Button variant="secondary" size="lg" onClick={onDone}>
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
