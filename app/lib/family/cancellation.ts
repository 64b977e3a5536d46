// The office's cancellation policy as the family page and the server apply it: a parent may
// cancel until the deadline (the camp setting `cancellationDeadlineDays` before the first camp
// day, through the end of that day in camp time) and gets back the policy's percent of what was
// paid by card. Browser-safe, so the page shows exactly what the server will do.
import { addDays } from "../camp-dates";

export type CancellationPolicy = { cancellationDeadlineDays: number; cancellationRefundPercent: number };

/** The last camp day on which a registration starting on `startDate` may be cancelled. */
export function cancellationDeadline(startDate: string, policy: CancellationPolicy): string {
  return addDays(startDate, -policy.cancellationDeadlineDays);
}

/** Why the parent may not cancel, or null when they may. */
export function cancellationRefusal(registration: { status: string; startDate: string }, today: string, policy: CancellationPolicy): string | null {
  if (registration.status === "cancelled") return "This registration is already cancelled.";
  if (today > cancellationDeadline(registration.startDate, policy)) {
    return `The cancellation deadline for this session has passed (${policy.cancellationDeadlineDays} days before camp). Please contact the camp office.`;
  }
  return null;
}

/** What the policy refunds of `paidByCardCents`, in whole cents. */
export function refundFor(paidByCardCents: number, policy: CancellationPolicy): number {
  return Math.max(0, Math.round((paidByCardCents * policy.cancellationRefundPercent) / 100));
}
