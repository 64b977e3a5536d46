// An authorized adult as a parent enters one on /account/pickup (and the JSON API takes it).
// Browser-safe (zod only); the photo is checked from its bytes by app/lib/media-rules.ts.
import { z } from "zod";
import { tooLong } from "../form-inputs";

const requiredText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, tooLong(label, max));

export const ADULTS_PER_CAMPER_MAX = 12;

export const authorizedAdultSchema = z.object({
  camperId: z.coerce.number({ error: "Choose a camper" }).int().positive("Choose a camper"),
  name: requiredText("Name", 120),
  relationship: requiredText("Relationship", 60),
  phone: requiredText("Phone", 40).refine((p) => /^[\d\s()+.\-x]{7,40}$/i.test(p), "Enter a phone number (digits, spaces, + ( ) - .)"),
});
export type AuthorizedAdultInput = z.infer<typeof authorizedAdultSchema>;

/** Editing keeps the camper: only the details sent change. */
export const authorizedAdultPatchSchema = authorizedAdultSchema.omit({ camperId: true }).partial();
