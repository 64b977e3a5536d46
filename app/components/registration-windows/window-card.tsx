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

const NEW_WINDOW = { id: 0, label: "", opensAtInput: "", closesAtInput: "", notifyByInput: "", lotteryFinalizeAtInput: "", finalizeDueAt: null };

/** The window's times, in camp time: only the opening is required. */
type TimeField = { name: "opensAt" | "closesAt" | "notifyBy" | "lotteryFinalizeAt"; label: string; required?: boolean; hint?: string };
function timeFields(shown: typeof NEW_WINDOW | WindowView): TimeField[] {
  const finalizeDefault = "Empty: 24 hours before notify by";
  return [
    { name: "opensAt", label: "Opens at", required: true },
    { name: "closesAt", label: "Closes at", hint: "Empty: stays open" },
    { name: "notifyBy", label: "Notify by", hint: "Families hear accepted or waitlisted by then" },
    {
      name: "lotteryFinalizeAt",
      label: "Finalise lottery at",
      hint: shown.finalizeDueAt ? `${finalizeDefault} (${formatCampDateTime(shown.finalizeDueAt)})` : finalizeDefault,
    },
  ];
}

/** One window's form; without `window`, the form that creates a new one. */
export function WindowCard({ window, errors, saved }: { window?: WindowView; errors?: Record<string, string[] | undefined>; saved?: boolean }) {
  const navigation = useNavigation();
  const shown = window ?? NEW_WINDOW;
  const saving =
    navigation.state !== "idle" &&
    navigation.formData?.get("intent") === "save-window" &&
    (navigation.formData?.get("windowId") ?? "") === (window ? String(window.id) : "");
  const headingId = `window-${window ? window.id : "new"}-title`;
  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-2">
        <CardTitle as="h4" id={headingId}>
          {window ? window.label : "New registration window"}
        </CardTitle>
        {window ? (
          <div className="flex items-center gap-2">
            <Badge tone={STATE_BADGE[window.state].tone}>{STATE_BADGE[window.state].label}</Badge>
            <span className="text-sm text-muted">
              {window.signUps} sign-up{window.signUps === 1 ? "" : "s"} in this window
            </span>
          </div>
        ) : null}
      </CardHeader>
      <CardContent>
        <Form method="post" aria-labelledby={headingId} className="grid gap-4 sm:grid-cols-2">
          <input type="hidden" name="intent" value="save-window" />
          {window ? <input type="hidden" name="windowId" value={window.id} /> : null}
          <TextField
            className="sm:col-span-2"
            label="Label"
            name="label"
            defaultValue={shown.label}
            required
            maxLength={80}
            hint={window ? undefined : "For example: Summer 2027"}
            error={errors?.label?.[0]}
          />
          {timeFields(shown).map((field) => (
            <TextField
              key={field.name}
              label={field.label}
              type="datetime-local"
              name={field.name}
              defaultValue={shown[`${field.name}Input`]}
              required={field.required}
              hint={field.hint}
              error={errors?.[field.name]?.[0]}
            />
          ))}
          <div className="flex flex-wrap items-center gap-3 sm:col-span-2">
            <Button type="submit" variant="secondary" disabled={saving}>
              {saving ? "Saving…" : window ? "Save window" : "Create window"}
            </Button>
            <p className="text-sm text-muted">Times are camp time (Arlington, VA).</p>
            {saved ? (
              <p role="status" className="font-bold text-teal-700">
                {window ? "Saved" : "Created"}
              </p>
            ) : null}
          </div>
        </Form>
      </CardContent>
    </Card>
  );
}
