// The Worker's settings and secrets, checked once when an isolate first serves. A Worker that is
// missing one it cannot run safely without (above all PASSWORD_PEPPER: without it every password
// hash would be keyed with a public constant) refuses to serve instead of running half-configured.
// The camp's time zone is not a setting: it is CAMP_TIME_ZONE in app/lib/camp-dates.ts, shared by
// the browser and the Worker. Local development and the tests set a development pepper explicitly (scripts/serve-local.sh,
// vitest.config.ts, .dev.vars).
import { z } from "zod";

const optional = z.string().optional();

export const envSchema = z.object({
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
