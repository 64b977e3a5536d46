import { defineConfig, devices } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 8790);
export const baseURL = `http://127.0.0.1:${port}`;
// The journeys that need Stripe (the summer cart's payment, the family page's refunds) share a
// second copy of the product, with its own state (.wrangler/e2e-stripe) and test keys, which talks
// to the local fake of Stripe's API (scripts/fake-stripe.ts).
// The first copy keeps no Stripe keys, so the journeys that check "not configured" still see it.
const stripePort = port + 100;
const fakeStripePort = port + 200;
export const stripeBaseURL = `http://127.0.0.1:${stripePort}`;
/** The fake's address (its GET /__requests lists what the Stripe copy asked of "Stripe"). */
export const fakeStripeURL = `http://127.0.0.1:${fakeStripePort}`;
/** The Stripe copy's local state, for journeys that set up rows of their own in its D1. */
export const STRIPE_E2E_STATE_DIR = ".wrangler/e2e-stripe";
export const STRIPE_E2E_WEBHOOK_SECRET = "whsec_e2e_summer_cart";
// Both copies deliver their mail to the local mailbox (scripts/local-mailbox.ts), a server of its
// own: the journeys read parents' mail there, in the browser or through its GET /__mail.
const mailboxPort = port + 300;
/** The local mailbox's address (its page lists delivered mail; GET /__mail?to= as JSON). */
export const mailboxURL = `http://127.0.0.1:${mailboxPort}`;
const mailVars = `--var MAIL_PROVIDER_URL:${mailboxURL} --var MAIL_PROVIDER_API_KEY:re_local_mailbox`;
/** The Stripe copy's account at the fake (each secret key is an account of its own there). */
export const STRIPE_E2E_SECRET_KEY = "sk_test_e2e";
/** A copy's Stripe settings: its own account at the fake, and the secret its webhook checks. */
const stripeVars = (secretKey: string, webhookSecret: string) =>
  [
    `STRIPE_SECRET_KEY:${secretKey}`,
    `STRIPE_PUBLISHABLE_KEY:${secretKey.replace(/^sk_/, "pk_")}`,
    `STRIPE_WEBHOOK_SECRET:${webhookSecret}`,
    `STRIPE_API_BASE:${fakeStripeURL}`,
  ]
    .map((v) => `--var ${v}`)
    .join(" ");

// The go-live journey's copy: a new deployment's first day (scripts/serve-local.sh --first-day:
// migrations only, no demo seed, no account), with Stripe and mail like the Stripe copy's.
const firstDayPort = port + 400;
export const firstDayBaseURL = `http://127.0.0.1:${firstDayPort}`;
export const FIRST_DAY_STATE_DIR = ".wrangler/e2e-first-day";
export const FIRST_DAY_STRIPE_SECRET_KEY = "sk_test_first_day";
export const FIRST_DAY_WEBHOOK_SECRET = "whsec_e2e_first_day";

const quiet = { reuseExistingServer: !process.env.CI, stdout: "ignore", stderr: "pipe" } as const;

/** A copy of the product (scripts/serve-local.sh) on `port`, with a fresh state of its own in `stateDir`. */
function productServer(port: number, stateDir: string, vars: string) {
  const url = `http://127.0.0.1:${port}`;
  // Mail links come from APP_URL: they must lead back to this server.
  return {
    command: `APP_URL=${url} bash scripts/serve-local.sh ${port} ${stateDir} --fresh ${vars}`,
    url: `${url}/api/school-year-content`,
    // Migrating, seeding and bundling take a minute, several on a busy machine.
    timeout: 300_000,
    ...quiet,
  };
}

/** A helper server of the journeys (a script answering at `url` once it listens). */
const helperServer = (command: string, url: string) => ({ command, url, timeout: 30_000, ...quiet });

// Journeys run against the production build served by wrangler dev on miniflare, with a
// fresh seeded state of their own (.wrangler/e2e), in Debian's Chromium.
export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  use: {
    baseURL,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
    },
  },
  projects: [{ name: "desktop", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  webServer: [
    productServer(port, ".wrangler/e2e", mailVars),
    helperServer(`tsx scripts/local-mailbox.ts ${mailboxPort}`, `${mailboxURL}/__mail`),
    helperServer(`tsx scripts/fake-stripe.ts ${fakeStripePort}`, `${fakeStripeURL}/__requests`),
    productServer(stripePort, STRIPE_E2E_STATE_DIR, `${stripeVars(STRIPE_E2E_SECRET_KEY, STRIPE_E2E_WEBHOOK_SECRET)} ${mailVars}`),
    productServer(firstDayPort, FIRST_DAY_STATE_DIR, `--first-day ${stripeVars(FIRST_DAY_STRIPE_SECRET_KEY, FIRST_DAY_WEBHOOK_SECRET)} ${mailVars}`),
  ],
});
