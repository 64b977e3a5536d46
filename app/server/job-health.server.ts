// Failures of the cron jobs and of the Stripe webhook, counted per job in D1 (job_health). A job
// that fails FAILURES_BEFORE_ALERT times in a row e-mails the office once for that streak (the
// dedupe key names the streak); a success ends the streak. One failure is not worth a mail: every
// job is retried by the next run 15 minutes later, and Stripe retries a webhook on its own.
import { and, desc, eq, gt, gte, sql } from "drizzle-orm";
import { site } from "~/content/site";
import { formatCampDateTime } from "~/lib/format";
import { jobHealth } from "../../db/schema";
import { getDb } from "./db.server";
import { composeMail, sendMail } from "./mail.server";

export const FAILURES_BEFORE_ALERT = 3;
/** How far back the Windows tab lists failures. */
export const RECENT_FAILURE_DAYS = 7;
// An error's text is for the office to pass on; a stack trace or a provider's full answer is not.
const MAX_ERROR_CHARS = 500;

export type WatchedJob = { name: string; label: string };

/** The Stripe webhook, watched like a cron job (worker/api/stripe-webhook.ts). */
export const STRIPE_WEBHOOK_JOB: WatchedJob = { name: "stripe-webhook", label: "Stripe payment notifications (webhook)" };

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, MAX_ERROR_CHARS);

/**
 * Records one run of a job: `error` undefined is a success. Never throws: recording is not the
 * job, so a D1 hiccup here must not turn a job's success into a failure or hide its own error.
 */
export async function recordJobOutcome(env: Env, job: WatchedJob, now: Date, error?: unknown): Promise<void> {
  try {
    if (error === undefined) await recordSuccess(env, job, now);
    else await recordFailure(env, job, now, error);
  } catch (recordingError) {
    console.error(`recording the outcome of ${job.name} failed`, recordingError);
  }
}

async function recordSuccess(env: Env, job: WatchedJob, now: Date) {
  // Only a streak is written back; a healthy job costs one read-only query per run.
  await getDb(env)
    .update(jobHealth)
    .set({ failureStreak: 0, streakStartedAt: null, updatedAt: now.getTime() })
    .where(and(eq(jobHealth.name, job.name), gt(jobHealth.failureStreak, 0)));
}

async function recordFailure(env: Env, job: WatchedJob, now: Date, error: unknown) {
  const at = now.getTime();
  const message = errorText(error);
  const db = getDb(env);
  // One statement, so two runs failing at once still count two failures of one streak.
  const [row] = await db
    .insert(jobHealth)
    .values({ name: job.name, label: job.label, failureStreak: 1, streakStartedAt: at, lastFailureAt: at, lastError: message, updatedAt: at })
    .onConflictDoUpdate({
      target: jobHealth.name,
      set: {
        label: job.label,
        failureStreak: sql`${jobHealth.failureStreak} + 1`,
        streakStartedAt: sql`CASE WHEN ${jobHealth.failureStreak} = 0 THEN excluded.streak_started_at ELSE ${jobHealth.streakStartedAt} END`,
        lastFailureAt: at,
        lastError: message,
        updatedAt: at,
      },
    })
    .returning();
  if (!row || row.failureStreak < FAILURES_BEFORE_ALERT) return;
  // At or past the threshold (not only at it): should queueing the mail fail on the third
  // failure, the fourth tries again; the streak's key keeps it to one mail.
  const streakStartedAt = row.streakStartedAt ?? at;
  const queued = await sendMail(
    env,
    {
      to: site.email,
      kind: "job-failing",
      dedupeKey: `job-failing:${job.name}:${streakStartedAt}`,
      subject: `${job.label} failed ${row.failureStreak} times in a row`,
      ...composeMail([
        `${job.label} has failed ${row.failureStreak} times in a row, since ${formatCampDateTime(streakStartedAt)}.`,
        `The last error: ${message}`,
        "It is retried automatically; this is the only e-mail about this run of failures. The Scheduled jobs card of the admin's Registration Windows tab lists recent failures; the runbook (Alerts) says what to check.",
      ]),
    },
    now,
  );
  if (queued) await db.update(jobHealth).set({ alertedAt: at }).where(eq(jobHealth.name, job.name));
}

/** Jobs that failed in the last RECENT_FAILURE_DAYS days, the latest first (the Windows tab). */
export async function listRecentJobFailures(env: Env, now = new Date()) {
  const since = now.getTime() - RECENT_FAILURE_DAYS * 24 * 60 * 60 * 1000;
  return getDb(env)
    .select({
      name: jobHealth.name,
      label: jobHealth.label,
      failureStreak: jobHealth.failureStreak,
      lastFailureAt: jobHealth.lastFailureAt,
      lastError: jobHealth.lastError,
      alertedAt: jobHealth.alertedAt,
    })
    .from(jobHealth)
    .where(gte(jobHealth.lastFailureAt, since))
    .orderBy(desc(jobHealth.lastFailureAt));
}

export type RecentJobFailure = Awaited<ReturnType<typeof listRecentJobFailures>>[number];
