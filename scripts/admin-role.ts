// Grants or revokes the admin role of an existing account, in the local or the deployed D1.
//   npm run admin:grant -- someone@example.org [--remote] [--persist-to .wrangler/state]
//   npm run admin:revoke -- someone@example.org [--remote]
// The account must exist already (sign up first). Runs `wrangler d1 execute`, so --remote uses
// the Cloudflare login of whoever runs it.
import { execFileSync } from "node:child_process";
import { z } from "zod";

const USAGE = "Usage: npm run admin:grant|admin:revoke -- someone@example.org [--remote] [--persist-to <dir>]";

const [action, ...args] = process.argv.slice(2);
const remote = args.includes("--remote");
const persistFlag = args.indexOf("--persist-to");
const persistTo = persistFlag >= 0 ? args[persistFlag + 1] : undefined;
const emailArg = args.find((a, i) => !a.startsWith("--") && (persistFlag < 0 || i !== persistFlag + 1));

const email = z.email().safeParse(emailArg?.trim().toLowerCase());
if ((action !== "grant" && action !== "revoke") || !email.success) {
  console.error(USAGE);
  process.exit(2);
}

// SQL string literal: the address was validated above, and any quote is doubled regardless.
const literal = `'${email.data.replace(/'/g, "''")}'`;
const flag = action === "grant" ? 1 : 0;
const sql = `UPDATE users SET is_admin = ${flag} WHERE email = ${literal} RETURNING email, is_admin;`;

const wranglerArgs = ["wrangler", "d1", "execute", "DB", remote ? "--remote" : "--local", "--json", "--command", sql];
if (!remote && persistTo) wranglerArgs.push("--persist-to", persistTo);

// execFile (no shell), so nothing in the address can reach a command line.
const output = execFileSync("npx", wranglerArgs, { encoding: "utf8", stdio: ["ignore", "pipe", "inherit"] });
const results = (JSON.parse(output) as Array<{ results: Array<{ email: string; is_admin: number }> }>)[0]?.results ?? [];
if (results.length === 0) {
  console.error(`No account with the e-mail ${email.data} in the ${remote ? "remote" : "local"} database. Sign up first.`);
  process.exit(1);
}
console.log(`${email.data} is ${action === "grant" ? "now an admin" : "no longer an admin"} (${remote ? "remote" : "local"} database).`);
