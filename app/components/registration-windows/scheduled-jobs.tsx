// The windows page's "Run jobs now" card, and the report of the last action (jobs run, draw finalised).
import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { Card, CardContent } from "~/components/ui/card";
import { formatCampDateTime } from "~/lib/format";
import type { WindowsActionData } from "~/server/admin/windows-page.server";
import type { RecentJobFailure } from "~/server/job-health.server";

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

export function ScheduledJobsCard({ failures }: { failures: RecentJobFailure[] }) {
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
            Run every 15 minutes: opening notices, draws, finalising, payment reminders, unpaid holds, clean-up and mail delivery; the database backup once a
            night after 2 am.
          </p>
        </div>
        <Form method="post">
          <input type="hidden" name="intent" value="run-jobs" />
          <Button type="submit" variant="teal" disabled={running}>
            {running ? "Running…" : "Run jobs now"}
          </Button>
        </Form>
        <JobFailures failures={failures} />
      </CardContent>
    </Card>
  );
}

/** Jobs (and the Stripe webhook) that failed in the last week; three failures in a row also e-mail the office. */
function JobFailures({ failures }: { failures: RecentJobFailure[] }) {
  return (
    <div className="w-full">
      <h4 id="job-failures-title" className="font-bold">
        Failures in the last 7 days
      </h4>
      {failures.length === 0 ? (
        <p className="text-sm text-muted">None: every job and Stripe notification went through.</p>
      ) : (
        <ul className="mt-1 grid gap-1 text-sm">
          {failures.map((f) => (
            <li key={f.name}>
              <span className="font-bold">{f.label}</span>: {f.failureStreak > 0 ? `failing, ${f.failureStreak} in a row` : "working again"}; last failed{" "}
              {f.lastFailureAt ? formatCampDateTime(f.lastFailureAt) : ""}
              {f.lastError ? ` (${f.lastError})` : ""}
              {f.alertedAt ? "; the office was e-mailed" : ""}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
