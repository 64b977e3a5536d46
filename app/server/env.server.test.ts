import { describe, expect, test } from "vitest";
import { envProblems } from "./env.server";

const good = {
  APP_URL: "https://campsarraka.com",
  MAIL_FROM: "Camp Sarraka <hello@campsarraka.com>",
  PASSWORD_PEPPER: "a-long-random-production-pepper",
};

test("complete settings have no problems; optional secrets may be missing", () => {
  expect(envProblems(good)).toEqual([]);
});

test("a missing or short pepper and a bad address are each named", () => {
  const { PASSWORD_PEPPER: _, ...noPepper } = good;
  expect(envProblems(noPepper)).toEqual(["PASSWORD_PEPPER: PASSWORD_PEPPER is not set (wrangler secret put PASSWORD_PEPPER)"]);
  expect(envProblems({ ...good, PASSWORD_PEPPER: "short" })).toEqual(["PASSWORD_PEPPER: PASSWORD_PEPPER must be at least 16 characters"]);
  expect(envProblems({ ...good, APP_URL: "campsarraka" })[0]).toContain("APP_URL");
});

describe("a deployed camp (staging or production) refuses to serve half-configured", () => {
  const deployed = {
    ...good,
    CAMP_ENV: "production",
    MAIL_PROVIDER_API_KEY: "re_live_key",
    STRIPE_SECRET_KEY: "sk_live_1",
    STRIPE_PUBLISHABLE_KEY: "pk_live_1",
    STRIPE_WEBHOOK_SECRET: "whsec_1",
  };

  test("complete: no problems; no Stripe at all is allowed (checkout says payments are not configured)", () => {
    expect(envProblems(deployed)).toEqual([]);
    const { STRIPE_SECRET_KEY: _s, STRIPE_PUBLISHABLE_KEY: _p, STRIPE_WEBHOOK_SECRET: _w, ...noStripe } = deployed;
    expect(envProblems(noStripe)).toEqual([]);
  });

  test("an http APP_URL is refused in staging and production, allowed locally", () => {
    expect(envProblems({ ...deployed, APP_URL: "http://localhost:8787" })).toEqual([
      "APP_URL: APP_URL must be an https address in production (it is http://localhost:8787)",
    ]);
    expect(envProblems({ ...deployed, CAMP_ENV: "staging", APP_URL: "http://staging.campsarraka.com" })[0]).toContain("https address in staging");
    expect(envProblems({ ...deployed, CAMP_ENV: "development", APP_URL: "http://localhost:8787" })).toEqual([]);
  });

  test.each([["STRIPE_SECRET_KEY"], ["STRIPE_PUBLISHABLE_KEY"], ["STRIPE_WEBHOOK_SECRET"]])("Stripe without %s is refused", (name) => {
    const problems = envProblems({ ...deployed, [name]: undefined });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(`Stripe is configured partly: set ${name} too`);
    expect(problems[0]).toContain(`wrangler secret put ${name} --env production`);
  });

  test("no mail provider is refused (no parent could confirm an address); a local fake Stripe address is refused", () => {
    expect(envProblems({ ...deployed, MAIL_PROVIDER_API_KEY: undefined })).toEqual([
      "MAIL_PROVIDER_API_KEY: MAIL_PROVIDER_API_KEY is not set: parents could not confirm their address (wrangler secret put MAIL_PROVIDER_API_KEY --env production)",
    ]);
    expect(envProblems({ ...deployed, STRIPE_API_BASE: "http://127.0.0.1:12111" })[0]).toContain("STRIPE_API_BASE");
  });

  test("an unknown environment name is refused", () => {
    expect(envProblems({ ...deployed, CAMP_ENV: "prod" })[0]).toContain("CAMP_ENV");
  });

  test("a local mailbox address is refused", () => {
    expect(envProblems({ ...deployed, MAIL_PROVIDER_URL: "http://127.0.0.1:8788" })[0]).toContain("local mailbox");
  });
});

test("the mail provider's address, when set, must be an address", () => {
  expect(envProblems({ ...good, MAIL_PROVIDER_URL: "http://127.0.0.1:8788" })).toEqual([]);
  expect(envProblems({ ...good, MAIL_PROVIDER_URL: "resend" })).toEqual([
    "MAIL_PROVIDER_URL: MAIL_PROVIDER_URL must be the mail provider's address, e.g. https://api.resend.com",
  ]);
});
