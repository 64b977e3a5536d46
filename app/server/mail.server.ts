// The one mail port. Every e-mail is first written to the outbox table (with a unique
// dedupe key when it must go out once only), then delivered through a Resend-compatible HTTP API
// (MAIL_PROVIDER_URL, Resend by default) when MAIL_PROVIDER_API_KEY is set. `npm start` points it
// at the local mailbox (scripts/local-mailbox.ts). Without a key (the workerd tests) nothing is
// delivered: mail waits in the outbox, queued, and admins read it in the Mail tab.
//
// A mail the provider refuses is tried again with back-off (1, 2, 4 ... minutes, then hourly) for a
// day after it was written, then marked failed; the cron's delivery job fails while any mail waits
// for another try (so the office is alerted like for any job), and the Mail tab resends failed mail.
//
// A one-time link in a mail is a way into an account, so no one reads it here: admins always see
// the body with its secret removed, and once the provider has the mail (or it is given up) the
// stored copy keeps only that redacted body. Mail past the office's retention period is deleted.
import { and, asc, count, eq, gt, inArray, isNotNull, isNull, lt, lte, or, sql } from "drizzle-orm";
import { REDACTED_TOKEN } from "../lib/one-time-links";
import { redactOneTimeLinks } from "../lib/one-time-links";
import { outbox } from "../../db/schema";
import { getCampSettings } from "./camp-settings.server";
import { getDb, type Database } from "./db.server";
import { RefusedError } from "./operation-result.server";
import { plural } from "~/lib/format";

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** What the mail is for ('verify-email', 'payment-link', 'registration-open', ...). */
  kind: string;
  /** Same key, same mail: a second send with this key is ignored. */
  dedupeKey?: string;
};

const MINUTE_MS = 60 * 1000;
/** How long a mail is tried before it is marked failed: from when it was written, or resent. */
export const MAIL_RETRY_WINDOW_MS = 24 * 60 * MINUTE_MS;
const LONGEST_WAIT_MS = 60 * MINUTE_MS;

/** The wait after a mail's nth failed attempt: 1, 2, 4 ... minutes, at most an hour. */
export function retryWaitMs(failedAttempts: number) {
  return Math.min(2 ** Math.max(0, failedAttempts - 1) * MINUTE_MS, LONGEST_WAIT_MS);
}

/** When a mail stops being tried and is marked failed. */
const giveUpAt = (row: { createdAt: number; giveUpAt: number | null }) => row.giveUpAt ?? row.createdAt + MAIL_RETRY_WINDOW_MS;

/** A batchable insert, for callers that must write the mail in the same batch as a state change. */
export function queueMailStatement(db: Database, message: MailMessage) {
  return db
    .insert(outbox)
    .values({
      toAddress: message.to,
      subject: message.subject,
      textBody: message.text,
      htmlBody: message.html,
      kind: message.kind,
      dedupeKey: message.dedupeKey ?? null,
    })
    .onConflictDoNothing()
    .returning({ id: outbox.id });
}

/** Queues one mail and tries to deliver it at once. Returns false when its key was already used. */
export async function sendMail(env: Env, message: MailMessage, now = new Date()): Promise<boolean> {
  const [row] = await queueMailStatement(getDb(env), message);
  if (!row) return false;
  await deliverQueuedMail(env, [row.id], now);
  return true;
}

// Resend's API unless another Resend-compatible one is named (scripts/local-mailbox.ts in development).
const DEFAULT_PROVIDER_URL = "https://api.resend.com";

/**
 * The provider's address when it is a mailbox on this computer (`npm start`'s local mailbox),
 * for the Mail tab to link to; null for a real provider, whose API has no page to read.
 */
export function localMailboxUrl(env: Env): string | null {
  if (!env.MAIL_PROVIDER_URL) return null;
  const url = new URL(env.MAIL_PROVIDER_URL); // checked to be a URL by env.server.ts at start
  return ["127.0.0.1", "localhost", "[::1]"].includes(url.hostname) ? url.origin : null;
}

/**
 * The provider drops a second request with the same key, so a retry never doubles a mail. The key
 * names the deployment and the row's creation time as well as its id: staging, production and a
 * database started afresh all number their outbox from 1, and a provider account they share keeps
 * keys for a day, so `outbox-1` alone would silence another deployment's first mail.
 */
export function providerIdempotencyKey(env: Pick<Env, "APP_URL">, row: { id: number; createdAt: number }) {
  return `outbox-${new URL(env.APP_URL).host}-${row.id}-${row.createdAt}`;
}

async function sendThroughProvider(env: Env, row: typeof outbox.$inferSelect) {
  const base = (env.MAIL_PROVIDER_URL || DEFAULT_PROVIDER_URL).replace(/\/+$/, "");
  const response = await fetch(`${base}/emails`, {
    method: "POST",
    headers: {
      Authorization: `Bearer ${env.MAIL_PROVIDER_API_KEY}`,
      "Content-Type": "application/json",
      "Idempotency-Key": providerIdempotencyKey(env, row),
    },
    body: JSON.stringify({ from: env.MAIL_FROM, to: [row.toAddress], subject: row.subject, text: row.textBody, html: row.htmlBody }),
  });
  if (!response.ok) throw new Error(`mail provider answered ${response.status}: ${await response.text()}`);
}

