// Messages from the office to families: preview, write (send now or schedule), and send. Sending
// is idempotent and safe when two runs overlap (the button and the cron, a retried request): each
// family's mail has the outbox key `family-message:<message>:<parent>` and each family one
// recipient row (unique message and parent), all written in one D1 batch, so however often a
// message is sent, a family gets it once.
import { and, eq, lte, sql } from "drizzle-orm";
import { describeAudience } from "~/lib/messages/audience";
import { familyMessageSchema, messagePreviewSchema, type Audience } from "~/lib/messages/message-schema";
import type { MessageKind } from "~/lib/vocabulary";
import { campSessions, familyMessageRecipients, familyMessages, outbox } from "../../../db/schema";
import type { AuditActor } from "../audit.server";
import { auditStatement } from "../audit.server";
import { d1Statement, getDb } from "../db.server";
import { composeMail, deliverQueuedMail } from "../mail.server";
import { parseInput, recordId, refused, type Outcome, type Refused } from "../operation-result.server";
import { familiesInAudience } from "./audience.server";

/** The outbox kind of every family message's mail. */
export const FAMILY_MESSAGE_MAIL_KIND = "family-message";
const DELIVERY_CHUNK = 50;

const mailKey = (messageId: number) => `${FAMILY_MESSAGE_MAIL_KIND}:${messageId}:`;

/** A session message names a session that exists; anything else needs no look-up. */
async function audienceRefusal(env: Env, audience: Audience): Promise<Refused | null> {
  if (audience.scope !== "session") return null;
  const [session] = await getDb(env).select({ id: campSessions.id }).from(campSessions).where(eq(campSessions.id, audience.sessionId!));
  return session ? null : { ok: false, status: 400, message: "That session does not exist.", fieldErrors: { sessionId: ["That session does not exist."] } };
}

async function sessionName(env: Env, audience: Audience) {
  if (audience.sessionId === null) return null;
  const [session] = await getDb(env).select({ name: campSessions.name }).from(campSessions).where(eq(campSessions.id, audience.sessionId));
  return session?.name ?? null;
}

/** Who the message would reach if it were sent now: how many families and their addresses. */
export async function previewFamilyMessage(
  env: Env,
  input: unknown,
  now = new Date(),
): Promise<Outcome<{ audience: string; families: number; emails: string[] }>> {
  const parsed = parseInput(messagePreviewSchema, input);
  if (!parsed.ok) return parsed;
  const { kind, audience } = parsed.data;
  const refusal = await audienceRefusal(env, audience);
  if (refusal) return refusal;
  const families = await familiesInAudience(env, audience, kind, now);
  return { ok: true, audience: describeAudience(audience, await sessionName(env, audience)), families: families.length, emails: families.map((f) => f.email) };
}

/**
 * Writes the message and sends it now, or keeps it for the cron when it has a time to come. The
 * same compose form posted twice (its request key) is the same message, sent once.
 */
export async function createFamilyMessage(
  env: Env,
  actor: AuditActor,
  input: unknown,
  now = new Date(),
): Promise<Outcome<{ id: number; status: "scheduled" | "sent"; families: number }>> {
  const parsed = parseInput(familyMessageSchema, input);
  if (!parsed.ok) return parsed;
  const { kind, subject, body, sendAt, requestKey, audience } = parsed.data;
  if (sendAt !== null && sendAt <= now.getTime()) {
    return { ok: false, status: 400, message: "Send at must be a time to come.", fieldErrors: { sendAt: ["Send at must be a time to come."] } };
  }
  const refusal = await audienceRefusal(env, audience);
  if (refusal) return refusal;
  // Sending now to no one is a mistake in the audience; a scheduled message is judged when due.
  if (sendAt === null && (await familiesInAudience(env, audience, kind, now)).length === 0) {
    return refused(422, "No family is in that audience: nothing was sent.");
  }
  const db = getDb(env);
  const [inserted] = await db
    .insert(familyMessages)
    .values({
      requestKey,
      kind,
      subject,
      body,
      scope: audience.scope,
      audienceDate: audience.date,
      sessionId: audience.sessionId,
      site: audience.site,
      groupName: audience.group,
      status: "scheduled",
      scheduledFor: sendAt ?? now.getTime(),
      createdBy: actor.id ?? actor.name,
    })
    .onConflictDoNothing()
    .returning({ id: familyMessages.id });
  const id = inserted?.id ?? (await db.select({ id: familyMessages.id }).from(familyMessages).where(eq(familyMessages.requestKey, requestKey!)))[0].id;
  if (inserted) {
    await db.batch([
      auditStatement(db, actor, {
        action: sendAt === null ? "message.send" : "message.schedule",
        subjectType: "family_message",
        subjectId: id,
        detail: { kind, subject },
      }),
    ]);
  }
  const [message] = await db.select().from(familyMessages).where(eq(familyMessages.id, id));
  if (message.status === "scheduled" && message.scheduledFor > now.getTime()) return { ok: true, id, status: "scheduled", families: 0 };
  const sent = await sendFamilyMessage(env, id, now);
  return { ok: true, id, status: "sent", families: sent.families };
}

