// The family page's list of every registration: price lines and receipt, the way to pay what is
// due (an unpaid summer cart's weeks together, under one "Pay for this cart"), and cancelling before the office's deadline with the refund its policy gives. Cancelling
// asks once more in place (a disclosure with the refund spelled out), so it works without scripts.
import { Form, Link, useNavigation } from "react-router";
import { PriceLines } from "~/components/registration/price-lines";
import { StatusBadge } from "~/components/ui/badge";
import { Button, buttonClasses } from "~/components/ui/button";
import { Card, CardContent } from "~/components/ui/card";
import { refundFor, type CancellationPolicy } from "~/lib/family/cancellation";
import { formatCampDateTime, formatDollars, plural } from "~/lib/format";
import { cartCheckoutPath, isPaymentDue } from "~/lib/payment-due";
import { formatCampDay } from "~/lib/registration-rules";
import { isLiveStatus, receivedCents, siteName, type PaymentKind } from "~/lib/vocabulary";
import type { FamilyPageData } from "~/server/family/family.server";
import { RegisterFirst } from "~/components/family/register-first";

type FamilyRegistration = FamilyPageData["registrations"][number];

const KIND_NAMES: Record<PaymentKind, string> = { stripe: "Card payment", offline: "Paid at the office", refund: "Refund" };

export function FamilyRegistrations({ registrations, policy }: { registrations: FamilyRegistration[]; policy: CancellationPolicy }) {
  if (registrations.length === 0) {
    return <RegisterFirst message="No registrations yet" />;
  }
  return (
    <ul className="grid gap-4">
      {familyEntries(registrations).map((entry) =>
        "cartId" in entry ? (
          <li key={entry.cartId}>
            <CartToPay cartId={entry.cartId} lines={entry.lines} policy={policy} />
          </li>
        ) : (
          <li key={entry.registration.id}>
            <RegistrationRow registration={entry.registration} policy={policy} />
          </li>
        ),
      )}
    </ul>
  );
}

type FamilyEntry = { registration: FamilyRegistration } | { cartId: string; lines: FamilyRegistration[] };

/** Each child's registrations together, by camp day; the due weeks of each unpaid summer cart together where its first one stands. */
function familyEntries(registrations: FamilyRegistration[]): FamilyEntry[] {
  const entries: FamilyEntry[] = [];
  const carts = new Map<string, { cartId: string; lines: FamilyRegistration[] }>();
  const byChildAndDay = [...registrations].sort((a, b) => a.camperName.localeCompare(b.camperName) || a.startDate.localeCompare(b.startDate) || a.id - b.id);
  for (const r of byChildAndDay) {
    const cart = r.payInCart ? carts.get(r.payInCart) : undefined;
    if (cart) cart.lines.push(r);
    else if (!r.payInCart) entries.push({ registration: r });
    else {
      const entry = { cartId: r.payInCart, lines: [r] };
      carts.set(r.payInCart, entry);
      entries.push(entry);
    }
  }
  return entries;
}

