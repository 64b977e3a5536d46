// The Messages tab's list: each message with its audience in words and every recipient with the
// delivery status of their mail (the outbox row's) and, for an urgent message, when they read it.
import { desc, eq, inArray, sql } from "drizzle-orm";
import { describeAudience } from "~/lib/messages/audience";
import { campSessions, familyMessageRecipients, familyMessages, outbox } from "../../../db/schema";
import { getDb } from "../db.server";

const LIST_LIMIT = 50;

export type RecipientStatus = "queued" | "sent" | "failed";

async function recipientsOf(env: Env, messageIds: number[]) {
  if (messageIds.length === 0) return [];
  return getDb(env)
    .select({
      messageId: familyMessageRecipients.messageId,
      email: familyMessageRecipients.email,
      // A mail emptied after the retention period was delivered long ago.
      delivery: sql<RecipientStatus>`coalesce(${outbox.status}, 'sent')`,
      readAt: familyMessageRecipients.readAt,
    })
    .from(familyMessageRecipients)
    .leftJoin(outbox, eq(outbox.id, familyMessageRecipients.outboxId))
    .where(inArray(familyMessageRecipients.messageId, messageIds))
    .orderBy(familyMessageRecipients.email);
}

type MessageRow = typeof familyMessages.$inferSelect & { sessionName: string | null };

function shown(message: MessageRow, recipients: Awaited<ReturnType<typeof recipientsOf>>) {
  const audience = { scope: message.scope, date: message.audienceDate, sessionId: message.sessionId, site: message.site, group: message.groupName };
  const own = recipients.filter((r) => r.messageId === message.id).map(({ email, delivery, readAt }) => ({ email, delivery, readAt }));
  return {
    id: message.id,
    kind: message.kind,
    subject: message.subject,
    body: message.body,
    audience: describeAudience(audience, message.sessionName),
    status: message.status,
    scheduledFor: message.scheduledFor,
    sentAt: message.sentAt,
    createdAt: message.createdAt,
    recipients: own,
    counts: {
      families: own.length,
      sent: own.filter((r) => r.delivery === "sent").length,
      failed: own.filter((r) => r.delivery === "failed").length,
      queued: own.filter((r) => r.delivery === "queued").length,
      read: own.filter((r) => r.readAt !== null).length,
    },
  };
}

export type FamilyMessageForOffice = ReturnType<typeof shown>;

function selectMessages(env: Env) {
  return getDb(env)
    .select({ message: familyMessages, sessionName: campSessions.name })
    .from(familyMessages)
    .leftJoin(campSessions, eq(campSessions.id, familyMessages.sessionId));
}

/** The newest messages, scheduled and sent, with their recipients. */
export async function listFamilyMessages(env: Env): Promise<FamilyMessageForOffice[]> {
  const rows = await selectMessages(env).orderBy(desc(familyMessages.createdAt), desc(familyMessages.id)).limit(LIST_LIMIT);
  const recipients = await recipientsOf(
    env,
    rows.map((r) => r.message.id),
  );
  return rows.map((r) => shown({ ...r.message, sessionName: r.sessionName }, recipients));
}

/** One message with its recipients, or null. */
export async function getFamilyMessage(env: Env, id: number): Promise<FamilyMessageForOffice | null> {
  const [row] = await selectMessages(env).where(eq(familyMessages.id, id));
  if (!row) return null;
  return shown({ ...row.message, sessionName: row.sessionName }, await recipientsOf(env, [id]));
}

/** The sessions a message may be for: those not over more than a week ago, soonest first. */
export async function sessionsForMessages(env: Env, today: string) {
  return getDb(env)
    .select({ id: campSessions.id, name: campSessions.name, location: campSessions.location, startDate: campSessions.startDate })
    .from(campSessions)
    .where(sql`${campSessions.endDate} >= date(${today}, '-7 days')`)
    .orderBy(campSessions.startDate, campSessions.location, campSessions.name)
    .limit(300);
}
