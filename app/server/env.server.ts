// The Worker's settings and secrets, checked once when an isolate first serves. A Worker that is
// missing one it cannot run safely without (above all PASSWORD_PEPPER: without it every password
// hash would be keyed with a public constant) refuses to serve instead of running half-configured.
// The camp's time zone is not a setting: it is CAMP_TIME_ZONE in app/lib/camp-dates.ts, shared by
// the browser and the Worker. Local development and the tests set a development pepper explicitly (scripts/serve-local.sh,
// vitest.config.ts, .dev.vars).
import { z } from "zod";

const optional = z.string().optional();

export const envSchema = z
  .object({
    CAMP_ENV: z.enum(["development", "staging", "production"]).default("development"),
    APP_URL: z.url({ error: "APP_URL must be the site's address, e.g. https://campsarraka.com" }),
    MAIL_FROM: z.string().min(1, { error: "MAIL_FROM must name the sender of the camp's mail" }),
    PASSWORD_PEPPER: z.string({ error: "PASSWORD_PEPPER is not set (wrangler secret put PASSWORD_PEPPER)" }).min(16, {
      error: "PASSWORD_PEPPER must be at least 16 characters",
    }),
    STRIPE_SECRET_KEY: optional,
    STRIPE_PUBLISHABLE_KEY: optional,
    STRIPE_WEBHOOK_SECRET: optional,
    STRIPE_API_BASE: z.url().optional(),
    MAIL_PROVIDER_API_KEY: optional,
    MAIL_PROVIDER_URL: z.url({ error: "MAIL_PROVIDER_URL must be the mail provider's address, e.g. https://api.resend.com" }).optional(),
    GOOGLE_CLIENT_ID: optional,
    GOOGLE_CLIENT_SECRET: optional,
    BOOTSTRAP_STAFF_USERNAME: optional,
    BOOTSTRAP_STAFF_PASSWORD: optional,
    BOOTSTRAP_STAFF_NAME: optional,
  })
  .superRefine((env, ctx) => {
    // Local development and the tests run with none of these; a deployed camp must have all of them.
    if (env.CAMP_ENV === "development") return;
    const problem = (path: string, message: string) => ctx.addIssue({ code: "custom", path: [path], message });
    if (!env.APP_URL.startsWith("https://")) problem("APP_URL", `APP_URL must be an https address in ${env.CAMP_ENV} (it is ${env.APP_URL})`);
    // Half a Stripe setup charges cards and records nothing (no webhook secret) or cannot charge at all.
    const stripe = {
      STRIPE_SECRET_KEY: env.STRIPE_SECRET_KEY,
      STRIPE_PUBLISHABLE_KEY: env.STRIPE_PUBLISHABLE_KEY,
      STRIPE_WEBHOOK_SECRET: env.STRIPE_WEBHOOK_SECRET,
    };
    const missing = Object.entries(stripe)
      .filter(([, value]) => !value)
      .map(([name]) => name);
    if (missing.length > 0 && missing.length < 3) {
      problem(
        "STRIPE",
        `Stripe is configured partly: set ${missing.join(" and ")} too, or none of the three (wrangler secret put ${missing[0]} --env ${env.CAMP_ENV})`,
      );
    }
    if (env.STRIPE_API_BASE) problem("STRIPE_API_BASE", "STRIPE_API_BASE points Stripe at a local fake: remove it from a deployed environment");
    if (env.MAIL_PROVIDER_URL && /^https?:\/\/(127\.|localhost|\[::1\])/.test(env.MAIL_PROVIDER_URL)) {
      problem("MAIL_PROVIDER_URL", "MAIL_PROVIDER_URL points the camp's mail at a local mailbox: remove it from a deployed environment");
    }
    // Without a provider no parent can confirm an address, so no one could sign in.
    if (!env.MAIL_PROVIDER_API_KEY) {
      problem(
        "MAIL_PROVIDER_API_KEY",
        `MAIL_PROVIDER_API_KEY is not set: parents could not confirm their address (wrangler secret put MAIL_PROVIDER_API_KEY --env ${env.CAMP_ENV})`,
      );
    }
  });

/** What is wrong with these settings, one line each; empty when the Worker may serve. */
export function envProblems(env: Record<string, unknown>): string[] {
  const result = envSchema.safeParse(env);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
}

// Bindings do not change within an isolate, so each env object is checked once.
const checked = new WeakMap<object, string[]>();

/** The problems of this Worker's env, checked once per isolate (and logged once). */
export function checkEnvOnce(env: Env): string[] {
  let problems = checked.get(env);
  if (!problems) {
    problems = envProblems(env as unknown as Record<string, unknown>);
    if (problems.length) console.error(`Camp Sarraka refuses to serve: its configuration is incomplete.\n${problems.join("\n")}`);
    checked.set(env, problems);
  }
  return problems;
}

/** The answer to every request while the configuration is incomplete (details are in the log only). */
export function misconfiguredResponse(): Response {
  return new Response("Camp Sarraka is not available right now: the site is not fully configured.", {
    status: 503,
    headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store", "retry-after": "300" },
  });
}
