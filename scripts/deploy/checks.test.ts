import { expect, test } from "vitest";
import { isPlaceholderId, pendingMigrations, resourceProblems, secretProblems } from "./checks";

const ready = {
  appUrl: "https://campsarraka.com",
  d1: [{ binding: "DB", database_name: "camp-sarraka", database_id: "6b1c2d3e-0000-4000-8000-1234567890ab" }],
  kv: [{ binding: "STAFF_SESSIONS", id: "9f2e4c1a7b3d4e5f8a9b0c1d2e3f4a5b" }],
  r2: [{ binding: "MEDIA", bucket_name: "camp-sarraka-media" }],
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
