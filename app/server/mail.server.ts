// The one mail port. Every e-mail is first written to the outbox table (with a unique
// dedupe key when it must go out once only), then delivered through a Resend-compatible HTTP API
// (MAIL_PROVIDER_URL, Resend by default) when MAIL_PROVIDER_API_KEY is set. `npm start` points it
// at the local mailbox (scripts/local-mailbox.ts). Without a key (the workerd tests) nothing is
// delivered: mail waits in the outbox, queued, and admins read it in the Mail tab.
//
// A one-time link in a mail is a way into an account, so no one reads it here: admins always see
// the body with its secret removed, and once the provider has the mail (or it is given up) the
// stored copy keeps only that redacted body. Mail past the office's retention period is deleted.
import { and, eq, gte, inArray, isNotNull, isNull, lt, or } from "drizzle-orm";
import { redactOneTimeLinks } from "../lib/one-time-links";
import { outbox } from "../../db/schema";
import { getCampSettings } from "./camp-settings.server";
import { getDb, type Database } from "./db.server";

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

const MAX_ATTEMPTS = 5;

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
export async function sendMail(env: Env, message: MailMessage): Promise<boolean> {
  const [row] = await queueMailStatement(getDb(env), message);
  if (!row) return false;
  await deliverQueuedMail(env, [row.id]);
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
 * waiting with such a link is stored redacted and given up on (failed, out of attempts): restored,
 * it must not be sent with its link removed; the family asks for a new link instead.
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
    attempts: MAX_ATTEMPTS,
    last_error: "Not sent: restored from a backup, which keeps no one-time link. Ask the family to request a new link.",
  };
}

/** Delivers queued (and previously failed) mail; `ids` limits it to some rows. Used by the cron for retries. */
export async function deliverQueuedMail(env: Env, ids?: number[]) {
  // No provider, nowhere to deliver: the mail stays queued, and is sent once a provider is set.
  if (!env.MAIL_PROVIDER_API_KEY) return { sent: 0, failed: 0 };
  const db = getDb(env);
  const pending = and(
    or(eq(outbox.status, "queued"), eq(outbox.status, "failed")),
    lt(outbox.attempts, MAX_ATTEMPTS),
    ids ? inArray(outbox.id, ids) : undefined,
  );
  const rows = await db.select().from(outbox).where(pending).limit(50);
  let sent = 0;
  for (const row of rows) {
    const attempts = row.attempts + 1;
    try {
      await sendThroughProvider(env, row);
      await db
        .update(outbox)
        .set({ status: "sent", sentAt: Date.now(), attempts, lastError: null, ...readableBodies(row) })
        .where(eq(outbox.id, row.id));
      sent += 1;
    } catch (error) {
      // After the last attempt the live link will never be sent: it is not kept either.
      const givenUp = attempts >= MAX_ATTEMPTS ? readableBodies(row) : {};
      await db
        .update(outbox)
        .set({ status: "failed", attempts, lastError: String(error), ...givenUp })
        .where(eq(outbox.id, row.id));
    }
  }
  return { sent, failed: rows.length - sent };
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
    or(
      and(eq(outbox.status, "sent"), lt(outbox.sentAt, cutoff)),
      and(eq(outbox.status, "failed"), gte(outbox.attempts, MAX_ATTEMPTS), lt(outbox.createdAt, cutoff)),
    ),
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
