// Step 4: what was registered, and how to pay (now, later) — or the waitlist message.
import { useEffect, useState } from "react";
import { Link, useFetcher } from "react-router";
import { Button, buttonClasses } from "~/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { TextareaField } from "~/components/ui/field";
import { StatusBadge } from "~/components/ui/badge";
import { PriceLines } from "./price-lines";
import { toast } from "~/components/ui/toast";
import { campDayTitle, formatCampDay, LOCATION_NAMES } from "~/lib/registration-rules";
import { WAITING_STATUSES } from "~/lib/vocabulary";
import { DEFER_REASON_MAX } from "~/lib/defer-payment-schema";
import type { OfferedSession } from "~/server/family/family-registrations.server";
import type { action } from "~/routes/registration";

export function RegistrationConfirmation({
  registration,
  session,
  camperName,
  beforeCare,
  afterCare,
}: {
  registration: {
    id: number;
    status: string;
    paymentStatus: string | null;
    totalAmountCents: number;
    dayPriceCents: number;
    beforeCareCents: number;
    afterCareCents: number;
  };
  session: OfferedSession | null;
  camperName: string;
  beforeCare: boolean;
  afterCare: boolean;
}) {
  const fetcher = useFetcher<typeof action>();
  const [deferring, setDeferring] = useState(false);
  const deferred = fetcher.data?.intent === "defer" && fetcher.data.ok;
  const waitlisted = (WAITING_STATUSES as readonly string[]).includes(registration.status);

  useEffect(() => {
    if (fetcher.data?.intent !== "defer") return;
    if (fetcher.data.ok) {
      toast({ title: "Payment Deferred", description: "Your payment has been deferred. You will receive payment instructions closer to camp." });
    } else {
      toast({ title: "Failed to defer payment. Please try again.", description: fetcher.data.message, variant: "destructive" });
    }
  }, [fetcher.data]);

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" className="text-2xl">
          Registration Submitted
        </CardTitle>
        <p className="text-muted">Thank you! Here is a summary of your registration.</p>
      </CardHeader>
      <CardContent className="grid gap-6">
        <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 rounded-xl bg-sea-50 p-4">
          <dt className="font-bold">Camper</dt>
          <dd>{camperName}</dd>
          {session ? (
            <>
              <dt className="font-bold">Session</dt>
              <dd>{session.name}</dd>
              <dt className="font-bold">Location</dt>
              <dd>{LOCATION_NAMES[session.location]}</dd>
              <dt className="font-bold">Date</dt>
              <dd>{formatCampDay(session.startDate)}</dd>
            </>
          ) : null}
          <dt className="font-bold">Extended care</dt>
          <dd>{[beforeCare && "Before Care", afterCare && "After Care"].filter(Boolean).join(", ") || "None"}</dd>
          <dt className="font-bold">Status</dt>
          <dd className="flex gap-2">
            <StatusBadge status={registration.status} />
            {deferred ? <StatusBadge status="deferred" /> : registration.paymentStatus ? <StatusBadge status={registration.paymentStatus} /> : null}
          </dd>
        </dl>
        {!waitlisted ? (
          <PriceLines
            registration={{ ...registration, beforeCare, afterCare }}
            className="grid grid-cols-[1fr_auto] gap-x-6 gap-y-1 rounded-xl bg-sea-50 p-4"
          />
        ) : null}

        {waitlisted ? (
          <div role="status" className="rounded-xl border-2 border-sea-200 bg-sea-50 p-4">
            <p className="font-extrabold text-sea-900">{camperName} has been added to the waitlist.</p>
            <p className="mt-1">
              {session ? `The ${campDayTitle(session.startDate)} session is waitlisted for now. ` : ""}
              We will contact you by e-mail as soon as a spot is confirmed. There is nothing to pay until then.
            </p>
          </div>
        ) : deferred ? (
          <div role="status" className="rounded-xl border-2 border-teal-400 bg-teal-50 p-4">
            <p className="font-extrabold text-teal-700">Payment Deferred</p>
            <p className="mt-1">
              Your payment has been deferred. You will receive payment instructions closer to camp.
              {session?.paymentDueDate ? ` Payment is due by ${campDayTitle(session.paymentDueDate)}.` : ""}
            </p>
          </div>
        ) : (
          <div className="grid gap-4">
            <h3 className="text-lg font-extrabold text-sea-900">Payment Options</h3>
            <div className="flex flex-wrap gap-3">
              <Link to={`/checkout?registration=${registration.id}`} className={buttonClasses("primary")}>
                Pay Now
              </Link>
              <Button variant="outline" aria-expanded={deferring} onClick={() => setDeferring(true)}>
                Pay Later
              </Button>
            </div>
            {deferring ? (
              <fetcher.Form method="post" className="grid gap-3">
                <input type="hidden" name="intent" value="defer" />
                <input type="hidden" name="registrationId" value={registration.id} />
                <TextareaField
                  label="Reason for paying later"
                  name="deferReason"
                  required
                  maxLength={DEFER_REASON_MAX}
                  placeholder="For example: paying after payday on the 15th"
                />
                {session?.paymentDueDate ? (
                  <p className="text-sm text-muted">Deferred payments must be completed by {campDayTitle(session.paymentDueDate)}.</p>
                ) : null}
                <div>
                  <Button type="submit" variant="secondary" disabled={fetcher.state !== "idle"}>
                    Defer Payment
                  </Button>
                </div>
              </fetcher.Form>
            ) : null}
          </div>
        )}

        <div>
          <Link to="/" className={buttonClasses("outline")}>
            Return to Dashboard
          </Link>
        </div>
      </CardContent>
    </Card>
  );
}
