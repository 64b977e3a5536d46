import { expect, test } from "vitest";
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

test("the mail provider's address, when set, must be an address", () => {
  expect(envProblems({ ...good, MAIL_PROVIDER_URL: "http://127.0.0.1:8788" })).toEqual([]);
  expect(envProblems({ ...good, MAIL_PROVIDER_URL: "resend" })).toEqual([
    "MAIL_PROVIDER_URL: MAIL_PROVIDER_URL must be the mail provider's address, e.g. https://api.resend.com",
  ]);
});
