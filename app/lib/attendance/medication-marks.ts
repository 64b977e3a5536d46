// A camper's medication log for the day as the door shows it: the entries the server has (the
// roster's medicationLog) and this device's medication events not yet in them (still in the
// queue, offline, or saved after the roster was loaded). Browser-safe.
import { formatClock } from "../format";
import type { QueuedDoorEvent } from "./door-events";

/** How the door and the office name a medication entry (here, not with the schemas: the door's first scripts carry no zod). */
export const MEDICATION_OUTCOME_LABELS = { given: "Given", not_given: "Not given", correction: "Correction" } as const;

type Outcome = keyof typeof MEDICATION_OUTCOME_LABELS;
export type MedicationMark = {
  /** The log's number once the server has it (a correction can name it). */
  id: number | null;
  eventId: string | null;
  outcome: Outcome;
  medication: string;
  at: number;
  recordedBy: string;
  /** Recorded on this device and not yet in the roster from the server. */
  waiting: boolean;
};

type ServerEntry = { id: number; eventId: string | null; outcome: Outcome; medication: string; at: number; recordedBy: string };

/** The day's marks for roster entry `entryId`, oldest first. */
export function medicationMarks(entryId: number, serverLog: readonly ServerEntry[] | undefined, queued: readonly QueuedDoorEvent[]): MedicationMark[] {
  const marks: MedicationMark[] = (serverLog ?? []).map((m) => ({ ...m, waiting: false }));
  const known = new Set(marks.map((m) => m.eventId).filter(Boolean));
  for (const e of queued) {
    if (e.kind !== "medication" || e.entryId !== entryId || known.has(e.id)) continue;
    const record = (e.record ?? {}) as { outcome?: Outcome; medication?: string };
    if (!record.outcome || !(record.outcome in MEDICATION_OUTCOME_LABELS)) continue;
    known.add(e.id);
    marks.push({
      id: null,
      eventId: e.id,
      outcome: record.outcome,
      medication: record.medication ?? "",
      at: e.at,
      recordedBy: e.staffName,
      waiting: true,
    });
  }
  return marks.sort((a, b) => a.at - b.at);
}

/** "Given 12:02 PM by Dana Cole". */
export function describeMark(mark: Pick<MedicationMark, "outcome" | "at" | "recordedBy">): string {
  return `${MEDICATION_OUTCOME_LABELS[mark.outcome]} ${formatClock(mark.at)} by ${mark.recordedBy}`;
}
