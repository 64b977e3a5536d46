import { SELF } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterEach, expect, test, vi } from "vitest";
import { updateCampSettings } from "../../app/server/camp-settings.server";
import { deliverQueuedMail, providerIdempotencyKey } from "../../app/server/mail.server";
import { createUser, formPost, mailArriving, sessionCookieFor } from "../support/factories";
import { runCron } from "../support/worker";

afterEach(() => vi.restoreAllMocks());

type StoredMail = { id: number; text_body: string; html_body: string; status: string };
const storedMail = (id: number) => env.DB.prepare("SELECT id, text_body, html_body, status FROM outbox WHERE id = ?").bind(id).first<StoredMail>();
const newestMailId = async (to: string) =>
  (await env.DB.prepare("SELECT id FROM outbox WHERE to_address = ? ORDER BY id DESC LIMIT 1").bind(to).first<{ id: number }>())!.id;

async function adminReads(path: string) {
  const admin = await createUser({ isAdmin: true });
  return SELF.fetch(`http://localhost${path}`, { headers: { Cookie: await sessionCookieFor(admin.id) } });
}

/** A mail provider (at `url`) that accepts everything and remembers what it received. */
function fakeProvider(url = "https://api.resend.com/emails") {
  const received: Array<{ text: string; html: string; idempotencyKey: string | null }> = [];
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    expect(String(input instanceof Request ? input.url : input)).toBe(url);
    received.push({ ...JSON.parse(String(init!.body)), idempotencyKey: new Headers(init!.headers).get("Idempotency-Key") });
    return Response.json({ id: "sent" });
  });
  return received;
}

test("an admin reading a reset mail in the outbox sees no live link, and the parent's link still works", async () => {
  const parent = await createUser();
  await SELF.fetch(formPost("/forgot-password", { email: parent.email }));
  const live = await mailArriving(parent.email, "http://localhost/reset-password?token=");
  const token = new URL(live.link).searchParams.get("token")!;

  const read = await adminReads(`/api/admin/outbox/${await newestMailId(parent.email)}`);
  expect(read.status).toBe(200);
  const mail = await read.json<{ subject: string; textBody: string; htmlBody: string }>();
  expect(mail.subject).toBe("Reset your Camp Sarraka password");
  expect(mail.textBody).toContain("Choose a new password: http://localhost/reset-password?token=[removed]");
  expect(mail.textBody + mail.htmlBody).not.toContain(token);

  const reset = await SELF.fetch(formPost("/reset-password", { token, password: "whales sing softly", confirmPassword: "whales sing softly" }));
  expect(reset.headers.get("Location")).toBe("/sign-in?notice=password-reset");
});

test("once the provider has a verification mail, the outbox keeps it without the link's secret", async () => {
  const received = fakeProvider();
  const email = `family-${crypto.randomUUID().slice(0, 8)}@example.org`;
  await SELF.fetch(formPost("/sign-up", { firstName: "Dana", lastName: "Okafor", email, password: "sea otters swim at dawn" }));
  await mailArriving(email, "http://localhost/verify-email?token=");
  const id = await newestMailId(email);
  const queued = await storedMail(id);
  const token = new URL(queued!.text_body.match(/http:\/\/localhost\/verify-email\?token=\S+/)![0]).searchParams.get("token")!;

  expect(await deliverQueuedMail({ ...env, MAIL_PROVIDER_API_KEY: "re_test" }, [id])).toEqual({ sent: 1, failed: 0, givenUp: 0 });
  // The parent's copy carries the working link...
  expect(received).toHaveLength(1);
  expect(received[0].text).toContain(`verify-email?token=${token}`);
  expect(received[0].html).toContain(`verify-email?token=${token}`);
  // ...the camp's copy does not.
  const delivered = await storedMail(id);
  expect(delivered!.status).toBe("sent");
  expect(delivered!.text_body).toContain("verify-email?token=[removed]");
  expect(delivered!.text_body + delivered!.html_body).not.toContain(token);
  expect((await SELF.fetch(`http://localhost/verify-email?token=${token}`)).status).toBe(200);
});

