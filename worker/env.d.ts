// Secrets and optional settings that `wrangler types` cannot see (they live in .dev.vars or
// `wrangler secret put`). app/server/env.server.ts checks them once at start: PASSWORD_PEPPER is
// required (the Worker refuses to serve without it); the others are optional.
interface CampSecrets {
  STRIPE_SECRET_KEY?: string;
  STRIPE_PUBLISHABLE_KEY?: string;
  STRIPE_WEBHOOK_SECRET?: string;
  // Points the Stripe SDK at another host (the local fake in tests).
  STRIPE_API_BASE?: string;
  MAIL_PROVIDER_API_KEY?: string;
  // The Resend-compatible API mail goes to (default https://api.resend.com; the local mailbox in development).
  MAIL_PROVIDER_URL?: string;
  GOOGLE_CLIENT_ID?: string;
  GOOGLE_CLIENT_SECRET?: string;
  PASSWORD_PEPPER: string;
  BOOTSTRAP_STAFF_USERNAME?: string;
  BOOTSTRAP_STAFF_PASSWORD?: string;
  BOOTSTRAP_STAFF_NAME?: string;
  // Only bound inside the workerd test pool.
  TEST_MIGRATIONS?: import("cloudflare:test").D1Migration[];
  // The suite's moment (TEST_NOW, tests/support/test-now.ts), as the isolate has no process.env of the host's.
  TEST_NOW?: string;
}
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merges the secrets into Env
interface Env extends CampSecrets {}
declare namespace Cloudflare {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface Env extends CampSecrets {}
}
