// One registration as a parent sees it, on the dashboard and on the page of all registrations:
// camper, program and session, dates, the price lines charged, status badges and, when a payment
// is due (new, deferred or failed, or a balance left), the way to pay it.
import { Link } from "react-router";
import { buttonClasses } from "~/components/ui/button";
import { Card, CardContent } from "~/components/ui/card";
import { StatusBadge } from "~/components/ui/badge";
import { PriceLines } from "~/components/registration/price-lines";
import { checkoutPathFor, isPaymentDue } from "~/lib/payment-due";
import { formatCampDay, formatDollars } from "~/lib/registration-rules";
import type { RegistrationSummary } from "~/server/registration-summary.server";

export const REGISTRATIONS_PAGE = "/account/registrations";

/** Where one camper's registrations start on the registrations page. */
export const camperRegistrationsId = (camperId: number) => `camper-${camperId}`;

export function RegistrationCard({
  registration: r,
  showCamper = true,
  testId = "registration-card",
}: {
  registration: RegistrationSummary;
  showCamper?: boolean;
  testId?: string;
}) {
  return (
    <Card data-testid={testId}>
      <CardContent className="grid gap-2 pt-5">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div>
            {showCamper ? <p className="font-extrabold text-sea-900">{r.camperName}</p> : null}
            <p className="text-sm">
              {r.programName} · {r.sessionName}
            </p>
            <p className="text-sm text-muted">
              {r.startDate === r.endDate ? formatCampDay(r.startDate) : `${formatCampDay(r.startDate)} – ${formatCampDay(r.endDate)}`}
            </p>
          </div>
          <p className="text-lg font-extrabold text-sea-900">{formatDollars(r.totalAmountCents)}</p>
        </div>
        <PriceLines registration={r} className="grid max-w-xs grid-cols-[1fr_auto] gap-x-4 text-sm" />
        <div className="flex flex-wrap items-center gap-2">
          <StatusBadge status={r.status} />
          {r.paymentStatus ? <StatusBadge status={r.paymentStatus} /> : null}
          {isPaymentDue(r) ? (
            <Link
              to={checkoutPathFor(r)}
              // The visible words start the name (WCAG 2.5.3); the rest tells the cards apart.
              aria-label={`${payLabel(r)} for ${r.camperName}, ${r.sessionName}`}
              className={buttonClasses("primary", "sm", "ml-auto")}
            >
              {payLabel(r)}
            </Link>
          ) : null}
        </div>
      </CardContent>
    </Card>
  );
}

// A week paid through its summer cart's one payment says so: the button pays every week due in it.
const payLabel = (r: RegistrationSummary) =>
  r.payInCart ? "Pay for this cart" : r.receivedCents > 0 ? `Pay the balance (${formatDollars(r.balanceCents)})` : "Complete Payment";
