// The imports' inputs, written once for the JSON API and the /attendance page (browser-safe).
import { z } from "zod";
import { calendarDay } from "../calendar-day-schema";
import { tooLong } from "../form-inputs";
import { camperNameSchema, FIELD_MAX } from "./roster-entry-schema";

const CSV_MAX = 5_000_000;
const csvText = z.string().max(CSV_MAX, tooLong("CSV", CSV_MAX)).optional().default("");
/** 2 or 3 UUCA groups; a form sends "2"/"3", the API 2/3. */
const uucaGroupCount = z.coerce
  .number()
  .refine((n): n is 2 | 3 => n === 2 || n === 3, "UUCA groups must be 2 or 3")
  .transform((n) => n as 2 | 3)
  .optional()
  .default(3);

export const smartImportSchema = z.object({
  csvData: csvText,
  // The session the dialog was opened from: its site's campers go into it, on its date.
  sessionId: z.coerce.number({ message: "Session not found" }).int().positive("Session not found").optional(),
  date: z.string().optional().default(""),
  uucaGroupCount,
  title: z.string().max(120, tooLong("Title", 120)).optional(),
});

export const buildFromRegistrationsSchema = z.object({ uucaGroupCount });

const medicalText = z.string().max(FIELD_MAX, tooLong("Medical field", FIELD_MAX)).optional().default("");
const rosterId = z.coerce.number().int().positive();
const rows = <T extends z.ZodType>(row: T) => z.array(row).max(10_000).optional();

// Each import takes what the counselor pasted (`csvData`, the page and the API alike) or, from
// the API, rows already read: both are one operation and are answered alike.

/** Import Names: a roster CSV, or campers already read (each checked as a roster entry). */
export const importCampersSchema = z.object({ csvData: csvText, campers: rows(z.unknown()) });

/** Import Medical into a session: the nurse's CSV (matched by name on the session's date), or updates by roster id. */
export const medicalImportForSessionSchema = z.object({
  csvData: csvText,
  updates: rows(z.object({ rosterId, allergies: medicalText, medications: medicalText })),
});

/** Import Medical for a date, across both sites: the nurse's CSV, or updates by camper name. */
export const medicalImportByDateSchema = z.object({
  date: calendarDay("Date must be YYYY-MM-DD"),
  csvData: csvText,
  updates: rows(z.object({ camperName: camperNameSchema, allergies: medicalText, medications: medicalText })),
});
