// `npm run deploy -- --env staging|production`: checks first, then migrates, deploys and
// smoke-tests the live site. Nothing is changed until every check passes; each failure is one
// line naming the command that fixes it. Uses the Cloudflare login (or CLOUDFLARE_API_TOKEN) of
// whoever runs it. `--check` stops after the checks.
import { execFileSync, spawnSync } from "node:child_process";
import { unstable_readConfig } from "wrangler";
import {
  bucketProblems,
  isPlaceholderId,
  listedBuckets,
  parseDeployArgs,
  pendingMigrations,
  planProblems,
  resourceProblems,
  routeProblems,
  secretProblems,
  SMOKE_PATHS,
  type WorkerRoute,
} from "./checks";

const parsed = parseDeployArgs(process.argv.slice(2));
if (!parsed.ok) {
  console.error(parsed.message);
  process.exit(2);
}
const { env, checkOnly } = parsed;

function wrangler(wranglerArgs: string[], extraEnv: Record<string, string> = {}) {
  const result = spawnSync("wrangler", wranglerArgs, { encoding: "utf8", env: { ...process.env, ...extraEnv }, stdio: ["ignore", "pipe", "pipe"] });
  return { ok: result.status === 0, out: `${result.stdout ?? ""}${result.stderr ?? ""}` };
}

function fail(problems: string[]): never {
  console.error(`Not deployed to ${env}:`);
  for (const problem of problems) console.error(`  - ${problem}`);
  process.exit(1);
}

// Every check runs before any problem is reported, so one run lists everything to fix.
// 1. Configuration: every resource of this environment is real, its address is https and served
//    by one of its routes, and it asks for the CPU a sign-in needs (the Workers Paid plan).
const config = unstable_readConfig({ config: "wrangler.toml", env });
const appUrlVar = (config.vars as Record<string, string | undefined>).APP_URL;
const problems = [
  ...resourceProblems(env, { appUrl: appUrlVar, d1: config.d1_databases, kv: config.kv_namespaces, r2: config.r2_buckets }),
  ...routeProblems(env, appUrlVar, config.routes as WorkerRoute[] | undefined),
  ...planProblems(env, config.limits),
];

// 2. Account: signed in, every required secret set, every bucket there.
const whoami = wrangler(["whoami"]);
let pending: string[] = [];
if (!whoami.ok || /not authenticated/i.test(whoami.out)) {
  problems.push("Not signed in to Cloudflare: run 'npx wrangler login' (or set CLOUDFLARE_API_TOKEN)");
} else {
  const secrets = wrangler(["secret", "list", "--env", env, "--format", "json"]);
  // A Worker never deployed has no secrets yet; its list fails: every secret is then missing.
  const names = secrets.ok ? (JSON.parse(secrets.out.slice(secrets.out.indexOf("["))) as Array<{ name: string }>).map((s) => s.name) : [];
  problems.push(...secretProblems(env, names));
  const buckets = wrangler(["r2", "bucket", "list"]);
  if (!buckets.ok) problems.push("Could not list the R2 buckets: run 'npx wrangler r2 bucket list' to see why");
  else problems.push(...bucketProblems(env, config.r2_buckets, listedBuckets(buckets.out)));

  // 3. Migrations waiting for the remote D1 (a placeholder id has nothing to list).
  if (!config.d1_databases.some((db: { database_id?: string }) => isPlaceholderId(db.database_id))) {
    const listed = wrangler(["d1", "migrations", "list", "DB", "--env", env, "--remote"]);
    if (!listed.ok) problems.push(`Could not list the remote migrations: run 'npx wrangler d1 migrations list DB --env ${env} --remote' to see why`);
    else pending = pendingMigrations(listed.out);
  }
}
if (problems.length) fail(problems);
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
const appUrl = appUrlVar as string;
const broken: string[] = [];
for (const path of SMOKE_PATHS) {
  const response = await fetch(new URL(path, appUrl), { redirect: "manual" }).catch((error: Error) => ({ status: 0, statusText: error.message }));
  if (response.status !== 200)
    broken.push(`${path} answered ${response.status || response.statusText}: run 'npx wrangler tail --env ${env}' and read docs/operations.md`);
}
if (broken.length) fail(broken);
console.log(`Deployed to ${env}: ${appUrl} answers on ${SMOKE_PATHS.join(", ")}.`);
