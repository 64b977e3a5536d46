// `npm run rehearse -- [--port 8787]`: the camp's first day on this machine, as a new deployment
// starts. Builds, then serves a fresh state (.wrangler/first-day: the migrations only, no demo seed,
// no account) with the local mailbox on the next port, where the first admin's and the first
// family's mail arrive. The steps that follow are in docs/operations.md ("The camp's first day").
import { execFileSync } from "node:child_process";
import { parseRehearseArgs } from "./rehearse-args";

const parsed = parseRehearseArgs(process.argv.slice(2));
if (!parsed.ok) {
  console.error(parsed.message);
  process.exit(2);
}
const { port, mailboxPort, stateDir } = parsed;
execFileSync("npm", ["run", "build"], { stdio: "inherit" });
console.log(`A first day at http://127.0.0.1:${port} (state in ${stateDir}, started afresh).`);
console.log(`The first cron run: curl "http://127.0.0.1:${port}/cdn-cgi/handler/scheduled?cron=*/15+*+*+*+*"`);
console.log(`The first admin: npm run admin:create -- you@example.org --local --persist-to ${stateDir} --app-url http://127.0.0.1:${port}`);
execFileSync("bash", ["scripts/serve-local.sh", String(port), stateDir, "--fresh", "--first-day"], {
  stdio: "inherit",
  env: { ...process.env, MAILBOX_PORT: String(mailboxPort), APP_URL: `http://127.0.0.1:${port}` },
});
