// `npm run db:restore`'s arguments, parsed without side effects so the runbook's test
// (scripts/runbook-commands.test.ts) can check every restore command the runbook gives.
import { isBackupKey } from "../../app/lib/backup-key";
import { readCommandLine } from "../../scripts/command-line";

export const RESTORE_USAGE = "Usage: npm run db:restore -- backups/d1/YYYY-MM-DD.json.gz [--env production|staging | --local] [--persist-to <dir>]";

const TARGETS = ["production", "staging", "local"] as const;

export type RestoreArgs = { ok: true; key: string; target: (typeof TARGETS)[number]; persistTo: string } | { ok: false; message: string };

export function parseRestoreArgs(args: readonly string[]): RestoreArgs {
  const refuse = (message: string): RestoreArgs => ({ ok: false, message: message ? `${message}\n${RESTORE_USAGE}` : RESTORE_USAGE });
  const parsed = readCommandLine(args, { env: { type: "string" }, local: { type: "boolean" }, "persist-to": { type: "string" } });
  if (!parsed.ok) return refuse(parsed.problem);
  const { values, positionals } = parsed;
  const target = values.env ?? "local";
  if (positionals.length !== 1 || !isBackupKey(positionals[0]) || !(TARGETS as readonly string[]).includes(target)) return refuse("");
  if (values.env !== undefined && values.local) return refuse("--local cannot go with --env.");
  return { ok: true, key: positionals[0], target: target as (typeof TARGETS)[number], persistTo: values["persist-to"] ?? ".wrangler/state" };
}
