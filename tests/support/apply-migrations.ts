import { applyD1Migrations } from "cloudflare:test";
import { env } from "cloudflare:workers";

// Storage is isolated per test file; applying is idempotent within one.
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS!);

// Each test file is a camp of its own (its own D1), so it gets a Stripe account of its own too:
// the fake keeps each secret key's intents and refunds apart, as Stripe keeps accounts apart, and
// the cron's reconciliation lists only what this file's camp made.
env.STRIPE_SECRET_KEY = `sk_test_${crypto.randomUUID().replaceAll("-", "")}`;
