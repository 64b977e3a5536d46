import path from "node:path";
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { defineConfig } from "vitest/config";
import { startFakeStripe } from "./scripts/fake-stripe";
import { testNowInstant } from "./tests/support/test-now";

// Tests come in layers (run one with `vitest run --project <name>`):
// - unit: pure modules (app/**/*.test.ts) in plain Node: no workerd, no build, seconds.
// - workerd: tests/workerd against the production build (build/server/index.js, from
//   `npm run build`) inside workerd with real D1, KV and R2 (isolated storage per test file),
//   so pages are rendered exactly as they are served.
const alias = { "~": path.resolve(import.meta.dirname, "app") };

export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: "unit",
          environment: "node",
          include: ["app/**/*.test.ts", "worker/**/*.test.ts", "scripts/**/*.test.ts", "tests/support/**/*.test.ts"],
          setupFiles: ["./tests/support/unit-clock.ts"],
        },
      },
      async () => {
        const migrations = await readD1Migrations(path.join(import.meta.dirname, "migrations"));
        // Stripe calls go through the real SDK to a local fake server (no network in tests), whose
        // clock stands at the suite's moment with the Worker's (tests/support/workerd-clock.ts).
        const suiteMoment = testNowInstant();
        const fakeStripe = await startFakeStripe(0, "127.0.0.1", () => suiteMoment);
        return {
          plugins: [
            cloudflareTest({
              main: "./build/server/index.js",
              wrangler: { configPath: "./wrangler.toml" },
              miniflare: {
                bindings: {
                  TEST_MIGRATIONS: migrations,
                  // Read here, where TEST_NOW is: a bad value stops the run before any test starts.
                  TEST_NOW: new Date(suiteMoment).toISOString(),
                  APP_URL: "http://localhost",
                  PASSWORD_PEPPER: "workerd-tests-pepper",
                  STRIPE_SECRET_KEY: "sk_test_fake",
                  STRIPE_PUBLISHABLE_KEY: "pk_test_fake",
                  STRIPE_WEBHOOK_SECRET: "whsec_test_fake",
                  STRIPE_API_BASE: fakeStripe.url,
                },
              },
            }),
          ],
          resolve: { alias },
          test: {
            name: "workerd",
            include: ["tests/workerd/**/*.test.ts"],
            setupFiles: ["./tests/support/apply-migrations.ts", "./tests/support/workerd-clock.ts"],
            testTimeout: 20_000,
          },
        };
      },
    ],
  },
});
