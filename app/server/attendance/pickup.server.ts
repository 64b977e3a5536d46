// Verified pickup: each camper's authorized adults (kept by the parent on /account/pickup), the
// family's pickup code, and the check that a check-out names a valid pickup. A roster entry
// built from a registration has a family; one imported from CSV has none and keeps the door's
// old behaviour (see docs/decisions/0022-verified-pickup.md).
import { and, asc, eq, gt, lte, sql } from "drizzle-orm";
import { authorizedAdults, campers, familyPickupCodes, pickupCodeAttempts, rosterEntries } from "../../../db/schema";
import { checkPickupCode, hashPickupCode, newPickupCode, PICKUP_CODE_ITERATIONS, type PickupCodeCheck } from "~/lib/attendance/pickup-code";
import { codeLockedMessage, codeLockedUntil, PICKUP_CODE_WINDOW_MS, wrongCodeMessage } from "~/lib/attendance/pickup-code-limit";
import type { Pickup } from "~/lib/attendance/pickup-schema";
import { auditStatement, recordAudit, type AuditActor } from "../audit.server";
import { getDb, type Database } from "../db.server";
import { refused, type Outcome } from "../operation-result.server";

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
 * round trip.
 */
export function rosterPickupQueries(db: Database, sessionId: number) {
  const familyCampers = sql`(SELECT camper_id FROM roster_entries WHERE attendance_session_id = ${sessionId} AND camper_id IS NOT NULL)`;
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
      .where(sql`${campers.id} IN ${familyCampers}`),
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
  const checkByCamper = new Map(codes.map((c) => [c.camperId, codeCheckOf(c)]));
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
    .where(eq(rosterEntries.id, rosterEntryId));
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
    return refused(422, `${entry.camperName} has no family on file: type the name of the person picking up instead`);
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
  const [code] = await db.select().from(familyPickupCodes).where(eq(familyPickupCodes.parentId, entry.parentId));
  if (!code) return refused(422, `${entry.camperName}'s family has no pickup code yet: choose an authorized adult or record an override`);
  const now = Date.now();
  const wrongBefore = await wrongCodesReceivedBefore(db, entry.parentId, now);
  const attempt = (outcome: "wrong" | "locked") =>
    codeAttemptStatements(db, actor, { parentId: entry.parentId!, rosterEntryId, sessionId: entry.sessionId, camperName: entry.camperName }, outcome, now);
  if (codeLockedUntil(wrongBefore, now) !== null) {
    await db.batch(attempt("locked"));
    return refused(429, codeLockedMessage(entry.camperName));
  }
  if (!(await checkPickupCode(pickup.code, codeCheckOf(code)))) {
    await db.batch(attempt("wrong"));
    return refused(422, wrongCodeMessage(entry.camperName, wrongBefore.length + 1));
  }
  return { ok: true, pickup: { method: "code", name: "Family pickup code", relationship: null, adultId: null, reason: null } };
}

// ---------------------------------------------------------------- wrong codes, limited per family

/**
 * Whether the family's code is locked now (by the server's count of every door's wrong codes):
 * an online door asks before it closes its pickup dialog on a code that matched on the device,
 * so the counselor is told at once to choose an adult or record an override. Nothing is counted.
 */
export async function pickupCodeLock(env: Env, rosterEntryId: unknown): Promise<Outcome<{ locked: boolean; message?: string }>> {
  const id = Number(rosterEntryId);
  if (!Number.isSafeInteger(id) || id <= 0) return refused(404, "Camper not found");
  const db = getDb(env);
  const [entry] = await db
    .select({ camperName: rosterEntries.camperName, parentId: campers.parentId })
    .from(rosterEntries)
    .leftJoin(campers, eq(campers.id, rosterEntries.camperId))
    .where(eq(rosterEntries.id, id));
  if (!entry) return refused(404, "Camper not found");
  if (entry.parentId == null) return { ok: true, locked: false };
  const now = Date.now();
  const locked = codeLockedUntil(await wrongCodesReceivedBefore(db, entry.parentId, now), now) !== null;
  return locked ? { ok: true, locked, message: codeLockedMessage(entry.camperName) } : { ok: true, locked };
}

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

type AttemptEntry = { parentId: string; rosterEntryId: number; sessionId: number; camperName: string };

/**
 * A wrong (or locked-out) code: counted for the family (received now, by the server's clock;
 * `at` is when it was typed, shown to the office) and audited, in one batch.
 */
function codeAttemptStatements(db: Database, actor: AuditActor, entry: AttemptEntry, outcome: "wrong" | "locked", at: number, eventId?: string) {
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
    .where(eq(rosterEntries.id, rosterEntryId));
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
