// The payment form of both checkout pages (one registration, or a summer cart). Stripe's script
// and the Payment Element load only in the browser, only where a payment is due: the server and
// the first paint show a skeleton the same size, and the panel's chunk is fetched once the page
// has hydrated (it is not among the page's first scripts).
import { lazy, Suspense, useEffect, useState } from "react";
import { Card, CardContent } from "~/components/ui/card";
import { Skeleton } from "~/components/ui/skeleton";
import type { PaymentPanelProps } from "./payment-panel";

const PaymentPanel = lazy(() => import("./payment-panel"));

export function ClientOnlyPayment(props: PaymentPanelProps) {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const fallback = (
    <Card>
      <CardContent className="grid gap-3 pt-6" role="status" aria-label="Loading the payment form">
        <Skeleton className="h-11" />
        <Skeleton className="h-11" />
        <Skeleton className="h-11 w-1/2" />
      </CardContent>
    </Card>
  );
  if (!hydrated) return fallback;
  return (
    <Suspense fallback={fallback}>
      <PaymentPanel {...props} />
    </Suspense>
  );
}