test("a mail given up after a day of refusals keeps no live link either", async () => {
  vi.spyOn(globalThis, "fetch").mockImplementation(async () => new Response("down", { status: 503 }));
  const parent = await createUser();
  await SELF.fetch(formPost("/forgot-password", { email: parent.email }));
  await mailArriving(parent.email);
  const id = await newestMailId(parent.email);
  const { created_at: writtenAt } = (await env.DB.prepare("SELECT created_at FROM outbox WHERE id = ?").bind(id).first<{ created_at: number }>())!;
  const withProvider = { ...env, MAIL_PROVIDER_API_KEY: "re_test" };
  for (const hours of [0, 1, 2, 5, 23]) await deliverQueuedMail(withProvider, [id], new Date(writtenAt + hours * 60 * 60 * 1000));
  expect((await storedMail(id))!.status).toBe("queued");
  expect((await storedMail(id))!.text_body).not.toContain("token=[removed]");
  await deliverQueuedMail(withProvider, [id], new Date(writtenAt + 24 * 60 * 60 * 1000));
  const givenUp = await storedMail(id);
  expect(givenUp!.status).toBe("failed");
  expect(givenUp!.text_body).toContain("reset-password?token=[removed]");
});

test("the cron's clean-up deletes delivered mail past the office's retention period", async () => {
  await updateCampSettings(env, { mailRetentionDays: 7 });
  const now = new Date("2026-12-01T12:00:00Z");
  const daysAgo = (days: number) => now.getTime() - days * 24 * 60 * 60 * 1000;
  const to = `retention-${crypto.randomUUID().slice(0, 8)}@example.org`;
  const insert = (subject: string, status: string, sentAt: number | null, dedupeKey: string | null = null, attempts = 1) =>
    env.DB.prepare(
      "INSERT INTO outbox (to_address, subject, text_body, html_body, kind, status, attempts, created_at, sent_at, dedupe_key) VALUES (?, ?, 'Hi', '<p>Hi</p>', 'test', ?, ?, ?, ?, ?)",
    )
      .bind(to, subject, status, attempts, daysAgo(9), sentAt, dedupeKey)
      .run();
  await insert("Old and sent", "sent", daysAgo(8));
  await insert("Recently sent", "sent", daysAgo(6));
  await insert("Given up long ago", "failed", null, null, 5);
  await insert("Still waiting", "queued", null);
  const onceOnly = `payment-reminder:retention-${to}`;
  await insert("Old notice", "sent", daysAgo(8), onceOnly);

  await runCron(now);

  const { results } = await env.DB.prepare("SELECT to_address, subject, text_body, dedupe_key FROM outbox WHERE to_address = ? OR dedupe_key = ? ORDER BY id")
    .bind(to, onceOnly)
    .all<{ to_address: string; subject: string; text_body: string; dedupe_key: string | null }>();
  expect(results.map((r) => r.subject)).toEqual(["Recently sent", "Still waiting", ""]);
  // The once-only notice is emptied, its key kept: a later run cannot send it again.
  expect(results[2]).toEqual({ to_address: "", subject: "", text_body: "", dedupe_key: onceOnly });
  const list = await (await adminReads("/api/admin/outbox")).json<Array<{ subject: string }>>();
  expect(list.map((m) => m.subject)).not.toContain("");
});

test("mail goes to the provider named by MAIL_PROVIDER_URL, such as the local mailbox", async () => {
  const received = fakeProvider("http://127.0.0.1:8788/emails");
  const parent = await createUser();
  await SELF.fetch(formPost("/forgot-password", { email: parent.email }));
  await mailArriving(parent.email, "http://localhost/reset-password?token=");
  const id = await newestMailId(parent.email);
  const withMailbox = { ...env, MAIL_PROVIDER_API_KEY: "re_local_mailbox", MAIL_PROVIDER_URL: "http://127.0.0.1:8788/" };
  expect(await deliverQueuedMail(withMailbox, [id])).toEqual({ sent: 1, failed: 0, givenUp: 0 });
  expect(received).toHaveLength(1);
  expect((await storedMail(id))!.status).toBe("sent");
  expect(received[0].idempotencyKey).toMatch(new RegExp(`^outbox-${new URL(env.APP_URL).host}-${id}-\\d+$`));
});

test("staging's and production's outbox rows with the same id never share the provider's Idempotency-Key", () => {
  // Both number their outbox from 1, and a provider account they share would drop the second as a repeat.
  const row = { id: 1, createdAt: 1_790_000_000_000 };
  const staging = providerIdempotencyKey({ APP_URL: "https://staging.campsarraka.com" }, row);
  const production = providerIdempotencyKey({ APP_URL: "https://campsarraka.com" }, row);
  expect(staging).not.toBe(production);
  // A database started afresh on the same address numbers from 1 again, at another time.
  expect(providerIdempotencyKey({ APP_URL: "https://campsarraka.com" }, { ...row, createdAt: row.createdAt + 1 })).not.toBe(production);
  // The same mail tried again keeps its key, so the provider still drops the repeat.
  expect(providerIdempotencyKey({ APP_URL: "https://campsarraka.com" }, { ...row })).toBe(production);
});
