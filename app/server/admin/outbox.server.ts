// The Mail tab: every e-mail the product wrote to the outbox, newest first.
import { desc, eq } from "drizzle-orm";
import { outbox } from "../../../db/schema";
import { getDb } from "../db.server";

export async function listOutbox(env: Env, limit = 200) {
  return getDb(env)
    .select({ id: outbox.id, toAddress: outbox.toAddress, subject: outbox.subject, kind: outbox.kind, status: outbox.status, createdAt: outbox.createdAt, sentAt: outbox.sentAt, lastError: outbox.lastError })
    .from(outbox)
    .orderBy(desc(outbox.createdAt), desc(outbox.id))
    .limit(limit);
}

export async function getOutboxMessage(env: Env, id: number) {
  const [message] = await getDb(env).select().from(outbox).where(eq(outbox.id, id));
  return message ?? null;
}
