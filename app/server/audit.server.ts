// The audit log: who changed money or medical data, or read medical data, and when.
import { sql } from "drizzle-orm";
import { auditLog } from "../../db/schema";
import { getDb, type Database } from "./db.server";

export type AuditActor = { type: "user" | "staff" | "system"; id?: string | null; name: string };
export type AuditEntry = {
  action: string;
  subjectType: string;
  subjectId?: string | number | null;
  detail?: unknown;
};

/** A batchable insert, so the log entry commits together with the change it describes. */
export function auditStatement(db: Database, actor: AuditActor, entry: AuditEntry) {
  return db.insert(auditLog).values({
    actorType: actor.type,
    actorId: actor.id ?? null,
    actorName: actor.name,
    action: entry.action,
    subjectType: entry.subjectType,
    subjectId: entry.subjectId == null ? null : String(entry.subjectId),
    detail: entry.detail === undefined ? null : JSON.stringify(entry.detail),
  });
}

export async function recordAudit(env: Env, actor: AuditActor, entry: AuditEntry) {
  await auditStatement(getDb(env), actor, entry);
}

/**
 * A staff read of medical data is one viewing for this long: the same reader opening the same
 * subject again within it (a page's loader read again after a change on the page, a reload) adds
 * no row. See docs/decisions/0020-one-audit-row-per-medical-view.md.
 */
export const READ_AUDIT_WINDOW_MS = 10 * 60 * 1000;

/** Logs a read unless the same actor's same read of the same subject was logged within READ_AUDIT_WINDOW_MS. */
export async function recordRead(db: Database, actor: AuditActor, entry: AuditEntry, now = Date.now()) {
  const subjectId = entry.subjectId == null ? null : String(entry.subjectId);
  const actorId = actor.id ?? null;
  const detail = entry.detail === undefined ? null : JSON.stringify(entry.detail);
  // One statement, so two reads at the same moment cannot both find no row and both insert.
  await db.run(sql`
    INSERT INTO ${auditLog} (actor_type, actor_id, actor_name, action, subject_type, subject_id, detail, created_at)
    SELECT ${actor.type}, ${actorId}, ${actor.name}, ${entry.action}, ${entry.subjectType}, ${subjectId}, ${detail}, ${now}
    WHERE NOT EXISTS (
      SELECT 1 FROM ${auditLog}
      WHERE subject_type = ${entry.subjectType} AND subject_id IS ${subjectId} AND action = ${entry.action}
        AND actor_type = ${actor.type} AND actor_id IS ${actorId} AND created_at > ${now - READ_AUDIT_WINDOW_MS}
    )`);
}
