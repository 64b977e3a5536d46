// The /attendance page's loader data and its action (one intent per button). Each intent
// calls the same functions as the JSON API and answers with the spec's toast.
import { parseWithZod } from "@conform-to/zod/v4";
import { z } from "zod";
import { campToday } from "~/lib/camp-dates";
import { describeInvalidCsv, InvalidCsvError, INVALID_CSV } from "~/lib/attendance/csv";
import { newSessionFormSchema, sessionTitle } from "~/lib/attendance/forms";
import { countCampers } from "~/lib/attendance/display";
import { medicalImportMessage, NO_CAMPER_HEADER, parseMedicalCsv } from "~/lib/attendance/medical-csv";
import { describeRejectedRows, FIELD_MAX, NAME_MAX, parseRosterCsv } from "~/lib/attendance/roster-csv";
import {
  addRosterEntry,
  buildRosterFromRegistrations,
  changeAttendance,
  clearRoster,
  createAttendanceSession,
  deleteRosterEntry,
  importMedicalByDate,
  importRosterEntries,
  listAttendanceSessions,
  loadRoster,
  smartImport,
  updateRecordNotes,
  updateRosterEntry,
} from "./attendance.server";
import type { StaffSession } from "./staff-session.server";

export type Toast = { title: string; description?: string; variant?: "default" | "destructive" };
// `unsaved`: the action never reached the server (no connection); `change` is the tap to retry.
export type AttendanceActionResult = { ok: boolean; intent: string; toast?: Toast; goTo?: string; errors?: Array<{ row: number; reason: string }>; unsaved?: true; change?: string };

type SessionSummary = Awaited<ReturnType<typeof listAttendanceSessions>>[number];

/** Today's session at the site if there is one, else the next one, else the latest. */
export function pickDefaultSession(sessions: SessionSummary[], location: "FLC" | "UUCA", today: string) {
  const here = sessions.filter((s) => s.location === location);
  return (
    here.find((s) => s.date === today) ??
    [...here].filter((s) => s.date > today).sort((a, b) => a.date.localeCompare(b.date))[0] ??
    here[0] ??
    null
  );
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
  const roster = selected ? await loadRoster(env, selected.id, staff) : null;
  return { staff: { displayName: staff.displayName }, sessions, location, roster, today: campToday() };
}

const text = (max = FIELD_MAX) => z.string().max(max).optional().default("");
const id = z.coerce.number().int().positive();

const schemas = {
  attendance: z.object({ change: z.enum(["checkin", "uncheckin", "checkout", "uncheckout"]), rosterEntryId: id }),
  notes: z.object({ recordId: id, notes: text() }),
  group: z.object({ rosterEntryId: id, groupName: text(100) }),
  medical: z.object({ rosterEntryId: id, allergies: text(), medications: text() }),
  addCamper: z.object({
    sessionId: id,
    camperName: z.string().trim().min(1, "Name is required").max(NAME_MAX),
    nickname: text(100),
    groupName: text(100),
    allergies: text(),
    medications: text(),
    afterCare: z.string().optional(),
    parentPhone: text(100),
    notes: text(),
  }),
  deleteCamper: z.object({ rosterEntryId: id }),
  clearAll: z.object({ sessionId: id }),
  csv: z.object({ sessionId: id, csv: z.string().max(5_000_000).optional().default("") }),
  smartImport: z.object({ sessionId: id, csv: z.string().max(5_000_000).optional().default(""), date: z.string().optional().default(""), uucaGroupCount: z.enum(["2", "3"]).default("3"), title: z.string().max(120).optional().default("Camp Day") }),
  build: z.object({ sessionId: id, uucaGroupCount: z.enum(["2", "3"]).default("3") }),
};

function parse<T extends z.ZodType>(schema: T, form: FormData): z.infer<T> | null {
  const result = schema.safeParse(Object.fromEntries(form));
  return result.success ? result.data : null;
}

const fail = (intent: string, title: string, description?: string): AttendanceActionResult => ({ ok: false, intent, toast: { title, description, variant: "destructive" } });
const done = (intent: string, title: string, description?: string): AttendanceActionResult => ({ ok: true, intent, toast: { title, description } });

/** Reads a roster CSV for an import: the campers, or the reply that says (in the spec's words) why not. */
function readRosterCsv(
  intent: string,
  csv: string,
  failureTitle: string,
): { reply: AttendanceActionResult } | { campers: ReturnType<typeof parseRosterCsv>["campers"] } {
  let parsed;
  try {
    parsed = parseRosterCsv(csv);
  } catch (error) {
    if (error instanceof InvalidCsvError) return { reply: fail(intent, INVALID_CSV, describeInvalidCsv(error)) };
    throw error;
  }
  if (parsed.rejected.length) {
    return { reply: { ...fail(intent, failureTitle, `Nothing was imported. ${describeRejectedRows(parsed.rejected, 3)}`), errors: parsed.rejected } };
  }
  if (parsed.campers.length === 0) return { reply: fail(intent, "No campers found in CSV") };
  return { campers: parsed.campers };
}

