// Verified pickup: each camper's authorized adults (kept by the parent on /account/pickup), the
// family's pickup code, and the check that a check-out names a valid pickup. A roster entry
// built from a registration has a family; one imported from CSV has none and keeps the door's
// old behaviour (see docs/decisions/0022-verified-pickup.md).
import { and, asc, eq, gt, isNull, lte, sql } from "drizzle-orm";
import { authorizedAdults, campers, familyPickupCodes, pickupCodeAttempts, rosterEntries, users } from "../../../db/schema";
import { checkPickupCode, deviceCodeCheck, hashPickupCode, newPickupCode, PICKUP_CODE_ITERATIONS, type PickupCodeCheck } from "~/lib/attendance/pickup-code";
import { codeLockedMessage, codeLockedUntil, PICKUP_CODE_WINDOW_MS, wrongCodeMessage } from "~/lib/attendance/pickup-code-limit";
import { pickupCodeCheckSchema, type Pickup } from "~/lib/attendance/pickup-schema";
import { rosterId } from "~/lib/attendance/roster-entry-schema";
import { campToday } from "~/lib/camp-dates";
import { auditStatement, recordAudit, type AuditActor } from "../audit.server";
import { columnNames, d1Statement, getDb, type Database } from "../db.server";
import { deliverQueuedMail, queueMailStatement } from "../mail.server";
import { newPickupCodeMail } from "../admin/mail-notices.server";
import { parseInput, refused, type Outcome } from "../operation-result.server";
import type { StaffSession } from "../staff-session.server";
import { staffActor } from "./roster-entries.server";

/** What the attendance record keeps about who picked the camper up. */
export type VerifiedPickup = {
  method: "adult" | "code" | "override";
  name: string;
  relationship: string | null;
  adultId: number | null;
  reason: string | null;
};

/**
 * The photo's address: its R2 object's random name, so it cannot be guessed from an id, and it
 * changes with the photo. Served only to the parent and to staff for a child on a roster (app/routes/pickup-photo.ts).
 */
export const pickupPhotoUrl = (adult: { photoKey: string | null }) => (adult.photoKey ? `/pickup-photos/${adult.photoKey.split("/").pop()}` : undefined);

export const codeCheckOf = (row: { salt: string; hash: string } | null | undefined): PickupCodeCheck | null =>
  row ? { algorithm: "PBKDF2-SHA256", iterations: PICKUP_CODE_ITERATIONS, salt: row.salt, hash: row.hash } : null;

/**
 * For the roster the door caches: each family entry's authorized adults and its family's code
 * check (never the code). Two selects that join loadRoster's batch, so the roster stays one
 * round trip. The code checks come only with a roster of today (the camp's day): a door device
 * holds what a check at the door needs offline, the families of the campers it may check out
 * today, never every family it ever had a roster of (docs/decisions/0042-door-doses-hand-overs-and-codes.md).
 */
export function rosterPickupQueries(db: Database, sessionId: number, today = campToday()) {
  const familyCampers = sql`(SELECT camper_id FROM roster_entries WHERE attendance_session_id = ${sessionId} AND camper_id IS NOT NULL AND removed_at IS NULL)`;
  return [
    db
      .select()
      .from(authorizedAdults)
      .where(sql`${authorizedAdults.camperId} IN ${familyCampers}`)
      .orderBy(asc(authorizedAdults.id)),
    db
      .select({ camperId: campers.id, salt: familyPickupCodes.salt, hash: familyPickupCodes.hash })
      .from(campers)
      .innerJoin(familyPickupCodes, eq(familyPickupCodes.parentId, campers.parentId))
      .where(and(sql`${campers.id} IN ${familyCampers}`, sql`EXISTS (SELECT 1 FROM attendance_sessions WHERE id = ${sessionId} AND date = ${today})`)),
  ] as const;
}

type RosterAdult = { id: number; name: string; relationship: string; phone: string; photoUrl?: string };

export function rosterPickupMaps(adults: Array<typeof authorizedAdults.$inferSelect>, codes: Array<{ camperId: number; salt: string; hash: string }>) {
  const adultsByCamper = new Map<number, RosterAdult[]>();
  for (const a of adults) {
    const list = adultsByCamper.get(a.camperId) ?? [];
    list.push({ id: a.id, name: a.name, relationship: a.relationship, phone: a.phone, ...(a.photoKey ? { photoUrl: pickupPhotoUrl(a) } : {}) });
    adultsByCamper.set(a.camperId, list);
  }
  // A device holds only part of each check (decision 0057): the server checks the whole code.
  const checkByCamper = new Map(codes.map((c) => [c.camperId, deviceCodeCheck(codeCheckOf(c)!)]));
  return { adultsByCamper, checkByCamper };
}

