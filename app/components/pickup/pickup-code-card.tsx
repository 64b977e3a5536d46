// The family's pickup code, on the dashboard and on /account/pickup: shown to the parent only,
// with a way to make a new one (the old one stops working at once, and the change is audited).
import { useFetcher } from "react-router";
import { ConfirmDialog } from "~/components/ui/alert-dialog";
import { Button } from "~/components/ui/button";
import { Card, CardContent } from "~/components/ui/card";
import type { PickupActionResult } from "~/routes/account-pickup";

export function PickupCodeCard({ code, compact = false }: { code: string; compact?: boolean }) {
  const fetcher = useFetcher<PickupActionResult>({ key: "pickup-code" });
  const shown = fetcher.data?.pickupCode ?? code;
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
          <ConfirmDialog
            trigger={
              <Button variant="outline" disabled={fetcher.state !== "idle"}>
                {fetcher.state !== "idle" ? "Making a new code…" : "Get a new code"}
              </Button>
            }
            title="Get a new pickup code?"
            description="The code you have now stops working at once. Tell anyone who uses it the new one."
            confirmLabel="Get a new code"
            variant="secondary"
            onConfirm={() => fetcher.submit({ intent: "regenerateCode" }, { method: "post", action: "/account/pickup" })}
          />
          <p role="status" className="text-sm font-semibold text-teal-800">
            {fetcher.state === "idle" && fetcher.data ? fetcher.data.message : ""}
          </p>
        </div>
      </CardContent>
    </Card>
  );
}
