// Which registrations a parent can pay now, in one place: a held seat (pending, or confirmed with
// part of its money still to come) whose payment is new, paid later (deferred) or a card that
// failed, with a balance left. The dashboard, the registrations page, checkout, the PaymentIntent
// and the office's offline payment all ask this one question.
import { PAYABLE_PAYMENT_STATUSES, SEAT_HOLDING_STATUSES } from "./vocabulary";

export { PAYABLE_PAYMENT_STATUSES };

export function isPaymentDue(registration: { status: string; paymentStatus: string | null; balanceCents: number }): boolean {
  return (
    (SEAT_HOLDING_STATUSES as readonly string[]).includes(registration.status) &&
    (PAYABLE_PAYMENT_STATUSES as readonly (string | null)[]).includes(registration.paymentStatus) &&
    registration.balanceCents > 0
  );
}

/** The checkout that takes a due line's money: its summer cart's one payment while that pays it, else its own. */
export function checkoutPathFor(registration: { id: number; payInCart: string | null }): string {
  return registration.payInCart ? cartCheckoutPath(registration.payInCart) : `/checkout?registration=${registration.id}`;
}

export const cartCheckoutPath = (cartId: string) => `/checkout/cart?cart=${encodeURIComponent(cartId)}`;
