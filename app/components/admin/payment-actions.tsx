// The payment desk's actions on one registration: record an offline payment, e-mail the
// payment link again, refund a card payment, cancel (which frees the seat). The one-click ones
// post through the tab's desk (registration-desk.tsx); the offline payment's form has a fetcher
// of its own only while its dialog is open.
import { useState } from "react";
import type { AdminRegistration } from "~/server/admin/office-registrations.server";
import { Button } from "~/components/ui/button";
import { ConfirmDialog } from "~/components/ui/alert-dialog";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuSeparator, DropdownMenuTrigger } from "~/components/ui/dropdown-menu";
import { TextField } from "~/components/ui/field";
import { useTriggerTakesFocus } from "~/components/ui/on-first-use";
import { offlinePaymentSchema } from "~/lib/admin/payment-schema";
import { centsToAmount } from "~/lib/format";
import { formatMoney } from "./admin-api";
import { useAdminPost } from "./use-admin-post";
import { paymentMenuOf } from "./payment-menu-button";
import { useDeskPost } from "./registration-desk";
import { failedTo } from "~/lib/failure-message";

/** `openAtOnce`: the menu opens as it mounts (the row's stand-in button was clicked while this file loaded). */
export function PaymentActions({ registration: r, openAtOnce = false }: { registration: AdminRegistration; openAtOnce?: boolean }) {
  const [dialog, setDialog] = useState<null | "offline" | "cancel" | "refund">(null);
  // The dialogs join the row the first time one opens (then stay, to close with their animation
  // and give focus back): fifty rows render a menu button each, not four dialogs each.
  const [dialogsUsed, setDialogsUsed] = useState(false);
  if (dialog && !dialogsUsed) setDialogsUsed(true);
  // Each change posts to the Registrations tab's action; React Router reads the tab again after it.
  const post = useDeskPost();
  const trigger = useTriggerTakesFocus<HTMLButtonElement>(openAtOnce);
  const { payable, refundable, cancellable, offered, button } = paymentMenuOf(r);
  if (!offered) return null;
  const who = `${r.camper.firstName} ${r.camper.lastName}`;

  return (
    <>
      <DropdownMenu defaultOpen={openAtOnce}>
        <DropdownMenuTrigger asChild ref={trigger}>
          <Button {...button} />
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          {payable ? (
            <>
              <DropdownMenuItem onSelect={() => setDialog("offline")}>Record offline payment</DropdownMenuItem>
              <DropdownMenuItem
                onSelect={() =>
                  post(
                    { intent: "payment-link", id: r.id },
                    { success: { title: "Payment link sent", description: `E-mailed to ${r.parent.email}` }, failure: failedTo("send the payment link") },
                  )
                }
              >
                Resend payment link
              </DropdownMenuItem>
            </>
          ) : null}
          {refundable ? <DropdownMenuItem onSelect={() => setDialog("refund")}>Refund card payment</DropdownMenuItem> : null}
          {cancellable ? (
            <>
              <DropdownMenuSeparator />
              <DropdownMenuItem destructive onSelect={() => setDialog("cancel")}>
                Cancel registration
              </DropdownMenuItem>
            </>
          ) : null}
        </DropdownMenuContent>
      </DropdownMenu>

      {dialogsUsed ? (
        <>
          <OfflinePaymentDialog registration={r} open={dialog === "offline"} onOpenChange={(open) => setDialog(open ? "offline" : null)} />
          <ConfirmDialog
            open={dialog === "cancel"}
            onOpenChange={(open) => setDialog(open ? "cancel" : null)}
            title={`Cancel ${who}'s registration?`}
            description={`${r.session.name} on ${r.session.startDate}. The seat is freed at once and the parent is e-mailed.${r.paymentStatus === "paid" ? " The payment is not refunded automatically." : ""}`}
            confirmLabel="Yes, cancel it"
            cancelLabel="Keep it"
            onConfirm={() =>
              post(
                { intent: "cancel", id: r.id },
                { success: { title: "Registration cancelled", description: `${who}'s seat is free again.` }, failure: failedTo("cancel the registration") },
              )
            }
          />
          <ConfirmDialog
            open={dialog === "refund"}
            onOpenChange={(open) => setDialog(open ? "refund" : null)}
            title={`Refund ${formatMoney(r.receivedCents)} to ${r.parent.firstName} ${r.parent.lastName}?`}
            description="The card payment is refunded through Stripe and the registration is cancelled, freeing the seat."
            confirmLabel="Refund"
            cancelLabel="Keep payment"
            onConfirm={() =>
              post(
                { intent: "refund", id: r.id },
                {
                  success: { title: "Payment refunded", description: `${formatMoney(r.receivedCents)} is on its way back.` },
                  failure: failedTo("refund the payment"),
                },
              )
            }
          />
        </>
      ) : null}
    </>
  );
}

function OfflinePaymentDialog({
  registration: r,
  open,
  onOpenChange,
}: {
  registration: AdminRegistration;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Record offline payment</DialogTitle>
          <DialogDescription>
            Cash or check received at the office for {r.camper.firstName} {r.camper.lastName} ({r.session.name}). Balance due:{" "}
            <strong>{formatMoney(r.balanceCents)}</strong> of {formatMoney(r.totalAmountCents)}. The registration is confirmed and paid when the balance reaches
            $0.
          </DialogDescription>
        </DialogHeader>
        {open ? <OfflinePaymentForm registration={r} onClose={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function OfflinePaymentForm({ registration: r, onClose }: { registration: AdminRegistration; onClose: () => void }) {
  const [error, setError] = useState<string | null>(null);
  const { post, busy } = useAdminPost();
  function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const fields = { amount: String(form.get("amount") ?? ""), reference: String(form.get("reference") ?? "") };
    // The browser checks the schema the route action checks, so a slip is named before posting.
    const checked = offlinePaymentSchema.safeParse(fields);
    if (!checked.success) return setError(checked.error.issues[0]?.message ?? "Amount must be a number");
    setError(null);
    const who = `${r.camper.firstName} ${r.camper.lastName}`;
    post(
      { intent: "offline-payment", id: r.id, ...fields },
      {
        success: (recorded) => {
          const { balanceCents } = recorded as { balanceCents: number };
          return {
            title: "Payment recorded",
            description: balanceCents > 0 ? `${formatMoney(balanceCents)} still due for ${who}.` : `${who} is paid in full and confirmed.`,
          };
        },
        failure: failedTo("record the payment"),
        onSuccess: onClose,
        onFailure: (message) => setError(message || failedTo("record the payment")),
      },
    );
  }
  return (
    <form method="post" onSubmit={submit} className="grid gap-4" noValidate>
      <TextField
        label="Amount ($)"
        name="amount"
        type="number"
        step="0.01"
        min="0.01"
        inputMode="decimal"
        defaultValue={centsToAmount(r.balanceCents)}
        error={error}
        required
      />
      <TextField label="Reference (check number, receipt)" name="reference" maxLength={200} placeholder="Check #1042" />
      <DialogFooter>
        <Button variant="outline" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" disabled={busy}>
          {busy ? "Saving…" : "Record payment"}
        </Button>
      </DialogFooter>
    </form>
  );
}
