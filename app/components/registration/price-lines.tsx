// A registration's price as it was charged: the day, each add-on, the total, and (once money
// has come in) what was received and the balance still due. One component for the wizard,
// checkout, the dashboard and the office, so every screen shows the same figures.
import { balanceDueCents, formatDollars, priceLineItems, type StoredPriceLines } from "~/lib/registration-rules";

export type PricedRegistration = StoredPriceLines & { totalAmountCents: number; receivedCents?: number };

export function PriceLines({ registration: r, className }: { registration: PricedRegistration; className?: string }) {
  const received = r.receivedCents ?? 0;
  return (
    <dl className={className ?? "grid grid-cols-[1fr_auto] gap-x-4 gap-y-1"} data-testid="price-lines">
      {priceLineItems(r).map((line) => (
        <div key={line.label} className="contents">
          <dt>{line.label}</dt>
          <dd className="text-right tabular-nums">{formatDollars(line.cents)}</dd>
        </div>
      ))}
      <dt className="font-extrabold">Total</dt>
      <dd className="text-right font-extrabold tabular-nums">{formatDollars(r.totalAmountCents)}</dd>
      {received !== 0 ? (
        <>
          <dt>Received</dt>
          <dd className="text-right tabular-nums">{formatDollars(received)}</dd>
          <dt className="font-extrabold">Balance due</dt>
          <dd className="text-right font-extrabold tabular-nums">{formatDollars(balanceDueCents(r.totalAmountCents, received))}</dd>
        </>
      ) : null}
    </dl>
  );
}
