// The workerd tests run at the suite's camp moment (decision 0065): the Worker shares the tests'
// isolate, so its "now" and every row it stamps follow TEST_NOW, not the machine's clock.
import { SELF } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { expect, test } from "vitest";
import { formPost, mailArriving } from "../support/factories";
import { testNowInstant } from "../support/test-now";

const suiteMoment = testNowInstant(env.TEST_NOW);

test("the Worker's clock stands at the suite's camp moment", () => {
  expect(Date.now()).toBe(suiteMoment);
  expect(new Date().getTime()).toBe(suiteMoment);
});

test("a family signing up gets an account, a link and a mail stamped at the suite's moment, not SQLite's", async () => {
  const email = `clock-${crypto.randomUUID().slice(0, 8)}@example.org`;
  const response = await SELF.fetch(formPost("/sign-up", { firstName: "Dana", lastName: "Okafor", email, password: "sea otters swim at dawn" }));
  expect(response.status).toBe(200);
  await mailArriving(email);

  const stamps = await env.DB.prepare(
    `SELECT u.created_at AS account, t.created_at AS link, (SELECT max(created_at) FROM outbox WHERE to_address = u.email) AS mail
     FROM users u JOIN auth_tokens t ON t.user_id = u.id WHERE u.email = ?`,
  )
    .bind(email)
    .first<{ account: number; link: number; mail: number }>();
  expect(stamps).toEqual({ account: suiteMoment, link: suiteMoment, mail: suiteMoment });
});
