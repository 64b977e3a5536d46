// What the server answered for the cart: every line (seat held, waitlisted and not charged, or
// refused and why), then the one way on: pay the seated lines, or the Pay Later confirmation.
import { Link } from "react-router";
import { campDayShort, formatDollars, plural } from "~/lib/format";
import { buttonClasses } from "~/components/ui/button";
import type { CartCheckoutResult } from "~/server/cart.server";

const OUTCOME_TEXT = { seated: "Seat held", waitlisted: "Waitlist, not charged", refused: "Not booked" } as const;

export function CartOutcome({ result }: { result: CartCheckoutResult }) {
  const refused = result.lines.filter((l) => l.outcome === "refused");
  const seated = result.lines.filter((l) => l.outcome === "seated");
  return (
    <section aria-labelledby="outcome-heading" className="mt-6 grid gap-4" data-testid="cart-outcome">
      <h2 id="outcome-heading" className="text-2xl font-extrabold text-sea-900" tabIndex={-1}>
        Registration Submitted
      </h2>
      {refused.length > 0 ? (
        <div role="alert" className="rounded-2xl border-2 border-coral-600 bg-coral-50 p-4">
          <p className="font-extrabold text-coral-700">
            {refused.length === 1 ? "One week could not be booked" : `${refused.length} weeks could not be booked`}; the rest of your cart went through.
          </p>
        </div>
      ) : null}
      <ul className="grid gap-2">
        {result.lines.map((line, i) => (
          <li key={i} className="rounded-xl border-2 border-sea-100 bg-white p-3" data-testid="cart-outcome-line" data-outcome={line.outcome}>
            <p className="flex flex-wrap justify-between gap-2 font-bold">
              <span>
                {line.camperName ?? "Unknown camper"}: {line.sessionName ?? "Unknown week"}
              </span>
              <span>
                {OUTCOME_TEXT[line.outcome]}
                {line.outcome === "seated" && line.price ? ` · ${formatDollars(line.price.totalCents)}` : ""}
              </span>
            </p>
            {line.message ? <p className="mt-1 text-sm text-ink">{line.message}</p> : null}
          </li>
        ))}
      </ul>
      {seated.length === 0 ? (
        <p>Nothing is charged now: we will contact you when a seat opens.</p>
      ) : result.payLater ? (
        <p className="font-semibold">
          Payment deferred for {plural(seated.length, "week")}: {formatDollars(result.chargeCents)} is due
          {result.paymentDueDate ? ` by ${campDayShort(result.paymentDueDate)}` : " by the session's payment due date"}. We sent you an e-mail listing every
          week.
        </p>
      ) : (
        <Link to={`/checkout/cart?cart=${result.cartId}`} className={buttonClasses("primary", "lg", "justify-self-start")}>
          Pay {formatDollars(result.chargeCents)} now
        </Link>
      )}
      <Link to="/" className={buttonClasses("outline", "md", "justify-self-start")}>
        Return to Dashboard
      </Link>
    </section>
  );
}
