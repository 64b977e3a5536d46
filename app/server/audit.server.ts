// The audit log: who changed money or medical data, or read medical data, and when.
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
