// The row's Medication button, for a camper with medication on the day: it opens the same
// given / not-given recorder as the medication time alert (one per medication time written in the
// camper's medications or notes) and shows the day's last entry ("Given 12:02 PM by Dana").
// It reads the device's queue itself, so an entry recorded offline shows at once, and the row
// around it does not re-render for it.
import { useMemo, useState } from "react";
import { Button } from "~/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from "~/components/ui/dialog";
import { describeMark, medicationMarks } from "~/lib/attendance/medication-marks";
import { hasMedicalFlag } from "~/lib/attendance/prize";
import { formatTimeOfDay, timeEventsForEntry } from "~/lib/attendance/time-events";
import type { RosterMedicationEntry } from "~/server/attendance.server";
import { useDoorQueue } from "./door-queue";
import { MedicationRecorder } from "./medication-recorder";

type MedicationRow = { id: number; camperName: string; medications: string; notes: string; medicationLog?: RosterMedicationEntry[] };

/** What the camper takes today: each medication time's words, or the medications field when it names no time. */
export function medicationSlots(row: Pick<MedicationRow, "medications" | "notes">): Array<{ label: string; minutes: number | null }> {
  const slots = new Map<string, number | null>();
  for (const e of timeEventsForEntry(row)) if (e.type === "medication" && !slots.has(e.label)) slots.set(e.label, e.minutes);
  if (slots.size === 0 && hasMedicalFlag(row.medications)) slots.set(row.medications.trim(), null);
  return [...slots].map(([label, minutes]) => ({ label, minutes }));
}

export function MedicationButton({ row }: { row: MedicationRow }) {
  const slots = useMemo(() => medicationSlots(row), [row]);
  const { pending, settling } = useDoorQueue();
  const marks = useMemo(() => medicationMarks(row.id, row.medicationLog, [...settling, ...pending]), [row.id, row.medicationLog, settling, pending]);
  const [open, setOpen] = useState(false);
  if (slots.length === 0) return null;
  const last = marks.at(-1);
  return (
    <div className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1" data-testid="medication-button">
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogTrigger asChild>
          <button
            type="button"
            className="min-h-11 min-w-11 rounded-lg border-2 border-violet-800 bg-white px-3 font-black text-violet-900 hover:bg-violet-50 focus-visible:outline-4 focus-visible:outline-offset-2"
            aria-label={`Medication for ${row.camperName}`}
          >
            Medication
          </button>
        </DialogTrigger>
        {open ? <MedicationDialog row={row} slots={slots} marks={marks.map(describeMark)} /> : null}
      </Dialog>
      <span className="text-sm font-bold text-slate-800" data-testid="medication-last">
        {last ? `${describeMark(last)}${last.waiting ? " (waiting to send)" : ""}` : "Not recorded today"}
      </span>
    </div>
  );
}

function MedicationDialog({ row, slots, marks }: { row: MedicationRow; slots: ReturnType<typeof medicationSlots>; marks: string[] }) {
  return (
    <DialogContent className="max-w-md border-4 border-violet-800 text-slate-950" data-testid="medication-dialog">
      <DialogHeader>
        <DialogTitle className="text-2xl font-black text-slate-950">Medication: {row.camperName}</DialogTitle>
        <DialogDescription className="text-base text-slate-800">Record it as given, or not given with the reason.</DialogDescription>
      </DialogHeader>
      <ul className="flex flex-col gap-3">
        {slots.map((slot) => (
          <li key={slot.label} className="rounded-xl border-2 border-slate-900 bg-violet-50 p-3">
            <p className="font-black break-words">
              {slot.minutes != null ? `${formatTimeOfDay(slot.minutes)}: ` : ""}
              {slot.label}
            </p>
            <MedicationRecorder rosterEntryId={row.id} camperName={row.camperName} medication={slot.label} />
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
              <li key={i}>{m}</li>
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
