// Admin accounts from the command line, in the local or a deployed D1:
//   npm run admin:create -- someone@example.org [--env production|staging | --local] [--app-url <url>]
//   npm run admin:grant  -- someone@example.org [--env production|staging] [--persist-to <dir>]
//   npm run admin:revoke -- someone@example.org [--env production|staging]
// create makes a confirmed admin whose only way in is a one-time link, good for 24 hours, where its
// owner chooses a password: nothing secret is typed, so nothing lands in argv or a CI log but that
// link, dead once used. An account the address already has is handed over the same way (its
// password and sessions end). grant needs an existing, confirmed account. The accounts and links are
// written by app/server/admin-accounts.server.ts, as the app writes them; this file only parses the
// command and carries the SQL to `wrangler d1 execute`, so a deployed database uses the Cloudflare
// login of whoever runs it. Local (.wrangler/state, as `npm start` uses) unless --env (arguments:
// admin-role-args.ts).
import { execFileSync } from "node:child_process";
import { realpathSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { unstable_readConfig } from "wrangler";
import { z } from "zod";
import { createAdminAccount, grantAdmin, revokeAdmin } from "../app/server/admin-accounts.server";
import { inlineStatement, type SqlRunner } from "../app/server/statements.server";
import { parseAdminRoleArgs, type AdminRoleArgs } from "./admin-role-args";

type AdminCommand = Extract<AdminRoleArgs, { ok: true }>;

function fail(message: string, code = 2): never {
  console.error(message);
  process.exit(code);
}

/** Runs statements in the chosen D1 through wrangler and answers each one's rows. */
function wranglerRunner(command: AdminCommand): SqlRunner {
  return async (statements) => {
    const sql = statements.map((s) => `${inlineStatement(s)};`).join("\n");
    const wranglerArgs = ["wrangler", "d1", "execute", "DB", command.environment ? "--remote" : "--local", "--json", "--command", sql];
    if (command.environment) wranglerArgs.push("--env", command.environment);
    if (!command.environment && command.persistTo) wranglerArgs.push("--persist-to", command.persistTo);
    // execFile (no shell), so nothing in the address can reach a command line.
    const output = execFileSync("npx", wranglerArgs, { encoding: "utf8", stdio: ["ignore", "pipe", "inherit"] });
    return (JSON.parse(output) as Array<{ results?: Array<Record<string, unknown>> }>).map((r) => r.results ?? []);
  };
}

/** The site's address for the link: --app-url, APP_URL, or wrangler.toml's APP_URL for this environment. */
function siteAddress(command: AdminCommand): string {
  // wrangler's own reading of wrangler.toml (as the deploy's), with the environment's vars in place of the top level's.
  const config = unstable_readConfig({ config: fileURLToPath(new URL("../wrangler.toml", import.meta.url)), env: command.environment });
  const fromToml = config.vars.APP_URL;
  const candidate = command.appUrl ?? process.env.APP_URL ?? (typeof fromToml === "string" ? fromToml : undefined);
  const url = z.url().safeParse(candidate);
  if (!url.success) fail(`Name the site's address for the link: --app-url https://campsarraka.com (or APP_URL).`);
  // A deployed database's admin cannot open a link to someone's own computer.
  if (command.environment && /^https?:\/\/(localhost|127\.0\.0\.1)\b/.test(url.data)) fail(`${url.data} is a local address: give the site's with --app-url.`);
  return url.data.replace(/\/+$/, "");
}

async function main() {
  const command = parseAdminRoleArgs(process.argv.slice(2));
  if (!command.ok) fail(command.message);
  const run = wranglerRunner(command);
  const where = command.environment ? `the ${command.environment} database` : "the local database";
  if (command.action === "create") {
    const base = siteAddress(command);
    const created = await createAdminAccount(run, command.email, Date.now(), where);
    if (!created.ok) fail(created.message, 1);
    console.log(created.message);
    console.log("Its owner opens this link within 24 hours (it works once) and chooses a password:");
    console.log(`${base}/reset-password?token=${encodeURIComponent(created.token)}`);
    console.log(`then signs in at ${base}/sign-in?redirect=%2Fadmin`);
    return;
  }
  const outcome = command.action === "grant" ? await grantAdmin(run, command.email, where) : await revokeAdmin(run, command.email, where);
  if (!outcome.ok) fail(outcome.message, 1);
  console.log(outcome.message);
}

if (process.argv[1] && realpathSync(process.argv[1]) === realpathSync(fileURLToPath(import.meta.url))) await main();
