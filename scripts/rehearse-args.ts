// `npm run rehearse`'s arguments (scripts/rehearse.ts), parsed without side effects for its test.
import { readCommandLine } from "./command-line";

export const REHEARSE_USAGE = "Usage: npm run rehearse -- [--port 8787]";

export type RehearseArgs = { ok: true; port: number; mailboxPort: number; stateDir: string } | { ok: false; message: string };

export function parseRehearseArgs(args: readonly string[]): RehearseArgs {
  const parsed = readCommandLine(args, { port: { type: "string" } });
  if (!parsed.ok) return { ok: false, message: `${parsed.problem}\n${REHEARSE_USAGE}` };
  const port = Number(parsed.values.port ?? 8787);
  if (parsed.positionals.length || !Number.isInteger(port) || port < 1024 || port > 65534) return { ok: false, message: REHEARSE_USAGE };
  return { ok: true, port, mailboxPort: port + 1, stateDir: ".wrangler/first-day" };
}
