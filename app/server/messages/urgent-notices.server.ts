// What a parent sees of the office's urgent messages: a banner on the dashboard and the family
// page until they mark it read. Only the parent's own recipient rows are read or changed, so a
// message that never went to a family is "not found" to it.
import { and, desc, eq, isNull } from "drizzle-orm";
import { data } from "react-router";
import { familyMessageRecipients, familyMessages } from "../../../db/schema";
import { getDb } from "../db.server";
import { recordId, refused, type Outcome } from "../operation-result.server";

/** The parent's urgent messages not yet read, newest first. */
export async function unreadUrgentMessages(env: Env, parentId: string) {
  return getDb(env)
    .select({ id: familyMessages.id, subject: familyMessages.subject, body: familyMessages.body, sentAt: familyMessages.sentAt })
    .from(familyMessageRecipients)
    .innerJoin(familyMessages, eq(familyMessages.id, familyMessageRecipients.messageId))
    .where(
      and(
        eq(familyMessageRecipients.parentId, parentId),
        isNull(familyMessageRecipients.readAt),
        eq(familyMessages.kind, "urgent"),
        eq(familyMessages.status, "sent"),
      ),
    )
    .orderBy(desc(familyMessages.sentAt), desc(familyMessages.id));
}

export type UrgentMessage = Awaited<ReturnType<typeof unreadUrgentMessages>>[number];

/** Marks a message the family received as read (again is fine); any other id is not found. */
export async function markFamilyMessageRead(env: Env, parentId: string, rawId: unknown, now = new Date()): Promise<Outcome<{ id: number }>> {
  const id = recordId(rawId);
  if (id === null) return refused(404, "Message not found");
  const db = getDb(env);
  const mine = and(eq(familyMessageRecipients.messageId, id), eq(familyMessageRecipients.parentId, parentId));
  const [row] = await db.select({ readAt: familyMessageRecipients.readAt }).from(familyMessageRecipients).where(mine);
  if (!row) return refused(404, "Message not found");
  if (row.readAt === null)
    await db
      .update(familyMessageRecipients)
      .set({ readAt: now.getTime() })
      .where(and(mine, isNull(familyMessageRecipients.readAt)));
  return { ok: true, id };
}

/** "Mark as read" posted to a parent's page: the same operation as the API's, answered as a page answers. */
export async function markReadFromPage(env: Env, parentId: string, form: FormData | null) {
  const result = await markFamilyMessageRead(env, parentId, form?.get("messageId"));
  return result.ok
    ? { intent: "read-message", ok: true, message: "Marked as read." }
    : data({ intent: "read-message", ok: false, message: result.message }, result.status);
}