/**
 * Whether `pickup` may take roster entry `rosterEntryId` home. A camper with a family needs an
 * authorized adult of that camper, the family's code, or an override with a reason; a camper
 * without one (imported from CSV) may go with no pickup named, or with an override's name.
 * Refusals are in the counselor's words; a wrong code is also written to the audit log.
 *
 * Wrong codes are limited per family: after PICKUP_CODE_MAX_WRONG within PICKUP_CODE_WINDOW_MS
 * the code is refused, even the right one, and not even checked (no answer to guess against);
 * adults and overrides still work. The window is the server's: wrong codes count from when the
 * server received them (a device's own wrong codes arrive in its queue before its check-out), so
 * a device cannot date its attempts out of the window (docs/decisions/0034-door-device-data-and-clock.md).
 */
export async function verifyPickup(
  env: Env,
  rosterEntryId: number,
  pickup: Pickup | undefined,
  actor: AuditActor,
): Promise<Outcome<{ pickup: VerifiedPickup | null }>> {
  const db = getDb(env);
  const [entry] = await db
    .select({
      camperId: rosterEntries.camperId,
      camperName: rosterEntries.camperName,
      sessionId: rosterEntries.attendanceSessionId,
      parentId: campers.parentId,
    })
    .from(rosterEntries)
    .leftJoin(campers, eq(campers.id, rosterEntries.camperId))
    .where(and(eq(rosterEntries.id, rosterEntryId), isNull(rosterEntries.removedAt)));
  if (!entry) return refused(404, "Camper not found");
  const override = (p: Extract<Pickup, { kind: "override" }>): VerifiedPickup => ({
    method: "override",
    name: p.name,
    relationship: null,
    adultId: null,
    reason: p.reason,
  });
  if (entry.camperId == null || entry.parentId == null) {
    if (!pickup) return { ok: true, pickup: null };
    if (pickup.kind === "override") return { ok: true, pickup: override(pickup) };
    return refused(422, noFamilyMessage(entry.camperName));
  }
  if (!pickup) return refused(422, `Choose who is picking up ${entry.camperName}: an authorized adult or the family's pickup code`);
  if (pickup.kind === "override") return { ok: true, pickup: override(pickup) };
  if (pickup.kind === "adult") {
    const [adult] = await db
      .select()
      .from(authorizedAdults)
      .where(and(eq(authorizedAdults.id, pickup.adultId), eq(authorizedAdults.camperId, entry.camperId)));
    if (!adult) return refused(422, `That person is not on ${entry.camperName}'s authorized pickup list`);
    return { ok: true, pickup: { method: "adult", name: adult.name, relationship: adult.relationship, adultId: adult.id, reason: null } };
  }
  const checked = await checkFamilyCode(db, actor, { ...entry, parentId: entry.parentId, rosterEntryId }, pickup.code);
  if (!checked.ok) return checked;
  return { ok: true, pickup: { method: "code", name: pickup.name, relationship: null, adultId: null, reason: null } };
}

const noFamilyMessage = (camperName: string) => `${camperName} has no family on file: type the name of the person picking up instead`;

type FamilyEntry = { parentId: string; rosterEntryId: number; sessionId: number; camperName: string };

/**
 * The family's code against `typed`, under the family's limit: refused while locked (429, not even
 * checked), a wrong code counted (422, with the tries left), else accepted.
 */
async function checkFamilyCode(db: Database, actor: AuditActor, entry: FamilyEntry, typed: string): Promise<Outcome<object>> {
  const [code] = await db.select().from(familyPickupCodes).where(eq(familyPickupCodes.parentId, entry.parentId));
  if (!code) return refused(422, `${entry.camperName}'s family has no pickup code yet: choose an authorized adult or record an override`);
  const now = Date.now();
  const wrongBefore = await wrongCodesReceivedBefore(db, entry.parentId, now);
  const attempt = (outcome: "wrong" | "locked") => codeAttemptStatements(db, actor, entry, outcome, now);
  if (codeLockedUntil(wrongBefore, now) !== null) {
    await db.batch(attempt("locked"));
    return refused(429, codeLockedMessage(entry.camperName));
  }
  if (!(await checkPickupCode(typed, codeCheckOf(code)))) {
    await db.batch(attempt("wrong"));
    return refused(422, wrongCodeMessage(entry.camperName, wrongBefore.length + 1));
  }
  return { ok: true };
}

/**
 * A code typed at an online door, checked here before its pickup dialog closes: the server knows
 * the family's current code (the device's check may be older) and every door's wrong codes, so a
 * locked family or a stale code is refused at once, with what to do instead. Counted like a
 * check-out's code (a wrong one counts towards the lock); nothing is recorded on the camper.
 */
