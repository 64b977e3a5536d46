// One row of the Registrations table. Memoised: a row renders when its registration changes,
// never because the tab loads, a filter changes or another row's menu posts (the menus post
// through the tab's desk, registration-desk.tsx, so no row holds a fetcher of its own).
import { memo, Suspense } from "react";
import type { AdminRegistration } from "~/server/admin/office-registrations.server";
import { gradeLabel } from "~/lib/registration-rules";
import { Button } from "~/components/ui/button";
import { StatusBadge } from "~/components/ui/badge";
import { onFirstUse, useFirstUse } from "~/components/ui/on-first-use";
import { formatDay, formatMoney } from "./admin-api";
import { paymentMenuOf } from "./payment-menu-button";
import { reachRegistrationDetails } from "./registration-details";

// The payment desk's menu and dialogs (Radix menu and dialogs, the payment form's zod schema) load
// the first time a row's Payment / More button is used, not with the tab (ui/on-first-use.ts).
const paymentDesk = onFirstUse(() => import("./payment-actions").then((m) => m.PaymentActions));

export const RegistrationRow = memo(function RegistrationRow({ registration: r, onView }: { registration: AdminRegistration; onView: (id: number) => void }) {
  const who = `${r.camper.firstName} ${r.camper.lastName}`;
  const parent = (
    <>
      <p>
        <span className="sr-only">Parent: </span>
        {r.parent.firstName} {r.parent.lastName}
      </p>
      <p className="text-muted break-all">{r.parent.email}</p>
    </>
  );
  const session = (
    <>
      <p className="font-semibold">{r.session.program.name}</p>
      <p className="text-muted">
        {r.session.name} · {formatDay(r.session.startDate)}
      </p>
    </>
  );
  // Where status and payment stand together (a phone, a tablet) each badge says which it is
  // ("Status: Pending", "Payment: Pending"); on a computer each has its own column.
  const payment = r.paymentStatus ? <StatusBadge status={r.paymentStatus} prefix={<span className="lg:hidden">Payment: </span>} /> : null;
  const status = <StatusBadge status={r.status} prefix={<span className="lg:hidden">Status: </span>} />;
  const total = (
    <>
      {formatMoney(r.totalAmountCents)}
      {r.receivedCents > 0 && r.balanceCents > 0 ? <p className="text-xs font-semibold text-coral-700">{formatMoney(r.balanceCents)} due</p> : null}
    </>
  );
  // A phone shows two columns (the registration, its buttons), a tablet five (the parent under
  // the camper, the payment under the status), a computer all seven: every row's buttons stay
  // on screen, nothing to scroll sideways to. Hidden copies are display:none, so read once.
  return (
    <tr className="border-b border-sea-50 last:border-0" data-testid="registration-row">
      <td className="px-4 py-3">
        <p className="font-bold text-ink">{who}</p>
        <p className="text-muted">
          #{r.id} · {gradeLabel(r.camper.grade)}
        </p>
        <div className="mt-1 lg:hidden">{parent}</div>
        <div className="mt-1 sm:hidden">{session}</div>
        <div className="mt-1 flex flex-wrap items-center gap-1 sm:hidden">
          {status}
          {payment}
          <span className="ml-auto font-bold tabular-nums">
            <span className="sr-only">Total: </span>
            {total}
          </span>
        </div>
      </td>
      <td className="hidden px-4 py-3 lg:table-cell">{parent}</td>
      <td className="hidden px-4 py-3 sm:table-cell">{session}</td>
      <td className="hidden px-4 py-3 sm:table-cell">
        {status}
        {payment ? <p className="mt-1 lg:hidden">{payment}</p> : null}
      </td>
      <td className="hidden px-4 py-3 lg:table-cell">{payment ?? <span className="text-muted">—</span>}</td>
      <td className="hidden px-4 py-3 text-right font-bold tabular-nums sm:table-cell">{total}</td>
      <td className="px-4 py-3">
        <div className="flex flex-col items-end gap-2 lg:flex-row lg:justify-end">
          <Button
            variant="outline"
            size="sm"
            onClick={() => onView(r.id)}
            onPointerEnter={reachRegistrationDetails}
            onFocus={reachRegistrationDetails}
            aria-label={`View registration of ${who}`}
          >
            View
          </Button>
          <PaymentMenu registration={r} />
        </div>
      </td>
    </tr>
  );
});

/** The row's Payment / More button: a stand-in until first used, then the desk's real menu, opened. */
function PaymentMenu({ registration }: { registration: AdminRegistration }) {
  const { used, busy, use, reach } = useFirstUse(paymentDesk.preload);
  const { offered, button } = paymentMenuOf(registration);
  if (!offered) return null;
  const standIn = (
    <Button
      {...button}
      aria-haspopup="menu"
      aria-expanded={false}
      aria-busy={busy || undefined}
      className={busy ? "animate-pulse cursor-progress" : undefined}
      onPointerEnter={reach}
      onFocus={reach}
      onClick={use}
      onKeyDown={(event) => {
        // Radix opens its menu on ArrowDown too (Enter and Space click the button).
        if (event.key !== "ArrowDown") return;
        event.preventDefault();
        use();
      }}
    />
  );
  // The boundary is there from the start: the opening (a transition) then keeps the stand-in on
  // screen, busy, until the menu's file is in, instead of swapping in a fallback copy.
  return <Suspense fallback={standIn}>{used ? <paymentDesk.Part registration={registration} openAtOnce /> : standIn}</Suspense>;
}
