// The roster's fields, written once: the JSON API, the /attendance page's action, Add Camper's
// form and the CSV imports all check a camper with these schemas, so a limit or its message
// cannot differ between the doors. Browser-safe (zod only).
import { z } from "zod";
import { tooLong } from "../form-inputs";
import { isCalendarDay } from "../calendar-day";
import { pickupSchema } from "./pickup-schema";

export const NAME_MAX = 120;
export const FIELD_MAX = 1000;

const text = (label: string, max = FIELD_MAX) => z.string().max(max, tooLong(label, max));
const optionalText = (label: string, max = FIELD_MAX) => text(label, max).optional().default("");

/** A form checkbox ("on"), a JSON boolean, or nothing. */
const afterCare = z.preprocess((v) => v === true || v === "on" || v === "true", z.boolean());

export const camperNameSchema = z
  .string({ error: "Name is required" })
  .trim()
  .min(1, "Name is required")
  .max(NAME_MAX, `Name is longer than ${NAME_MAX} characters`);

/** Add Camper, the API's import rows and every CSV row. */
export const rosterEntrySchema = z.object({
  camperName: camperNameSchema,
  nickname: optionalText("Nickname", 100),
  groupName: optionalText("Group", 100),
  allergies: optionalText("Allergies"),
  medications: optionalText("Medications"),
  afterCare: afterCare.optional().default(false),
  parentPhone: optionalText("Parent phone", 100),
  notes: optionalText("Notes"),
});
export type RosterEntryFields = z.infer<typeof rosterEntrySchema>;

/** Editing a camper on the roster: the group, allergies/medications, notes; only what is sent changes. */
export const rosterEntryPatchSchema = z.object({
  groupName: text("Group", 100).optional(),
  allergies: text("Allergies").optional(),
  medications: text("Medications").optional(),
  notes: text("Notes").optional(),
});

/** The day's note on a camper's attendance record. */
export const recordNotesSchema = z.object({ notes: text("Notes") });

export const rosterId = z.coerce.number({ error: "Camper not found" }).int().positive();
export const attendanceActionSchema = z.enum(["checkin", "uncheckin", "checkout", "uncheckout"], { error: "Unknown attendance change" });
export type AttendanceAction = z.infer<typeof attendanceActionSchema>;
/**
 * One door change: the bare action ("checkin"), or `{ action, pickup }`, where a check-out names
 * who picked the camper up (app/server/attendance/pickup.server.ts verifies it).
 */
// A bare action ("checkin") is the change without pickup details. Read as one object schema (not
// a union) so a refused pickup says its own field's message, not a union's "Invalid input".
export const attendanceChangeSchema = z.preprocess(
  (change) => (typeof change === "string" ? { action: change } : change),
  z.object({ action: attendanceActionSchema, pickup: pickupSchema.optional() }),
);
export type AttendanceChangeInput = z.input<typeof attendanceChangeSchema>;

/** An attendance session's day: required, and a real day on the calendar. */
export const sessionDay = z.string({ error: "Date is required" }).trim().min(1, "Date is required").refine(isCalendarDay, "Date must be YYYY-MM-DD");

/** A form's empty field ("") is a field not given. */
const given = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (value === "" ? undefined : value), schema);

/**
 * A new attendance session, as the API sends it (a title, perhaps a week number) or the page's
 * New Session form (a weekly session by its week, an off-day by its event): a weekly session is
 * week 1 unless told and titled 'Week N'; an off-day has no week number and takes its event's name.
 */
export const attendanceSessionSchema = z
  .object({
    date: sessionDay,
    location: z.enum(["FLC", "UUCA"]),
    type: given(z.enum(["weekly", "off-day"]).optional()),
    weekNumber: given(z.coerce.number().int().min(1).max(52).nullable().optional()),
    eventName: given(z.string().trim().max(120, tooLong("Event name", 120)).optional()),
    title: given(z.string().trim().max(120, tooLong("Title", 120)).optional()),
    notes: optionalText("Notes"),
    dailyPrize: optionalText("Daily prize", 200),
  })
  .transform(({ type, eventName, ...session }, ctx) => {
    const offDay = type === "off-day";
    const weekNumber = offDay ? null : (session.weekNumber ?? (type === "weekly" ? 1 : null));
    const title = session.title || (offDay ? eventName : weekNumber === null ? "" : `Week ${weekNumber}`);
    if (title) return { ...session, weekNumber, title };
    ctx.addIssue(
      offDay ? { code: "custom", path: ["eventName"], message: "Event name is required" } : { code: "custom", path: ["title"], message: "Title is required" },
    );
    return z.NEVER;
  });

/** The first problem, in the words a counselor sees. */
export function firstProblem(error: z.ZodError): string {
  return error.issues[0]?.message ?? "Invalid request";
}
