// The cart: the weeks the server already holds for the family (with what is due and Remove, which
// gives the seat back), then every week picked now with before/after care, its price (the same
// pricing module the server charges with), Remove, the total and the two ways to check out (pay
// now, or Pay Later for all).
import { useState } from "react";
import { Form } from "react-router";
import { priceCart, type DiscountSettings } from "~/lib/cart-pricing";
import { formatDollars, plural } from "~/lib/format";
import { DEFER_REASON_MAX } from "~/lib/defer-payment-schema";
import { Button } from "~/components/ui/button";
import { TextareaField } from "~/components/ui/field";
import type { OfferedSession } from "~/server/family/family-registrations.server";
import { HeldLines } from "./held-lines";
import { weekDates, weekLabel, type CartCamper, type CartPick, type HeldWeek } from "./week-picker";

export function CartSummary({
  picks,
  held,
  campers,
  weeks,
  discounts,
  today,
  busy,
  onChange,
}: {
  picks: CartPick[];
  held: HeldWeek[];
  campers: CartCamper[];
  weeks: OfferedSession[];
  discounts: DiscountSettings;
  today: string;
  busy: boolean;
  onChange: (picks: CartPick[]) => void;
}) {
  const [payLater, setPayLater] = useState(false);
  const lines = picks.flatMap((pick) => {
    const week = weeks.find((w) => w.id === pick.sessionId);
    const camper = campers.find((c) => c.id === pick.camperId);
    return week && camper ? [{ pick, week, camper }] : [];
  });
  const inCart = held.filter((h) => h.state !== "booked");
  const priced = priceCart(
    lines.map(({ pick, week }) => ({ ...pick, price: week.program })),
    discounts,
    today,
  );
  // Full weeks and waitlisted weeks are not charged (the server decides at checkout).
  const charged = (week: OfferedSession) => week.allowImmediateRegistration && week.seatsTaken < week.capacity;
  const total = priced.reduce((sum, p, i) => sum + (charged(lines[i].week) ? p.totalCents : 0), 0);
  const count = lines.length + inCart.length;
  const same = (a: CartPick, b: CartPick) => a.camperId === b.camperId && a.sessionId === b.sessionId;
  const update = (pick: CartPick, change: Partial<CartPick> | null) =>
    onChange(change ? picks.map((p) => (same(p, pick) ? { ...p, ...change } : p)) : picks.filter((p) => !same(p, pick)));

  return (
    <section aria-labelledby="cart-heading" className="rounded-2xl border-2 border-teal-600 bg-white p-4 sm:p-6" data-testid="cart">
      <h2 id="cart-heading" className="scroll-mt-24 text-2xl font-extrabold text-sea-900">
        Your cart {count ? `(${plural(count, "week")})` : ""}
      </h2>
      <HeldLines held={inCart} campers={campers} weeks={weeks} />
      {lines.length === 0 ? (
        <p className="mt-3 text-muted">{inCart.length ? "Pick more weeks above to add them." : "Your cart is empty: pick at least one week."}</p>
      ) : (
        <ul className="mt-4 divide-y divide-sea-100" aria-label="Weeks picked now">
          {lines.map(({ pick, week, camper }, i) => {
            const p = priced[i];
            const name = `${camper.firstName}, ${week.name}`;
            return (
              <li key={`${pick.camperId}-${pick.sessionId}`} className="grid grid-cols-[1fr_auto] gap-x-3 py-3" data-testid="cart-line">
                <p className="font-bold text-ink">
                  {camper.firstName}: {week.name.replace(/ (UUCA|FLC) .*$/, "")}
                  <span className="block text-sm font-normal text-muted">
                    {weekDates(week)} · {week.location}
                    {pick.beforeCare ? ` · before care ${formatDollars(p.beforeCareCents)}` : ""}
                    {pick.afterCare ? ` · after care ${formatDollars(p.afterCareCents)}` : ""}
                    {p.earlyBird ? " · early-bird price" : ""}
                    {p.discountCents ? ` · sibling discount ${formatDollars(-p.discountCents)}` : ""}
                    {charged(week) ? "" : " · waitlist, not charged"}
                  </span>
                </p>
                <div className="grid justify-items-end">
                  <p className="font-extrabold tabular-nums">{formatDollars(p.totalCents)}</p>
                  <Button
                    variant="ghost"
                    size="sm"
                    className="-mr-3"
                    onClick={() => update(pick, null)}
                    aria-label={`Remove ${camper.firstName}, ${weekLabel(week)} at ${week.location} from the cart`}
                  >
                    Remove
                  </Button>
                </div>
                <div className="col-span-2 flex flex-wrap gap-x-4">
                  {(["beforeCare", "afterCare"] as const).map((kind) => (
                    <label key={kind} className="flex min-h-11 cursor-pointer items-center gap-2 text-sm font-semibold">
                      <input
                        type="checkbox"
                        className="size-5 accent-teal-700"
                        checked={pick[kind]}
                        onChange={(e) => update(pick, { [kind]: e.target.checked })}
                        aria-label={`${name}: ${kind === "beforeCare" ? "before care" : "after care"}`}
                      />
                      {kind === "beforeCare" ? "Before care" : "After care"} +{formatDollars(week.program.careAddOnCents)}
                    </label>
                  ))}
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {lines.length > 0 ? (
        <>
          <p className="mt-2 flex justify-between border-t-2 border-sea-200 pt-3 text-lg font-extrabold" data-testid="cart-total">
            <span>Total to pay</span>
            <span className="tabular-nums">{formatDollars(total)}</span>
          </p>
          <Form method="post" className="mt-4 grid gap-3">
            <input type="hidden" name="lines" value={JSON.stringify(picks)} />
            <label className="flex min-h-11 cursor-pointer items-center gap-3 font-semibold">
              <input type="checkbox" name="payLater" className="size-5 accent-teal-700" checked={payLater} onChange={(e) => setPayLater(e.target.checked)} />
              Pay Later for every week (payment due by the due date)
            </label>
            {payLater ? <TextareaField label="Why would you like to pay later?" name="deferReason" maxLength={DEFER_REASON_MAX} required /> : null}
            <Button type="submit" size="lg" disabled={busy}>
              {busy ? "Checking out…" : payLater ? "Register and pay later" : `Check out and pay ${formatDollars(total)}`}
            </Button>
          </Form>
        </>
      ) : null}
      {held.some((h) => h.state === "booked") ? (
        <p className="mt-3 text-sm text-muted">Weeks already paid for are marked Booked above; they are on your family page.</p>
      ) : null}
    </section>
  );
}