export async function checkPickupCodeAtDoor(env: Env, staff: StaffSession, rosterEntryId: unknown, input: unknown): Promise<Outcome<object>> {
  const v = parseInput(pickupCodeCheckSchema, input);
  if (!v.ok) return v;
  const id = rosterId.safeParse(rosterEntryId);
  if (!id.success) return refused(404, "Camper not found");
  const db = getDb(env);
  const [entry] = await db
    .select({ camperName: rosterEntries.camperName, sessionId: rosterEntries.attendanceSessionId, parentId: campers.parentId })
    .from(rosterEntries)
    .leftJoin(campers, eq(campers.id, rosterEntries.camperId))
    .where(and(eq(rosterEntries.id, id.data), isNull(rosterEntries.removedAt)));
  if (!entry) return refused(404, "Camper not found");
  if (entry.parentId == null) return refused(422, noFamilyMessage(entry.camperName));
  return checkFamilyCode(db, staffActor(staff), { ...entry, parentId: entry.parentId, rosterEntryId: id.data }, v.data.code);
}

// ---------------------------------------------------------------- wrong codes, limited per family

/**
 * When the server received each of the family's wrong codes in the window before `now` (the
 * server's clock; a device's time is shown to the office but never decides the limit).
 */
export async function wrongCodesReceivedBefore(db: Database, parentId: string, now: number): Promise<number[]> {
  const rows = await db
    .select({ receivedAt: pickupCodeAttempts.createdAt })
    .from(pickupCodeAttempts)
    .where(
      and(
        eq(pickupCodeAttempts.parentId, parentId),
        eq(pickupCodeAttempts.outcome, "wrong"),
        gt(pickupCodeAttempts.createdAt, now - PICKUP_CODE_WINDOW_MS),
        lte(pickupCodeAttempts.createdAt, now),
      ),
    );
  return rows.map((r) => r.receivedAt);
}

/**
 * A wrong (or locked-out) code: counted for the family (received now, by the server's clock;
 * `at` is when it was typed, shown to the office) and audited, in one batch.
 */
function codeAttemptStatements(db: Database, actor: AuditActor, entry: FamilyEntry, outcome: "wrong" | "locked", at: number, eventId?: string) {
  return [
    db
      .insert(pickupCodeAttempts)
      .values({
        eventId: eventId ?? null,
        parentId: entry.parentId,
        rosterEntryId: entry.rosterEntryId,
        attendanceSessionId: entry.sessionId,
        camperName: entry.camperName,
        outcome,
        at,
        staffName: actor.name,
        createdAt: Date.now(),
      })
      .onConflictDoNothing({ target: pickupCodeAttempts.eventId })
      .returning({ id: pickupCodeAttempts.id }),
    auditStatement(db, actor, {
      action: outcome === "wrong" ? "attendance.pickup.code_refused" : "attendance.pickup.code_locked",
      subjectType: "roster_entry",
      subjectId: entry.rosterEntryId,
    }),
  ] as const;
}

/**
 * A wrong code a door device refused on its own (offline, against the roster's hash), or a code it
 * refused because the family's code was locked there: the device's queue sends it (a
 * `wrongPickupCode` event, without the code) so the family's count at the server and the
 * office's list include it. Sent twice, counted once. A camper without a family has no code.
 */
export async function recordWrongPickupCode(
  env: Env,
  actor: AuditActor,
  rosterEntryId: number,
  locked: boolean,
  event: { id: string; at: number },
): Promise<Outcome<{ duplicate: boolean }>> {
  const db = getDb(env);
  const [entry] = await db
    .select({ camperName: rosterEntries.camperName, sessionId: rosterEntries.attendanceSessionId, parentId: campers.parentId })
    .from(rosterEntries)
    .leftJoin(campers, eq(campers.id, rosterEntries.camperId))
    .where(and(eq(rosterEntries.id, rosterEntryId), isNull(rosterEntries.removedAt)));
  if (!entry) return refused(404, "Camper not found");
  if (entry.parentId == null) return { ok: true, duplicate: false };
  const [insert, audit] = codeAttemptStatements(
    db,
    actor,
    { ...entry, parentId: entry.parentId, rosterEntryId },
    locked ? "locked" : "wrong",
    event.at,
    event.id,
  );
  if ((await insert).length === 0) return { ok: true, duplicate: true };
  await audit;
  return { ok: true, duplicate: false };
}

// ---------------------------------------------------------------- the family's code

