// Mail the provider refuses is tried again with back-off for a day after it was written, then marked
// failed; meanwhile the delivery job fails, so the office is alerted as for any job, and the Mail
// tab offers Resend for failed mail (docs/decisions/0061-mail-retried-for-a-day.md). The clock is
// the cron's: each run is given its time.
import { createExecutionContext, createScheduledController, SELF, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { and, eq } from "drizzle-orm";
import { afterEach, expect, test, vi } from "vitest";
import { site } from "../../app/content/site";
import { getDb } from "../../app/server/db.server";
import { composeMail, sendMail } from "../../app/server/mail.server";
import { jobHealth, outbox } from "../../db/schema";
import { createUser, formPost, sessionCookieFor } from "../support/factories";
import { worker } from "../support/worker";

afterEach(() => vi.restoreAllMocks());

const db = getDb(env);
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const withProvider = { ...env, MAIL_PROVIDER_API_KEY: "re_test" } as Env;

/**
 * A mail provider that answers 500 until `up` is set, and notes at which (cron) time each mail
 * reached it; Stripe's fake and anything else is fetched as usual.
 */
function provider() {
  const state = { up: false, clock: Date.now(), calls: [] as Array<{ subject: string; at: number; delivered: boolean }> };
  const realFetch = globalThis.fetch;
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    if (!url.startsWith("https://api.resend.com/")) return realFetch(input, init);
    const { subject } = JSON.parse(String(init!.body)) as { subject: string };
    state.calls.push({ subject, at: state.clock, delivered: state.up });
    return state.up ? Response.json({ id: "sent" }) : new Response("provider unavailable", { status: 500 });
  });
  return state;
}

async function runCronWithProvider(at: number) {
  const ctx = createExecutionContext();
  await worker.scheduled(createScheduledController({ scheduledTime: new Date(at), cron: "*/15 * * * *" }), withProvider, ctx);
  await waitOnExecutionContext(ctx);
}

const mailBySubject = async (subject: string) => (await db.select().from(outbox).where(eq(outbox.subject, subject)))[0];

async function adminCookie() {
  const admin = await createUser({ isAdmin: true });
  return sessionCookieFor(admin.id);
}

