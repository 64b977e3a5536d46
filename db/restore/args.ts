// `npm run db:restore`'s arguments, parsed without side effects so the runbook's test
// (scripts/runbook-commands.test.ts) can check every restore command the runbook gives.
import { isBackupKey } from "../../app/lib/backup-key";

export const RESTORE_USAGE = "Usage: npm run db:restore -- backups/d1/YYYY-MM-DD.json.gz [--env production|staging | --local] [--persist-to <dir>]";

export type RestoreArgs = { ok: true; key: string; target: "production" | "staging" | "local"; persistTo: string } | { ok: false; message: string };

export function parseRestoreArgs(args: readonly string[]): RestoreArgs {
  const envFlag = args.indexOf("--env");
  const persistFlag = args.indexOf("--persist-to");
  const valueAt = new Set([envFlag + 1, persistFlag + 1].filter((i) => i > 0));
  const unknown = args.filter((a, i) => a.startsWith("--") && !valueAt.has(i) && !["--env", "--persist-to", "--local"].includes(a));
  const keys = args.filter((a, i) => !a.startsWith("--") && !valueAt.has(i));
  const target = envFlag >= 0 ? args[envFlag + 1] : "local";
  if (unknown.length || keys.length !== 1 || !isBackupKey(keys[0]) || !["production", "staging", "local"].includes(target)) {
    return { ok: false, message: unknown.length ? `Not understood: ${unknown.join(" ")}\n${RESTORE_USAGE}` : RESTORE_USAGE };
  }
  if (envFlag >= 0 && args.includes("--local")) return { ok: false, message: `--local cannot go with --env.\n${RESTORE_USAGE}` };
  return {
    ok: true,
    key: keys[0],
    target: target as "production" | "staging" | "local",
    persistTo: persistFlag >= 0 ? args[persistFlag + 1] : ".wrangler/state",
  };
}
