// The cart's weeks the server already holds for the family (read by the page's loader, so they
// show after Back from checkout too): a seat held and still to pay, or a waitlist place. Remove
// asks the server to cancel the line, which gives its seat back to the week at once.
import { Link, useFetcher } from "react-router";
import { campDayShort, formatDollars } from "~/lib/format";
import { Button, buttonClasses } from "~/components/ui/button";
import type { OfferedSession } from "~/server/family/family-registrations.server";
import { weekDates, weekLabel, type CartCamper, type HeldWeek } from "./week-picker";

type RemoveAnswer = { intent: "remove"; ok: boolean; message: string };

export function HeldLines({ held, campers, weeks }: { held: HeldWeek[]; campers: CartCamper[]; weeks: OfferedSession[] }) {
  if (held.length === 0) return null;
  // One payment per cart the seats were held in (checkout pays a cart's seats together).
  const carts = new Map<string, { cents: number; weeks: number }>();
  for (const line of held) {
    if (line.state !== "held" || !line.cartId || line.balanceCents <= 0) continue;
    const cart = carts.get(line.cartId) ?? { cents: 0, weeks: 0 };
    carts.set(line.cartId, { cents: cart.cents + line.balanceCents, weeks: cart.weeks + 1 });
  }
  return (
    <div className="mt-4" data-testid="cart-held">
      <h3 className="text-lg font-extrabold text-sea-900">Held for you</h3>
      <p className="text-sm text-muted">Remove gives the seat back to the week for another family.</p>
      <ul className="divide-y divide-sea-100">
        {held.map((line) => {
          const camper = campers.find((c) => c.id === line.camperId);
          const week = weeks.find((w) => w.id === line.sessionId);
          return camper && week ? <HeldLine key={line.id} line={line} camper={camper} week={week} /> : null;
        })}
      </ul>
      {[...carts].map(([cartId, cart]) => (
        <Link key={cartId} to={`/checkout/cart?cart=${cartId}`} className={buttonClasses("teal", "md", "mt-2 w-full")}>
          Pay {formatDollars(cart.cents)} for {cart.weeks} held {cart.weeks === 1 ? "week" : "weeks"}
        </Link>
      ))}
    </div>
  );
}

function HeldLine({ line, camper, week }: { line: HeldWeek; camper: CartCamper; week: OfferedSession }) {
  const fetcher = useFetcher<RemoveAnswer>();
  const removing = fetcher.state !== "idle";
  const care = [line.beforeCare ? "before care" : "", line.afterCare ? "after care" : ""].filter(Boolean).join(" and ");
  const state =
    line.state === "waitlist"
      ? "On the waitlist, not charged"
      : line.payLater && line.paymentDueDate
        ? `Seat held, pay later by ${campDayShort(line.paymentDueDate)}`
        : "Seat held, to pay";
  return (
    <li className="grid grid-cols-[1fr_auto] gap-x-3 py-3" data-testid="cart-line" data-state={line.state}>
      <p className="font-bold text-ink">
        {camper.firstName}: {week.name.replace(/ (UUCA|FLC) .*$/, "")}
        <span className="block text-sm font-normal text-muted">
          {weekDates(week)} · {week.location}
          {care ? ` · ${care}` : ""} · <span className="font-semibold text-teal-800">{state}</span>
        </span>
      </p>
      <div className="grid justify-items-end">
        <p className="font-extrabold tabular-nums">{line.state === "waitlist" ? "" : formatDollars(line.balanceCents)}</p>
        {line.removable ? (
          <fetcher.Form method="post">
            <input type="hidden" name="intent" value="remove" />
            <input type="hidden" name="registrationId" value={line.id} />
            <Button
              type="submit"
              variant="ghost"
              size="sm"
              className="-mr-3"
              disabled={removing}
              aria-label={`Remove ${camper.firstName}, ${weekLabel(week)} at ${week.location} from the cart`}
            >
              {removing ? "Removing…" : "Remove"}
            </Button>
          </fetcher.Form>
        ) : null}
      </div>
      {line.removable ? null : <p className="col-span-2 text-sm text-muted">Part paid: change it on your family page.</p>}
      {fetcher.data && !fetcher.data.ok ? (
        <p role="alert" className="col-span-2 text-sm font-semibold text-red-800">
          {fetcher.data.message}
        </p>
      ) : null}
    </li>
  );
}
