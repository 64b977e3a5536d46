import { Form, useNavigation } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { TextField } from "~/components/ui/field";
import { formatCampDateTime } from "~/lib/format";

export type WindowView = {
  id: number;
  season: string;
  label: string;
  state: "open" | "upcoming" | "closed";
  opensAtInput: string;
  closesAtInput: string;
  notifyByInput: string;
  lotteryFinalizeAtInput: string;
  finalizeDueAt: number | null;
  signUps: number;
};

const STATE_BADGE = {
  open: { tone: "green", label: "Open now" },
  upcoming: { tone: "blue", label: "Upcoming" },
  closed: { tone: "grey", label: "Closed" },
} as const;

export function WindowCard({ window, errors, saved }: { window: WindowView; errors?: Record<string, string[] | undefined>; saved?: boolean }) {
  const navigation = useNavigation();
  const saving = navigation.state !== "idle" && navigation.formData?.get("windowId") === String(window.id);
  const badge = STATE_BADGE[window.state];
  const headingId = `window-${window.id}-title`;
  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-2">
        <CardTitle as="h4" id={headingId}>
          {window.label}
        </CardTitle>
        <div className="flex items-center gap-2">
          <Badge tone={badge.tone}>{badge.label}</Badge>
          <span className="text-sm text-muted">
            {window.signUps} sign-up{window.signUps === 1 ? "" : "s"} in this window
          </span>
        </div>
      </CardHeader>
      <CardContent>
        <Form method="post" aria-labelledby={headingId} className="grid gap-4 sm:grid-cols-2">
          <input type="hidden" name="intent" value="save-window" />
          <input type="hidden" name="windowId" value={window.id} />
          <TextField className="sm:col-span-2" label="Label" name="label" defaultValue={window.label} required maxLength={80} error={errors?.label?.[0]} />
          <TextField label="Opens at" type="datetime-local" name="opensAt" defaultValue={window.opensAtInput} required error={errors?.opensAt?.[0]} />
          <TextField
            label="Closes at"
            type="datetime-local"
            name="closesAt"
            defaultValue={window.closesAtInput}
            hint="Empty: stays open"
            error={errors?.closesAt?.[0]}
          />
          <TextField
            label="Notify by"
            type="datetime-local"
            name="notifyBy"
            defaultValue={window.notifyByInput}
            hint="Families hear accepted or waitlisted by then"
            error={errors?.notifyBy?.[0]}
          />
          <TextField
            label="Finalise lottery at"
            type="datetime-local"
            name="lotteryFinalizeAt"
            defaultValue={window.lotteryFinalizeAtInput}
            hint={window.finalizeDueAt ? `Empty: 24 hours before notify by (${formatCampDateTime(window.finalizeDueAt)})` : "Empty: 24 hours before notify by"}
            error={errors?.lotteryFinalizeAt?.[0]}
          />
          <div className="flex flex-wrap items-center gap-3 sm:col-span-2">
            <Button type="submit" variant="secondary" disabled={saving}>
              {saving ? "Saving…" : "Save window"}
            </Button>
            <p className="text-sm text-muted">Times are camp time (Arlington, VA).</p>
            {saved ? (
              <p role="status" className="font-bold text-teal-700">
                Saved
              </p>
            ) : null}
          </div>
        </Form>
      </CardContent>
    </Card>
  );
}
