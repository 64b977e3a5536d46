// Which lines are paid through their summer cart's one payment (decision 0039): a due week of a
// cart that still has another week due, or that is in the cart's own PaymentIntent. Every page
// that offers a payment links those to the cart's checkout ("Pay for this cart"), and paying one
// of them alone is refused, so a line has one open PaymentIntent at a time. A week alone, like a
// waitlisted week enrolled after the cart was paid, is paid on its own ("Complete Payment").
import { sql, type SQL } from "drizzle-orm";
import { paymentDueSql } from "./payment-balance.server";

/** SQL, in a select from `registrations`: the cart whose payment pays this line now, else null. */
export function cartPayingSql(): SQL<string | null> {
  return sql<string | null>`CASE WHEN registrations.cart_id IS NOT NULL AND ${paymentDueSql()} AND (
    EXISTS (SELECT 1 FROM payment_intents i WHERE i.id = registrations.stripe_payment_intent_id AND i.cart_id = registrations.cart_id)
    OR EXISTS (SELECT 1 FROM registrations other WHERE other.cart_id = registrations.cart_id AND other.parent_id = registrations.parent_id
      AND other.id <> registrations.id AND ${paymentDueSql("other")})
  ) THEN registrations.cart_id END`;
}
