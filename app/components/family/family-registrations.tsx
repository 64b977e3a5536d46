// The family page's list of every registration, each a compact card that opens on its price lines,
// payments with receipts, and cancelling before the office's deadline with the refund its policy
// gives. An unpaid summer cart's weeks stand together under one "Pay for this cart"; the weeks one
// card payment paid stand together under it, with its one receipt. Cancelling asks once more in
// place (a disclosure with the refund spelled out), so it works without scripts.
import { Form, Link, useNavigation } from "react-router";
import { PriceLines } from "~/components/registration/price-lines";
import { StatusBadge } from "~/components/ui/badge";
import { Button, buttonClasses } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { ChevronIcon } from "~/components/ui/icons";
import { campDayOf } from "~/lib/camp-dates";
import { careDates } from "~/lib/family/statement-text";
import type { CancellationPolicy } from "~/lib/family/cancellation";
import { formatCampDateTime, formatDollars, plural } from "~/lib/format";
import { cartCheckoutPath, isPaymentDue } from "~/lib/payment-due";
import { formatCampDay } from "~/lib/registration-rules";
import { CARD_PAYMENT, isLiveStatus, receivedCents, sessionKindLabel, siteName, type PaymentKind } from "~/lib/vocabulary";
import type { FamilyPageData } from "~/server/family/family.server";
import { RegisterFirst } from "~/components/family/register-first";

type FamilyRegistration = FamilyPageData["registrations"][number];
type PaidTogether = FamilyPageData["paidTogether"][number];

const KIND_NAMES: Record<PaymentKind, string> = { stripe: "Card payment", offline: "Paid at the office", refund: "Refund" };

