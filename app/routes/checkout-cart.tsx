// /checkout/cart?cart=<id>: one payment for every seated week of a summer cart. The amount is the
// sum of the lines' balances (createPaymentIntentForCart); the signed webhook confirms every line
// at once, and this page, opened again (Stripe's return address), shows them confirmed.
import { data, Link } from "react-router";
import { CheckoutNotice } from "~/components/checkout/checkout-notice";
import { ClientOnlyPayment } from "~/components/checkout/client-only-payment";
import { buttonClasses } from "~/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { StatusBadge } from "~/components/ui/badge";
import { PriceLines } from "~/components/registration/price-lines";
import { cartIdSchema } from "~/lib/cart-schema";
import { campDayShort, formatDollars, plural } from "~/lib/format";
import { isPaymentDue } from "~/lib/payment-due";
import { listCartLines } from "~/server/cart-lines.server";
import { getEnv } from "~/server/context";
import { requireUser } from "~/server/session.server";
import { createPaymentIntentForCart, stripeKeys } from "~/server/stripe.server";
import type { Route } from "./+types/checkout-cart";

export const meta: Route.MetaFunction = () => [{ title: "Checkout | Camp Sarraka" }];
const noStore = { "Cache-Control": "private, no-store" };

export async function loader({ request, context }: Route.LoaderArgs) {
  const env = getEnv(context);
  const user = await requireUser(env, request);
  const parsed = cartIdSchema.safeParse({ cartId: new URL(request.url).searchParams.get("cart") ?? "" });
  // Someone else's cart is simply not found.
  const cartId = parsed.success ? parsed.data.cartId : null;
  const before = cartId ? await cartAsShown(env, cartId, user.id) : null;
  if (!cartId || !before) throw data("Cart not found", { status: 404 });
  if (before.dueCents === 0) return data({ ...before, kind: "settled" as const }, { headers: noStore });
  if (!stripeKeys(env)) return data({ ...before, kind: "unconfigured" as const }, { headers: noStore });
  const intent = await createPaymentIntentForCart(env, user.id, cartId).catch(() => null);
  if (intent?.ok) {
    const { clientSecret, publishableKey } = intent;
    return data({ ...before, kind: "pay" as const, clientSecret, publishableKey }, { headers: noStore });
  }
  // The money an earlier intent took was recorded just now: the cart as it is now.
  const now = intent?.status === 409 ? await cartAsShown(env, cartId, user.id) : null;
  if (now?.dueCents === 0) return data({ ...now, kind: "settled" as const }, { headers: noStore });
  return data({ ...before, kind: "error" as const }, { headers: noStore });
}

/** The cart's lines as the page shows them (never their PaymentIntent) and what is due now; null when not the parent's. */
async function cartAsShown(env: Env, cartId: string, parentId: string) {
  const rows = await listCartLines(env, cartId, parentId);
  if (rows.length === 0) return null;
  const lines = rows.map(({ stripePaymentIntentId: _pi, parentId: _p, ...line }) => line);
  return { cartId, lines, dueCents: lines.filter(isPaymentDue).reduce((sum, line) => sum + line.balanceCents, 0) };
}

export default function CheckoutCart({ loaderData }: Route.ComponentProps) {
  const { lines, dueCents } = loaderData;
  const confirmed = lines.filter((l) => l.status === "confirmed").length;
  return (
    <main id="main" className="mx-auto w-full max-w-5xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-extrabold text-sea-900 sm:text-4xl">Checkout</h1>
      <div className="mt-8 grid items-start gap-6 md:grid-cols-[1.2fr_1fr]">
        <Card data-testid="cart-checkout-summary">
          <CardHeader>
            <CardTitle as="h2">{plural(lines.length, "week")} in this cart</CardTitle>
          </CardHeader>
          <CardContent>
            <ul className="grid gap-4">
              {lines.map((line) => (
                <li key={line.id} className="border-b border-sea-100 pb-3 last:border-0" data-testid="cart-checkout-line">
                  <p className="flex flex-wrap items-center justify-between gap-2 font-bold">
                    <span>
                      {line.camper.firstName}: {line.session.name}
                    </span>
                    <StatusBadge status={line.status} />
                  </p>
                  <p className="text-sm text-muted">
                    {campDayShort(line.session.startDate)} to {campDayShort(line.session.endDate)} · {line.session.location}
                  </p>
                  {line.status === "interested" ? (
                    <p className="text-sm">On the waitlist: not charged.</p>
                  ) : (
                    <PriceLines registration={line} className="mt-1 grid grid-cols-[1fr_auto] gap-x-4 text-sm" />
                  )}
                </li>
              ))}
            </ul>
            <p className="mt-4 flex justify-between text-lg font-extrabold">
              <span>Due now</span>
              <span className="tabular-nums">{formatDollars(dueCents)}</span>
            </p>
          </CardContent>
        </Card>
        {loaderData.kind === "settled" ? (
          <CheckoutNotice title={confirmed > 0 ? `Payment received: ${plural(confirmed, "week")} confirmed` : "Nothing to pay now"}>
            <p>{confirmed > 0 ? "Thank you! We e-mailed you a receipt listing every week." : "Waitlisted and deferred weeks are not charged here."}</p>
            <Link to="/" className={buttonClasses("primary", "md", "mt-4")}>
              Return to Dashboard
            </Link>
          </CheckoutNotice>
        ) : loaderData.kind === "unconfigured" ? (
          <CheckoutNotice title="Payment System Configuration Required">
            <p>Online card payments are not set up yet. Your seats are saved; please contact the camp office to pay.</p>
          </CheckoutNotice>
        ) : loaderData.kind === "error" ? (
          <CheckoutNotice title="Payment Unavailable">
            <p>Failed to initialize payment. Please try again.</p>
          </CheckoutNotice>
        ) : (
          // On a phone the payment comes first, with what it is for: the weeks follow it, not the other way round.
          <div className="order-first grid gap-3 md:order-none">
            <p className="flex justify-between rounded-2xl bg-sea-50 px-4 py-3 font-bold text-sea-900 md:hidden" data-testid="cart-due-now">
              <span>Due now for {plural(lines.length, "week")} (listed below)</span>
              <span className="tabular-nums">{formatDollars(dueCents)}</span>
            </p>
            <ClientOnlyPayment
              returnPath={`/checkout/cart?cart=${loaderData.cartId}`}
              clientSecret={loaderData.clientSecret}
              publishableKey={loaderData.publishableKey}
            />
          </div>
        )}
      </div>
    </main>
  );
}
