// The windows page's "Run jobs now" card, and the report of the last action (jobs run, draw finalised).
import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { Card, CardContent } from "~/components/ui/card";
import type { WindowsActionData } from "~/server/admin/windows-page.server";

export function ActionReport({ report }: { report: WindowsActionData }) {
  return (
    <div role="status" className={`rounded-2xl border-2 p-4 ${report.ok ? "border-teal-400 bg-teal-50" : "border-coral-400 bg-coral-50"}`}>
      <p className="font-bold">{report.message}</p>
      {report.results ? (
        <ul className="mt-2 grid gap-1 text-sm">
          {report.results.map((r) => (
            <li key={r.name}>
              <span className="font-bold">
                {r.ok ? "✓" : "✗"} {r.name}
              </span>{" "}
              — {r.detail}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

export function ScheduledJobsCard() {
  const navigation = useNavigation();
  const running = navigation.state !== "idle" && navigation.formData?.get("intent") === "run-jobs";
  return (
    <Card>
      <CardContent className="flex flex-wrap items-center justify-between gap-4 pt-6">
        <div>
          <h3 id="jobs-title" className="text-xl">
            Scheduled jobs
          </h3>
          <p className="text-sm text-muted">
            Run every 15 minutes: opening notices, draws, finalising, payment reminders, unpaid holds, clean-up and mail delivery.
          </p>
        </div>
        <Form method="post">
          <input type="hidden" name="intent" value="run-jobs" />
          <Button type="submit" variant="teal" disabled={running}>
            {running ? "Running…" : "Run jobs now"}
          </Button>
        </Form>
      </CardContent>
    </Card>
  );
}
