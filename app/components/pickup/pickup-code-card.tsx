// The family's pickup code, on the dashboard and on /account/pickup: shown to the parent only,
// with a way to make a new one (the old one stops working at once, and the change is audited).
import { useState } from "react";
import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { Card, CardContent } from "~/components/ui/card";
import { DialogOnFirstUse } from "~/components/ui/dialog-on-first-use";
import { onFirstUse } from "~/components/ui/on-first-use";
import type { PickupActionResult } from "~/routes/account-pickup";

// The confirmation (Radix's alert dialog, five files) loads when the parent reaches for the
// button, not with the dashboard (docs/decisions/0064-app-pages-on-a-phone.md).
const confirmDialog = onFirstUse(() => import("~/components/ui/alert-dialog").then((m) => m.ConfirmDialog));

const CONFIRM_TITLE = "Get a new pickup code?";

export function PickupCodeCard({ code, compact = false }: { code: string; compact?: boolean }) {
  const fetcher = useFetcher<PickupActionResult>({ key: "pickup-code" });
  const shown = fetcher.data?.pickupCode ?? code;
  const [confirming, setConfirming] = useState(false);
  return (
    <Card data-testid="pickup-code-card">
      <CardContent className={compact ? "pt-6" : "pt-6 sm:flex sm:items-center sm:justify-between sm:gap-6"}>
        <div>
          <h2 className="text-sm font-bold text-muted">Family pickup code</h2>
          <p
            className="mt-1 font-mono text-4xl font-extrabold tracking-[0.25em] text-sea-900"
            data-testid="pickup-code"
            aria-label={`Pickup code ${shown.split("").join(" ")}`}
          >
            {shown}
          </p>
          <p className="mt-2 max-w-prose text-sm text-muted">Anyone you send to pick up can give this code at the door. Share it only with people you trust.</p>
        </div>
        <div className="mt-4 flex flex-col gap-2 sm:mt-0">
          <Button
            variant="outline"
            disabled={fetcher.state !== "idle"}
            onPointerEnter={confirmDialog.preload}
            onFocus={confirmDialog.preload}
            onClick={() => setConfirming(true)}
          >
            {fetcher.state !== "idle" ? "Making a new code…" : "Get a new code"}
          </Button>
          <DialogOnFirstUse open={confirming} title={CONFIRM_TITLE} className="max-w-md" onClose={() => setConfirming(false)}>
            <confirmDialog.Part
              open={confirming}
              onOpenChange={setConfirming}
              title={CONFIRM_TITLE}
              description="The code you have now stops working at once. Tell anyone who uses it the new one."
              confirmLabel="Get a new code"
              variant="secondary"
              onConfirm={() => fetcher.submit({ intent: "regenerateCode" }, { method: "post", action: "/account/pickup" })}
            />
          </DialogOnFirstUse>
          <p role="status" className="text-sm font-semibold text-teal-800">
            {fetcher.state === "idle" && fetcher.data ? fetcher.data.message : ""}
          </p>
        </div>
      </CardContent>
    </Card>
  );
}
