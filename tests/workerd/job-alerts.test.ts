import { SELF } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { and, eq } from "drizzle-orm";
import { expect, test } from "vitest";
import { site } from "../../app/content/site";
import { getDb } from "../../app/server/db.server";
import { jobHealth, outbox } from "../../db/schema";
import { createUser, sessionCookieFor } from "../support/factories";
import { deliverStripeEvent, paymentSucceeded, signStripePayload } from "../support/stripe-events";
import { runCron } from "../support/worker";

const db = getDb(env);
const MINUTE = 60_000;

const officeAlerts = () =>
  db
    .select()
    .from(outbox)
    .where(and(eq(outbox.kind, "job-failing"), eq(outbox.toAddress, site.email)));
const healthOf = async (name: string) => (await db.select().from(jobHealth).where(eq(jobHealth.name, name)))[0];

async function windowsPageAsAdmin() {
  const admin = await createUser({ isAdmin: true });
  const response = await SELF.fetch("http://localhost/admin/windows", { headers: { Cookie: await sessionCookieFor(admin.id) } });
  expect(response.status).toBe(200);
  return response.text();
}

test("a cron job failing three runs in a row e-mails the office once; a success ends the streak; a new streak mails again", async () => {
  // A lost table makes the expired-records job fail every run until it is back.
  const breakJob = () => env.DB.prepare("ALTER TABLE auth_tokens RENAME TO auth_tokens_away").run();
  const mendJob = () => env.DB.prepare("ALTER TABLE auth_tokens_away RENAME TO auth_tokens").run();
  const start = Date.now() - 2 * 60 * MINUTE;
  await breakJob();
  await runCron(new Date(start));
  await runCron(new Date(start + 15 * MINUTE));
  expect(await officeAlerts()).toHaveLength(0);
  expect(await healthOf("delete-expired-auth-records")).toMatchObject({ failureStreak: 2, streakStartedAt: start });

  await runCron(new Date(start + 30 * MINUTE));
  const [alert] = await officeAlerts();
  expect(alert).toBeDefined();
  expect(alert.subject).toBe("Expired sign-ins and links failed 3 times in a row");
  expect(alert.textBody).toContain("auth_tokens");
  expect(alert.dedupeKey).toBe(`job-failing:delete-expired-auth-records:${start}`);
  // The other jobs kept running and are not failing.
  expect(await healthOf("deliver-queued-mail")).toBeUndefined();

  await runCron(new Date(start + 45 * MINUTE));
  expect(await officeAlerts()).toHaveLength(1);
  expect((await healthOf("delete-expired-auth-records")).failureStreak).toBe(4);
  const page = await windowsPageAsAdmin();
  expect(page).toContain("Failures in the last 7 days");
  expect(page).toContain("Expired sign-ins and links");
  expect(page).toContain("failing, 4 in a row");
  expect(page).toContain("the office was e-mailed");

  await mendJob();
  await runCron(new Date(start + 60 * MINUTE));
  expect(await healthOf("delete-expired-auth-records")).toMatchObject({ failureStreak: 0, streakStartedAt: null });
  expect(await windowsPageAsAdmin()).toContain("working again");

  // Two failures, a success, two failures: never three in a row, no mail.
  await breakJob();
  await runCron(new Date(start + 75 * MINUTE));
  await runCron(new Date(start + 90 * MINUTE));
  await mendJob();
  await runCron(new Date(start + 105 * MINUTE));
  await breakJob();
  await runCron(new Date(start + 120 * MINUTE));
  await runCron(new Date(start + 135 * MINUTE));
  expect(await officeAlerts()).toHaveLength(1);
  await runCron(new Date(start + 150 * MINUTE));
  expect(await officeAlerts()).toHaveLength(2);
  await mendJob();
}, 60_000);

test("the Stripe webhook failing three times in a row e-mails the office once; bad signatures neither count nor reset", async () => {
  // The database cannot find the intents the camp made: every payment notification fails with a 500.
  await env.DB.prepare("ALTER TABLE payment_intents RENAME TO payment_intents_unreachable").run();
  const webhookAlerts = async () => (await officeAlerts()).filter((m) => m.dedupeKey?.startsWith("job-failing:stripe-webhook:"));
  const forged = () =>
    SELF.fetch("http://localhost/api/stripe/webhook", {
      method: "POST",
      headers: { "Content-Type": "application/json", "Stripe-Signature": "t=1,v1=forged" },
      body: JSON.stringify(paymentSucceeded(1, 100)),
    });

  expect((await deliverStripeEvent(paymentSucceeded(1, 100))).status).toBe(500);
  expect((await deliverStripeEvent(paymentSucceeded(1, 100))).status).toBe(500);
  expect((await forged()).status).toBe(400);
  expect((await healthOf("stripe-webhook")).failureStreak).toBe(2);
  expect(await webhookAlerts()).toHaveLength(0);

  expect((await deliverStripeEvent(paymentSucceeded(1, 100))).status).toBe(500);
  const [alert] = await webhookAlerts();
  expect(alert.subject).toBe("Stripe payment notifications (webhook) failed 3 times in a row");
  expect(alert.textBody).toContain("no such table: payment_intents");
  expect((await deliverStripeEvent(paymentSucceeded(1, 100))).status).toBe(500);
  expect(await webhookAlerts()).toHaveLength(1);

  await env.DB.prepare("ALTER TABLE payment_intents_unreachable RENAME TO payment_intents").run();
  const payload = JSON.stringify({ id: "evt_other", object: "event", type: "customer.created", created: 1, data: { object: {} } });
  const ignored = await SELF.fetch("http://localhost/api/stripe/webhook", {
    method: "POST",
    headers: { "Content-Type": "application/json", "Stripe-Signature": await signStripePayload(payload) },
    body: payload,
  });
  expect(ignored.status).toBe(200);
  expect(await healthOf("stripe-webhook")).toMatchObject({ failureStreak: 0, lastError: expect.stringContaining("no such table: payment_intents") });
});
