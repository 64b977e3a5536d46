// The /attendance page's loader data and its action (one intent per button). Each intent
// calls the same functions as the JSON API and answers with the spec's toast.
import { data } from "react-router";
import { addDays, campTimeToInstant, campToday } from "~/lib/camp-dates";
import { countCampers } from "~/lib/attendance/display";
import { medicalImportMessage } from "~/lib/attendance/medical-csv";
import { pickupFromForm } from "~/lib/attendance/pickup-schema";
import { listAttendanceSessions } from "./roster-entries.server";
import { loadRoster, type RosterRow } from "./roster-load.server";
import { buildFromRegistrations, importCampers, importMedicalForSession, smartImportFromCsv } from "./imports.server";
import type { Refused as Refusal } from "../operation-result.server";
import { addCamper, clearAll, createSession, editCamper, editRecordNotes, recordAttendance, removeCamper } from "./roster.server";
import { recordMedicationGiven } from "./medication.server";
import { STAFF_SESSION_TTL_SECONDS, type StaffSession } from "../staff-session.server";
import { doorEventStampSchema, KIND_CHANGE, SAVED_TITLES, type AttendanceChangeName, type AttendanceEventKind } from "~/lib/attendance/door-events";
import type { EventStamp } from "./door-fold.server";

export type Toast = { title: string; description?: string; variant?: "default" | "destructive" };
// `unsaved`: the action never reached the server (no connection); `change` is the tap to retry.
export type AttendanceActionResult = {
  ok: boolean;
  intent: string;
  toast?: Toast;
  goTo?: string;
  errors?: Array<{ row: number; reason: string }>;
  unsaved?: true;
  change?: string;
  /** The medication log entry just recorded (a correction names it). */
  medicationEntryId?: number;
};

type SessionSummary = Awaited<ReturnType<typeof listAttendanceSessions>>[number];

/** Today's session at the site if there is one, else the next one, else the latest. */
export function pickDefaultSession(sessions: SessionSummary[], location: "FLC" | "UUCA", today: string) {
  const here = sessions.filter((s) => s.location === location);
  return here.find((s) => s.date === today) ?? [...here].filter((s) => s.date > today).sort((a, b) => a.date.localeCompare(b.date))[0] ?? here[0] ?? null;
}

/**
 * A roster row as the door page uses it: what its screens read, without the fields the server
 * keeps for itself (a quarter of a 1,000-camper answer, decoded on the phone after every sync).
 */
function doorRow({
  attendanceSessionId: _session,
  createdAt: _created,
  attendanceRecord: { rosterEntryId: _entry, updatedAt: _updated, pickupRelationship: _relationship, pickupAdultId: _adult, pickupReason: _reason, ...record },
  ...entry
}: RosterRow) {
  return { ...entry, attendanceRecord: record };
}

/** Two sequential D1 round trips: the staff check with the session list, then the roster batch. */
export async function loadAttendancePage(env: Env, request: Request, staffPromise: Promise<StaffSession>) {
  const [staff, sessions] = await Promise.all([staffPromise, listAttendanceSessions(env)]);
  const url = new URL(request.url);
  const requested = Number(url.searchParams.get("session"));
  const locationParam = url.searchParams.get("location") === "FLC" ? "FLC" : url.searchParams.get("location") === "UUCA" ? "UUCA" : null;
  let selected = sessions.find((s) => s.id === requested) ?? null;
  const location = selected?.location ?? locationParam ?? "UUCA";
  if (!selected) selected = pickDefaultSession(sessions, location, campToday());
  // Without day histories: a camper's opens with its details (app/components/attendance/day-history.tsx).
  const loaded = selected ? await loadRoster(env, selected.id, staff, { history: false }) : null;
  const roster = loaded ? { ...loaded, roster: loaded.roster.map(doorRow) } : null;
  // loadedAt: the door device keeps the newest answer it has seen; requestedAt is set again by
  // the page's clientLoader on the device's clock (app/routes/attendance.tsx).
  const now = Date.now();
  const today = campToday();
  return {
    // The signed sign-in the device puts on every change it records (decision 0057).
    staff: { displayName: staff.displayName, signIn: staff.doorSignIn ?? null },
    sessions,
    location,
    roster,
    today,
    loadedAt: now,
    requestedAt: now,
    shownUntil: offlineShownUntil(staff, today),
  };
}

/**
 * How long a door device may show this answer with no network (docs/decisions/0034-door-device-data-and-clock.md):
 * until the staff session would expire, and never past the end of the camp day it was loaded on.
 * After that the device drops its kept copy; a session that ends sooner (logout, the office
 * disabling the counselor) wipes it as soon as the device hears a 401 or opens the sign-in page.
 */
export function offlineShownUntil(staff: Pick<StaffSession, "createdAt">, today: string): number {
  return Math.min(staff.createdAt + STAFF_SESSION_TTL_SECONDS * 1000, campTimeToInstant(addDays(today, 1)));
}

const fail = (intent: string, title: string, description?: string): AttendanceActionResult => ({
  ok: false,
  intent,
  toast: { title, description, variant: "destructive" },
});
const done = (intent: string, title: string, description?: string): AttendanceActionResult => ({ ok: true, intent, toast: { title, description } });
/**
 * A refusal as the page shows it: the button's failure title and the operation's own message,
 * or, when the operation gives a detail line (the spec's "No matching campers found"), its
 * message as the title over that line.
 */
const refused = (intent: string, title: string, r: Refusal) => {
  const toast = r.detail ? fail(intent, r.message, r.detail) : fail(intent, title, r.message);
  return data({ ...toast, ...(r.errors ? { errors: r.errors } : {}) }, { status: r.status });
};