test("a receipt written in a provider outage is tried for a day with back-off, the office is alerted, and Resend on the Mail tab delivers it", async () => {
  const state = provider();
  const subject = `Your Camp Sarraka receipt ${crypto.randomUUID().slice(0, 8)}`;
  const parent = await createUser();
  state.clock = Date.now();
  await sendMail(withProvider, { to: parent.email, subject, kind: "cart-receipt", ...composeMail(["We received your payment."]) }, new Date(state.clock));
  const written = await mailBySubject(subject);
  const t0 = written.createdAt;
  expect(written).toMatchObject({ status: "queued", attempts: 1, nextAttemptAt: state.clock + MINUTE });

  // The cron for a little over a day, the provider down throughout: every 15 minutes, except an
  // hourly run (at a quarter past) from the 4th to the 22nd hour, when the mail waits an hour between
  // tries anyway.
  const statusAt = new Map<number, string>();
  let healthAt2Hours: typeof jobHealth.$inferSelect | undefined;
  for (let at = t0 + 15 * MINUTE; at <= t0 + 25 * HOUR; at += at - t0 >= 4.25 * HOUR && at - t0 < 22.25 * HOUR ? HOUR : 15 * MINUTE) {
    state.clock = at;
    await runCronWithProvider(at);
    if ((at - t0) % HOUR === 0) statusAt.set((at - t0) / HOUR, (await mailBySubject(subject)).status);
    if (at - t0 === 2 * HOUR) [healthAt2Hours] = await db.select().from(jobHealth).where(eq(jobHealth.name, "deliver-queued-mail"));
  }

  const tries = state.calls.filter((c) => c.subject === subject).map((c) => c.at - t0);
  // Not given up after an hour (five tries, as before), but tried all day, each wait longer, at most an hour apart...
  expect(statusAt.get(2)).toBe("queued");
  expect(statusAt.get(23)).toBe("queued");
  const gaps = tries.slice(1).map((at, i) => at - tries[i]);
  // The first retries at each run (1, 2, 4, 8 minutes' wait), then 16, 32 and 60 minutes.
  expect(gaps.slice(1, 7)).toEqual([15, 15, 15, 30, 45, 60].map((m) => m * MINUTE));
  expect(Math.max(...gaps)).toBeLessThanOrEqual(HOUR);
  expect(gaps.filter((gap) => gap === HOUR).length).toBeGreaterThan(15);
  expect(tries.length).toBeGreaterThan(20);
  expect(tries.length).toBeLessThan(40);
  // ...the last at a day after it was written, and then it is marked failed and tried no more.
  expect(tries.at(-1)).toBeGreaterThanOrEqual(24 * HOUR);
  expect(tries.at(-1)).toBeLessThan(24 * HOUR + 15 * MINUTE);
  expect(statusAt.get(25)).toBe("failed");
  expect((await mailBySubject(subject)).lastError).toContain("500");

  // The delivery job failed every run while mail waited: its health row, and one alert to the office.
  expect(healthAt2Hours).toMatchObject({ failureStreak: 8, lastError: expect.stringContaining("for another try") });
  expect(healthAt2Hours?.alertedAt).toBe(t0 + 45 * MINUTE);
  const alerts = await db
    .select()
    .from(outbox)
    .where(and(eq(outbox.kind, "job-failing"), eq(outbox.toAddress, site.email)));
  const mailAlerts = alerts.filter((a) => a.dedupeKey?.startsWith("job-failing:deliver-queued-mail:"));
  expect(mailAlerts).toHaveLength(1);
  expect(mailAlerts[0].subject).toBe("Deliver queued e-mail failed 3 times in a row");
  expect(mailAlerts[0].textBody).toContain("1 e-mail waits for another try (the provider answered: mail provider answered 500: provider unavailable)");
  expect(mailAlerts[0].textBody).toContain("provider unavailable");

  // The Mail tab says it and offers Resend on the failed mail.
  const cookie = await adminCookie();
  const tab = await (await SELF.fetch("http://localhost/admin/mail", { headers: { Cookie: cookie } })).text();
  expect(tab).toMatch(/\d+ e-mails? (was|were) not delivered/);
  expect(tab).toContain(`Resend &quot;${subject}&quot; to ${parent.email}`);

  // The provider is back: Resend delivers it at once.
  state.up = true;
  state.clock = t0 + 26 * HOUR;
  const ctx = createExecutionContext();
  const post = formPost("/admin/mail", { intent: "resend", id: String(written.id) }, { Cookie: cookie }) as Request<unknown, IncomingRequestCfProperties>;
  const resent = await worker.fetch(post, withProvider, ctx);
  await waitOnExecutionContext(ctx);
  expect(resent.status).toBe(200);
  expect(state.calls.filter((c) => c.subject === subject && c.delivered)).toHaveLength(1);
  expect(await mailBySubject(subject)).toMatchObject({ status: "sent", lastError: null });
  // A second Resend (a double click, a retried post) sends nothing more.
  const again = await SELF.fetch(`http://localhost/api/admin/outbox/${written.id}/resend`, {
    method: "POST",
    headers: { Cookie: cookie, Origin: "http://localhost", "Sec-Fetch-Site": "same-origin" },
  });
  expect(again.status).toBe(409);
  expect(((await again.json()) as { message: string }).message).toBe("This e-mail was delivered: there is nothing to resend.");
  expect(state.calls.filter((c) => c.subject === subject && c.delivered)).toHaveLength(1);
}, 180_000);

test("Resend refuses mail that is not failed, that is unknown, or whose one-time link was removed, and changes nothing", async () => {
  const cookie = await adminCookie();
  const insert = (status: string, textBody: string) =>
    env.DB.prepare(
      "INSERT INTO outbox (to_address, subject, text_body, html_body, kind, status, attempts) VALUES ('someone@example.org', 'Reset', ?, '', 'reset-password', ?, 1) RETURNING id",
    )
      .bind(textBody, status)
      .first<{ id: number }>();
  const lostLink = (await insert("failed", "Choose a new password: http://localhost/reset-password?token=[removed]"))!.id;
  const waiting = (await insert("queued", "Hello"))!.id;
  const resend = (id: number | string) =>
    SELF.fetch(`http://localhost/api/admin/outbox/${id}/resend`, {
      method: "POST",
      headers: { Cookie: cookie, Origin: "http://localhost", "Sec-Fetch-Site": "same-origin" },
    });
  const answers = await Promise.all([resend(lostLink), resend(waiting), resend(999999), resend("abc")]);
  expect(answers.map((a) => a.status)).toEqual([409, 409, 404, 404]);
  expect(((await answers[0].json()) as { message: string }).message).toContain("ask the family to request a new link");
  // The page door answers the same.
  const page = await SELF.fetch(formPost("/admin/mail", { intent: "resend", id: String(lostLink) }, { Cookie: cookie }));
  expect(page.status).toBe(409);
  const rows = await env.DB.prepare("SELECT status FROM outbox WHERE id IN (?, ?) ORDER BY id").bind(lostLink, waiting).all<{ status: string }>();
  expect(rows.results.map((r) => r.status)).toEqual(["failed", "queued"]);
});
