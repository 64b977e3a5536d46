// `npm run deploy -- --env staging|production`: checks first, then migrates, deploys and
// smoke-tests the live site. Nothing is changed until every check passes; each failure is one
// line naming the command that fixes it. Uses the Cloudflare login (or CLOUDFLARE_API_TOKEN) of
// whoever runs it. `--check` stops after the checks.
import { execFileSync, spawnSync } from "node:child_process";
import { unstable_readConfig } from "wrangler";
import { DEPLOY_ENVIRONMENTS, pendingMigrations, resourceProblems, secretProblems, SMOKE_PATHS, type DeployEnvironment } from "./checks";

const args = process.argv.slice(2);
const envArg = args[args.indexOf("--env") + 1];
if (!args.includes("--env") || !DEPLOY_ENVIRONMENTS.includes(envArg as DeployEnvironment)) {
  console.error(`Usage: npm run deploy -- --env ${DEPLOY_ENVIRONMENTS.join("|")} [--check]`);
  process.exit(2);
}
const env = envArg as DeployEnvironment;
const checkOnly = args.includes("--check");

function wrangler(wranglerArgs: string[], extraEnv: Record<string, string> = {}) {
  const result = spawnSync("wrangler", wranglerArgs, { encoding: "utf8", env: { ...process.env, ...extraEnv }, stdio: ["ignore", "pipe", "pipe"] });
  return { ok: result.status === 0, out: `${result.stdout ?? ""}${result.stderr ?? ""}` };
}

function fail(problems: string[]): never {
  console.error(`Not deployed to ${env}:`);
  for (const problem of problems) console.error(`  - ${problem}`);
  process.exit(1);
}

// 1. Configuration: every resource of this environment is real, its address is https.
const config = unstable_readConfig({ config: "wrangler.toml", env });
const problems = resourceProblems(env, {
  appUrl: (config.vars as Record<string, string | undefined>).APP_URL,
  d1: config.d1_databases,
  kv: config.kv_namespaces,
  r2: config.r2_buckets,
});
if (problems.length) fail(problems);

// 2. Account: signed in, every required secret set.
const whoami = wrangler(["whoami"]);
if (!whoami.ok || /not authenticated/i.test(whoami.out)) fail(["Not signed in to Cloudflare: run 'npx wrangler login' (or set CLOUDFLARE_API_TOKEN)"]);
const secrets = wrangler(["secret", "list", "--env", env, "--format", "json"]);
// A Worker never deployed has no secrets yet; its list fails: every secret is then missing.
const names = secrets.ok ? (JSON.parse(secrets.out.slice(secrets.out.indexOf("["))) as Array<{ name: string }>).map((s) => s.name) : [];
const secretIssues = secretProblems(env, names);
if (secretIssues.length) fail(secretIssues);

// 3. Migrations waiting for the remote D1.
const listed = wrangler(["d1", "migrations", "list", "DB", "--env", env, "--remote"]);
if (!listed.ok) fail([`Could not list the remote migrations: run 'npx wrangler d1 migrations list DB --env ${env} --remote' to see why`]);
const pending = pendingMigrations(listed.out);
console.log(`Checks passed for ${env}. Migrations to apply: ${pending.length ? pending.join(", ") : "none"}.`);
if (checkOnly) process.exit(0);

// 4. Migrate, build for this environment, deploy. CI=true: wrangler applies without asking.
if (pending.length) {
  const applied = wrangler(["d1", "migrations", "apply", "DB", "--env", env, "--remote"], { CI: "true" });
  if (!applied.ok) fail([`Migrations failed (nothing deployed): ${applied.out.trim().split("\n").pop()}`]);
}
execFileSync("npm", ["run", "build"], { stdio: "inherit", env: { ...process.env, CLOUDFLARE_ENV: env } });
// The Vite plugin built this environment's flattened config into build/: deploy takes no --env.
execFileSync("wrangler", ["deploy"], { stdio: "inherit" });

// 5. Smoke test the live site.
const appUrl = (config.vars as Record<string, string>).APP_URL;
const broken: string[] = [];
for (const path of SMOKE_PATHS) {
  const response = await fetch(new URL(path, appUrl), { redirect: "manual" }).catch((error: Error) => ({ status: 0, statusText: error.message }));
  if (response.status !== 200)
    broken.push(`${path} answered ${response.status || response.statusText}: run 'npx wrangler tail --env ${env}' and read docs/operations.md`);
}
if (broken.length) fail(broken);
console.log(`Deployed to ${env}: ${appUrl} answers on ${SMOKE_PATHS.join(", ")}.`);
