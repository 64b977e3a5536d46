// The one mail port. Every e-mail is first written to the outbox table (with a unique
// dedupe key when it must go out once only), then delivered: through the provider's HTTP API
// when MAIL_PROVIDER_API_KEY is set, otherwise the outbox itself is the destination (local
// development and tests), where admins read it in the Mail tab.
import { and, eq, inArray, lt, or } from "drizzle-orm";
import { outbox } from "../../db/schema";
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

async function sendThroughProvider(env: Env, row: typeof outbox.$inferSelect) {
  const response = await fetch("https://api.resend.com/emails", {
    method: "POST",
    headers: {
      Authorization: `Bearer ${env.MAIL_PROVIDER_API_KEY}`,
      "Content-Type": "application/json",
      // The provider drops a second request with the same key, so a retry never doubles a mail.
      "Idempotency-Key": `outbox-${row.id}`,
    },
    body: JSON.stringify({ from: env.MAIL_FROM, to: [row.toAddress], subject: row.subject, text: row.textBody, html: row.htmlBody }),
  });
  if (!response.ok) throw new Error(`mail provider answered ${response.status}: ${await response.text()}`);
}

/** Delivers queued (and previously failed) mail; `ids` limits it to some rows. Used by the cron for retries. */
export async function deliverQueuedMail(env: Env, ids?: number[]) {
  const db = getDb(env);
  const pending = and(
    or(eq(outbox.status, "queued"), eq(outbox.status, "failed")),
    lt(outbox.attempts, MAX_ATTEMPTS),
    ids ? inArray(outbox.id, ids) : undefined,
  );
  const now = Date.now();
  if (!env.MAIL_PROVIDER_API_KEY) {
    await db.update(outbox).set({ status: "sent", sentAt: now, attempts: 1 }).where(pending);
    return;
  }
  const rows = await db.select().from(outbox).where(pending).limit(50);
  for (const row of rows) {
    try {
      await sendThroughProvider(env, row);
      await db.update(outbox).set({ status: "sent", sentAt: Date.now(), attempts: row.attempts + 1, lastError: null }).where(eq(outbox.id, row.id));
    } catch (error) {
      await db.update(outbox).set({ status: "failed", attempts: row.attempts + 1, lastError: String(error) }).where(eq(outbox.id, row.id));
    }
  }
}

const escapeHtml = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** Builds the text and HTML parts of a simple camp e-mail: paragraphs and one button link. */
export function composeMail(paragraphs: string[], action?: { label: string; url: string }) {
  const text = [...paragraphs, ...(action ? [`${action.label}: ${action.url}`] : []), "", "Camp Sarraka"].join("\n\n");
  const html = `<div style="font-family:Verdana,sans-serif;color:#0b3a5b;line-height:1.5;max-width:560px">
${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join("\n")}
${action ? `<p><a href="${escapeHtml(action.url)}" style="display:inline-block;background:#ff6f59;color:#fff;padding:12px 20px;border-radius:999px;text-decoration:none;font-weight:bold">${escapeHtml(action.label)}</a></p>` : ""}
<p>Camp Sarraka</p></div>`;
  return { text, html };
}
