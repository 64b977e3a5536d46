// The time alerts' dialog (time-alerts.tsx decides when an alert is due): loaded the first time
// one is, with the medication recorder for a medication alert.
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { Button } from "~/components/ui/button";
import { MedicationRecorder } from "./medication-recorder";
import { formatTimeOfDay, type DueAlert } from "~/lib/attendance/time-events";

export function TimeAlertsDialog({ alerts, nowMinutes, onDone }: { alerts: DueAlert[]; nowMinutes: number | null; onDone: () => void }) {
  return (
    <Dialog open={alerts.length > 0} onOpenChange={(open) => !open && onDone()}>
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
          <Button variant="secondary" size="lg" onClick={onDone}>
            Got it
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
