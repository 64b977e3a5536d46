// Stripe's Payment Element: card details go from the browser straight to Stripe.
import { Elements, PaymentElement, useElements, useStripe } from "@stripe/react-stripe-js";
import { loadStripe } from "@stripe/stripe-js";
import { useMemo, useState, type FormEvent } from "react";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";

export type PaymentPanelProps = {
  /** Where Stripe sends the parent back after paying (the page that shows the outcome; a summer cart returns to its own checkout page). */
  returnPath: string;
  clientSecret: string;
  publishableKey: string;
};

export default function PaymentPanel({ returnPath, clientSecret, publishableKey }: PaymentPanelProps) {
  const stripePromise = useMemo(() => loadStripe(publishableKey), [publishableKey]);
  return (
    <Card data-testid="payment-panel">
      <CardHeader>
        <CardTitle as="h2">Payment</CardTitle>
      </CardHeader>
      <CardContent>
        <Elements
          stripe={stripePromise}
          options={{ clientSecret, appearance: { theme: "stripe", variables: { colorPrimary: "#0d7377", borderRadius: "12px" } } }}
        >
          <PaymentForm returnPath={returnPath} />
        </Elements>
      </CardContent>
    </Card>
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
