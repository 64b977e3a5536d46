// The Windows tab's "Payments to check": what the cron's reconciliation found Stripe and the
// camp's records disagree about, until someone in the office has looked into it.
import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { formatCampDateTime, formatMoneyIn } from "~/lib/format";
import type { PaymentCheckProblem } from "~/lib/vocabulary";
import type { PaymentToCheck } from "~/server/stripe-reconciliation.server";

const PROBLEM: Record<PaymentCheckProblem, string> = {
  "unknown-payment": "Paid, but never asked for by the camp",
  "payment-differs": "Not the amount or currency the camp asked for",
  "received-differs": "Received and recorded differ",
  "unknown-refund": "Refund of a payment the camp has no record of",
  "refund-differs": "Refunded and recorded differ",
};

export function PaymentsToCheck({ payments }: { payments: PaymentToCheck[] }) {
  const navigation = useNavigation();
  const checking = navigation.formData?.get("intent") === "payment-checked" ? navigation.formData.get("id") : null;
  return (
    <section aria-labelledby="payments-to-check-title" className="rounded-2xl border-2 border-sea-100 p-5">
      <h3 id="payments-to-check-title" className="text-xl font-extrabold">
        Payments to check
      </h3>
      <p className="mt-2 max-w-3xl text-sm text-muted">
        Every 15 minutes the camp's records are compared with Stripe's (the last 35 days). A payment or refund whose notification was lost is recorded on its
        own; anything else that differs is listed here, and the check counts as failing until each one is marked checked. Look it up by its Stripe id in
        Stripe's Dashboard.
      </p>
      {payments.length === 0 ? (
        <p className="mt-3 text-sm">None: Stripe and the camp's records agree.</p>
      ) : (
        <ul className="mt-3 grid gap-3">
          {payments.map((payment) => (
            <li key={payment.id} data-testid="payment-to-check" className="rounded-xl border-2 border-coral-200 bg-coral-50 p-4 text-sm">
              <p className="font-bold">{`${PROBLEM[payment.problem]}: ${formatMoneyIn(payment.amountCents, payment.currency)}`}</p>
              <p className="mt-1">
                Stripe id <code className="font-mono">{payment.stripeId}</code>
              </p>
              <p className="mt-1">{payment.difference}</p>
              <p className="mt-1 text-muted">{`Found ${formatCampDateTime(payment.foundAt)}; last seen ${formatCampDateTime(payment.lastSeenAt)}`}</p>
              <Form method="post" className="mt-2">
                <input type="hidden" name="intent" value="payment-checked" />
                <input type="hidden" name="id" value={payment.id} />
                <Button type="submit" variant="outline" disabled={checking === String(payment.id)} aria-label={`Mark ${payment.stripeId} as checked`}>
                  Mark as checked
                </Button>
              </Form>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
