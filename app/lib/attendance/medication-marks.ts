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
  /** Why not given, or what a correction says. */
  reason: string;
  /** The entry a correction corrects: its log number, or (queued offline) its device event. */
  correctsId: number | null;
  correctsEventId: string | null;
  /** Recorded on this device and not yet in the roster from the server. */
  waiting: boolean;
};

type ServerEntry = {
  id: number;
  eventId: string | null;
  outcome: Outcome;
  medication: string;
  at: number;
  recordedBy: string;
  reason?: string;
  correctsId?: number | null;
};

/** The day's marks for roster entry `entryId`, oldest first. */
export function medicationMarks(entryId: number, serverLog: readonly ServerEntry[] | undefined, queued: readonly QueuedDoorEvent[]): MedicationMark[] {
  const marks: MedicationMark[] = (serverLog ?? []).map((m) => ({
    ...m,
    reason: m.reason ?? "",
    correctsId: m.correctsId ?? null,
    correctsEventId: null,
    waiting: false,
  }));
  const known = new Set(marks.map((m) => m.eventId).filter(Boolean));
  for (const e of queued) {
    if (e.kind !== "medication" || e.entryId !== entryId || known.has(e.id)) continue;
    const record = (e.record ?? {}) as { outcome?: Outcome; medication?: string; reason?: string; correctsId?: number; correctsEventId?: string };
    if (!record.outcome || !(record.outcome in MEDICATION_OUTCOME_LABELS)) continue;
    known.add(e.id);
    marks.push({
      id: null,
      eventId: e.id,
      outcome: record.outcome,
      medication: record.medication ?? "",
      at: e.at,
      recordedBy: e.staffName,
      reason: record.reason ?? "",
      correctsId: record.correctsId ?? null,
      correctsEventId: record.correctsEventId ?? null,
      waiting: true,
    });
  }
  return marks.sort((a, b) => a.at - b.at);
}

/** "Given 12:02 PM by Dana Cole". */
export function describeMark(mark: Pick<MedicationMark, "outcome" | "at" | "recordedBy">): string {
  return `${MEDICATION_OUTCOME_LABELS[mark.outcome]} ${formatClock(mark.at)} by ${mark.recordedBy}`;
}

const waitingNote = (mark: MedicationMark) => (mark.waiting ? " (waiting to send)" : "");

/**
 * The camper's medication day in one line, as the row shows it: the last entry; when that is a
 * correction, the outcome it corrects first ("Given 12:02 PM by Dana Cole; corrected 12:10 PM by
 * Sam Ortiz: given at 12:20"), so the row never shows a correction without what it is about.
 */
export function describeDay(marks: readonly MedicationMark[]): string {
  const last = marks.at(-1);
  if (!last) return "Not recorded today";
  if (last.outcome !== "correction") return describeMark(last) + waitingNote(last);
  const corrected = marks.find(
    (m) => (last.correctsId !== null && m.id === last.correctsId) || (last.correctsEventId !== null && m.eventId === last.correctsEventId),
  );
  const what = corrected ? describeMark(corrected) : "Medication";
  return `${what}; corrected ${formatClock(last.at)} by ${last.recordedBy}: ${last.reason}${waitingNote(last)}`;
}

/** The dose's last "given" (one medication of one camper on the day), or undefined. */
export function lastGiven<M extends Pick<MedicationMark, "outcome" | "medication">>(marks: readonly M[], medication: string): M | undefined {
  return marks.filter((m) => m.outcome === "given" && m.medication === medication).at(-1);
}

/** What a counselor reads before a second "Given" of one dose, at the door and in the server's refusal. */
export function alreadyGivenMessage(camperName: string, medication: string, given: Pick<MedicationMark, "at" | "recordedBy">): string {
  const what = medication ? `${camperName}'s ${medication}` : `${camperName}'s medication`;
  return `${what} was already given at ${formatClock(given.at)} by ${given.recordedBy}. Record a second dose only if it was really given again.`;
}

/** What a counselor reads before recording "Given" for a camper who is not checked in. */
export function notCheckedInMessage(camperName: string): string {
  return `${camperName} is not checked in today. Record "Given" only if the medication was really given (check ${camperName} in if they are here).`;
}
