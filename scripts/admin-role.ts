// Admin accounts from the command line, in the local or a deployed D1:
//   npm run admin:create -- someone@example.org [--env production|staging | --local] [--app-url <url>]
//   npm run admin:grant  -- someone@example.org [--env production|staging] [--persist-to <dir>]
//   npm run admin:revoke -- someone@example.org [--env production|staging]
// create makes (or promotes) a confirmed admin with no password and prints a one-time link, good
// for 24 hours, where its owner chooses one: nothing secret is typed, so nothing lands in argv or
// a CI log but that link, dead once used. grant needs an existing account (sign up first) and
// confirms its address. Local (.wrangler/state, as `npm start` uses) unless --env (arguments:
// admin-role-args.ts);
// runs `wrangler d1 execute`, so a deployed database uses the Cloudflare login of whoever runs it.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { z } from "zod";
import { hashToken, randomToken } from "../app/server/tokens.server";
import { createAdminSql, grantAdminSql, revokeAdminSql } from "./admin-account-sql";
import { parseAdminRoleArgs } from "./admin-role-args";

function fail(message: string, code = 2): never {
  console.error(message);
  process.exit(code);
}

const parsed = parseAdminRoleArgs(process.argv.slice(2));
if (!parsed.ok) fail(parsed.message);
const { action, environment } = parsed;
const email = { data: parsed.email };
const option = (name: "--persist-to" | "--app-url") => (name === "--persist-to" ? parsed.persistTo : parsed.appUrl);
const remote = Boolean(environment);
const where = remote ? `the ${environment} database` : "the local database";

/** Runs SQL in the chosen D1 and answers the rows of its last statement. */
function d1(statements: string[]): Array<Record<string, unknown>> {
  const wranglerArgs = ["wrangler", "d1", "execute", "DB", remote ? "--remote" : "--local", "--json", "--command", statements.join("\n")];
  if (environment) wranglerArgs.push("--env", environment);
  const persistTo = option("--persist-to");
  if (!remote && persistTo) wranglerArgs.push("--persist-to", persistTo);
  // execFile (no shell), so nothing in the address can reach a command line.
  const output = execFileSync("npx", wranglerArgs, { encoding: "utf8", stdio: ["ignore", "pipe", "inherit"] });
  return (JSON.parse(output) as Array<{ results: Array<Record<string, unknown>> }>).at(-1)?.results ?? [];
}

/** The site's address for the link: --app-url, APP_URL, or wrangler.toml's APP_URL for this environment. */
function appUrl(): string {
  const toml = readFileSync(new URL("../wrangler.toml", import.meta.url), "utf8");
  const section = environment ? `[env.${environment}.vars]` : "[vars]";
  const fromToml = toml
    .split(section)[1]
    ?.split(/^\[/m)[0]
    .match(/^APP_URL\s*=\s*"([^"]+)"/m)?.[1];
  const candidate = option("--app-url") ?? process.env.APP_URL ?? fromToml;
  const url = z.url().safeParse(candidate);
  if (!url.success) fail(`Name the site's address for the link: --app-url https://campsarraka.com (or APP_URL).`);
  // A deployed database's admin cannot open a link to someone's own computer.
  if (remote && /^https?:\/\/(localhost|127\.0\.0\.1)\b/.test(url.data)) fail(`${url.data} is a local address: give the site's with --app-url.`);
  return url.data.replace(/\/+$/, "");
}

if (action === "create") {
  const base = appUrl();
  const token = randomToken();
  const rows = d1(createAdminSql({ email: email.data, userId: crypto.randomUUID(), tokenHash: await hashToken(token), now: Date.now() }));
  if (rows.length === 0) fail(`${email.data} belongs to a deleted account in ${where}; it cannot be made an admin.`, 1);
  console.log(`${email.data} is an admin with a confirmed address (${where}).`);
  console.log("Its owner opens this link within 24 hours (it works once) and chooses a password:");
  console.log(`${base}/reset-password?token=${encodeURIComponent(token)}`);
  console.log(`then signs in at ${base}/sign-in?redirect=%2Fadmin`);
} else {
  const rows = d1(action === "grant" ? grantAdminSql(email.data, Date.now()) : revokeAdminSql(email.data));
  if (rows.length === 0) fail(`No account with the e-mail ${email.data} in ${where}. Sign up first, or use npm run admin:create.`, 1);
  console.log(`${email.data} is ${action === "grant" ? "now an admin, its address confirmed" : "no longer an admin"} (${where}).`);
}
