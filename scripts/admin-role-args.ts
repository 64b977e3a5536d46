// `npm run admin:create|admin:grant|admin:revoke`'s arguments, parsed without side effects so a
// unit test (and the runbook's test, scripts/runbook-commands.test.ts) can call it.
import { z } from "zod";
import { readCommandLine } from "./command-line";

export const ADMIN_ROLE_USAGE = `Usage: npm run admin:create|admin:grant|admin:revoke -- someone@example.org [--env production|staging | --local] [--persist-to <dir>] [--app-url <url>]`;

const ACTIONS = ["create", "grant", "revoke"] as const;
const ENVIRONMENTS = ["production", "staging"] as const;

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
  const refuse = (message: string): AdminRoleArgs => ({ ok: false, message: message ? `${message}\n${ADMIN_ROLE_USAGE}` : ADMIN_ROLE_USAGE });
  const parsed = readCommandLine(argv, {
    env: { type: "string" },
    remote: { type: "boolean" },
    local: { type: "boolean" },
    "persist-to": { type: "string" },
    "app-url": { type: "string" },
  });
  if (!parsed.ok) return refuse(parsed.problem);
  const { values, positionals } = parsed;
  const [action, ...addresses] = positionals;
  const email = z.email().safeParse(addresses[0]?.trim().toLowerCase());
  if (!(ACTIONS as readonly string[]).includes(action) || !email.success || addresses.length > 1) return refuse("");
  const environment = values.env;
  if (environment !== undefined && !(ENVIRONMENTS as readonly string[]).includes(environment)) return refuse(`--env is production or staging.`);
  // wrangler.toml's top-level database is the local one (its id is a placeholder): a deployed
  // database is reached through its environment only.
  if (values.remote && !environment) return refuse(`--remote needs --env production or --env staging (which deployed database).`);
  if (environment && values.local) return refuse(`--local cannot go with --env.`);
  if (environment && values["persist-to"]) return refuse(`--persist-to is for the local database only.`);
  return {
    ok: true,
    action: action as (typeof ACTIONS)[number],
    email: email.data,
    environment: environment as (typeof ENVIRONMENTS)[number] | undefined,
    persistTo: values["persist-to"],
    appUrl: values["app-url"],
  };
}
