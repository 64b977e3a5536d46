// What the scheduled jobs sent and when, read from the outbox for the admin windows view.
import { and, desc, inArray, isNull, sql } from "drizzle-orm";
import { outbox } from "../../db/schema";
import { getDb } from "./db.server";

/** The outbox kinds the cron writes, in the order a family meets them. */
export const CRON_MAIL_KINDS = [
  { kind: "registration-open", label: "Registration is open" },
  { kind: "lottery-accepted", label: "Accepted (seat offered)" },
  { kind: "lottery-waitlisted", label: "Waitlisted" },
  { kind: "payment-reminder", label: "Deferred-payment reminder" },
  { kind: "hold-reminder", label: "Unpaid hold reminder" },
  { kind: "hold-released", label: "Unpaid hold released" },
] as const;

const kinds = CRON_MAIL_KINDS.map((k) => k.kind);

export async function summarizeCronMail(env: Env, recentLimit = 30) {
  const db = getDb(env);
  const [counts, recent] = await Promise.all([
    db
      .select({
        kind: outbox.kind,
        total: sql<number>`count(*)`,
        sent: sql<number>`sum(${outbox.status} = 'sent')`,
        failed: sql<number>`sum(${outbox.status} = 'failed')`,
        queued: sql<number>`sum(${outbox.status} = 'queued')`,
        firstAt: sql<number>`min(${outbox.createdAt})`,
        lastAt: sql<number>`max(${outbox.createdAt})`,
      })
      .from(outbox)
      .where(inArray(outbox.kind, kinds))
      .groupBy(outbox.kind),
    db
      .select({
        id: outbox.id,
        kind: outbox.kind,
        toAddress: outbox.toAddress,
        subject: outbox.subject,
        status: outbox.status,
        createdAt: outbox.createdAt,
        sentAt: outbox.sentAt,
        lastError: outbox.lastError,
      })
      .from(outbox)
      // Counts include mail emptied after the retention period; the list shows what is kept.
      .where(and(inArray(outbox.kind, kinds), isNull(outbox.erasedAt)))
      .orderBy(desc(outbox.createdAt), desc(outbox.id))
      .limit(recentLimit),
  ]);
  const byKind = new Map(counts.map((c) => [c.kind, c]));
  return {
    byKind: CRON_MAIL_KINDS.map(({ kind, label }) => {
      const c = byKind.get(kind);
      return {
        kind,
        label,
        total: Number(c?.total ?? 0),
        sent: Number(c?.sent ?? 0),
        failed: Number(c?.failed ?? 0),
        queued: Number(c?.queued ?? 0),
        firstAt: c?.firstAt ?? null,
        lastAt: c?.lastAt ?? null,
      };
    }),
    recent,
  };
}
