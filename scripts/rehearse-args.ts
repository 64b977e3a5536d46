// `npm run rehearse`'s arguments (scripts/rehearse.ts), parsed without side effects for its test.
export const REHEARSE_USAGE = "Usage: npm run rehearse -- [--port 8787]";

export type RehearseArgs = { ok: true; port: number; mailboxPort: number; stateDir: string } | { ok: false; message: string };

export function parseRehearseArgs(args: readonly string[]): RehearseArgs {
  const at = args.indexOf("--port");
  const rest = args.filter((_, i) => i !== at && i !== at + 1);
  const port = at >= 0 ? Number(args[at + 1]) : 8787;
  if (rest.length || !Number.isInteger(port) || port < 1024 || port > 65534) return { ok: false, message: REHEARSE_USAGE };
  return { ok: true, port, mailboxPort: port + 1, stateDir: ".wrangler/first-day" };
}
