// Writes that must happen only together with a registration's state change. A D1 batch runs as
// one transaction; its first statement stamps the registration (updated_at = a fresh instant)
// only when the change is allowed, and every following INSERT selects from the registration
// with that stamp, so when the change was refused (already cancelled, session full) none of
// them writes a row.
import { sql, type SQL } from "drizzle-orm";
import type { PaymentKind } from "~/lib/vocabulary";
import type { AuditActor, AuditEntry } from "../audit.server";
import { d1Statement } from "../db.server";
import type { MailMessage } from "../mail.server";

/** The stamp: now, but always later than the registration's last change, so it is new. */
export function stampAfter(previousUpdatedAt: number) {
  return Math.max(Date.now(), Math.floor(previousUpdatedAt) + 1);
}

export { d1Statement };

function stamped(registrationId: number, stamp: number): SQL {
  return sql`FROM registrations WHERE id = ${registrationId} AND updated_at = ${stamp}`;
}

export function stampedAudit(d1: D1Database, registrationId: number, stamp: number, actor: AuditActor, entry: AuditEntry) {
  return d1Statement(
    d1,
    sql`INSERT INTO audit_log (actor_type, actor_id, actor_name, action, subject_type, subject_id, detail, created_at)
    SELECT ${actor.type}, ${actor.id ?? null}, ${actor.name}, ${entry.action}, ${entry.subjectType}, ${entry.subjectId == null ? null : String(entry.subjectId)}, ${entry.detail === undefined ? null : JSON.stringify(entry.detail)}, ${Date.now()}
    ${stamped(registrationId, stamp)}`,
  );
}

export function stampedMail(d1: D1Database, registrationId: number, stamp: number, message: MailMessage) {
  return d1Statement(
    d1,
    sql`INSERT INTO outbox (to_address, subject, text_body, html_body, kind, dedupe_key, created_at)
    SELECT ${message.to}, ${message.subject}, ${message.text}, ${message.html}, ${message.kind}, ${message.dedupeKey ?? null}, ${Date.now()}
    ${stamped(registrationId, stamp)} ON CONFLICT DO NOTHING`,
  );
}

export function stampedPayment(
  d1: D1Database,
  registrationId: number,
  stamp: number,
  payment: { kind: PaymentKind; amountCents: number; reference: string | null; recordedBy: string },
) {
  return d1Statement(
    d1,
    sql`INSERT INTO payments (registration_id, kind, amount_cents, reference, recorded_by, created_at)
    SELECT id, ${payment.kind}, ${payment.amountCents}, ${payment.reference}, ${payment.recordedBy}, ${Date.now()}
    ${stamped(registrationId, stamp)}`,
  );
}
