// The camper form: one zod schema for the wizard (checkCamperForm, in the browser once the page
// is running, and in the wizard's action) and for POST/PATCH /api/campers, with the
// specification's exact messages. The wizard loads this module after the page is interactive
// (zod is not part of the registration page's first scripts): its choices live in vocabulary.ts.
import { parseWithZod } from "@conform-to/zod/v4";
import { z } from "zod";
import { calendarDay } from "./calendar-day-schema";
import { checked, tooLong } from "./form-inputs";
import { GRADES, RELATIONSHIPS } from "./vocabulary";

export { RELATIONSHIPS };

const gradeValues = GRADES.map((g) => g.value) as [string, ...string[]];
const relationshipValues = RELATIONSHIPS.map((r) => r.value) as [string, ...string[]];

// Optional text: trimmed, at most a sensible length, empty when absent.
const optionalText = (label: string, max = 2000) => z.string().trim().max(max, tooLong(label, max)).optional().default("");

export const camperFormSchema = z.object({
  firstName: z
    .string({ error: "First name must be at least 2 characters" })
    .trim()
    .min(2, "First name must be at least 2 characters")
    .max(100, tooLong("First name", 100)),
  lastName: z
    .string({ error: "Last name must be at least 2 characters" })
    .trim()
    .min(2, "Last name must be at least 2 characters")
    .max(100, tooLong("Last name", 100)),
  dateOfBirth: calendarDay("Date of birth is required"),
  grade: z.enum(gradeValues, { error: "Grade is required" }),
  allergies: optionalText("Allergies"),
  medications: optionalText("Medications"),
  medicalConditions: optionalText("Medical conditions"),
  specialDietaryNeeds: optionalText("Special dietary needs"),
  doctorName: optionalText("Doctor's name", 200),
  doctorPhone: optionalText("Doctor's phone", 40),
  insuranceProvider: optionalText("Insurance provider", 200),
  emergencyContactName: z
    .string({ error: "Primary emergency contact name is required" })
    .trim()
    .min(2, "Primary emergency contact name is required")
    .max(200, tooLong("Primary emergency contact name", 200)),
  emergencyContactPhone: z
    .string({ error: "Valid phone number is required" })
    .trim()
    .min(10, "Valid phone number is required")
    .max(40, tooLong("Primary emergency contact phone", 40)),
  emergencyContactRelationship: z.enum(relationshipValues, { error: "Relationship is required" }),
  emergencyContact2Name: optionalText("Secondary contact name", 200),
  emergencyContact2Phone: optionalText("Secondary contact phone", 40),
  emergencyContact2Relationship: z
    .union([z.enum(relationshipValues), z.literal("")])
    .optional()
    .default(""),
  authorizedPickupPersons: optionalText("Authorized pickup persons"),
  specialInstructions: optionalText("Special instructions"),
  waiverAccepted: z.literal(true, { error: "You must accept the waiver to proceed" }),
  mediaReleaseAccepted: z.literal(true, { error: "You must accept the media release to proceed" }),
  termsAccepted: z.literal(true, { error: "You must accept the terms and conditions to proceed" }),
});

export type CamperForm = z.infer<typeof camperFormSchema>;

/** The first message for each wrong field of the camper form, by field name. */
export type CamperFormErrors = Record<string, string>;

/**
 * The camper form as a browser posts it (strings, "on" for a ticked box, "" for an empty field):
 * its checked values, or the first message for each field that is wrong. The wizard checks the
 * form with this in the browser, and its action with the same function when the form was posted
 * before the page's scripts ran.
 */
export function checkCamperForm(formData: FormData): { ok: true; camper: CamperForm } | { ok: false; errors: CamperFormErrors } {
  const submission = parseWithZod(formData, { schema: camperFormSchema });
  if (submission.status === "success") return { ok: true, camper: submission.value };
  const errors: CamperFormErrors = {};
  for (const [name, messages] of Object.entries(submission.error ?? {})) {
    if (name && messages?.[0]) errors[name] = messages[0];
  }
  return { ok: false, errors };
}

/** A posted camper form as the schema reads it: its text fields, and each agreement's box as ticked or not. */
export function camperFormInput(formData: FormData) {
  const entries = Object.fromEntries(formData);
  return {
    ...entries,
    waiverAccepted: checked(entries.waiverAccepted),
    mediaReleaseAccepted: checked(entries.mediaReleaseAccepted),
    termsAccepted: checked(entries.termsAccepted),
  };
}

/** What a parent may change on an existing camper: everything but name and birth date. */
export const camperUpdateSchema = camperFormSchema
  .omit({ firstName: true, lastName: true, dateOfBirth: true, waiverAccepted: true, mediaReleaseAccepted: true, termsAccepted: true })
  .partial();

export type CamperUpdate = z.infer<typeof camperUpdateSchema>;

export const CAMPER_UPDATABLE_FIELDS = Object.keys(camperUpdateSchema.shape) as Array<keyof CamperUpdate>;

/**
 * Validates a partial update and keeps only the fields the body actually sent (the schema's
 * defaults would otherwise blank out fields the parent never touched).
 */
export function parseCamperUpdate(body: unknown) {
  const result = camperUpdateSchema.safeParse(body);
  if (!result.success) return result;
  const sent = body && typeof body === "object" ? Object.keys(body) : [];
  const data: CamperUpdate = {};
  for (const key of CAMPER_UPDATABLE_FIELDS) {
    if (sent.includes(key) && result.data[key] !== undefined) (data as Record<string, unknown>)[key] = result.data[key];
  }
  return { success: true as const, data };
}

/**
 * The API's camper body may pack the medical form into a `medicalInfo` JSON string, as the
 * specification's client sends it; unpack it into the flat fields the schema checks.
 */
export function unpackMedicalInfo(body: unknown): unknown {
  if (!body || typeof body !== "object") return body;
  const { medicalInfo, ...rest } = body as Record<string, unknown>;
  if (typeof medicalInfo !== "string" || medicalInfo.trim() === "") return rest;
  let packed: unknown;
  try {
    packed = JSON.parse(medicalInfo);
  } catch {
    return rest;
  }
  if (!packed || typeof packed !== "object") return rest;
  const { waivers, originalMedicalInfo: _ignored, ...medical } = packed as Record<string, unknown>;
  const agreements =
    waivers && typeof waivers === "object"
      ? {
          waiverAccepted: (waivers as Record<string, unknown>).hasWaiverAccepted,
          mediaReleaseAccepted: (waivers as Record<string, unknown>).hasMediaReleaseAccepted,
          termsAccepted: (waivers as Record<string, unknown>).hasTermsAccepted,
        }
      : {};
  return { ...medical, ...agreements, ...rest };
}
