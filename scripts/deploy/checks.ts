// What `npm run deploy` checks before it changes anything, as pure functions (unit-tested in
// checks.test.ts). Each problem is one line that names the command which fixes it.
import { readCommandLine } from "../command-line";

export const DEPLOY_ENVIRONMENTS = ["staging", "production"] as const;
export type DeployEnvironment = (typeof DEPLOY_ENVIRONMENTS)[number];

/** The resources an environment binds, as wrangler reads them from wrangler.toml. */
export type EnvironmentResources = {
  appUrl: string | undefined;
  d1: Array<{ binding: string; database_name: string; database_id?: string }>;
  kv: Array<{ binding: string; id?: string }>;
  r2: Array<{ binding: string; bucket_name?: string }>;
};

/**
 * The bindings every environment names for itself (wrangler inherits none): the database, the door
 * sessions, the public media, and the private files (backups, pickup photos; decision 0066).
 */
export const REQUIRED_BINDINGS = { d1: ["DB"], kv: ["STAFF_SESSIONS"], r2: ["MEDIA", "PRIVATE_FILES"] } as const;

/** Secrets the Worker refuses to serve without in a deployed environment (app/server/env.server.ts). */
export const REQUIRED_SECRETS = ["PASSWORD_PEPPER", "MAIL_PROVIDER_API_KEY"] as const;
/** Stripe: all three or none (half a setup charges cards and records nothing). */
export const STRIPE_SECRETS = ["STRIPE_SECRET_KEY", "STRIPE_PUBLISHABLE_KEY", "STRIPE_WEBHOOK_SECRET"] as const;

/** An id still as wrangler.toml ships it: only zeros (and dashes), or empty. */
export function isPlaceholderId(id: string | undefined) {
  return !id || /^[0-]+$/.test(id);
}

export function resourceProblems(env: DeployEnvironment, resources: EnvironmentResources): string[] {
  const problems: string[] = [];
  if (!resources.appUrl?.startsWith("https://")) {
    problems.push(`APP_URL of ${env} must be its https address: set [env.${env}.vars] APP_URL in wrangler.toml`);
  }
  for (const db of resources.d1) {
    if (isPlaceholderId(db.database_id)) {
      problems.push(
        `D1 ${db.binding} of ${env} has a placeholder id: run 'npx wrangler d1 create ${db.database_name}' and put its id in [[env.${env}.d1_databases]]`,
      );
    }
  }
  for (const kv of resources.kv) {
    if (isPlaceholderId(kv.id)) {
      problems.push(
        `KV ${kv.binding} of ${env} has a placeholder id: run 'npx wrangler kv namespace create ${kv.binding} --env ${env}' and put its id in [[env.${env}.kv_namespaces]]`,
      );
    }
  }
  const bound = (list: ReadonlyArray<{ binding: string }>, name: string) => list.some((b) => b.binding === name);
  const missing = [
    ...REQUIRED_BINDINGS.d1.filter((name) => !bound(resources.d1, name)).map((name) => `${name} (D1)`),
    ...REQUIRED_BINDINGS.kv.filter((name) => !bound(resources.kv, name)).map((name) => `${name} (KV)`),
    ...REQUIRED_BINDINGS.r2.filter((name) => !bound(resources.r2, name)).map((name) => `${name} (R2)`),
  ];
  if (missing.length) problems.push(`${env} must bind its own ${missing.join(", ")} in wrangler.toml`);
  // The private bucket is private only while it is not the media bucket /media/ serves from.
  const bucketOf = (name: string) => resources.r2.find((b) => b.binding === name)?.bucket_name;
  if (bucketOf("PRIVATE_FILES") && bucketOf("PRIVATE_FILES") === bucketOf("MEDIA")) {
    problems.push(
      `PRIVATE_FILES of ${env} names the media bucket ${bucketOf("MEDIA")}: give it a bucket of its own in [[env.${env}.r2_buckets]] (backups and pickup photos must not share the public media's bucket)`,
    );
  }
  return problems;
}

export function secretProblems(env: DeployEnvironment, secretNames: readonly string[]): string[] {
  const has = new Set(secretNames);
  const fix = (name: string) => `run 'npx wrangler secret put ${name} --env ${env}'`;
  const problems = REQUIRED_SECRETS.filter((name) => !has.has(name)).map((name) => `Secret ${name} is not set for ${env}: ${fix(name)}`);
  const missingStripe = STRIPE_SECRETS.filter((name) => !has.has(name));
  if (missingStripe.length > 0 && missingStripe.length < STRIPE_SECRETS.length) {
    problems.push(...missingStripe.map((name) => `Stripe is configured partly for ${env}, ${name} is missing: ${fix(name)}`));
  }
  return problems;
}

/** The migration files wrangler lists as not yet applied (its table's "Name" column). */
export function pendingMigrations(listOutput: string): string[] {
  return [...listOutput.matchAll(/(\d{14}_[\w-]+\.sql)/g)].map((match) => match[1]);
}

/** The addresses a deploy must answer 200 on before it is called done. */
export const SMOKE_PATHS = ["/", "/about-us", "/api/health"] as const;

