// The summer cart at checkout: one schema for POST /api/cart/checkout and the cart page's action.
// The page posts its lines as one JSON text field; the API sends an array. Both read the same way,
// so a bad line is refused with the same words by both doors.
import { z } from "zod";
import { checked, tooLong } from "./form-inputs";
import { DEFER_REASON_MAX } from "./defer-payment-schema";

/** A family books at most ten weeks for up to four children in one cart. */
export const CART_MAX_LINES = 40;
export const CART_EMPTY = "Your cart is empty: pick at least one week.";
export const CART_TOO_LONG = `A cart holds at most ${CART_MAX_LINES} weeks. Please check out in two carts.`;
const LINE_INVALID = "Each week in the cart needs a camper and a session.";
export const CART_LINE_NOT_FOUND = "That week is not in your cart.";

const id = z.coerce.number({ error: LINE_INVALID }).int(LINE_INVALID).positive(LINE_INVALID).max(1e12, LINE_INVALID);
const care = z
  .union([z.boolean(), z.enum(["on", "true", "1", "false", "0", ""])], { error: "Extended care must be yes or no." })
  .optional()
  .transform((value) => checked(value));

export const cartLineSchema = z.object({ camperId: id, sessionId: id, beforeCare: care, afterCare: care });

/** Text from a form field that holds JSON; anything unreadable stays as it is for the schema to refuse. */
function jsonText(value: unknown) {
  if (typeof value !== "string") return value;
  if (value.trim() === "") return [];
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
}

export const cartCheckoutSchema = z
  .object({
    lines: z.preprocess(jsonText, z.array(cartLineSchema, { error: LINE_INVALID }).min(1, CART_EMPTY).max(CART_MAX_LINES, CART_TOO_LONG)),
    // Pay Later for every line of the cart: the seats are held and the payment is due by the due date.
    payLater: z.preprocess(checked, z.boolean()).optional().default(false),
    deferReason: z.string().trim().max(DEFER_REASON_MAX, tooLong("Reason for paying later", DEFER_REASON_MAX)).optional().default(""),
  })
  .superRefine((cart, ctx) => {
    if (cart.payLater && !cart.deferReason) {
      ctx.addIssue({ code: "custom", path: ["deferReason"], message: "Please tell us why you would like to pay later." });
    }
  });

export type CartLine = z.output<typeof cartLineSchema>;
export type CartCheckout = z.output<typeof cartCheckoutSchema>;

/** Remove on a week the server already holds: DELETE /api/cart/lines/:registrationId and the cart page's Remove. */
export const cartLineRemovalSchema = z.object({
  registrationId: z.coerce.number({ error: CART_LINE_NOT_FOUND }).int(CART_LINE_NOT_FOUND).positive(CART_LINE_NOT_FOUND).max(1e12, CART_LINE_NOT_FOUND),
});

/** GET /checkout/cart and POST /api/cart/payment-intent: which cart to pay for. */
export const cartIdSchema = z.object({ cartId: z.string().regex(/^cart_[0-9a-f-]{36}$/, "Cart not found.") });
