// Pickup and medication times written in free text ('pickup at 3:30', 'Inhaler at noon') and
// the alert windows around them. Times are minutes after midnight on the camp day.
// Rules from the spec: 'noon' and '12pm' are 12:00; h:mm and 'h am/pm' are accepted; without
// am/pm, hours 1-6 are afternoon (camp ends at 6:30 pm, nobody is picked up at 3 am).
export type TimeEventType = "pickup" | "medication";
export type TimeEvent = { type: TimeEventType; minutes: number; label: string };
export type TimeAlertLevel = "none" | "upcoming" | "urgent";

// Ages ('Age: 8:4', 'Age 10:11') look like times; they are removed before looking for times.
const AGE_PATTERN = /\bage:?\s*\d{1,2}\s*[:y]\s*\d{1,2}\s*m?\b/gi;
const TIME_PATTERN = /\b(noon)\b|\b(\d{1,2})(?::(\d{2}))?\s*(a\.?m\.?|p\.?m\.?)(?![a-z])|\b(\d{1,2}):(\d{2})\b/gi;

function toMinutes(hour: number, minute: number, meridiem: string | null): number | null {
  if (minute > 59) return null;
  if (meridiem) {
    if (hour < 1 || hour > 12) return null;
    const pm = meridiem.startsWith("p");
    const h = (hour % 12) + (pm ? 12 : 0);
    return h * 60 + minute;
  }
  if (hour > 23) return null;
  const h = hour >= 1 && hour <= 6 ? hour + 12 : hour;
  return h * 60 + minute;
}

/** Every time of day written in `text`, in minutes after midnight, in order of appearance. */
export function parseTimesOfDay(text: string): number[] {
  const cleaned = text.replace(AGE_PATTERN, " ");
  const times: number[] = [];
  for (const m of cleaned.matchAll(TIME_PATTERN)) {
    let minutes: number | null;
    if (m[1]) minutes = 12 * 60;
    else if (m[2]) minutes = toMinutes(Number(m[2]), Number(m[3] ?? 0), m[4].toLowerCase().replace(/\./g, ""));
    else minutes = toMinutes(Number(m[5]), Number(m[6]), null);
    if (minutes != null) times.push(minutes);
  }
  return times;
}

/** One time of day, or null: the first time `parseTimesOfDay` finds. */
export function parseTimeOfDay(text: string): number | null {
  return parseTimesOfDay(text)[0] ?? null;
}

// Words that make a time in the notes a medication time ('meds at 3:12', 'inhaler 12:30').
const MEDICATION_WORDS =
  /\b(?:meds?|medications?|medicines?|medicated|inhalers?|pills?|doses?|dosage|insulin|epi-?pens?|tablets?|nurse|tylenol|ibuprofen|advil|ritalin|adderall|antibiotics?)\b/i;
const PICKUP_WORDS = /\b(?:pick(?:s|ed|ing)?[\s-]*up|pickup|collect(?:s|ed)?|leav(?:e|es|ing)|dismiss(?:al)?|home|early)\b/i;

/**
 * The notes split into what each part says: 'meds at 12:30, pickup at 3' is a medication time
 * and a pickup time. A part naming neither follows the part before it ('meds at 12 and 3');
 * without any, a time in the notes is a pickup (the spec's rule).
 */
function noteParts(notes: string): Array<{ type: TimeEventType; text: string }> {
  let type: TimeEventType = "pickup";
  return notes
    .split(/[,;\n]|\band\b|\bthen\b/i)
    .map((text) => text.trim())
    .filter(Boolean)
    .map((text) => {
      if (MEDICATION_WORDS.test(text)) type = "medication";
      else if (PICKUP_WORDS.test(text)) type = "pickup";
      return { type, text };
    });
}

/** Times in the notes are pickups or medications by what the note says; the medications field's are medications. */
export function timeEventsForEntry(entry: { notes: string; medications: string }): TimeEvent[] {
  const events: TimeEvent[] = [];
  for (const part of noteParts(entry.notes)) {
    for (const minutes of parseTimesOfDay(part.text)) events.push({ type: part.type, minutes, label: part.text });
  }
  for (const minutes of parseTimesOfDay(entry.medications)) events.push({ type: "medication", minutes, label: entry.medications });
  return events;
}

