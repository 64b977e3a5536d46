import { createExecutionContext, createScheduledController, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
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
