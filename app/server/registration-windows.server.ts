// Registration windows (fall, winter, spring, summer) are data in D1. A sign-up made while a
// window is open records that window, which is what makes it eligible for the window's lottery.
import { and, asc, desc, eq, gt, isNotNull, isNull, lte, or, sql } from "drizzle-orm";
import { registrations, registrationWindows } from "../../db/schema";
import { toCampDateTimeInput } from "~/lib/format";
import { createLotterySeed, sha256Hex } from "~/lib/lottery";
import { isWindowOpen, lotteryFinalizeTime, type RegistrationWindowForm } from "~/lib/registration-windows";
import { auditStatement, type AuditActor } from "./audit.server";
import { getDb, type Database } from "./db.server";

export type RegistrationWindow = typeof registrationWindows.$inferSelect;

/** SQL condition: the window is open at `now` (opened, and not yet closed). */
function openAt(now: number) {
  return and(lte(registrationWindows.opensAt, now), or(isNull(registrationWindows.closesAt), gt(registrationWindows.closesAt, now)));
}

/** SQL: the id of the window open at `now` (the most recently opened when several overlap). */
export function openWindowIdSql(db: Database, now: number) {
  return db.select({ id: registrationWindows.id }).from(registrationWindows).where(openAt(now)).orderBy(desc(registrationWindows.opensAt)).limit(1);
}

export async function listRegistrationWindows(env: Env): Promise<RegistrationWindow[]> {
  return getDb(env).select().from(registrationWindows).orderBy(asc(registrationWindows.opensAt));
}

export type RegistrationStatus = {
  /** The window sign-ups fall into right now (the most recently opened when several overlap). */
  openWindow: RegistrationWindow | null;
  /** Every window open right now, most recently opened first. */
  openWindows: RegistrationWindow[];
  /** The next window to open after `now`, if any. */
  nextWindow: RegistrationWindow | null;
  /** All windows, in opening order. */
  windows: RegistrationWindow[];
};

/**
 * What is open for registration at `now`, for the public pages' and the wizard's wording
 * ("Winter registration opens October 22"): format times with `formatCampDateTime` /
 * `formatCampInstantDay` from `~/lib/format` so they read in camp time.
 */
export async function getRegistrationStatus(env: Env, now = Date.now()): Promise<RegistrationStatus> {
  const windows = await listRegistrationWindows(env);
  const openWindows = windows.filter((w) => isWindowOpen(w, now)).sort((a, b) => b.opensAt - a.opensAt);
  const nextWindow = windows.find((w) => w.opensAt > now) ?? null;
  return { openWindow: openWindows[0] ?? null, openWindows, nextWindow, windows };
}

/**
 * Saves an admin's edit of a window's label and times; false when there is no such window. A
 * window open or to come before and after the edit keeps its lottery seed (its fingerprint is
 * public). A closed window that the edit reopens takes a fresh one: the old seed was revealed
 * with the draw, and the draws of the new sign-ups must not be predictable.
 */
export async function updateRegistrationWindow(env: Env, actor: AuditActor, form: RegistrationWindowForm & { windowId: number }, now = Date.now()) {
  const db = getDb(env);
  const [existing] = await db.select({ closesAt: registrationWindows.closesAt }).from(registrationWindows).where(eq(registrationWindows.id, form.windowId));
  if (!existing) return false;
  const values = {
    label: form.label,
    opensAt: form.opensAt!,
    closesAt: form.closesAt,
    notifyBy: form.notifyBy,
    lotteryFinalizeAt: form.lotteryFinalizeAt,
  };
  const notClosed = form.closesAt == null || form.closesAt > now;
  const reopened = notClosed && existing.closesAt != null && existing.closesAt <= now;
  const seed = reopened
    ? { lotterySeed: createLotterySeed() }
    : notClosed
      ? { lotterySeed: sql`coalesce(${registrationWindows.lotterySeed}, ${createLotterySeed()})` }
      : {};
  await db.batch([
    db
      .update(registrationWindows)
      .set({ ...values, ...seed })
      .where(eq(registrationWindows.id, form.windowId)),
    auditStatement(db, actor, {
      action: "registration-window.update",
      subjectType: "registration_window",
      subjectId: form.windowId,
      detail: reopened ? { ...values, reopened: "a new lottery seed" } : values,
    }),
  ]);
  return true;
}

/** The season key of a new window, from its label ("Summer 2027" -> "summer-2027"). */
export function seasonKey(label: string) {
  return (
    label
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-|-$/g, "") || "window"
  );
}

/**
 * Creates a window (its lottery seed is fixed now, so the seal can be published while it is
 * open); null when a window of that season already exists.
 */
export async function createRegistrationWindow(env: Env, actor: AuditActor, form: RegistrationWindowForm) {
  const db = getDb(env);
  const values = {
    season: seasonKey(form.label),
    label: form.label,
    opensAt: form.opensAt!,
    closesAt: form.closesAt,
    notifyBy: form.notifyBy,
    lotteryFinalizeAt: form.lotteryFinalizeAt,
  };
  const [created] = await db.insert(registrationWindows).values(values).onConflictDoNothing().returning({ id: registrationWindows.id });
  if (!created) return null;
  await auditStatement(db, actor, { action: "registration-window.create", subjectType: "registration_window", subjectId: created.id, detail: values });
  return created.id;
}

/**
 * The lottery seal of a window: the SHA-256 of its seed, public from the start; the seed itself
 * only once the window has closed (before that, knowing it would let anyone predict the draw).
 */
export async function windowSeal(w: Pick<RegistrationWindow, "lotterySeed" | "closesAt">, now = Date.now()) {
  if (!w.lotterySeed) return null;
  const closed = w.closesAt != null && w.closesAt <= now;
  return { seedHash: await sha256Hex(w.lotterySeed), seed: closed ? w.lotterySeed : null };
}

/** Windows as the admin view shows them: state at `now`, times as camp-time form values, sign-ups. */
export async function listRegistrationWindowsForAdmin(env: Env, now = Date.now()) {
  const db = getDb(env);
  const [windows, counts] = await Promise.all([
    listRegistrationWindows(env),
    db
      .select({ windowId: registrations.windowId, signUps: sql<number>`count(*)` })
      .from(registrations)
      .where(isNotNull(registrations.windowId))
      .groupBy(registrations.windowId),
  ]);
  const signUps = new Map(counts.map((c) => [c.windowId, Number(c.signUps)]));
  const input = (instant: number | null) => (instant == null ? "" : toCampDateTimeInput(instant));
  const seals = await Promise.all(windows.map((w) => windowSeal(w, now)));
  return windows.map((w, i) => ({
    id: w.id,
    seal: seals[i],
    season: w.season,
    label: w.label,
    state: isWindowOpen(w, now) ? ("open" as const) : w.opensAt > now ? ("upcoming" as const) : ("closed" as const),
    opensAtInput: input(w.opensAt),
    closesAtInput: input(w.closesAt),
    notifyByInput: input(w.notifyBy),
    lotteryFinalizeAtInput: input(w.lotteryFinalizeAt),
    finalizeDueAt: lotteryFinalizeTime({ ...w, lotteryFinalizeAt: null }),
    signUps: signUps.get(w.id) ?? 0,
  }));
}
