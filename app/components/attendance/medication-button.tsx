// The row's Medication button, for a camper with medication on the day: it opens the same
// given / not-given recorder as the medication time alert (one per medication time written in the
// camper's medications or notes) and shows the day's last entry ("Given 12:02 PM by Dana").
// It reads the device's queue itself, so an entry recorded offline shows at once, and the row
// around it does not re-render for it.
import { Suspense, useMemo, useState } from "react";
import { describeDay, medicationMarks, type MedicationMark } from "~/lib/attendance/medication-marks";
import { hasMedicalFlag } from "~/lib/attendance/prize";
import { doseName, timeEventsForEntry } from "~/lib/attendance/time-events";
import type { RosterMedicationEntry } from "~/server/attendance/roster-load.server";
import { useQueuedEventsFor } from "./door-queue";
import { doorLazy } from "./door-lazy";

// The dialog loads the first time it opens (the door's service worker keeps it on the device).
const MedicationDialog = doorLazy(() => import("./medication-dialog").then((m) => m.MedicationDialog));

export type MedicationRow = {
  id: number;
  camperName: string;
  medications: string;
  notes: string;
  medicationLog?: RosterMedicationEntry[];
  attendanceRecord?: { checkedIn: boolean };
};

/** What the camper takes today: each dose (its words, its time) or the medications field when it names no time. */
export type MedicationSlot = { label: string; minutes: number | null; dose: string };

export function medicationSlots(row: Pick<MedicationRow, "medications" | "notes">): MedicationSlot[] {
  const events = timeEventsForEntry(row).filter((e) => e.type === "medication");
  const slots = new Map<string, MedicationSlot>();
  for (const e of events) {
    const dose = doseName(e, events);
    if (!slots.has(dose)) slots.set(dose, { label: e.label, minutes: e.minutes, dose });
  }
  if (slots.size === 0 && hasMedicalFlag(row.medications)) {
    const label = row.medications.trim();
    slots.set(label, { label, minutes: null, dose: label });
  }
  return [...slots.values()];
}

export function MedicationButton({ row }: { row: MedicationRow }) {
  const slots = useMemo(() => medicationSlots(row), [row]);
  // Only a camper with medication today follows the queue, and only for its own medication events:
  // a tap elsewhere on the roster re-renders none of these.
  return slots.length === 0 ? null : <MedicationButtonWithLog row={row} slots={slots} />;
}

/** The camper's medication marks for the day: the roster's log and this device's queued entries. */
export function useMedicationMarks(row: Pick<MedicationRow, "id" | "medicationLog">): MedicationMark[] {
  const queued = useQueuedEventsFor(row.id, "medication");
  return useMemo(() => medicationMarks(row.id, row.medicationLog, queued), [row.id, row.medicationLog, queued]);
}

function MedicationButtonWithLog({ row, slots }: { row: MedicationRow; slots: MedicationSlot[] }) {
  const marks = useMedicationMarks(row);
  const [open, setOpenState] = useState(false);
  // Mounted from its first opening on (and kept, so it closes with its own focus return).
  const [used, setUsed] = useState(false);
  const setOpen = (next: boolean) => {
    if (next) setUsed(true);
    setOpenState(next);
  };
  return (
    <div className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1" data-testid="medication-button">
      <button
        type="button"
        className="min-h-11 min-w-11 rounded-lg border-2 border-violet-800 bg-white px-3 font-black text-violet-900 hover:bg-violet-50 focus-visible:outline-4 focus-visible:outline-offset-2"
        aria-label={`Medication for ${row.camperName}`}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        Medication
      </button>
      {used ? (
        <Suspense fallback={null}>
          <MedicationDialog open={open} onOpenChange={setOpen} row={row} slots={slots} marks={marks} />
        </Suspense>
      ) : null}
      <span className="text-sm font-bold text-slate-800" data-testid="medication-last">
        {describeDay(marks)}
      </span>
    </div>
  );
}
