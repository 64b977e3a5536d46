// /registration/summer: the summer cart. A parent picks several weeks for each camper (with
// before/after care per week), sees every line priced, and checks out once: one payment, or Pay
// Later for all. The action calls the same schema and function as POST /api/cart/checkout.
import { useState } from "react";
import { data, Link, useNavigation } from "react-router";
import { CartOutcome } from "~/components/cart/cart-outcome";
import { CartSummary } from "~/components/cart/cart-summary";
import { WeekPicker, type CartPick } from "~/components/cart/week-picker";
import { buttonClasses } from "~/components/ui/button";
import { cartCheckoutSchema } from "~/lib/cart-form";
import { campToday } from "~/lib/camp-dates";
import { earlyBirdApplies } from "~/lib/cart-pricing";
import { campDayShort } from "~/lib/format";
import { getCampSettings } from "~/server/camp-settings.server";
import { listCampersForParent } from "~/server/campers.server";
import { checkoutCart } from "~/server/cart.server";
import { getEnv } from "~/server/context";
import { refusedByZod } from "~/server/operation-result.server";
import { listOfferedSessions } from "~/server/registrations.server";
import { requireUser } from "~/server/session.server";
import type { Route } from "./+types/registration-summer";

export const meta: Route.MetaFunction = () => [{ title: "Summer Camp Weeks | Camp Sarraka" }];
const noStore = { "Cache-Control": "private, no-store" };

export async function loader({ request, context }: Route.LoaderArgs) {
  const env = getEnv(context);
  const user = await requireUser(env, request);
  const today = campToday();
  const [campers, weeks, settings] = await Promise.all([
    listCampersForParent(env, user.id),
    listOfferedSessions(env, today, { weeks: true }),
    getCampSettings(env),
  ]);
  const discounts = {
    siblingDiscountPercent: settings.siblingDiscountPercent,
    earlyBirdPercent: settings.earlyBirdPercent,
    earlyBirdUntil: settings.earlyBirdUntil,
  };
  return data(
    {
      // The first camper the family added comes first (and pays full price when siblings follow).
      campers: campers.map((c) => ({ id: c.id, firstName: c.firstName, lastName: c.lastName, grade: c.grade })).sort((a, b) => a.id - b.id),
      weeks,
      discounts,
      today,
    },
    { headers: noStore },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const env = getEnv(context);
  const user = await requireUser(env, request);
  const parsed = cartCheckoutSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) {
    const refusal = refusedByZod(parsed.error);
    return data({ ok: false as const, message: refusal.message, fieldErrors: refusal.fieldErrors ?? {} }, { status: 400, headers: noStore });
  }
  const result = await checkoutCart(env, user.id, parsed.data);
  if (!result.ok)
    return data({ ok: false as const, message: result.message, fieldErrors: result.fieldErrors ?? {} }, { status: result.status, headers: noStore });
  return data(result, { headers: noStore });
}

export default function SummerCart({ loaderData, actionData }: Route.ComponentProps) {
  const { campers, weeks, discounts, today } = loaderData;
  const [picks, setPicks] = useState<CartPick[]>([]);
  const [shown, setShown] = useState<number[]>(campers.slice(0, 1).map((c) => c.id));
  const navigation = useNavigation();
  const others = campers.filter((c) => !shown.includes(c.id));

  return (
    <main id="main" className="mx-auto w-full max-w-5xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-extrabold text-sea-900 sm:text-4xl">Summer Camp Weeks</h1>
      <p className="mt-2 max-w-2xl text-muted">
        Pick every week for each of your campers, with before and after care, then check out once: one payment for the whole cart, or Pay Later.
      </p>
      <ul className="mt-3 flex flex-wrap gap-2 text-sm font-semibold" aria-label="Discounts">
        {earlyBirdApplies(discounts, today) ? (
          <li className="rounded-full bg-sun-100 px-3 py-1">
            Early-bird: {discounts.earlyBirdPercent}% off every week until {campDayShort(discounts.earlyBirdUntil!)}
          </li>
        ) : null}
        {discounts.siblingDiscountPercent > 0 ? (
          <li className="rounded-full bg-teal-50 px-3 py-1">Siblings: {discounts.siblingDiscountPercent}% off the week for the second and later child</li>
        ) : null}
      </ul>
      {actionData?.ok === false ? (
        <p role="alert" className="mt-6 rounded-2xl border-2 border-coral-600 bg-coral-50 p-4 font-semibold text-coral-700">
          {actionData.message}
        </p>
      ) : null}
      {actionData?.ok ? (
        <CartOutcome result={actionData} />
      ) : campers.length === 0 ? (
        <p className="mt-6">
          Add a camper first.{" "}
          <Link to="/registration" className={buttonClasses("link", "md")}>
            Register a camper
          </Link>
        </p>
      ) : weeks.length === 0 ? (
        <p className="mt-6 text-muted">No summer weeks are open yet. Please check back when registration opens.</p>
      ) : (
        <div className="mt-6 grid items-start gap-6 lg:grid-cols-[1.5fr_1fr]">
          <div className="grid gap-4">
            {shown.map((id) => {
              const camper = campers.find((c) => c.id === id)!;
              return <WeekPicker key={id} camper={camper} weeks={weeks} picks={picks} onChange={setPicks} />;
            })}
            {others.length > 0 ? (
              <div className="flex flex-wrap gap-2">
                {others.map((c) => (
                  <button key={c.id} type="button" className={buttonClasses("outline", "md")} onClick={() => setShown([...shown, c.id])}>
                    Add {c.firstName} to this cart
                  </button>
                ))}
              </div>
            ) : null}
          </div>
          {picks.length > 0 ? (
            // On a phone the cart is below every week: a bar keeps the total in sight and leads there.
            <a
              href="#cart-heading"
              className="fixed inset-x-3 bottom-3 z-20 flex min-h-12 items-center justify-between rounded-full bg-sea-900 px-5 font-bold text-white shadow-lg focus-on-dark lg:hidden"
            >
              <span>
                Cart: {picks.length} {picks.length === 1 ? "week" : "weeks"}
              </span>
              <span>View cart</span>
            </a>
          ) : null}
          <div className="scroll-mt-24 pb-16 lg:sticky lg:top-24 lg:pb-0" id="cart">
            <CartSummary picks={picks} campers={campers} weeks={weeks} discounts={discounts} today={today} busy={navigation.state !== "idle"} />
          </div>
        </div>
      )}
    </main>
  );
}
