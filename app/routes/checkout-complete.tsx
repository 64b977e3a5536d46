import { data, Link } from "react-router";
import { CheckoutSummary } from "~/components/checkout/checkout-summary";
import { buttonClasses } from "~/components/ui/button";
import { Card, CardContent, CardHeader } from "~/components/ui/card";
import { getEnv } from "~/server/context";
import { findRegistrationForParent } from "~/server/family/family-registrations.server";
import { requireUser } from "~/server/session.server";
import type { Route } from "./+types/checkout-complete";

export const meta: Route.MetaFunction = () => [{ title: "Payment | Camp Sarraka" }];

// Stripe sends the parent here after the Payment Element; the webhook confirms the registration.
export async function loader({ request, context }: Route.LoaderArgs) {
  const env = getEnv(context);
  const user = await requireUser(env, request);
  const url = new URL(request.url);
  const raw = url.searchParams.get("registration");
  const id = raw && /^\d{1,12}$/.test(raw) ? Number(raw) : 0;
  const registration = id ? await findRegistrationForParent(env, user.id, id) : null;
  if (!registration) throw data("Registration not found", { status: 404 });
  const { stripePaymentIntentId: _pi, ...summary } = registration;
  const redirectStatus = url.searchParams.get("redirect_status");
  const outcome = registration.paymentStatus === "paid" ? "paid" : redirectStatus === "succeeded" || redirectStatus === "processing" ? "processing" : "failed";
  return data({ registration: summary, outcome }, { headers: { "Cache-Control": "private, no-store" } });
}

export default function CheckoutComplete({ loaderData }: Route.ComponentProps) {
  const { registration, outcome } = loaderData;
  const name = registration.camper.firstName;
  return (
    <main id="main" className="mx-auto w-full max-w-4xl px-4 py-10 sm:px-6">
      <div className="grid gap-6 md:grid-cols-[1.2fr_1fr]">
        <Card role="status">
          <CardHeader>
            <h1 className="text-3xl font-extrabold text-sea-900">{outcome === "failed" ? "Payment Not Completed" : "Payment Successful!"}</h1>
          </CardHeader>
          <CardContent className="grid gap-4">
            {outcome === "paid" ? (
              <p>
                Thank you! Your payment was received and {name}&apos;s registration is confirmed. We can&apos;t wait to see {name} at camp.
              </p>
            ) : outcome === "processing" ? (
              <p>
                Thank you! Your payment was received and is being confirmed. {name}&apos;s registration will show as Confirmed on your dashboard in a moment.
              </p>
            ) : (
              <p>Your payment did not go through and nothing was charged. {name}&apos;s seat is still held: you can try again.</p>
            )}
            <div className="flex flex-wrap gap-3">
              {outcome === "failed" ? (
                <Link to={`/checkout?registration=${registration.id}`} className={buttonClasses("primary")}>
                  Try Again
                </Link>
              ) : null}
              <Link to="/" className={buttonClasses(outcome === "failed" ? "outline" : "primary")}>
                Return to Dashboard
              </Link>
            </div>
          </CardContent>
        </Card>
        <CheckoutSummary registration={registration} />
      </div>
    </main>
  );
}
