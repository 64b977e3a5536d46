// `npm run admin:create|admin:grant|admin:revoke`'s arguments, parsed without side effects so a
// unit test (and the runbook's test, scripts/runbook-commands.test.ts) can call it.
import { z } from "zod";

export const ADMIN_ROLE_USAGE = `Usage: npm run admin:create|admin:grant|admin:revoke -- someone@example.org [--env production|staging | --local] [--persist-to <dir>] [--app-url <url>]`;

const ACTIONS = ["create", "grant", "revoke"] as const;
const ENVIRONMENTS = ["production", "staging"] as const;
const VALUED = ["--env", "--persist-to", "--app-url"] as const;
const FLAGS = ["--remote", "--local"] as const;

export type AdminRoleArgs =
  | {
      ok: true;
      action: (typeof ACTIONS)[number];
      email: string;
      /** The deployed environment whose D1 is used; undefined: the local D1. */
      environment: (typeof ENVIRONMENTS)[number] | undefined;
      persistTo: string | undefined;
      appUrl: string | undefined;
    }
  | { ok: false; message: string };

/** argv after `tsx scripts/admin-role.ts`: the action, then the npm script's arguments. */
export function parseAdminRoleArgs(argv: readonly string[]): AdminRoleArgs {
  const [action, ...args] = argv;
  const refuse = (message: string): AdminRoleArgs => ({ ok: false, message: message ? `${message}\n${ADMIN_ROLE_USAGE}` : ADMIN_ROLE_USAGE });
  const option = (name: string) => {
    const at = args.indexOf(name);
    return at >= 0 ? args[at + 1] : undefined;
  };
  const isValue = (i: number) => (VALUED as readonly string[]).includes(args[i - 1]);
  const unknown = args.filter((a, i) => a.startsWith("--") && !isValue(i) && ![...VALUED, ...FLAGS].includes(a as never));
  if (unknown.length) return refuse(`Not understood: ${unknown.join(" ")}`);
  for (const name of VALUED) if (args.includes(name) && (!option(name) || option(name)!.startsWith("--"))) return refuse(`${name} needs a value.`);
  const emails = args.filter((a, i) => !a.startsWith("--") && !isValue(i));
  const email = z.email().safeParse(emails[0]?.trim().toLowerCase());
  if (!(ACTIONS as readonly string[]).includes(action) || !email.success || emails.length > 1) return refuse("");
  const environment = option("--env");
  if (environment !== undefined && !(ENVIRONMENTS as readonly string[]).includes(environment)) return refuse(`--env is production or staging.`);
  // wrangler.toml's top-level database is the local one (its id is a placeholder): a deployed
  // database is reached through its environment only.
  if (args.includes("--remote") && !environment) return refuse(`--remote needs --env production or --env staging (which deployed database).`);
  if (environment && args.includes("--local")) return refuse(`--local cannot go with --env.`);
  if (environment && args.includes("--persist-to")) return refuse(`--persist-to is for the local database only.`);
  return {
    ok: true,
    action: action as (typeof ACTIONS)[number],
    email: email.data,
    environment: environment as (typeof ENVIRONMENTS)[number] | undefined,
    persistTo: option("--persist-to"),
    appUrl: option("--app-url"),
  };
}
