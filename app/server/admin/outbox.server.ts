// The Mail tab: every e-mail the product wrote to the outbox and still keeps, newest first.
// Bodies are shown with the secret of every one-time link removed (see mail.server.ts).
import { and, desc, eq, isNull } from "drizzle-orm";
import { outbox } from "../../../db/schema";
import { getDb } from "../db.server";
import { readableBodies } from "../mail.server";

export async function listOutbox(env: Env, limit = 200) {
  return getDb(env)
    .select({
      id: outbox.id,
      toAddress: outbox.toAddress,
      subject: outbox.subject,
      kind: outbox.kind,
      status: outbox.status,
      createdAt: outbox.createdAt,
      sentAt: outbox.sentAt,
      lastError: outbox.lastError,
      attempts: outbox.attempts,
      nextAttemptAt: outbox.nextAttemptAt,
    })
    .from(outbox)
    .where(isNull(outbox.erasedAt))
    .orderBy(desc(outbox.createdAt), desc(outbox.id))
    .limit(limit);
}

export async function getOutboxMessage(env: Env, id: number) {
  const [message] = await getDb(env)
    .select()
    .from(outbox)
    .where(and(eq(outbox.id, id), isNull(outbox.erasedAt)));
  return message ? { ...message, ...readableBodies(message) } : null;
}
