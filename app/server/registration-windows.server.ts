// Registration windows (fall, winter, spring, summer) are data in D1. A sign-up made while a
// window is open records that window, which is what makes it eligible for the window's lottery.
import { and, asc, desc, eq, gt, isNull, lte, or } from "drizzle-orm";
import { registrationWindows } from "../../db/schema";
import { isWindowOpen, type RegistrationWindowForm } from "~/lib/registration-windows";
import { auditStatement, type AuditActor } from "./audit.server";
import { getDb } from "./db.server";

export type RegistrationWindow = typeof registrationWindows.$inferSelect;

/** The window open at `now`, if any (the most recently opened one when several overlap). */
export async function findOpenWindow(env: Env, now = Date.now()) {
  const [window] = await getDb(env)
    .select()
    .from(registrationWindows)
    .where(
      and(
        lte(registrationWindows.opensAt, now),
        or(isNull(registrationWindows.closesAt), gt(registrationWindows.closesAt, now)),
      ),
    )
    .orderBy(desc(registrationWindows.opensAt))
    .limit(1);
  return window ?? null;
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
 * `formatCampDay` from `~/lib/camp-time-format` so they read in camp time.
 */
export async function getRegistrationStatus(env: Env, now = Date.now()): Promise<RegistrationStatus> {
  const windows = await listRegistrationWindows(env);
  const openWindows = windows.filter((w) => isWindowOpen(w, now)).sort((a, b) => b.opensAt - a.opensAt);
  const nextWindow = windows.find((w) => w.opensAt > now) ?? null;
  return { openWindow: openWindows[0] ?? null, openWindows, nextWindow, windows };
}

/** Saves an admin's edit of a window's label and times; false when there is no such window. */
export async function updateRegistrationWindow(env: Env, actor: AuditActor, form: RegistrationWindowForm) {
  const db = getDb(env);
  const values = {
    label: form.label,
    opensAt: form.opensAt!,
    closesAt: form.closesAt,
    notifyBy: form.notifyBy,
    lotteryFinalizeAt: form.lotteryFinalizeAt,
  };
  const [updated] = await db.batch([
    db.update(registrationWindows).set(values).where(eq(registrationWindows.id, form.windowId)).returning({ id: registrationWindows.id }),
    auditStatement(db, actor, { action: "registration-window.update", subjectType: "registration_window", subjectId: form.windowId, detail: values }),
  ]);
  return updated.length > 0;
}