// ------------------------------------------------------------------ the command line

export type DeployArgs = { ok: true; env: DeployEnvironment; checkOnly: boolean } | { ok: false; message: string };

export const DEPLOY_USAGE = `Usage: npm run deploy -- --env ${DEPLOY_ENVIRONMENTS.join("|")} [--check]`;

/** `npm run deploy`'s arguments (after `--`): an environment is required, nothing unknown is accepted. */
export function parseDeployArgs(args: readonly string[]): DeployArgs {
  const parsed = readCommandLine(args, { env: { type: "string" }, check: { type: "boolean" } });
  if (!parsed.ok) return { ok: false, message: `${parsed.problem}\n${DEPLOY_USAGE}` };
  const { values, positionals } = parsed;
  if (positionals.length) return { ok: false, message: `Not understood: ${positionals.join(" ")}\n${DEPLOY_USAGE}` };
  if (!DEPLOY_ENVIRONMENTS.includes(values.env as DeployEnvironment)) return { ok: false, message: DEPLOY_USAGE };
  return { ok: true, env: values.env as DeployEnvironment, checkOnly: values.check === true };
}

// ------------------------------------------------------------------ the address

/** A route as wrangler.toml writes it: a pattern, or a custom domain (the whole host). */
export type WorkerRoute = string | { pattern: string; custom_domain?: boolean; zone_name?: string; zone_id?: string };

/** Whether a route serves this host: a custom domain is the host itself; a route pattern's host part may start with `*`. */
export function routeServesHost(route: WorkerRoute, host: string): boolean {
  const pattern = typeof route === "string" ? route : route.pattern;
  const customDomain = typeof route !== "string" && route.custom_domain === true;
  const routeHost = pattern
    .replace(/^https?:\/\//, "")
    .split("/")[0]
    .toLowerCase();
  if (customDomain) return routeHost === host;
  if (routeHost.startsWith("*")) return host.endsWith(routeHost.slice(1));
  return routeHost === host;
}

/**
 * A deploy must land where APP_URL points (the smoke test, the mail links and Stripe's webhook use
 * it): without a route of the environment serving APP_URL's host, the Worker is reachable only on
 * workers.dev and the live site is still whatever was there before.
 */
export function routeProblems(env: DeployEnvironment, appUrl: string | undefined, routes: readonly WorkerRoute[] | undefined): string[] {
  let host: string;
  try {
    host = new URL(appUrl ?? "").hostname.toLowerCase();
  } catch {
    return []; // resourceProblems already names a missing or malformed APP_URL
  }
  if ((routes ?? []).some((route) => routeServesHost(route, host))) return [];
  const named = (routes ?? []).map((r) => (typeof r === "string" ? r : r.pattern)).join(", ");
  return [
    `APP_URL of ${env} (${host}) is not served by the Worker: ${named ? `its routes name ${named}; ` : ""}set routes = [{ pattern = "${host}", custom_domain = true }] under [env.${env}] in wrangler.toml (the domain's zone must be on this Cloudflare account)`,
  ];
}

// ------------------------------------------------------------------ the plan

/** The CPU a request may take that the camp asks for; a sign-in's password check alone takes 50-100 ms. */
export const MIN_CPU_MS = 1000;

/**
 * The Workers Paid plan: the Free plan allows 10 ms of CPU a request, so a free account deploys
 * and then fails every sign-in. `limits.cpu_ms` is accepted by Cloudflare only on Paid, so a
 * config that names it cannot be deployed by a free account: wrangler's upload is refused.
 */
export function planProblems(env: DeployEnvironment, limits: { cpu_ms?: number } | undefined): string[] {
  const cpu = limits?.cpu_ms;
  if (typeof cpu === "number" && cpu >= MIN_CPU_MS) return [];
  return [
    `${env} needs the Workers Paid plan (a sign-in takes 50-100 ms of CPU; the Free plan allows 10 ms): set limits = { cpu_ms = 30000 } under [env.${env}] in wrangler.toml (at least ${MIN_CPU_MS}), which Cloudflare accepts only on Paid (Workers & Pages, Plans)`,
  ];
}

// ------------------------------------------------------------------ the buckets

/** The bucket names in `wrangler r2 bucket list`'s output ("name:  camp-sarraka-media" per bucket). */
export function listedBuckets(listOutput: string): string[] {
  return [...listOutput.matchAll(/^name:\s+(\S+)\s*$/gm)].map((match) => match[1]);
}

/** Every bucket the environment binds must exist before anything is migrated (a deploy naming a missing bucket is refused after the remote migrations ran). */
export function bucketProblems(env: DeployEnvironment, r2: EnvironmentResources["r2"], existing: readonly string[]): string[] {
  const has = new Set(existing);
  return r2
    .filter((bucket) => bucket.bucket_name && !has.has(bucket.bucket_name))
    .map((bucket) => `R2 bucket ${bucket.bucket_name} (${bucket.binding}) of ${env} does not exist: run 'npx wrangler r2 bucket create ${bucket.bucket_name}'`);
}