export function FamilyRegistrations({
  registrations,
  paidTogether,
  policy,
}: {
  registrations: FamilyRegistration[];
  paidTogether: PaidTogether[];
  policy: CancellationPolicy;
}) {
  if (registrations.length === 0) {
    return <RegisterFirst message="No registrations yet" />;
  }
  return (
    <ul className="grid gap-3">
      {familyEntries(registrations, paidTogether).map((entry) =>
        "cartId" in entry ? (
          <li key={entry.cartId}>
            <CartToPay cartId={entry.cartId} lines={entry.lines} policy={policy} />
          </li>
        ) : "payment" in entry ? (
          <li key={`paid-${entry.payment.receiptId}`}>
            <PaidTogetherGroup payment={entry.payment} lines={entry.lines} policy={policy} />
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

type FamilyEntry =
  { registration: FamilyRegistration } | { cartId: string; lines: FamilyRegistration[] } | { payment: PaidTogether; lines: FamilyRegistration[] };

/**
 * Each child's registrations together, by camp day. The due weeks of an unpaid summer cart stand
 * together where the first stands, and so do the weeks one card payment paid together (the
 * server says which payment each is in).
 */
function familyEntries(registrations: FamilyRegistration[], paidTogether: PaidTogether[]): FamilyEntry[] {
  const entries: FamilyEntry[] = [];
  const groups = new Map<string, { lines: FamilyRegistration[] }>();
  const payments = new Map(paidTogether.map((payment) => [payment.receiptId, payment]));
  const byChildAndDay = [...registrations].sort((a, b) => a.camperName.localeCompare(b.camperName) || a.startDate.localeCompare(b.startDate) || a.id - b.id);
  for (const r of byChildAndDay) {
    const payment = r.paidTogether === null ? undefined : payments.get(r.paidTogether);
    const key = r.payInCart ? `cart ${r.payInCart}` : payment ? `paid ${payment.receiptId}` : null;
    const group = key ? groups.get(key) : undefined;
    if (group) group.lines.push(r);
    else if (!key) entries.push({ registration: r });
    else {
      const entry = r.payInCart ? { cartId: r.payInCart, lines: [r] } : { payment: payment!, lines: [r] };
      groups.set(key, entry);
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
      <RegistrationRows lines={lines} policy={policy} />
    </section>
  );
}

/** A card payment that paid several registrations at once (a summer cart's): said once, with its one receipt, its registrations under it. */
function PaidTogetherGroup({ payment, lines, policy }: { payment: PaidTogether; lines: FamilyRegistration[]; policy: CancellationPolicy }) {
  const kinds = new Set(lines.map((r) => sessionKindLabel(r)));
  const what = plural(lines.length, kinds.size === 1 ? [...kinds][0].toLowerCase() : "registration");
  const titleId = `paid-${payment.receiptId}-title`;
  return (
    <section aria-labelledby={titleId} className="grid gap-2 rounded-2xl border-2 border-sea-100 p-2 sm:p-3" data-testid="family-payment">
      <div className="flex flex-wrap items-center justify-between gap-x-3 px-1">
        <h3 id={titleId} className="font-extrabold text-sea-900">
          Paid together on {formatCampDay(campDayOf(payment.paidAt))}: {what}, {formatDollars(payment.cents)}
        </h3>
        <ReceiptLink receiptId={payment.receiptId} kind={CARD_PAYMENT} at={payment.paidAt} />
      </div>
      <RegistrationRows lines={lines} policy={policy} />
    </section>
  );
}

function RegistrationRows({ lines, policy }: { lines: FamilyRegistration[]; policy: CancellationPolicy }) {
  return (
    <ul className="grid gap-2">
      {lines.map((r) => (
        <li key={r.id}>
          <RegistrationRow registration={r} policy={policy} />
        </li>
      ))}
    </ul>
  );
}

/** The receipt of one payment or refund, a 44 px link named by what and when for a screen reader. */
function ReceiptLink({ receiptId, kind, at }: { receiptId: number; kind: PaymentKind; at: number }) {
  return (
    <Link to={`/account/receipts/${receiptId}`} className="inline-flex min-h-11 items-center font-bold underline">
      Receipt
      <span className="sr-only">
        {" "}
        for the {KIND_NAMES[kind].toLowerCase()} of {formatCampDateTime(at)}
      </span>
    </Link>
  );
}

/**
 * One registration as a compact card: who, which week or day, its dates, status and price read in
 * the card's one disclosure (the whole top of the card opens it); its prices, payments with their
 * receipts and the way to cancel are inside. A payment its group shows above has no receipt here.
 */
function RegistrationRow({ registration: r, policy }: { registration: FamilyRegistration; policy: CancellationPolicy }) {
  const navigation = useNavigation();
  const cancelling = navigation.state !== "idle" && navigation.formData?.get("registrationId") === String(r.id);
  const refund = r.cancelRefundCents;
  const label = `${r.camperName}, ${r.sessionName}`;
  return (
    <Card data-testid="family-registration">
      <details className="group">
        <summary className="flex min-h-11 cursor-pointer list-none items-start gap-2 rounded-[var(--radius-card)] p-3 [&::-webkit-details-marker]:hidden">
          <span className="grid min-w-0 flex-1 gap-1">
            <span className="flex items-baseline justify-between gap-3">
              <span>
                <span className="sr-only">Details of </span>
                <span className="font-extrabold text-sea-900">{r.camperName}</span>
                {/* A session's name usually says its site already ("Summer 2027 Week 3 UUCA 4+"): said once. */}
                <span className="text-sm">
                  {" "}
                  · {r.sessionName}
                  {r.sessionName.includes(r.location) ? "" : ` · ${siteName(r.location)}`}
                </span>
              </span>
              <span className="font-extrabold text-sea-900 tabular-nums">{formatDollars(r.totalAmountCents)}</span>
            </span>
            <span className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-muted">
              {careDates(r)}
              <StatusBadge status={r.status} />
              {r.paymentStatus ? <StatusBadge status={r.paymentStatus} /> : null}
            </span>
          </span>
          <ChevronIcon className="mt-0.5 shrink-0 text-sea-800 transition-transform group-open:rotate-180" />
        </summary>
        <div className="grid gap-3 border-t border-sea-100 p-3">
          {/* A cancelled registration owes nothing: its money is in the payments below. */}
          <PriceLines registration={r.status === "cancelled" ? { ...r, receivedCents: 0 } : r} className="grid max-w-sm grid-cols-[1fr_auto] gap-x-4 text-sm" />
          {r.payments.length ? (
            <table className="w-full max-w-sm text-left text-sm">
              <caption className="sr-only">Payments for {label}</caption>
              <thead>
                <tr className="text-muted">
                  <th scope="col" className="py-1 pr-3 font-semibold">
                    Date
                  </th>
                  <th scope="col" className="py-1 pr-3 font-semibold">
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
                    <td className="py-1 pr-3">{formatCampDateTime(p.createdAt)}</td>
                    <td className="py-1 pr-3">{KIND_NAMES[p.kind]}</td>
                    <td className="py-1 text-right tabular-nums">{formatDollars(receivedCents(p))}</td>
                    <td className="py-1 text-right">
                      {p.receiptId === r.paidTogether ? (
                        <span className="text-muted">Receipt above</span>
                      ) : (
                        <ReceiptLink receiptId={p.receiptId} kind={p.kind} at={p.createdAt} />
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : (
            <p className="text-sm text-muted">No payment received yet.</p>
          )}
          <p className="text-xs text-muted">Registration #{r.id} · Camp Sarraka</p>
          {r.cancelRefusal == null ? (
            // Cancelling refunds money and frees the seat: it asks once more, in place.
            <details className="rounded-xl border border-red-200 px-3">
              <summary className="flex min-h-11 cursor-pointer items-center font-bold text-coral-700">Cancel this registration</summary>
              <Form method="post" className="grid gap-3 pb-3">
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
        </div>
      </details>
      {isPaymentDue(r) && !r.payInCart ? (
        <div className="px-3 pb-3">
          <Link to={`/checkout?registration=${r.id}`} aria-label={`Complete Payment for ${label}`} className={buttonClasses("primary", "md")}>
            Complete Payment
          </Link>
        </div>
      ) : null}
    </Card>
  );
}
