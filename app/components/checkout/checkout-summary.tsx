import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { StatusBadge } from "~/components/ui/badge";
import { PriceLines, type PricedRegistration } from "~/components/registration/price-lines";
import { formatCampDay, formatDollars, gradeLabel, type Location } from "~/lib/registration-rules";
import { siteName } from "~/lib/vocabulary";

export type CheckoutRegistration = PricedRegistration & {
  id: number;
  status: string;
  paymentStatus: string | null;
  balanceCents: number;
  camper: { firstName: string; lastName: string; grade: string };
  session: { name: string; location: Location | string; startDate: string; endDate: string; program: { name: string } };
};

export function CheckoutSummary({ registration }: { registration: CheckoutRegistration }) {
  const { camper, session } = registration;
  const dates =
    session.startDate === session.endDate ? formatCampDay(session.startDate) : `${formatCampDay(session.startDate)} – ${formatCampDay(session.endDate)}`;
  return (
    <Card data-testid="checkout-summary">
      <CardHeader>
        <CardTitle as="h2">Registration Summary</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
          <dt className="font-bold">Camper</dt>
          <dd>
            {camper.firstName} {camper.lastName}
          </dd>
          <dt className="font-bold">Grade</dt>
          <dd>{gradeLabel(camper.grade)}</dd>
          <dt className="font-bold">Program</dt>
          <dd>{session.program.name}</dd>
          <dt className="font-bold">Session</dt>
          <dd>{session.name}</dd>
          <dt className="font-bold">Location</dt>
          <dd>{siteName(session.location)}</dd>
          <dt className="font-bold">Dates</dt>
          <dd>{dates}</dd>
          <dt className="font-bold">Extended care</dt>
          <dd>{[registration.beforeCare && "Before Care", registration.afterCare && "After Care"].filter(Boolean).join(", ") || "None"}</dd>
          <dt className="font-bold">Status</dt>
          <dd className="flex flex-wrap gap-2">
            <StatusBadge status={registration.status} />
            {registration.paymentStatus ? <StatusBadge status={registration.paymentStatus} /> : null}
          </dd>
        </dl>
        <PriceLines registration={registration} className="mt-4 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 border-t border-sea-100 pt-4" />
        <p className="mt-4 flex items-baseline justify-between border-t border-sea-100 pt-4 text-xl font-extrabold text-sea-900">
          <span>{registration.receivedCents ? "Balance to pay" : "Total Amount"}</span>
          <span>{formatDollars(registration.receivedCents ? registration.balanceCents : registration.totalAmountCents)}</span>
        </p>
      </CardContent>
    </Card>
  );
}