export async function handleAttendanceAction(env: Env, staff: StaffSession, form: FormData): Promise<AttendanceActionResult> {
  const intent = String(form.get("intent") ?? "");
  switch (intent) {
    case "attendance": {
      const v = parse(schemas.attendance, form);
      const record = v ? await changeAttendance(env, v.rosterEntryId, v.change, staff.displayName) : null;
      if (!record) return fail(intent, "Camper not found");
      const titles = { checkin: "Camper checked in", uncheckin: "Check-in removed", checkout: "Camper checked out", uncheckout: "Check-out removed" } as const;
      return done(intent, titles[v!.change]);
    }
    case "notes": {
      const v = parse(schemas.notes, form);
      return v && (await updateRecordNotes(env, v.recordId, v.notes)) ? done(intent, "Notes updated") : fail(intent, "Failed to update notes");
    }
    case "group": {
      const v = parse(schemas.group, form);
      return v && (await updateRosterEntry(env, v.rosterEntryId, { groupName: v.groupName }, staff)) ? done(intent, "Group updated") : fail(intent, "Failed to update group");
    }
    case "medical": {
      const v = parse(schemas.medical, form);
      return v && (await updateRosterEntry(env, v.rosterEntryId, { allergies: v.allergies, medications: v.medications }, staff)) ? done(intent, "Allergies and medications updated") : fail(intent, "Failed to update camper");
    }
    case "addCamper": {
      const v = parse(schemas.addCamper, form);
      if (!v) return fail(intent, "Failed to add camper");
      try {
        await addRosterEntry(env, v.sessionId, { ...v, afterCare: v.afterCare === "on" || v.afterCare === "true" });
        return done(intent, "Camper added successfully");
      } catch {
        return fail(intent, "Failed to add camper");
      }
    }
    case "deleteCamper": {
      const v = parse(schemas.deleteCamper, form);
      return v && (await deleteRosterEntry(env, v.rosterEntryId)) ? done(intent, "Camper removed successfully") : fail(intent, "Failed to remove camper");
    }
    case "clearAll": {
      const v = parse(schemas.clearAll, form);
      if (!v) return fail(intent, "Failed to clear attendance data");
      await clearRoster(env, v.sessionId);
      return done(intent, "All attendance data cleared successfully");
    }
    case "createSession": {
      const submission = parseWithZod(form, { schema: newSessionFormSchema });
      if (submission.status !== "success") return fail(intent, "Failed to create session", Object.values(submission.error ?? {}).flat()[0] ?? undefined);
      const v = submission.value;
      const created = await createAttendanceSession(env, { date: v.date, location: v.location, title: sessionTitle(v), weekNumber: v.type === "weekly" ? (v.weekNumber ?? 1) : null, notes: v.notes, dailyPrize: v.dailyPrize });
      return { ...done(intent, "Session created successfully"), goTo: `/attendance?session=${created.id}` };
    }
    case "importNames": {
      const v = parse(schemas.csv, form);
      if (!v || !v.csv.trim()) return fail(intent, "No campers found in CSV");
      const parsed = readRosterCsv(intent, v.csv, "Failed to import campers");
      if ("reply" in parsed) return parsed.reply;
      const imported = await importRosterEntries(env, v.sessionId, parsed.campers);
      return done(intent, "Campers imported successfully", `${countCampers(imported)} added`);
    }
    case "smartImport": {
      const v = parse(schemas.smartImport, form);
      if (!v || !v.csv.trim() || !v.date) return fail(intent, "Please provide CSV data and date");
      const parsed = readRosterCsv(intent, v.csv, "Smart import failed");
      if ("reply" in parsed) return parsed.reply;
      try {
        const result = await smartImport(env, { campers: parsed.campers, date: v.date, uucaGroupCount: Number(v.uucaGroupCount) as 2 | 3, title: v.title });
        return done(intent, "Smart import successful!", `FLC: ${countCampers(result.results.flc.count)}, UUCA: ${countCampers(result.results.uuca.count)}`);
      } catch (error) {
        return fail(intent, "Smart import failed", error instanceof Error && error.message ? error.message : "Unknown error");
      }
    }
    case "importMedical": {
      const v = parse(schemas.csv, form);
      if (!v || !v.csv.trim()) return fail(intent, NO_CAMPER_HEADER);
      let parsed;
      try {
        parsed = parseMedicalCsv(v.csv);
      } catch (error) {
        if (error instanceof InvalidCsvError) return fail(intent, INVALID_CSV, describeInvalidCsv(error));
        throw error;
      }
      if (!parsed.ok && parsed.rejected) return { ...fail(intent, parsed.message, `Nothing was imported. ${describeRejectedRows(parsed.rejected, 3)}`), errors: parsed.rejected };
      if (!parsed.ok) return fail(intent, parsed.message);
      const roster = await loadSessionDate(env, v.sessionId);
      if (!roster) return fail(intent, "Failed to import medical data");
      const result = await importMedicalByDate(env, roster, parsed.updates, staff);
      if (result.updatedCount === 0) return fail(intent, "No matching campers found", "Could not match any campers from CSV to roster");
      if (result.unmatchedNames.length) return done(intent, medicalImportMessage(result.updatedCount, result.unmatchedNames.length), `${countCampers(result.unmatchedNames.length)} from CSV not found in roster: ${result.unmatchedNames.slice(0, 5).join(", ")}`);
      return done(intent, "Medical data imported successfully", `Updated ${countCampers(result.updatedCount)}${parsed.skippedRows ? `, skipped ${parsed.skippedRows}` : ""}`);
    }
    case "buildFromRegistrations": {
      const v = parse(schemas.build, form);
      const result = v ? await buildRosterFromRegistrations(env, v.sessionId, staff, Number(v.uucaGroupCount) as 2 | 3) : null;
      if (!result) return fail(intent, "Failed to import campers");
      return done(intent, "Roster built from registrations", `${countCampers(result.added)} added (${result.found} registered)`);
    }
    default:
      return fail(intent, "Unknown action");
  }
}

async function loadSessionDate(env: Env, sessionId: number) {
  const row = await env.DB.prepare("SELECT date FROM attendance_sessions WHERE id = ?").bind(sessionId).first<{ date: string }>();
  return row?.date ?? null;
}