/** An unpaid summer cart: its weeks under one "Pay for this cart", paid through the cart's one PaymentIntent. */
function CartToPay({ cartId, lines, policy }: { cartId: string; lines: FamilyRegistration[]; policy: CancellationPolicy }) {
  const dueCents = lines.reduce((sum, r) => sum + r.balanceCents, 0);
  const weeks = plural(lines.length, "week");
  return (
    <section aria-labelledby={`${cartId}-title`} className="grid gap-3 rounded-2xl border-2 border-coral-200 p-3 sm:p-4" data-testid="family-cart">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h3 id={`${cartId}-title`} className="font-extrabold text-sea-900">
            Summer cart: {weeks} to pay, {formatDollars(dueCents)}
          </h3>
          <p className="text-sm text-muted">One card payment for every week below.</p>
        </div>
        <Link to={cartCheckoutPath(cartId)} aria-label={`Pay for this cart: ${weeks}, ${formatDollars(dueCents)}`} className={buttonClasses("primary")}>
          Pay for this cart
        </Link>
      </div>
      <ul className="grid gap-4">
        {lines.map((r) => (
          <li key={r.id}>
            <RegistrationRow registration={r} policy={policy} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function RegistrationRow({ registration: r, policy }: { registration: FamilyRegistration; policy: CancellationPolicy }) {
  const navigation = useNavigation();
  const cancelling = navigation.state !== "idle" && navigation.formData?.get("registrationId") === String(r.id);
  const refund = refundFor(r.cardHeldCents, policy);
  const label = `${r.camperName}, ${r.sessionName}`;
  return (
    <Card data-testid="family-registration">
      <CardContent className="grid gap-3 pt-5">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div>
            <p className="font-extrabold text-sea-900">{r.camperName}</p>
            {/* A session's name usually says its site already ("Summer 2027 Week 3 UUCA 4+"): said once. */}
            <p className="text-sm">
              {r.sessionName}
              {r.sessionName.includes(r.location) ? "" : ` · ${siteName(r.location)}`}
            </p>
            <p className="text-sm text-muted">
              {r.startDate === r.endDate ? formatCampDay(r.startDate) : `${formatCampDay(r.startDate)} to ${formatCampDay(r.endDate)}`}
            </p>
          </div>
          <p className="text-lg font-extrabold text-sea-900">{formatDollars(r.totalAmountCents)}</p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <StatusBadge status={r.status} />
          {r.paymentStatus ? <StatusBadge status={r.paymentStatus} /> : null}
          {isPaymentDue(r) && !r.payInCart ? (
            <Link to={`/checkout?registration=${r.id}`} aria-label={`Complete Payment for ${label}`} className={buttonClasses("primary", "md", "ml-auto")}>
              Complete Payment
            </Link>
          ) : null}
        </div>
        <details className="group rounded-xl border border-sea-100 px-4 py-2">
          <summary className="flex min-h-11 cursor-pointer items-center font-bold text-sea-800">Receipt</summary>
          <div className="grid gap-3 pb-2">
            {/* A cancelled registration owes nothing: its money is in the payments below. */}
            <PriceLines
              registration={r.status === "cancelled" ? { ...r, receivedCents: 0 } : r}
              className="grid max-w-sm grid-cols-[1fr_auto] gap-x-4 text-sm"
            />
            {r.payments.length ? (
              <table className="w-full max-w-sm text-left text-sm">
                <caption className="sr-only">Payments for {label}</caption>
                <thead>
                  <tr className="text-muted">
                    <th scope="col" className="py-1 font-semibold">
                      Date
                    </th>
                    <th scope="col" className="py-1 font-semibold">
                      What
                    </th>
                    <th scope="col" className="py-1 text-right font-semibold">
                      Amount
                    </th>
                    <th scope="col" className="py-1 text-right font-semibold">
                      <span className="sr-only">Receipt</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {r.payments.map((p) => (
                    <tr key={p.id}>
                      <td className="py-1">{formatCampDateTime(p.createdAt)}</td>
                      <td className="py-1">{KIND_NAMES[p.kind]}</td>
                      <td className="py-1 text-right tabular-nums">{formatDollars(receivedCents(p))}</td>
                      <td className="py-1 text-right">
                        <Link to={`/account/receipts/${p.id}`} className="inline-flex min-h-11 items-center font-bold underline">
                          Receipt
                          <span className="sr-only">
                            {" "}
                            for the {KIND_NAMES[p.kind].toLowerCase()} of {formatCampDateTime(p.createdAt)}
                          </span>
                        </Link>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            ) : (
              <p className="text-sm text-muted">No payment received yet.</p>
            )}
            <p className="text-xs text-muted">Registration #{r.id} · Camp Sarraka</p>
          </div>
        </details>
        {r.cancelRefusal == null ? (
          <details className="rounded-xl border border-red-200 px-4 py-2">
            <summary className="flex min-h-11 cursor-pointer items-center font-bold text-coral-700">Cancel this registration</summary>
            <Form method="post" className="grid gap-3 pb-2">
              <input type="hidden" name="intent" value="cancel" />
              <input type="hidden" name="registrationId" value={r.id} />
              <p className="text-sm">
                {refund > 0
                  ? `You will get ${formatDollars(refund)} back on your card (${policy.cancellationRefundPercent}% of what you paid by card, the camp's policy).`
                  : "Nothing was paid by card, so there is nothing to refund."}{" "}
                The seat is freed for another family. You can cancel until {formatCampDay(r.cancelDeadline)}.
              </p>
              <Button
                type="submit"
                variant="destructive"
                disabled={cancelling}
                aria-label={`Cancel the registration of ${label}`}
                className="justify-self-start"
              >
                {cancelling ? "Cancelling…" : "Yes, cancel the registration"}
              </Button>
            </Form>
          </details>
        ) : isLiveStatus(r.status) ? (
          <p className="text-sm text-muted">{r.cancelRefusal}</p>
        ) : null}
      </CardContent>
    </Card>
  );
}
