import { createExecutionContext, createScheduledController, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { inArray } from "drizzle-orm";
import { getDb } from "../../app/server/db.server";
import { outbox } from "../../db/schema";
// The production build of worker/index.ts (run `npm run build` first; `npm test` does).
// @ts-expect-error -- built JavaScript without type declarations
import built from "../../build/server/index.js";

export const worker = built as Required<Pick<ExportedHandler<Env>, "fetch" | "scheduled">>;

/** Runs the Worker's scheduled() handler as the cron trigger would, at a chosen time. */
export async function runCron(scheduledTime: Date, cron = "*/15 * * * *") {
  const ctx = createExecutionContext();
  await worker.scheduled(createScheduledController({ scheduledTime, cron }), env, ctx);
  await waitOnExecutionContext(ctx);
}

/** The lottery's accepted and waitlisted notices to these registrations (at most 90 ids: one D1 query). */
export function lotteryNoticesFor(registrationIds: number[]) {
  const keys = registrationIds.flatMap((id) => [`lottery-accepted:${id}`, `lottery-waitlisted:${id}`]);
  return getDb(env).select().from(outbox).where(inArray(outbox.dedupeKey, keys));
}
