import { deleteExpiredAuthRecords } from "./cleanup";

// Every scheduled job, in the order a run performs them. Each job is idempotent: a repeated
// or half-finished run is safe, so one failure is logged and does not stop the others.
const jobs: Array<{ name: string; run: (env: Env, now: Date) => Promise<unknown> }> = [
  { name: "delete-expired-auth-records", run: deleteExpiredAuthRecords },
];

export async function runScheduledJobs(env: Env, now: Date) {
  const results: Array<{ name: string; ok: boolean; error?: string }> = [];
  for (const job of jobs) {
    try {
      await job.run(env, now);
      results.push({ name: job.name, ok: true });
    } catch (error) {
      console.error(`cron job ${job.name} failed`, error);
      results.push({ name: job.name, ok: false, error: String(error) });
    }
  }
  return results;
}
