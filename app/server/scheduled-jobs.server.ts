import { deliverDueMail } from "./mail.server";
import { publishFirstContent } from "./site-content.server";
import { drawClosedWindows, finalizeDueDraws } from "./lottery.server";
import { releaseExpiredHolds, remindUnpaidHolds } from "./held-seats.server";
import { deleteExpiredAuthRecords } from "./expired-records.server";
import { eraseExpiredChildData } from "./family/child-data.server";
import { sendDeferredPaymentReminders } from "./payment-reminders.server";
import { sendRegistrationOpenNotices } from "./registration-open-notices.server";
import { takeNightlyBackup } from "./backups.server";
import { movePrivateFilesFromMedia } from "./private-files.server";
import { recordJobOutcome } from "./job-health.server";
import { reconcileWithStripe } from "./stripe-reconciliation.server";
import { sendDueFamilyMessages } from "./messages/family-messages.server";

// The cron trigger's jobs (worker/index.ts `scheduled()` runs them; so does the windows page's
// "run now"). This module only lists the jobs; each is a function in app/server/, where its
// queries and mail text live. Every scheduled job, in the order a run performs them. Each job is
// idempotent: a repeated or half-finished run is safe, so one failure is logged and does not stop
// the others.
// Mail delivery runs last, so mail queued by any job (or left failed by an earlier run) is sent.
export const jobs: Array<{ name: string; label: string; run: (env: Env, now: Date) => Promise<unknown> }> = [
  // A new deployment's empty D1 gets the camp's real content on its first run (then: two reads).
  { name: "publish-first-content", label: "The camp's first content", run: (env) => publishFirstContent(env) },
  { name: "registration-open-notices", label: "'Registration is open' notices", run: sendRegistrationOpenNotices },
  { name: "draw-closed-windows", label: "Draws for closed windows", run: drawClosedWindows },
  { name: "finalize-due-draws", label: "Finalise due draws", run: finalizeDueDraws },
  { name: "deferred-payment-reminders", label: "Deferred-payment reminders", run: sendDeferredPaymentReminders },
  // What Stripe took is recorded before unpaid holds are released; what cannot be matched is
  // shown to the office ("Payments to check") and fails the job until checked.
  { name: "reconcile-with-stripe", label: "Check payments against Stripe", run: reconcileWithStripe },
  // Release before reminding, so a hold already past its end is released, not reminded.
  { name: "release-expired-holds", label: "Release unpaid holds", run: releaseExpiredHolds },
  { name: "unpaid-hold-reminders", label: "Unpaid hold reminders", run: remindUnpaidHolds },
  // The office's scheduled messages to families whose time has come (each family once).
  { name: "send-due-family-messages", label: "Scheduled messages to families", run: sendDueFamilyMessages },
  { name: "delete-expired-auth-records", label: "Expired sign-ins and links", run: deleteExpiredAuthRecords },
  // COPPA: children's records past the office's retention setting are erased.
  { name: "erase-expired-child-data", label: "Erase children's records past retention", run: eraseExpiredChildData },
  // Fails while mail the provider refused waits for another try, so an outage alerts the office.
  { name: "deliver-queued-mail", label: "Deliver queued e-mail", run: deliverDueMail },
  // Backups and pickup photos the older code kept in the media bucket go to the private one
  // (decision 0066); before the backup, so the older backups are counted among the 30 kept.
  { name: "move-private-files", label: "Move private files out of the media bucket", run: (env) => movePrivateFilesFromMedia(env) },
  // Last: the night's copy holds what every job above did, erasures included, and mail already
  // delivered (so redacted) rather than waiting with a live link.
  { name: "nightly-d1-backup", label: "Nightly database backup", run: takeNightlyBackup },
];

export type JobResult = { name: string; ok: boolean; result?: unknown; error?: string };

export async function runScheduledJobs(env: Env, now: Date): Promise<JobResult[]> {
  const results: JobResult[] = [];
  for (const job of jobs) {
    try {
      const result = await job.run(env, now);
      results.push({ name: job.name, ok: true, result });
      await recordJobOutcome(env, job, now);
    } catch (error) {
      console.error(`cron job ${job.name} failed`, error);
      results.push({ name: job.name, ok: false, error: String(error) });
      // Three failures in a row e-mail the office (app/server/job-health.server.ts).
      await recordJobOutcome(env, job, now, error);
    }
  }
  return results;
}