export const UPCOMING_BEFORE_MIN = 20;
export const UPCOMING_AFTER_MIN = 60;
export const DIALOG_FROM_MIN = 15;
export const DIALOG_TO_MIN = 20;
export const ALERT_CHECK_INTERVAL_MS = 60_000;

/** Row flag: upcoming from 20 minutes ahead to 60 minutes past; urgent from the time itself. */
export function timeAlertLevel(eventMinutes: number, nowMinutes: number): TimeAlertLevel {
  const ahead = eventMinutes - nowMinutes;
  if (ahead > UPCOMING_BEFORE_MIN || ahead < -UPCOMING_AFTER_MIN) return "none";
  return ahead <= 0 ? "urgent" : "upcoming";
}

/** The dialog opens for events 15 to 20 minutes ahead. */
export function isInAlertDialogWindow(eventMinutes: number, nowMinutes: number): boolean {
  const ahead = eventMinutes - nowMinutes;
  return ahead >= DIALOG_FROM_MIN && ahead <= DIALOG_TO_MIN;
}

/** The strongest flag among a camper's events. */
export function entryAlertLevel(events: TimeEvent[], nowMinutes: number): TimeAlertLevel {
  let level: TimeAlertLevel = "none";
  for (const e of events) {
    const l = timeAlertLevel(e.minutes, nowMinutes);
    if (l === "urgent") return "urgent";
    if (l === "upcoming") level = "upcoming";
  }
  return level;
}

export type DueAlert = {
  rosterEntryId: number;
  camperName: string;
  type: TimeEventType;
  minutes: number;
  label: string;
  /** The dose's name in the medication log (doseName). */
  dose: string;
};

/**
 * What a dose is called in the medication log: the words it was written with, and its time first
 * when the same words name more than one time ("3:00 PM: Inhaler at 12:00 and 3:00"), so the noon
 * dose and the 3 o'clock one are two doses.
 */
export function doseName(event: TimeEvent, all: readonly TimeEvent[]): string {
  const shared = all.some((e) => e.type === event.type && e.label === event.label && e.minutes !== event.minutes);
  return shared ? `${formatTimeOfDay(event.minutes)}: ${event.label}` : event.label;
}

/**
 * Alerts to show now, each camper's pickup or dose once: `shown` holds the keys already shown
 * for the selected session (the caller clears it when the session changes); `settled` says
 * which were dealt with already, at this door or another (acknowledged, or the dose recorded),
 * and are not raised again.
 */
export function dueAlerts(
  entries: Array<{ id: number; camperName: string; notes: string; medications: string }>,
  nowMinutes: number,
  shown: ReadonlySet<string>,
  settled: (alert: DueAlert) => boolean = () => false,
): { alerts: DueAlert[]; keys: string[] } {
  const alerts: DueAlert[] = [];
  const keys: string[] = [];
  for (const entry of entries) {
    const events = timeEventsForEntry(entry);
    for (const event of events) {
      const key = alertKey(entry.id, event.type, event.minutes);
      if (shown.has(key) || keys.includes(key)) continue;
      if (!isInAlertDialogWindow(event.minutes, nowMinutes)) continue;
      const alert = {
        rosterEntryId: entry.id,
        camperName: entry.camperName,
        type: event.type,
        minutes: event.minutes,
        label: event.label,
        dose: doseName(event, events),
      };
      if (settled(alert)) continue;
      keys.push(key);
      alerts.push(alert);
    }
  }
  return { alerts, keys };
}

/** A camper's alert as every door names it when it is acknowledged: its kind and minute ("medication@750"). */
export function alertName(type: TimeEventType, minutes: number) {
  return `${type}@${minutes}`;
}

export function alertKey(rosterEntryId: number, type: TimeEventType, minutes: number) {
  return `${rosterEntryId}:${alertName(type, minutes)}`;
}

/** 750 -> '12:30 PM'. */
export function formatTimeOfDay(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  const suffix = h >= 12 ? "PM" : "AM";
  const hour = h % 12 === 0 ? 12 : h % 12;
  return `${hour}:${String(m).padStart(2, "0")} ${suffix}`;
}
