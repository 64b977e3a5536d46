// "Stripe for this month": Stripe's balance against the camp's card records, each difference in
// words, asked for with its button (a call to Stripe, not made at every opening of the tab).
// Stripe not set up, or not answering, is said here; the rest of the tab stands.
import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import type { FinancePeriod } from "~/lib/finance/finance-period";
import { formatMoneyIn, plural } from "~/lib/format";
import type { StripeMonth } from "~/server/finance/stripe-month.server";
import { financeHead, financeMoney, financeMoneyHead, RowKey } from "./finance-money-table";

export function FinanceStripe({ stripe, period }: { stripe: StripeMonth | null; period: FinancePeriod }) {
  return (
    <section aria-labelledby="finance-stripe-heading" className="grid gap-3" data-testid="finance-stripe">
      <div>
        <h3 id="finance-stripe-heading" className="text-xl font-extrabold">
          Stripe for this month
        </h3>
        <p className="text-muted">
          Stripe&apos;s balance transactions in {period.label} (charges and refunds, with Stripe&apos;s fees) against the card payments and card refunds the
          camp recorded. Offline payments never pass through Stripe.
        </p>
      </div>
      <CompareButton month={period.month} again={stripe !== null} />
      {stripe === null ? null : stripe.status !== "ok" ? (
        <p role={stripe.status === "error" ? "alert" : "status"} className="rounded-xl border-2 border-dashed border-sea-200 p-4 font-bold">
          {stripe.message}
        </p>
      ) : (
        <StripeComparison stripe={stripe} />
      )}
    </section>
  );
}

/** A GET of this page with &compare=stripe: the comparison is in the address, so it can be shared or reloaded. */
function CompareButton({ month, again }: { month: string; again: boolean }) {
  const navigation = useNavigation();
  const asking = navigation.state === "loading" && new URLSearchParams(navigation.location.search).get("compare") === "stripe";
  return (
    <Form method="get" className="no-print flex flex-wrap items-center gap-3">
      <input type="hidden" name="month" value={month} />
      <Button type="submit" name="compare" value="stripe" variant="outline" disabled={asking}>
        {again ? "Compare with Stripe again" : "Compare with Stripe"}
      </Button>
      <span aria-live="polite" className="font-bold text-muted">
        {asking ? "Asking Stripe…" : ""}
      </span>
    </Form>
  );
}

function StripeComparison({ stripe }: { stripe: Extract<StripeMonth, { status: "ok" }> }) {
  const m = (cents: number) => formatMoneyIn(cents, stripe.currency);
  // Like with like: both nets before Stripe's fees, then the fees, then both nets after them (the
  // camp records no fees, so its net after fees is its net less the fees Stripe took).
  const rows: Array<[string, string, string]> = [
    ["Gross (payments)", m(stripe.stripe.grossCents), m(stripe.camp.cardCents)],
    ["Refunds", m(stripe.stripe.refundsCents), m(stripe.camp.refundsCents)],
    ["Net before Stripe's fees", m(stripe.stripe.grossCents - stripe.stripe.refundsCents), m(stripe.camp.netCents)],
    ["Stripe's fees", m(stripe.stripe.feesCents), "Not recorded by the camp"],
    ["Net after Stripe's fees", m(stripe.stripe.netCents), m(stripe.camp.netCents - stripe.stripe.feesCents)],
  ];
  return (
    <>
      <div className="overflow-x-auto">
        <table className="w-full text-sm sm:text-base" data-testid="stripe-totals">
          <caption className="pb-1 text-left font-extrabold">Both sides&apos; totals ({stripe.stripe.transactions} Stripe transactions)</caption>
          <thead>
            <tr>
              <th scope="col" className={financeHead}>
                Figure
              </th>
              <th scope="col" className={financeMoneyHead}>
                Stripe
              </th>
              <th scope="col" className={financeMoneyHead}>
                Camp records
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map(([figure, theirs, ours]) => (
              <tr key={figure}>
                <RowKey>{figure}</RowKey>
                <td className={financeMoney}>{theirs}</td>
                <td className={financeMoney}>{ours}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {stripe.differences.length === 0 ? (
        <p className="font-bold text-green-800" data-testid="stripe-agrees">
          Stripe and the camp&apos;s records agree on every payment and refund of the month.
        </p>
      ) : (
        <div>
          <h4 className="font-extrabold">{plural(stripe.differences.length, "difference")}</h4>
          <ul className="mt-1 grid list-disc gap-1 pl-6" data-testid="stripe-differences">
            {stripe.differences.map((d) => (
              <li key={`${d.object}-${d.stripeId}`} data-testid="stripe-difference">
                {d.text}
              </li>
            ))}
          </ul>
        </div>
      )}
    </>
  );
}
