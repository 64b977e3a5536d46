// Who picked a camper up, as the check-out change carries it, and the medication log's input:
// one schema each, parsed by both doors (the JSON API and the /attendance page's action) and by
// the offline door's queued events. Browser-safe (zod only).
import { z } from "zod";
import { tooLong } from "../form-inputs";

const NAME_MAX = 120;
const REASON_MAX = 500;

const requiredText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, tooLong(label, max));

const pickupCodeField = z.string({ error: "Type the family's pickup code" }).max(20, "Pickup codes are 6 digits");

/** A code typed at an online door, checked at the server before the pickup dialog closes. */
export const pickupCodeCheckSchema = z.object({ code: pickupCodeField });

export const pickupSchema = z.discriminatedUnion(
  "kind",
  [
    z.object({ kind: z.literal("adult"), adultId: z.coerce.number({ error: "Choose who is picking up" }).int().positive("Choose who is picking up") }),
    // The code says the family sent someone; the record must still say who: the adult's name.
    z.object({
      kind: z.literal("code"),
      code: pickupCodeField,
      name: requiredText("Name of the adult giving the code", NAME_MAX),
    }),
    z.object({ kind: z.literal("override"), name: requiredText("Name of the person picking up", NAME_MAX), reason: requiredText("Reason", REASON_MAX) }),
  ],
  { error: "Choose who is picking up" },
);
export type Pickup = z.infer<typeof pickupSchema>;

/** The page's form fields (pickupKind, pickupAdultId, ...) as the pickup the operation takes. */
export function pickupFromForm(fields: Record<string, unknown>): unknown {
  const kind = fields.pickupKind;
  if (kind == null || kind === "") return undefined;
  if (kind === "adult") return { kind, adultId: fields.pickupAdultId };
  if (kind === "code") return { kind, code: fields.pickupCode, name: fields.pickupName };
  if (kind === "override") return { kind, name: fields.pickupName, reason: fields.pickupReason };
  return { kind };
}

/** The same pickup as form fields, for the page's fetcher. */
export function pickupToForm(pickup: Pickup): Record<string, string> {
  if (pickup.kind === "adult") return { pickupKind: "adult", pickupAdultId: String(pickup.adultId) };
  if (pickup.kind === "code") return { pickupKind: "code", pickupCode: pickup.code, pickupName: pickup.name };
  return { pickupKind: "override", pickupName: pickup.name, pickupReason: pickup.reason };
}

/** A counselor's "yes, I mean it" after a warning: a JSON true, or a form's "true" / "on". */
const confirmed = z.preprocess((v) => v === true || v === "true" || v === "on", z.boolean()).optional();

/**
 * "Given" at a medication alert, "not given" with a reason, or a later correction of an entry.
 * A second "given" of the same dose on the same day is refused unless `confirmSecondDose` says the
 * counselor saw the first one and means it, and a "given" for a camper not checked in unless
 * `confirmNotCheckedIn` does (app/server/attendance/medication.server.ts).
 */
export const medicationGivenSchema = z.discriminatedUnion(
  "outcome",
  [
    z.object({
      outcome: z.literal("given"),
      medication: z.string().trim().max(200, tooLong("Medication", 200)).optional().default(""),
      confirmSecondDose: confirmed,
      confirmNotCheckedIn: confirmed,
    }),
    z.object({
      outcome: z.literal("not_given"),
      medication: z.string().trim().max(200, tooLong("Medication", 200)).optional().default(""),
      reason: requiredText("Reason", REASON_MAX),
    }),
    // The entry corrected is named by its log number, or (a device's queue, offline) by the
    // event id of the entry it recorded, which it knows before the server does.
    z
      .object({
        outcome: z.literal("correction"),
        correctsId: z.coerce.number({ error: "Choose the entry to correct" }).int().positive("Choose the entry to correct").optional(),
        correctsEventId: z.uuid({ error: "Choose the entry to correct" }).optional(),
        reason: requiredText("Correction", REASON_MAX),
      })
      .refine((c) => c.correctsId !== undefined || c.correctsEventId !== undefined, { error: "Choose the entry to correct", path: ["correctsId"] }),
  ],
  { error: "Record the medication as given or not given" },
);
export type MedicationGiven = z.infer<typeof medicationGivenSchema>;

export { MEDICATION_OUTCOME_LABELS } from "./medication-marks";
