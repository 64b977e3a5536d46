// "Pay later": the reason a parent gives, the same rule on the registration page and in
// PATCH /api/registrations/{id}/defer-payment.
import { z } from "zod";
import { tooLong } from "./form-inputs";

export const DEFER_REASON_MAX = 500;
const REASON_REQUIRED = "Please tell us why you would like to pay later.";

export const deferPaymentSchema = z.object({
  paymentStatus: z.literal("deferred").optional(),
  deferReason: z.string({ error: REASON_REQUIRED }).trim().min(1, REASON_REQUIRED).max(DEFER_REASON_MAX, tooLong("Reason for paying later", DEFER_REASON_MAX)),
});
