// The cart: every line with its price (the same pricing module the server charges with), the
// discounts that apply, the total, and the two ways to check out (pay now, or Pay Later for all).
import { useState } from "react";
import { Form } from "react-router";
import { priceCart, type DiscountSettings } from "~/lib/cart-pricing";
import { campDayShort, formatDollars } from "~/lib/format";
import { DEFER_REASON_MAX } from "~/lib/defer-payment-form";
import { Button } from "~/components/ui/button";
import { TextareaField } from "~/components/ui/field";
import type { OfferedSession } from "~/server/registrations.server";
import type { CartCamper, CartPick } from "./week-picker";

export function CartSummary({
  picks,
  campers,
  weeks,
  discounts,
  today,
  busy,
}: {
  picks: CartPick[];
  campers: CartCamper[];
  weeks: OfferedSession[];
  discounts: DiscountSettings;
  today: string;
  busy: boolean;
}) {
  const [payLater, setPayLater] = useState(false);
  const lines = picks.flatMap((pick) => {
    const week = weeks.find((w) => w.id === pick.sessionId);
    const camper = campers.find((c) => c.id === pick.camperId);
    return week && camper ? [{ pick, week, camper }] : [];
  });
  const priced = priceCart(
    lines.map(({ pick, week }) => ({ ...pick, price: week.program })),
    discounts,
    today,
  );
  // Full weeks and waitlisted weeks are not charged (the server decides at checkout).
  const charged = (week: OfferedSession) => week.allowImmediateRegistration && week.seatsTaken < week.capacity;
  const total = priced.reduce((sum, p, i) => sum + (charged(lines[i].week) ? p.totalCents : 0), 0);

  return (
    <section aria-labelledby="cart-heading" className="rounded-2xl border-2 border-teal-600 bg-white p-4 sm:p-6" data-testid="cart">
      <h2 id="cart-heading" className="scroll-mt-24 text-2xl font-extrabold text-sea-900">
        Your cart {lines.length ? `(${lines.length} ${lines.length === 1 ? "week" : "weeks"})` : ""}
      </h2>
      {lines.length === 0 ? (
        <p className="mt-3 text-muted">Your cart is empty: pick at least one week.</p>
      ) : (
        <ul className="mt-4 divide-y divide-sea-100">
          {lines.map(({ pick, week, camper }, i) => {
            const p = priced[i];
            return (
              <li key={`${pick.camperId}-${pick.sessionId}`} className="grid grid-cols-[1fr_auto] gap-x-3 py-3" data-testid="cart-line">
                <p className="font-bold text-ink">
                  {camper.firstName}: {week.name.replace(/ (UUCA|FLC) .*$/, "")}
                  <span className="block text-sm font-normal text-muted">
                    {campDayShort(week.startDate)} to {campDayShort(week.endDate)} · {week.location}
                    {pick.beforeCare ? ` · before care ${formatDollars(p.beforeCareCents)}` : ""}
                    {pick.afterCare ? ` · after care ${formatDollars(p.afterCareCents)}` : ""}
                    {p.earlyBird ? " · early-bird price" : ""}
                    {p.discountCents ? ` · sibling discount ${formatDollars(-p.discountCents)}` : ""}
                    {charged(week) ? "" : " · waitlist, not charged"}
                  </span>
                </p>
                <p className="text-right font-extrabold tabular-nums">{formatDollars(p.totalCents)}</p>
              </li>
            );
          })}
        </ul>
      )}
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
        <Button type="submit" size="lg" disabled={busy || lines.length === 0}>
          {busy ? "Checking out…" : payLater ? "Register and pay later" : `Check out and pay ${formatDollars(total)}`}
        </Button>
      </Form>
    </section>
  );
}