/** The family's code, made on first need (the dashboard shows it). */
export async function ensurePickupCode(env: Env, parentId: string): Promise<string> {
  const db = getDb(env);
  const [row] = await db.select({ code: familyPickupCodes.code }).from(familyPickupCodes).where(eq(familyPickupCodes.parentId, parentId));
  if (row) return row.code;
  const { code, salt } = newPickupCode();
  const [kept] = await db
    .insert(familyPickupCodes)
    .values({ parentId, code, salt, hash: await hashPickupCode(code, salt) })
    // Two first views at once: the first code stays, both pages show it.
    .onConflictDoUpdate({ target: familyPickupCodes.parentId, set: { parentId } })
    .returning({ code: familyPickupCodes.code });
  return kept.code;
}

/** A new code (the old one stops working at once), audited. */
export async function regeneratePickupCode(env: Env, actor: AuditActor & { id: string }): Promise<Outcome<{ code: string }>> {
  const db = getDb(env);
  const { code, salt } = newPickupCode();
  const hash = await hashPickupCode(code, salt);
  await db.batch([
    db
      .insert(familyPickupCodes)
      .values({ parentId: actor.id, code, salt, hash })
      .onConflictDoUpdate({ target: familyPickupCodes.parentId, set: { code, salt, hash, createdAt: Date.now() } }),
    auditStatement(db, actor, { action: "pickup.code.regenerate", subjectType: "user", subjectId: actor.id }),
  ]);
  return { ok: true, code };
}

// Families per statement when codes are issued to all: keeps each bound JSON text small.
const ISSUE_CHUNK = 400;

/**
 * The office issues a new code to every family that has one (a family without one gets its first
 * when its parent next looks): every old code stops working at once, door devices get the new
 * checks with the next roster they load, and each parent is e-mailed to look at the new code
 * (the mail does not carry it). One batch: the codes, the mails and the audit entry.
 */
export async function issueNewPickupCodes(env: Env, actor: AuditActor): Promise<{ families: number }> {
  const db = getDb(env);
  const families = await db
    .select({ parentId: familyPickupCodes.parentId, email: users.email, firstName: users.firstName })
    .from(familyPickupCodes)
    .innerJoin(users, eq(users.id, familyPickupCodes.parentId));
  const issuedAt = Date.now();
  const codes = await Promise.all(
    families.map(async ({ parentId }) => {
      const { code, salt } = newPickupCode();
      return { parentId, code, salt, hash: await hashPickupCode(code, salt) };
    }),
  );
  const updates: D1PreparedStatement[] = [];
  for (let i = 0; i < codes.length; i += ISSUE_CHUNK) {
    updates.push(
      d1Statement(
        env.DB,
        sql`UPDATE ${familyPickupCodes} SET ${columnNames(familyPickupCodes.code)} = j.code, ${columnNames(familyPickupCodes.salt)} = j.salt,
           ${columnNames(familyPickupCodes.hash)} = j.hash, ${columnNames(familyPickupCodes.createdAt)} = ${issuedAt}
         FROM (SELECT json_extract(value, '$.parentId') AS parent_id, json_extract(value, '$.code') AS code,
                      json_extract(value, '$.salt') AS salt, json_extract(value, '$.hash') AS hash FROM json_each(${JSON.stringify(codes.slice(i, i + ISSUE_CHUNK))})) AS j
         WHERE ${familyPickupCodes.parentId} = j.parent_id`,
      ),
    );
  }
  const mails = families.map((f) =>
    d1Statement(env.DB, queueMailStatement(db, { ...newPickupCodeMail(env, f), dedupeKey: `pickup-code-issued:${f.parentId}:${issuedAt}` })),
  );
  const audit = d1Statement(
    env.DB,
    auditStatement(db, actor, { action: "pickup.code.issue_all", subjectType: "family_pickup_codes", subjectId: "all", detail: { families: families.length } }),
  );
  const results = await env.DB.batch<{ id: number }>([...updates, ...mails, audit]);
  const mailIds = results.slice(updates.length, updates.length + mails.length).flatMap((r) => r.results.map((row) => row.id));
  if (mailIds.length) await deliverQueuedMail(env, mailIds);
  return { families: families.length };
}

/**
 * Who picked a camper up goes to the audit log with the check-out, so an override stays on file
 * even after the check-out is undone or another device's later event wins.
 */
export async function recordPickupAudit(env: Env, actor: AuditActor, rosterEntryId: number, pickup: VerifiedPickup) {
  await recordAudit(env, actor, {
    action: `attendance.pickup.${pickup.method}`,
    subjectType: "roster_entry",
    subjectId: rosterEntryId,
    detail: { name: pickup.name, reason: pickup.reason },
  });
}
