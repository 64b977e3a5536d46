// The payment desk's menu button on a registration row: what it offers and how it reads, shared
// by the row's stand-in (registration-row.tsx) and the real menu (payment-actions.tsx), which
// loads when the button is first used.
import type { AdminRegistration } from "~/server/admin/office-registrations.server";
import { isPaymentDue } from "~/lib/payment-due";
import { isLiveStatus } from "~/lib/vocabulary";

export function paymentMenuOf(r: AdminRegistration) {
  const payable = isPaymentDue(r);
  const refundable = r.paymentStatus === "paid" && r.hasStripePayment;
  const cancellable = isLiveStatus(r.status);
  const text = payable ? "Payment" : "More";
  return {
    payable,
    refundable,
    cancellable,
    /** No menu at all when it would offer nothing. */
    offered: payable || refundable || cancellable,
    button: {
      variant: payable ? ("primary" as const) : ("ghost" as const),
      size: "sm" as const,
      // The name starts with the visible label (WCAG 2.5.3): "More actions for Ann Lee".
      "aria-label": `${text} actions for ${r.camper.firstName} ${r.camper.lastName}`,
      children: text,
    },
  };
}
