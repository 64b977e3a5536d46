import { data, Link, redirect } from "react-router";
import { CheckoutSummary } from "~/components/checkout/checkout-summary";
import { CheckoutNotice } from "~/components/checkout/checkout-notice";
import { ClientOnlyPayment } from "~/components/checkout/client-only-payment";
import { buttonClasses } from "~/components/ui/button";
import { cartCheckoutPath, isPaymentDue } from "~/lib/payment-due";
import { getEnv } from "~/server/context";
import { recordId } from "~/server/operation-result.server";
import { findRegistrationForParent } from "~/server/family/family-registrations.server";
import { requireUser } from "~/server/session.server";
import { createPaymentIntentForRegistration, stripeKeys } from "~/server/stripe.server";
import type { Route } from "./+types/checkout";

export const meta: Route.MetaFunction = () => [{ title: "Checkout | Camp Sarraka" }];

const noStore = { "Cache-Control": "private, no-store" };

export async function loader({ request, context }: Route.LoaderArgs) {
  const env = getEnv(context);
  const user = await requireUser(env, request);
  const id = recordId(new URL(request.url).searchParams.get("registration"));
  if (!id) return data({ kind: "invalid" as const }, { headers: noStore });
  const registration = await findRegistrationForParent(env, user.id, id);
  // Someone else's registration is simply not found.
  if (!registration) throw data("Registration not found", { status: 404 });
  if (!stripeKeys(env)) return data({ kind: "unconfigured" as const, registration: summaryOf(registration) }, { headers: noStore });
  const due = isPaymentDue(registration);
  const intent = due ? await createPaymentIntentForRegistration(env, user.id, id).catch(() => null) : null;
  if (intent?.ok) {
    const { clientSecret, publishableKey } = intent;
    return data({ kind: "pay" as const, registration: summaryOf(registration), clientSecret, publishableKey }, { headers: noStore });
  }
  // A week paid through its summer cart is paid there: one open payment per registration.
  if (intent && "cartId" in intent) throw redirect(cartCheckoutPath(intent.cartId));
  if (due && intent?.status !== 409) return data({ kind: "error" as const, registration: summaryOf(registration) }, { headers: noStore });
  // Nothing was due, or the money an earlier intent took was recorded just now: as it is now.
  const now = (intent && (await findRegistrationForParent(env, user.id, id))) || registration;
  if (now.paymentStatus === "paid") return data({ kind: "paid" as const, registration: summaryOf(now) }, { headers: noStore });
  return data({ kind: "nothing-due" as const, registration: summaryOf(now) }, { headers: noStore });
}

/** What the page shows of the registration: never its PaymentIntent. */
function summaryOf({ stripePaymentIntentId: _pi, ...summary }: NonNullable<Awaited<ReturnType<typeof findRegistrationForParent>>>) {
  return summary;
}

export default function Checkout({ loaderData }: Route.ComponentProps) {
  return (
    <main id="main" className="mx-auto w-full max-w-4xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-extrabold text-sea-900 sm:text-4xl">Checkout</h1>
      {loaderData.kind === "invalid" ? (
        <CheckoutNotice className="mt-8 md:mt-0" title="Invalid Registration">
          <p>We could not find which registration to pay for. Please return to your dashboard and choose Complete Payment on the registration.</p>
          <Link to="/" className={buttonClasses("primary", "md", "mt-4")}>
            Return to Dashboard
          </Link>
        </CheckoutNotice>
      ) : (
        <div className="mt-8 grid gap-6 md:grid-cols-[1fr_1.2fr]">
          <CheckoutSummary registration={loaderData.registration} />
          {loaderData.kind === "unconfigured" ? (
            <CheckoutNotice className="mt-8 md:mt-0" title="Payment System Configuration Required">
              <p>
                Online card payments are not set up yet. Your registration is saved; please contact the camp office to pay, or choose Pay Later from the
                registration.
              </p>
            </CheckoutNotice>
          ) : loaderData.kind === "paid" ? (
            <CheckoutNotice className="mt-8 md:mt-0" title="Already Paid">
              <p>This registration is paid and confirmed. Thank you!</p>
              <Link to="/" className={buttonClasses("primary", "md", "mt-4")}>
                Return to Dashboard
              </Link>
            </CheckoutNotice>
          ) : loaderData.kind === "nothing-due" ? (
            <CheckoutNotice className="mt-8 md:mt-0" title="Nothing to Pay Yet">
              <p>This registration has no payment due. Waitlisted campers pay only once a spot is confirmed.</p>
            </CheckoutNotice>
          ) : loaderData.kind === "error" ? (
            <CheckoutNotice className="mt-8 md:mt-0" title="Payment Unavailable">
              <p>Failed to initialize payment. Please try again.</p>
            </CheckoutNotice>
          ) : (
            <ClientOnlyPayment
              returnPath={`/checkout/complete?registration=${loaderData.registration.id}`}
              clientSecret={loaderData.clientSecret}
              publishableKey={loaderData.publishableKey}
            />
          )}
        </div>
      )}
    </main>
  );
}
