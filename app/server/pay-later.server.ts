// "Pay later" as both doors receive it: PATCH /api/registrations/{id}/defer-payment and the
// wizard's Pay Later form. The reason is checked first (400 with the field's message), then the
// registration (404 when it is not the parent's), then the rules (`deferPayment`).
import { deferPaymentSchema } from "~/lib/defer-payment-schema";
import { recordId, refused, refusedByZod, type Refused } from "./operation-result.server";
import { deferPayment, MESSAGES } from "./family/family-registrations.server";

export async function deferPaymentFromInput(env: Env, parentId: string, rawRegistrationId: unknown, input: unknown) {
  const parsed = deferPaymentSchema.safeParse(input);
  if (!parsed.success) return refusedByZod(parsed.error);
  const registrationId = recordId(rawRegistrationId);
  if (!registrationId) return refused(404, MESSAGES.registrationNotFound) satisfies Refused;
  return deferPayment(env, parentId, registrationId, parsed.data.deferReason);
}