function mailOf(message: { kind: MessageKind; body: string }, appUrl: string) {
  const paragraphs = message.body
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
  const why =
    message.kind === "news"
      ? "You are receiving this camp news because your child is registered. You can turn news e-mails off in your account settings."
      : "You are receiving this because your child is registered for these camp days.";
  return composeMail([...paragraphs, why], { label: "Open your family page", url: new URL("/account", appUrl || "http://localhost").toString() });
}

/**
 * Sends a message to every family of its audience (resolved now) that has not had it: one mail
 * each, queued in the outbox with the recipient row, in one batch. A message already sent is left
 * as it is. Returns how many families the message has reached in all.
 */
export async function sendFamilyMessage(env: Env, id: number, now = new Date()) {
  const db = getDb(env);
  const [message] = await db.select().from(familyMessages).where(eq(familyMessages.id, id));
  if (!message) return { families: 0, queued: 0 };
  if (message.status !== "sent") {
    const audience: Audience = { scope: message.scope, date: message.audienceDate, sessionId: message.sessionId, site: message.site, group: message.groupName };
    const families = (await familiesInAudience(env, audience, message.kind, now)).map((f) => ({ parentId: f.parentId, email: f.email }));
    const { text, html } = mailOf(message, env.APP_URL);
    const payload = JSON.stringify(families);
    const key = mailKey(id);
    await env.DB.batch([
      d1Statement(
        env.DB,
        sql`INSERT INTO outbox (to_address, subject, text_body, html_body, kind, dedupe_key, created_at)
          SELECT json_extract(value, '$.email'), ${message.subject}, ${text}, ${html}, ${FAMILY_MESSAGE_MAIL_KIND}, ${key} || json_extract(value, '$.parentId'), ${now.getTime()}
          FROM json_each(${payload}) WHERE true
          ON CONFLICT (dedupe_key) DO NOTHING`,
      ),
      d1Statement(
        env.DB,
        sql`INSERT INTO family_message_recipients (message_id, parent_id, email, outbox_id, created_at)
          SELECT ${id}, json_extract(value, '$.parentId'), json_extract(value, '$.email'),
            (SELECT o.id FROM outbox o WHERE o.dedupe_key = ${key} || json_extract(value, '$.parentId')), ${now.getTime()}
          FROM json_each(${payload}) WHERE true
          ON CONFLICT (message_id, parent_id) DO NOTHING`,
      ),
      d1Statement(env.DB, sql`UPDATE family_messages SET status = 'sent', sent_at = ${now.getTime()} WHERE id = ${id} AND status = 'scheduled'`),
    ]);
  }
  const results = await db
    .select({ outboxId: familyMessageRecipients.outboxId })
    .from(familyMessageRecipients)
    .innerJoin(outbox, eq(outbox.id, familyMessageRecipients.outboxId))
    .where(and(eq(familyMessageRecipients.messageId, id), eq(outbox.status, "queued")));
  const queued = results.map((r) => r.outboxId!);
  // Delivered at once where a provider is set; what is left (or fails) goes with the cron's delivery.
  for (let i = 0; i < queued.length; i += DELIVERY_CHUNK) await deliverQueuedMail(env, queued.slice(i, i + DELIVERY_CHUNK));
  const [count] = await db.all<{ n: number }>(sql`SELECT count(*) AS n FROM family_message_recipients WHERE message_id = ${id}`);
  return { families: Number(count?.n ?? 0), queued: queued.length };
}

/** The cron's job: every scheduled message whose time has come is sent (once; see above). */
export async function sendDueFamilyMessages(env: Env, now: Date) {
  const due = await getDb(env)
    .select({ id: familyMessages.id })
    .from(familyMessages)
    .where(and(eq(familyMessages.status, "scheduled"), lte(familyMessages.scheduledFor, now.getTime())));
  let families = 0;
  for (const { id } of due) families += (await sendFamilyMessage(env, id, now)).families;
  return { messages: due.length, families };
}

/**
 * Withdraws a message that is still waiting for its time. The delete is guarded by its status, so
 * a message the cron has just sent is never half-withdrawn: its recipient rows need the message
 * row, and a send that meets a deleted message writes nothing (the batch fails as one).
 */
export async function cancelScheduledMessage(env: Env, actor: AuditActor, rawId: unknown): Promise<Outcome<{ id: number }>> {
  const id = recordId(rawId);
  if (id === null) return refused(404, "Message not found");
  const db = getDb(env);
  const [gone] = await db
    .delete(familyMessages)
    .where(and(eq(familyMessages.id, id), eq(familyMessages.status, "scheduled")))
    .returning({ id: familyMessages.id, subject: familyMessages.subject });
  if (gone) {
    await db.batch([auditStatement(db, actor, { action: "message.cancel", subjectType: "family_message", subjectId: id, detail: { subject: gone.subject } })]);
    return { ok: true, id };
  }
  const [sent] = await db.select({ id: familyMessages.id }).from(familyMessages).where(eq(familyMessages.id, id));
  return sent ? refused(409, "This message has been sent already: it cannot be cancelled.") : refused(404, "Message not found");
}
