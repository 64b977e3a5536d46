// The payment desk's actions on one registration: record an offline payment, e-mail the
// payment link again, refund a card payment, cancel (which frees the seat).
import { useState } from "react";
import type { AdminRegistration } from "~/server/admin/registrations.server";
import { Button } from "~/components/ui/button";
import { ConfirmDialog } from "~/components/ui/alert-dialog";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuSeparator, DropdownMenuTrigger } from "~/components/ui/dropdown-menu";
import { TextField } from "~/components/ui/field";
import { toast } from "~/components/ui/toast";
import { centsToAmount } from "~/lib/format";
import { apiRequest, formatMoney, useAdminRefresh } from "./admin-api";

const PAYABLE = ["pending", "deferred", "failed"];

type Note = { title: string; description?: string };

/** Sends one change, says how it went, and reads the dashboard again (counts, seats, lists). */
function useRun() {
  const refresh = useAdminRefresh();
  return async <T,>(action: () => Promise<T>, success: Note | ((result: T) => Note), failure: string) => {
    try {
      const result = await action();
      toast(typeof success === "function" ? success(result) : success);
      refresh();
      return true;
    } catch (error) {
      toast({ title: failure, description: (error as Error).message, variant: "destructive" });
      return false;
    }
  };
}

export function PaymentActions({ registration: r }: { registration: AdminRegistration }) {
  const [dialog, setDialog] = useState<null | "offline" | "cancel" | "refund">(null);
  const run = useRun();
  const payable = (r.status === "pending" || r.status === "confirmed") && PAYABLE.includes(r.paymentStatus ?? "") && r.balanceCents > 0;
  const refundable = r.paymentStatus === "paid" && r.hasStripePayment;
  const cancellable = r.status !== "cancelled";
  if (!payable && !refundable && !cancellable) return null;
  const who = `${r.camper.firstName} ${r.camper.lastName}`;

  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          {/* The name starts with the visible label (WCAG 2.5.3): "More actions for Ann Lee". */}
          <Button variant={payable ? "primary" : "ghost"} size="sm" aria-label={`${payable ? "Payment" : "More"} actions for ${who}`}>
            {payable ? "Payment" : "More"}
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          {payable ? (
            <>
              <DropdownMenuItem onSelect={() => setDialog("offline")}>Record offline payment</DropdownMenuItem>
              <DropdownMenuItem
                onSelect={() =>
                  void run(
                    () => apiRequest("POST", `/api/admin/registrations/${r.id}/payment-link`),
                    { title: "Payment link sent", description: `E-mailed to ${r.parent.email}` },
                    "Could not send the payment link",
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

      <OfflinePaymentDialog registration={r} open={dialog === "offline"} onOpenChange={(open) => setDialog(open ? "offline" : null)} />
      <ConfirmDialog
        open={dialog === "cancel"}
        onOpenChange={(open) => setDialog(open ? "cancel" : null)}
        title={`Cancel ${who}'s registration?`}
        description={`${r.session.name} on ${r.session.startDate}. The seat is freed at once and the parent is e-mailed.${r.paymentStatus === "paid" ? " The payment is not refunded automatically." : ""}`}
        confirmLabel="Yes, cancel it"
        cancelLabel="Keep it"
        onConfirm={() =>
          void run(
            () => apiRequest("POST", `/api/admin/registrations/${r.id}/cancel`),
            { title: "Registration cancelled", description: `${who}'s seat is free again.` },
            "Could not cancel the registration",
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
          void run(
            () => apiRequest("POST", `/api/admin/registrations/${r.id}/refund`),
            { title: "Payment refunded", description: `${formatMoney(r.receivedCents)} is on its way back.` },
            "Refund failed",
          )
        }
      />
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
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = useRun();
  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const amount = Number.parseFloat(String(form.get("amount") ?? ""));
    if (!Number.isFinite(amount) || amount <= 0) return setError("Amount must be more than $0");
    setSaving(true);
    const who = `${r.camper.firstName} ${r.camper.lastName}`;
    const ok = await run(
      () =>
        apiRequest<{ balanceCents: number }>("POST", `/api/admin/registrations/${r.id}/offline-payment`, {
          amount,
          reference: String(form.get("reference") ?? ""),
        }),
      (recorded) => ({
        title: "Payment recorded",
        description: recorded.balanceCents > 0 ? `${formatMoney(recorded.balanceCents)} still due for ${who}.` : `${who} is paid in full and confirmed.`,
      }),
      "Could not record the payment",
    );
    setSaving(false);
    if (ok) onOpenChange(false);
  }
  return (
    <Dialog
      open={open}
      onOpenChange={(o) => {
        setError(null);
        onOpenChange(o);
      }}
    >
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Record offline payment</DialogTitle>
          <DialogDescription>
            Cash or check received at the office for {r.camper.firstName} {r.camper.lastName} ({r.session.name}). Balance due:{" "}
            <strong>{formatMoney(r.balanceCents)}</strong> of {formatMoney(r.totalAmountCents)}. The registration is confirmed and paid when the balance reaches
            $0.
          </DialogDescription>
        </DialogHeader>
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
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={saving}>
              {saving ? "Saving…" : "Record payment"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