/** A stored mail's bodies as anyone may read them: the secret of every one-time link removed. */
export function readableBodies(mail: { textBody: string; htmlBody: string }) {
  return { textBody: redactOneTimeLinks(mail.textBody), htmlBody: redactOneTimeLinks(mail.htmlBody) };
}

/**
 * An outbox row (D1's column names) as a nightly backup stores it: a backup is read by more
 * people, and kept longer, than the outbox, so no live one-time link goes into it. A mail still
 * waiting with such a link is stored redacted and given up on (failed): restored, it must not be
 * sent with its link removed (Resend refuses it too); the family asks for a new link instead.
 */
export function outboxRowForBackup(row: Record<string, unknown>): Record<string, unknown> {
  const textBody = String(row.text_body ?? "");
  const htmlBody = String(row.html_body ?? "");
  const readable = readableBodies({ textBody, htmlBody });
  if (readable.textBody === textBody && readable.htmlBody === htmlBody) return row;
  return {
    ...row,
    text_body: readable.textBody,
    html_body: readable.htmlBody,
    status: "failed",
    next_attempt_at: null,
    last_error: "Not sent: restored from a backup, which keeps no one-time link. Ask the family to request a new link.",
  };
}

/** Mail that is due: queued, and either never tried or past its wait. */
const dueAt = (at: number) => and(eq(outbox.status, "queued"), or(isNull(outbox.nextAttemptAt), lte(outbox.nextAttemptAt, at)));

/**
 * Delivers the mail that is due (queued, past any wait after a failed attempt); `ids` limits it to
 * some rows. A refused attempt waits `retryWaitMs` before the next, and the attempt at or after the
 * mail's give-up time marks it failed, keeping only its redacted body.
 */
export async function deliverQueuedMail(env: Env, ids?: number[], now = new Date()) {
  // No provider, nowhere to deliver: the mail stays queued, and is sent once a provider is set.
  if (!env.MAIL_PROVIDER_API_KEY) return { sent: 0, failed: 0, givenUp: 0 };
  const at = now.getTime();
  const db = getDb(env);
  const rows = await db
    .select()
    .from(outbox)
    .where(and(dueAt(at), ids ? inArray(outbox.id, ids) : undefined))
    .orderBy(asc(sql`coalesce(${outbox.nextAttemptAt}, ${outbox.createdAt})`), asc(outbox.id))
    .limit(50);
  let sent = 0;
  let givenUp = 0;
  for (const row of rows) {
    const attempts = row.attempts + 1;
    try {
      await sendThroughProvider(env, row);
      await db
        .update(outbox)
        .set({ status: "sent", sentAt: at, attempts, lastError: null, nextAttemptAt: null, ...readableBodies(row) })
        .where(eq(outbox.id, row.id));
      sent += 1;
    } catch (error) {
      const lastError = String(error);
      const deadline = giveUpAt(row);
      if (at >= deadline) {
        // A day of tries is over: marked failed for the office to resend. The live link will never
        // be sent, so it is not kept either.
        await db
          .update(outbox)
          .set({ status: "failed", attempts, lastError, nextAttemptAt: null, ...readableBodies(row) })
          .where(eq(outbox.id, row.id));
        givenUp += 1;
      } else {
        const nextAttemptAt = Math.min(at + retryWaitMs(attempts), deadline);
        await db.update(outbox).set({ attempts, lastError, nextAttemptAt }).where(eq(outbox.id, row.id));
      }
    }
  }
  return { sent, failed: rows.length - sent, givenUp };
}

/** Mail the provider refused that waits for another try: how many, and the last answer. */
async function mailWaitingForRetry(env: Env) {
  const db = getDb(env);
  const waiting = and(eq(outbox.status, "queued"), gt(outbox.attempts, 0));
  const [[{ n }], [latest]] = await db.batch([
    db.select({ n: count() }).from(outbox).where(waiting),
    db
      .select({ lastError: outbox.lastError })
      .from(outbox)
      .where(waiting)
      .orderBy(sql`${outbox.nextAttemptAt} DESC`)
      .limit(1),
  ]);
  return { count: n, lastError: latest?.lastError ?? null };
}

function shortError(text: string | null) {
  const answer = (text ?? "no answer").replace(/^Error: /, "");
  return answer.length > 160 ? `${answer.slice(0, 160)}…` : answer;
}

/**
 * The cron's delivery job: delivers what is due, and fails (the job's health, and three failures in
 * a row alert the office) while any mail waits for another try or when a mail was given up.
 */
