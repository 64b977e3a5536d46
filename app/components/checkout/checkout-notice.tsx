// What a checkout page says instead of the payment form (paid, nothing due, payments not set up,
// Stripe unavailable): one announced card for both checkout pages.
import type { ReactNode } from "react";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";

export function CheckoutNotice({ title, className, children }: { title: string; className?: string; children: ReactNode }) {
  return (
    <Card className={className} role="status">
      <CardHeader>
        <CardTitle as="h2">{title}</CardTitle>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}
