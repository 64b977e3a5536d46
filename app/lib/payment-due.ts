// Which registrations a parent can pay now: a held seat (status pending) whose payment is still
// due, whether it is new, paid later (deferred) or a card that failed. The dashboard, the
// registrations page and checkout ask this one question.
export const PAYABLE_PAYMENT_STATUSES = ["pending", "failed", "deferred"] as const;

export function isPaymentDue(registration: { status: string; paymentStatus: string | null }): boolean {
  return registration.status === "pending" && (PAYABLE_PAYMENT_STATUSES as readonly (string | null)[]).includes(registration.paymentStatus);
}
