// Stripe's Payment Element: card details go from the browser straight to Stripe.
import { Elements, PaymentElement, useElements, useStripe } from "@stripe/react-stripe-js";
import { loadStripe } from "@stripe/stripe-js";
import { useState, type FormEvent, type ReactNode } from "react";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";

export type PaymentPanelProps = {
  /** Where Stripe sends the parent back after paying (the page that shows the outcome; a summer cart returns to its own checkout page). */
  returnPath: string;
  clientSecret: string;
  publishableKey: string;
};

export default function PaymentPanel({ returnPath, clientSecret, publishableKey }: PaymentPanelProps) {
  // Each try loads Stripe.js afresh (loadStripe forgets a failed load); Elements takes one Stripe
  // for its life, so a new try is a new Elements.
  const [attempt, setAttempt] = useState(0);
  const [failed, setFailed] = useState(false);
  return (
    <Card data-testid="payment-panel">
      <CardHeader>
        <CardTitle as="h2">Payment</CardTitle>
      </CardHeader>
      <CardContent>
        {failed ? (
          // Stripe's script did not arrive (no network, or a blocker): say so, and offer another try.
          <div role="alert" className="grid gap-3">
            <p className="font-semibold text-red-800">
              The secure payment form could not load. Check your connection, or allow js.stripe.com if a blocker is on, then try again. Nothing has been
              charged.
            </p>
            <Button
              type="button"
              onClick={() => {
                setFailed(false);
                setAttempt((n) => n + 1);
              }}
            >
              Try again
            </Button>
          </div>
        ) : (
          <StripeElements key={attempt} publishableKey={publishableKey} clientSecret={clientSecret} onFailed={() => setFailed(true)}>
            <PaymentForm returnPath={returnPath} />
          </StripeElements>
        )}
      </CardContent>
    </Card>
  );
}

/** One load of Stripe.js and the Elements around it. */
function StripeElements({
  publishableKey,
  clientSecret,
  onFailed,
  children,
}: {
  publishableKey: string;
  clientSecret: string;
  onFailed: () => void;
  children: ReactNode;
}) {
  const [stripePromise] = useState(() => {
    const loading = loadStripe(publishableKey);
    loading.catch(onFailed);
    return loading;
  });
  return (
    <Elements stripe={stripePromise} options={{ clientSecret, appearance: { theme: "stripe", variables: { colorPrimary: "#0d7377", borderRadius: "12px" } } }}>
      {children}
    </Elements>
  );
}

function PaymentForm({ returnPath }: { returnPath: string }) {
  const stripe = useStripe();
  const elements = useElements();
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!stripe || !elements) return;
    setSubmitting(true);
    setError(null);
    const result = await stripe.confirmPayment({
      elements,
      confirmParams: { return_url: `${window.location.origin}${returnPath}` },
    });
    // Only reached when the payment could not be confirmed (success redirects).
    setError(result.error?.message ?? "Failed to initialize payment. Please try again.");
    setSubmitting(false);
  }

  return (
    <form method="post" onSubmit={submit} className="grid gap-4">
      <PaymentElement />
      {error ? (
        <p role="alert" className="font-semibold text-red-800">
          {error}
        </p>
      ) : null}
      <Button type="submit" disabled={!stripe || submitting}>
        {submitting ? "Processing…" : "Pay Now"}
      </Button>
    </form>
  );
}
