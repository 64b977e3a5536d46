// What `npm run deploy` checks before it changes anything, as pure functions (unit-tested in
// checks.test.ts). Each problem is one line that names the command which fixes it.

export const DEPLOY_ENVIRONMENTS = ["staging", "production"] as const;
export type DeployEnvironment = (typeof DEPLOY_ENVIRONMENTS)[number];

/** The resources an environment binds, as wrangler reads them from wrangler.toml. */
export type EnvironmentResources = {
  appUrl: string | undefined;
  d1: Array<{ binding: string; database_name: string; database_id?: string }>;
  kv: Array<{ binding: string; id?: string }>;
  r2: Array<{ binding: string; bucket_name?: string }>;
};

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
  if (resources.d1.length === 0 || resources.kv.length === 0 || resources.r2.length === 0) {
    problems.push(`${env} must bind its own DB (D1), STAFF_SESSIONS (KV) and MEDIA (R2) in wrangler.toml`);
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
