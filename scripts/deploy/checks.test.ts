import { expect, test } from "vitest";
import { unstable_readConfig } from "wrangler";
import {
  bucketProblems,
  DEPLOY_ENVIRONMENTS,
  isPlaceholderId,
  listedBuckets,
  parseDeployArgs,
  pendingMigrations,
  planProblems,
  resourceProblems,
  routeProblems,
  secretProblems,
  type WorkerRoute,
} from "./checks";

const ready = {
  appUrl: "https://campsarraka.com",
  d1: [{ binding: "DB", database_name: "camp-sarraka", database_id: "6b1c2d3e-0000-4000-8000-1234567890ab" }],
  kv: [{ binding: "STAFF_SESSIONS", id: "9f2e4c1a7b3d4e5f8a9b0c1d2e3f4a5b" }],
  r2: [
    { binding: "MEDIA", bucket_name: "camp-sarraka-media" },
    { binding: "PRIVATE_FILES", bucket_name: "camp-sarraka-private" },
  ],
};

test("placeholder ids are recognised, real ones are not", () => {
  expect(isPlaceholderId("00000000-0000-0000-0000-000000000000")).toBe(true);
  expect(isPlaceholderId("00000000000000000000000000000000")).toBe(true);
  expect(isPlaceholderId(undefined)).toBe(true);
  expect(isPlaceholderId(ready.d1[0].database_id)).toBe(false);
});

test("an environment with its own real resources and an https address passes; each placeholder is one line with its fix", () => {
  expect(resourceProblems("production", ready)).toEqual([]);
  const problems = resourceProblems("staging", {
    appUrl: "http://localhost:8787",
    d1: [{ binding: "DB", database_name: "camp-sarraka-staging", database_id: "00000000-0000-0000-0000-000000000000" }],
    kv: [{ binding: "STAFF_SESSIONS", id: "00000000000000000000000000000000" }],
    r2: ready.r2,
  });
  expect(problems).toEqual([
    "APP_URL of staging must be its https address: set [env.staging.vars] APP_URL in wrangler.toml",
    "D1 DB of staging has a placeholder id: run 'npx wrangler d1 create camp-sarraka-staging' and put its id in [[env.staging.d1_databases]]",
    "KV STAFF_SESSIONS of staging has a placeholder id: run 'npx wrangler kv namespace create STAFF_SESSIONS --env staging' and put its id in [[env.staging.kv_namespaces]]",
  ]);
});

test("an environment binds the private bucket, and not to the media bucket", () => {
  const media = ready.r2[0];
  expect(resourceProblems("production", { ...ready, r2: [media] })).toEqual(["production must bind its own PRIVATE_FILES (R2) in wrangler.toml"]);
  expect(resourceProblems("staging", { ...ready, kv: [], r2: [] })).toEqual([
    "staging must bind its own STAFF_SESSIONS (KV), MEDIA (R2), PRIVATE_FILES (R2) in wrangler.toml",
  ]);
  expect(resourceProblems("production", { ...ready, r2: [media, { binding: "PRIVATE_FILES", bucket_name: media.bucket_name }] })).toEqual([
    "PRIVATE_FILES of production names the media bucket camp-sarraka-media: give it a bucket of its own in [[env.production.r2_buckets]] (backups and pickup photos must not share the public media's bucket)",
  ]);
});

test("required secrets and half a Stripe setup are named with the command that sets them", () => {
  expect(secretProblems("production", ["PASSWORD_PEPPER", "MAIL_PROVIDER_API_KEY"])).toEqual([]);
  expect(
    secretProblems("production", ["PASSWORD_PEPPER", "MAIL_PROVIDER_API_KEY", "STRIPE_SECRET_KEY", "STRIPE_PUBLISHABLE_KEY", "STRIPE_WEBHOOK_SECRET"]),
  ).toEqual([]);
  expect(secretProblems("production", ["STRIPE_SECRET_KEY", "STRIPE_PUBLISHABLE_KEY"])).toEqual([
    "Secret PASSWORD_PEPPER is not set for production: run 'npx wrangler secret put PASSWORD_PEPPER --env production'",
    "Secret MAIL_PROVIDER_API_KEY is not set for production: run 'npx wrangler secret put MAIL_PROVIDER_API_KEY --env production'",
    "Stripe is configured partly for production, STRIPE_WEBHOOK_SECRET is missing: run 'npx wrangler secret put STRIPE_WEBHOOK_SECRET --env production'",
  ]);
});

test("pending migrations are read from wrangler's list", () => {
  const output = `Migrations to be applied:
┌──────────────────────────────────────────────┐
│ Name                                         │
├──────────────────────────────────────────────┤
│ 20261124110000_pickup_code_attempts.sql      │
│ 20261124120000_hero_slide_photos.sql         │
└──────────────────────────────────────────────┘`;
  expect(pendingMigrations(output)).toEqual(["20261124110000_pickup_code_attempts.sql", "20261124120000_hero_slide_photos.sql"]);
  expect(pendingMigrations("✅ No migrations to apply!")).toEqual([]);
});