const BAD_STAMP = "The change's device id or time is not valid";

/** The device's event id and time from a door form, undefined when it sent none, false when malformed. */
function formStamp(fields: Record<string, FormDataEntryValue>): EventStamp | undefined | false {
  if (fields.eventId === undefined && fields.at === undefined) return undefined;
  const parsed = doorEventStampSchema.safeParse({ id: fields.eventId, at: fields.at });
  return parsed.success ? parsed.data : false;
}

const CHANGE_TITLES = Object.fromEntries(Object.entries(KIND_CHANGE).map(([kind, change]) => [change, SAVED_TITLES[kind as AttendanceEventKind]])) as Record<
  AttendanceChangeName,
  string
>;

/**
 * The page's door: one intent per button, each handed to the same operation as the JSON API
 * (app/server/attendance/), its answer turned into the spec's toast.
 */
export async function handleAttendanceAction(env: Env, staff: StaffSession, form: FormData) {
  const intent = String(form.get("intent") ?? "");
  const fields = Object.fromEntries(form);
  const csv = { csvData: fields.csv };
  switch (intent) {
    // The door's changes: the form may carry the device's event id and time (formStamp).
    case "attendance": {
      const pickup = pickupFromForm(fields);
      const stamp = formStamp(fields);
      if (stamp === false) return data(fail(intent, BAD_STAMP), { status: 400 });
      const r = await recordAttendance(env, staff, fields.rosterEntryId, pickup === undefined ? fields.change : { action: fields.change, pickup }, stamp);
      return r.ok ? done(intent, CHANGE_TITLES[r.change]) : data(fail(intent, r.message), { status: r.status });
    }
    case "medication": {
      const r = await recordMedicationGiven(env, staff, fields.rosterEntryId, fields);
      if (!r.ok) return refused(intent, "Medication not recorded", r);
      const title = r.entry.outcome === "given" ? "Medication given recorded" : r.entry.outcome === "not_given" ? "Not given recorded" : "Correction recorded";
      return { ...done(intent, title), medicationEntryId: r.entry.id };
    }
    case "notes": {
      const stamp = formStamp(fields);
      if (stamp === false) return data(fail(intent, "Failed to update notes", BAD_STAMP), { status: 400 });
      const r = await editRecordNotes(env, staff, fields.recordId, fields, stamp);
      return r.ok ? done(intent, "Notes updated") : refused(intent, "Failed to update notes", r);
    }
    case "group": {
      const stamp = formStamp(fields);
      if (stamp === false) return data(fail(intent, "Failed to update group", BAD_STAMP), { status: 400 });
      const r = await editCamper(env, staff, fields.rosterEntryId, { groupName: fields.groupName ?? "" }, stamp);
      return r.ok ? done(intent, "Group updated") : refused(intent, "Failed to update group", r);
    }
    case "medical": {
      const r = await editCamper(env, staff, fields.rosterEntryId, { allergies: fields.allergies ?? "", medications: fields.medications ?? "" });
      return r.ok ? done(intent, "Allergies and medications updated") : refused(intent, "Failed to update camper", r);
    }
    case "addCamper": {
      const r = await addCamper(env, staff, fields.sessionId, fields);
      return r.ok ? done(intent, "Camper added successfully") : refused(intent, "Failed to add camper", r);
    }
    case "deleteCamper": {
      const r = await removeCamper(env, staff, fields.rosterEntryId);
      return r.ok ? done(intent, "Camper removed successfully") : refused(intent, "Failed to remove camper", r);
    }
    case "clearAll": {
      const r = await clearAll(env, staff, fields.sessionId);
      return r.ok ? done(intent, "All attendance data cleared successfully") : refused(intent, "Failed to clear attendance data", r);
    }
    case "createSession": {
      const r = await createSession(env, staff, fields);
      if (!r.ok) return refused(intent, "Failed to create session", r);
      return { ...done(intent, "Session created successfully"), goTo: `/attendance?session=${r.session.id}` };
    }
    case "importNames": {
      const r = await importCampers(env, staff, fields.sessionId, csv);
      return r.ok ? done(intent, "Campers imported successfully", `${countCampers(r.imported)} added`) : refused(intent, "Failed to import campers", r);
    }
    case "smartImport": {
      const r = await smartImportFromCsv(env, staff, { ...fields, ...csv });
      if (!r.ok) return refused(intent, "Smart import failed", r);
      return done(intent, "Smart import successful!", `FLC: ${countCampers(r.results.flc.count)}, UUCA: ${countCampers(r.results.uuca.count)}`);
    }
    case "importMedical": {
      const r = await importMedicalForSession(env, staff, fields.sessionId, csv);
      if (!r.ok) return refused(intent, "Failed to import medical data", r);
      if (r.unmatchedNames.length)
        return done(
          intent,
          medicalImportMessage(r.updatedCount, r.unmatchedNames.length),
          `${countCampers(r.unmatchedNames.length)} from CSV not found in roster: ${r.unmatchedNames.slice(0, 5).join(", ")}`,
        );
      return done(intent, "Medical data imported successfully", `Updated ${countCampers(r.updatedCount)}${r.skippedRows ? `, skipped ${r.skippedRows}` : ""}`);
    }
    case "buildFromRegistrations": {
      const r = await buildFromRegistrations(env, staff, fields.sessionId, fields);
      return r.ok
        ? done(intent, "Roster built from registrations", `${countCampers(r.added)} added (${r.found} registered)`)
        : refused(intent, "Failed to import campers", r);
    }
    default:
      return data(fail(intent, "Unknown action"), { status: 400 });
  }
}
