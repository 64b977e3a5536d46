// Signing a camper up for a session: one schema for the wizard's last step (the page action)
// and for POST /api/registrations, so a missing session or camper is refused with the same words
// by both. Checkboxes from a form ("on") and booleans from JSON read alike.
import { z } from "zod";
import { camperFormSchema } from "./camper-schema";
import { checked } from "./form-inputs";

export const SESSION_REQUIRED = "Please select a program session before continuing.";
export const CAMPER_DATA_MISSING = "Camper data is missing. Please go back and complete the form.";
/** The wizard's toast headings for its refusals (the specification's error catalogue). */
export const REGISTRATION_TITLES = {
  camperMissing: CAMPER_DATA_MISSING,
  selectionRequired: "Selection Required",
  invalidSelection: "Invalid Selection",
  failed: "Failed to create registration. Please try again.",
} as const;

const careAddOn = z
  .union([z.boolean(), z.enum(["on", "true", "1", "false", "0", ""])], { error: "Extended care must be yes or no." })
  .optional()
  .transform((value) => checked(value));

/** The session and the care add-ons chosen in the wizard. */
export const sessionChoiceSchema = z.object({
  sessionId: z.coerce.number({ error: SESSION_REQUIRED }).int(SESSION_REQUIRED).positive(SESSION_REQUIRED),
  beforeCare: careAddOn,
  afterCare: careAddOn,
});

/** The API's body: an existing camper of the parent's and the session choice. */
export const registrationBodySchema = sessionChoiceSchema.extend({
  camperId: z.coerce.number({ error: CAMPER_DATA_MISSING }).int(CAMPER_DATA_MISSING).positive(CAMPER_DATA_MISSING),
  // Accepted for compatibility and ignored: the server prices every registration itself.
  totalAmount: z.unknown().optional(),
});

const ticked = <T extends z.ZodType>(agreement: T) => z.preprocess(checked, agreement);

/**
 * The wizard's last step as the page posts it: the camper form (its ticked boxes read "on"), the
 * camper's id once it exists (a new camper has none yet), then the session choice. The camper's
 * fields come first, so the first message is the camper's while the form is wrong.
 */
export const wizardRegistrationSchema = camperFormSchema.extend({
  waiverAccepted: ticked(camperFormSchema.shape.waiverAccepted),
  mediaReleaseAccepted: ticked(camperFormSchema.shape.mediaReleaseAccepted),
  termsAccepted: ticked(camperFormSchema.shape.termsAccepted),
  camperId: z.coerce.number().int().positive().optional().catch(undefined),
  ...sessionChoiceSchema.shape,
});

/** The toast heading for a wizard body the schema refused: the session choice's, or the camper form's. */
export function wizardRefusalTitle(field: string | undefined): string {
  return field && field in sessionChoiceSchema.shape ? REGISTRATION_TITLES.selectionRequired : REGISTRATION_TITLES.camperMissing;
}

export type RegistrationBody = z.output<typeof registrationBodySchema>;

/** POST /api/create-payment-intent and the checkout page: which registration to pay for. */
export const paymentIntentSchema = z.object({ registrationId: z.coerce.number().int().positive() });