test("APP_URL's host must be served by a route of its environment, or the deploy lands on workers.dev only", () => {
  expect(routeProblems("production", "https://campsarraka.com", [{ pattern: "campsarraka.com", custom_domain: true }])).toEqual([]);
  expect(routeProblems("production", "https://campsarraka.com/", ["campsarraka.com/*"])).toEqual([]);
  expect(routeProblems("staging", "https://staging.campsarraka.com", [{ pattern: "*.campsarraka.com/*", zone_name: "campsarraka.com" }])).toEqual([]);
  expect(routeProblems("production", "https://campsarraka.com", undefined)).toEqual([
    `APP_URL of production (campsarraka.com) is not served by the Worker: set routes = [{ pattern = "campsarraka.com", custom_domain = true }] under [env.production] in wrangler.toml (the domain's zone must be on this Cloudflare account)`,
  ]);
  // A custom domain serves its own host only; a route of another host does not serve APP_URL.
  expect(routeProblems("production", "https://www.campsarraka.com", [{ pattern: "campsarraka.com", custom_domain: true }])).toHaveLength(1);
  expect(routeProblems("staging", "https://staging.campsarraka.com", [{ pattern: "campsarraka.com", custom_domain: true }])[0]).toContain(
    "its routes name campsarraka.com;",
  );
});

test("a config without a CPU limit (which only the Workers Paid plan accepts) is refused", () => {
  expect(planProblems("production", { cpu_ms: 30000 })).toEqual([]);
  expect(planProblems("production", undefined)[0]).toMatch(
    /^production needs the Workers Paid plan .*set limits = \{ cpu_ms = 30000 \} under \[env\.production\]/,
  );
  // 10 ms is the Free plan's own limit: a sign-in could not finish within it.
  expect(planProblems("staging", { cpu_ms: 10 })).toHaveLength(1);
});

test("a bound bucket missing from the account is named with the command that creates it", () => {
  const list = `Listing buckets...
name:           camp-sarraka-media-staging
creation_date:  2026-11-20T10:00:00.000Z

name:           camp-sarraka-media
creation_date:  2026-11-20T10:01:00.000Z
`;
  expect(listedBuckets(list)).toEqual(["camp-sarraka-media-staging", "camp-sarraka-media"]);
  // The media bucket is there, the private one not yet: a camp upgrading from before decision 0066.
  expect(bucketProblems("production", ready.r2, listedBuckets(list))).toEqual([
    "R2 bucket camp-sarraka-private (PRIVATE_FILES) of production does not exist: run 'npx wrangler r2 bucket create camp-sarraka-private'",
  ]);
  expect(bucketProblems("production", ready.r2, [...listedBuckets(list), "camp-sarraka-private"])).toEqual([]);
  expect(bucketProblems("production", ready.r2, ["camp-sarraka-media-staging"])).toEqual([
    "R2 bucket camp-sarraka-media (MEDIA) of production does not exist: run 'npx wrangler r2 bucket create camp-sarraka-media'",
    "R2 bucket camp-sarraka-private (PRIVATE_FILES) of production does not exist: run 'npx wrangler r2 bucket create camp-sarraka-private'",
  ]);
});

test("the deploy's arguments: an environment is required and nothing unknown is accepted", () => {
  expect(parseDeployArgs(["--env", "production"])).toEqual({ ok: true, env: "production", checkOnly: false });
  expect(parseDeployArgs(["--check", "--env", "staging"])).toEqual({ ok: true, env: "staging", checkOnly: true });
  expect(parseDeployArgs([])).toMatchObject({ ok: false, message: "Usage: npm run deploy -- --env staging|production [--check]" });
  expect(parseDeployArgs(["--env", "prod"]).ok).toBe(false);
  expect(parseDeployArgs(["--env", "production", "--remote"])).toMatchObject({ ok: false, message: expect.stringContaining("Not understood: --remote") });
});

test("wrangler.toml as shipped: every deployed environment is served at its APP_URL, asks for the Paid plan's CPU and binds both buckets", () => {
  for (const env of DEPLOY_ENVIRONMENTS) {
    const config = unstable_readConfig({ config: "wrangler.toml", env });
    const appUrl = (config.vars as Record<string, string>).APP_URL;
    expect(routeProblems(env, appUrl, config.routes as WorkerRoute[]), env).toEqual([]);
    expect(planProblems(env, config.limits), env).toEqual([]);
    // Every binding, the private bucket included, and no placeholder but the ids the runbook has the camp create.
    const resources = { appUrl, d1: config.d1_databases, kv: config.kv_namespaces, r2: config.r2_buckets };
    expect(
      resourceProblems(env, resources).filter((p) => !p.includes("placeholder id")),
      env,
    ).toEqual([]);
  }
});
