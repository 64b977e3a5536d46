// /registration/summer: the summer cart. A parent picks several weeks for each camper (with
// before/after care per week), sees every line priced, and checks out once: one payment, or Pay
// Later for all. Weeks the family already holds come from the server every time the page loads
// (after Back from checkout too) and can be removed, which gives the seat back. The action calls
// the same schemas and functions as POST /api/cart/checkout and DELETE /api/cart/lines/:id.
import { useEffect, useState } from "react";
import { data, Link, useNavigation } from "react-router";
import { CartOutcome } from "~/components/cart/cart-outcome";
import { CartSummary } from "~/components/cart/cart-summary";
import { useCartReached, useFreshAfterBackForward } from "~/components/cart/cart-page";
import { WeekPicker, type CartPick } from "~/components/cart/week-picker";
import { buttonClasses } from "~/components/ui/button";
import { cartCheckoutSchema } from "~/lib/cart-schema";
import { campToday } from "~/lib/camp-dates";
import { earlyBirdApplies } from "~/lib/cart-pricing";
import { campDayShort, plural } from "~/lib/format";
import { getCampSettings } from "~/server/camp-settings.server";
import { listCampersForParent } from "~/server/campers.server";
import { listHeldWeeks } from "~/server/cart-lines.server";
import { removeCartLine } from "~/server/cart-line-removal.server";
import { checkoutCart } from "~/server/cart.server";
import { getEnv } from "~/server/context";
import { recordId, refusedByZod } from "~/server/operation-result.server";
import { listOfferedSessions } from "~/server/family/family-registrations.server";
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
  const held = await listHeldWeeks(
    env,
    user.id,
    weeks.map((w) => w.id),
  );
  return data(
    {
      // The first camper the family added comes first (and pays full price when siblings follow).
      campers: campers.map((c) => ({ id: c.id, firstName: c.firstName, lastName: c.lastName, grade: c.grade })).sort((a, b) => a.id - b.id),
      weeks,
      held,
      discounts,
      today,
      // A camper just added from the cart ("Add a camper") comes back with their weeks open.
      addedCamperId: recordId(new URL(request.url).searchParams.get("camper")),
    },
    { headers: noStore },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const env = getEnv(context);
  const user = await requireUser(env, request);
  const form = Object.fromEntries(await request.formData());
  if (form.intent === "remove") {
    const removed = await removeCartLine(env, user, { registrationId: form.registrationId });
    if (!removed.ok) return data({ intent: "remove" as const, ok: false as const, message: removed.message }, { status: removed.status, headers: noStore });
    return data({ intent: "remove" as const, ok: true as const, message: "Removed from your cart." }, { headers: noStore });
  }
  const parsed = cartCheckoutSchema.safeParse(form);
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
  const { campers, weeks, held, discounts, today, addedCamperId } = loaderData;
  const [picks, setPicks] = useState<CartPick[]>([]);
  // The first camper, every camper with weeks already held, and a camper just added.
  const [shown, setShown] = useState(() =>
    campers.filter((c, i) => i === 0 || c.id === addedCamperId || held.some((h) => h.camperId === c.id)).map((c) => c.id),
  );
  // Until the page's scripts run, a tick would only change the box: React puts the cart's state
  // back as it takes over, and the week is gone without a word. So the weeks wait, and say so.
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  const navigation = useNavigation();
  const cartReached = useCartReached();
  useFreshAfterBackForward();
  const others = campers.filter((c) => !shown.includes(c.id));
  // A week the server now holds (another tab, a checkout) is no longer a pick.
  const cartPicks = picks.filter((p) => !held.some((h) => h.camperId === p.camperId && h.sessionId === p.sessionId));
  const outcome = actionData && "cartId" in actionData ? actionData : null;
  // A refused checkout, or a Remove posted before the page's scripts ran.
  const notice = actionData && !("cartId" in actionData) ? actionData : null;
  const count = cartPicks.length + held.filter((h) => h.state !== "booked").length;
  const bar = count > 0 && !outcome;
  useEffect(() => {
    if (!bar) return;
    // Keyboard focus scrolls a control above the bar, never under it.
    document.documentElement.style.scrollPaddingBottom = "6rem";
    return () => void (document.documentElement.style.scrollPaddingBottom = "");
  }, [bar]);
  const addCamper = (
    <Link to="/account/campers/new?from=cart" className={buttonClasses("outline", "md")}>
      Add a camper
    </Link>
  );

  return (
    // Room at the bottom so the phone's cart bar never covers the cart's last line.
    <main id="main" className={`mx-auto w-full max-w-5xl px-4 pt-10 sm:px-6 ${bar ? "pb-28 lg:pb-10" : "pb-10"}`}>
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
      {notice ? (
        <p
          role={notice.ok ? "status" : "alert"}
          className={`mt-6 rounded-2xl border-2 p-4 font-semibold ${notice.ok ? "border-teal-600 bg-teal-50 text-teal-800" : "border-coral-600 bg-coral-50 text-coral-700"}`}
        >
          {notice.message}
        </p>
      ) : null}
      {outcome ? (
        <CartOutcome result={outcome} />
      ) : campers.length === 0 ? (
        <div className="mt-6 grid justify-items-start gap-3 rounded-2xl border-2 border-sea-100 bg-white p-6">
          <p className="text-lg font-semibold text-sea-900">Add your camper first: their profile and medical form, then pick their summer weeks here.</p>
          {addCamper}
        </div>
      ) : weeks.length === 0 ? (
        <p className="mt-6 text-muted">No summer weeks are open yet. Please check back when registration opens.</p>
      ) : (
        <div className="mt-6 grid items-start gap-6 lg:grid-cols-[1.5fr_1fr]">
          <div className="grid gap-4">
            {ready ? null : (
              <p role="status" className="rounded-2xl bg-sea-50 p-3 font-semibold text-sea-900" data-testid="weeks-not-ready">
                Getting the weeks ready to pick…
              </p>
            )}
            {shown.map((id) => {
              const camper = campers.find((c) => c.id === id)!;
              return <WeekPicker key={id} camper={camper} weeks={weeks} picks={cartPicks} held={held} ready={ready} onChange={setPicks} />;
            })}
            <div className="flex flex-wrap gap-2">
              {others.map((c) => (
                <button key={c.id} type="button" disabled={!ready} className={buttonClasses("outline", "md")} onClick={() => setShown([...shown, c.id])}>
                  Add {c.firstName} to this cart
                </button>
              ))}
              {addCamper}
            </div>
          </div>
          {bar && !cartReached.reached ? (
            // On a phone the cart is below every week: a bar keeps it in sight until the cart itself is.
            <a
              href="#cart-heading"
              className="fixed inset-x-3 bottom-3 z-20 flex min-h-12 items-center justify-between rounded-full bg-sea-900 px-5 font-bold text-white shadow-lg focus-on-dark lg:hidden"
            >
              <span>Cart: {plural(count, "week")}</span>
              <span>View cart</span>
            </a>
          ) : null}
          <div className="scroll-mt-24 lg:sticky lg:top-24" id="cart" ref={cartReached.ref}>
            <CartSummary
              picks={cartPicks}
              held={held}
              campers={campers}
              weeks={weeks}
              discounts={discounts}
              today={today}
              busy={navigation.state !== "idle"}
              onChange={setPicks}
            />
          </div>
        </div>
      )}
    </main>
  );
}
