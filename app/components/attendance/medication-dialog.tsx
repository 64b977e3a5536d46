// The Medication button's dialog: the same given / not-given recorder as the time alert, one per
// medication time, and the day's log. Loaded on first opening (see medication-button.tsx).
import { Button } from "~/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { describeMark, type MedicationMark } from "~/lib/attendance/medication-marks";
import { formatTimeOfDay } from "~/lib/attendance/time-events";
import type { MedicationRow, MedicationSlot } from "./medication-button";
import { MedicationRecorder } from "./medication-recorder";

type Props = { open: boolean; onOpenChange: (open: boolean) => void; row: MedicationRow; slots: MedicationSlot[]; marks: MedicationMark[] };

export function MedicationDialog({ open, onOpenChange, ...content }: Props) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open ? <MedicationDialogContent {...content} /> : null}
    </Dialog>
  );
}

function MedicationDialogContent({ row, slots, marks }: Omit<Props, "open" | "onOpenChange">) {
  return (
    <DialogContent className="max-w-md border-4 border-violet-800 text-slate-950" data-testid="medication-dialog">
      <DialogHeader>
        <DialogTitle className="text-2xl font-black text-slate-950">Medication: {row.camperName}</DialogTitle>
        <DialogDescription className="text-base text-slate-800">Record it as given, or not given with the reason.</DialogDescription>
      </DialogHeader>
      <ul className="flex flex-col gap-3">
        {slots.map((slot) => (
          <li key={slot.dose} className="rounded-xl border-2 border-slate-900 bg-violet-50 p-3">
            <p className="font-black break-words">
              {slot.minutes != null ? `${formatTimeOfDay(slot.minutes)}: ` : ""}
              {slot.label}
            </p>
            <MedicationRecorder
              rosterEntryId={row.id}
              camperName={row.camperName}
              medication={slot.dose}
              marks={marks}
              checkedIn={row.attendanceRecord?.checkedIn ?? false}
            />
          </li>
        ))}
      </ul>
      <section className="mt-1" aria-label={`Today's medication log for ${row.camperName}`}>
        <h3 className="font-black">Today</h3>
        {marks.length === 0 ? (
          <p className="text-slate-700">Nothing recorded yet today.</p>
        ) : (
          <ul className="list-disc pl-5">
            {marks.map((m, i) => (
              <li key={i}>
                {describeMark(m)}
                {m.reason ? `: ${m.reason}` : ""}
                {m.waiting ? " (waiting to send)" : ""}
              </li>
            ))}
          </ul>
        )}
      </section>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="secondary" size="lg">
            Done
          </Button>
        </DialogClose>
      </DialogFooter>
    </DialogContent>
  );
}