export async function deliverDueMail(env: Env, now: Date) {
  const delivered = await deliverQueuedMail(env, undefined, now);
  const waiting = await mailWaitingForRetry(env);
  const problems = [
    delivered.givenUp > 0
      ? `${plural(delivered.givenUp, "e-mail was", "e-mails were")} not delivered after a day of tries: marked Failed on the Mail tab, where Resend sends ${delivered.givenUp === 1 ? "it" : "them"} again.`
      : null,
    waiting.count > 0
      ? `${plural(waiting.count, "e-mail waits", "e-mails wait")} for another try (the provider answered: ${shortError(waiting.lastError)}). Each is tried for a day after it was written, then marked Failed on the Mail tab.`
      : null,
  ].filter((problem): problem is string => problem !== null);
  if (problems.length > 0) throw new Error(problems.join(" "));
  return { ...delivered, waiting: 0 };
}

/** Whether a stored body had a one-time link whose secret was removed (it would arrive broken). */
const lostItsLink = (mail: { textBody: string }) => mail.textBody.includes(`token=${REDACTED_TOKEN}`);

/**
 * The Mail tab's Resend: a failed mail is queued again with a new day of tries and sent at once.
 * A mail whose one-time link was removed is refused (the family asks for a new link), as is one
 * that is not failed (a second click finds it already on its way or sent).
 */
export async function resendMail(env: Env, id: number, now = new Date()) {
  const db = getDb(env);
  const [mail] = await db
    .select({ status: outbox.status, textBody: outbox.textBody, toAddress: outbox.toAddress })
    .from(outbox)
    .where(and(eq(outbox.id, id), isNull(outbox.erasedAt)));
  if (!mail) throw new RefusedError(404, "E-mail not found");
  if (mail.status === "sent") throw new RefusedError(409, "This e-mail was delivered: there is nothing to resend.");
  if (mail.status === "queued") throw new RefusedError(409, "This e-mail is already waiting to be sent.");
  if (lostItsLink(mail)) {
    throw new RefusedError(
      409,
      "This e-mail held a one-time link, removed when it was given up: ask the family to request a new link (Forgot password, or sign in to be sent a new confirmation).",
    );
  }
  const at = now.getTime();
  // Guarded by its status, so two clicks queue it once.
  const [queued] = await db
    .update(outbox)
    .set({ status: "queued", attempts: 0, nextAttemptAt: null, giveUpAt: at + MAIL_RETRY_WINDOW_MS })
    .where(and(eq(outbox.id, id), eq(outbox.status, "failed")))
    .returning({ id: outbox.id });
  if (!queued) throw new RefusedError(409, "This e-mail is already waiting to be sent.");
  await deliverQueuedMail(env, [id], now);
  const [after] = await db.select({ status: outbox.status, lastError: outbox.lastError }).from(outbox).where(eq(outbox.id, id));
  return { sentTo: mail.toAddress, delivered: after?.status === "sent", lastError: after?.status === "sent" ? null : (after?.lastError ?? null) };
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Deletes mail past the office's retention period (`mailRetentionDays`): delivered mail that
 * many days after it was sent, mail given up on that many days after it was written. A once-only
 * notice keeps its row, emptied, so its dedupe key still stops a second send.
 */
export async function deleteMailPastRetention(env: Env, now: Date) {
  const { mailRetentionDays } = await getCampSettings(env);
  const cutoff = now.getTime() - mailRetentionDays * DAY_MS;
  const db = getDb(env);
  const past = and(
    isNull(outbox.erasedAt),
    or(and(eq(outbox.status, "sent"), lt(outbox.sentAt, cutoff)), and(eq(outbox.status, "failed"), lt(outbox.createdAt, cutoff))),
  );
  const [deleted, emptied] = await db.batch([
    db
      .delete(outbox)
      .where(and(past, isNull(outbox.dedupeKey)))
      .returning({ id: outbox.id }),
    db
      .update(outbox)
      .set({ toAddress: "", subject: "", textBody: "", htmlBody: "", lastError: null, erasedAt: now.getTime() })
      .where(and(past, isNotNull(outbox.dedupeKey)))
      .returning({ id: outbox.id }),
  ]);
  return { deleted: deleted.length + emptied.length };
}

const escapeHtml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** Builds the text and HTML parts of a simple camp e-mail: paragraphs and one button link. */
export function composeMail(paragraphs: string[], action?: { label: string; url: string }) {
  const text = [...paragraphs, ...(action ? [`${action.label}: ${action.url}`] : []), "", "Camp Sarraka"].join("\n\n");
  const html = `<div style="font-family:Verdana,sans-serif;color:#0b3a5b;line-height:1.5;max-width:560px">
${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join("\n")}
${action ? `<p><a href="${escapeHtml(action.url)}" style="display:inline-block;background:#ff6f59;color:#fff;padding:12px 20px;border-radius:999px;text-decoration:none;font-weight:bold">${escapeHtml(action.label)}</a></p>` : ""}
<p>Camp Sarraka</p></div>`;
  return { text, html };
}
