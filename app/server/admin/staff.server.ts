// Attendance staff accounts (username and password, separate from parent accounts), created,
// reset, disabled and unlocked by admins. Disabled accounts cannot sign in to the attendance screens.
import { and, asc, eq, isNotNull, ne, sql } from "drizzle-orm";
import type { z } from "zod";
import { attendanceStaff } from "../../../db/schema";
import type { staffCreateSchema, staffUpdateSchema } from "~/lib/staff-schema";
import { checkPickupCode, hashPickupCode, newPickupCode, PICKUP_CODE_ITERATIONS } from "~/lib/attendance/pickup-code";
import { auditStatement, type AuditActor } from "../audit.server";
import { getDb } from "../db.server";
import { accountLockedUntilSql, clearAccountLockouts } from "../login-throttle.server";
import { weakPasswordReason } from "../password-policy.server";
import { hashPassword } from "../password.server";
import { RefusedError } from "../operation-result.server";

const staffColumns = {
  id: attendanceStaff.id,
  username: attendanceStaff.username,
  displayName: attendanceStaff.displayName,
  isActive: attendanceStaff.isActive,
  role: attendanceStaff.role,
  createdAt: attendanceStaff.createdAt,
};

export async function listStaff(env: Env, now = Date.now()) {
  return getDb(env)
    .select({
      ...staffColumns,
      signInLockedUntil: accountLockedUntilSql("staff", attendanceStaff.username, now),
      hasDoorCode: sql<boolean>`${attendanceStaff.doorCodeHash} IS NOT NULL`.mapWith(Boolean),
    })
    .from(attendanceStaff)
    .orderBy(asc(attendanceStaff.displayName), asc(attendanceStaff.id));
}

async function newPasswordHash(env: Env, password: string) {
  const weak = weakPasswordReason(password);
  if (weak) throw new RefusedError(400, weak);
  return hashPassword(password, env.PASSWORD_PEPPER);
}

export async function createStaff(env: Env, actor: AuditActor, input: z.output<typeof staffCreateSchema>) {
  const db = getDb(env);
  const passwordHash = await newPasswordHash(env, input.password);
  const [staff] = await db
    .insert(attendanceStaff)
    .values({ username: input.username, displayName: input.displayName, role: input.role, passwordHash })
    .onConflictDoNothing()
    .returning(staffColumns);
  if (!staff) throw new RefusedError(409, "That username is already taken");
  await auditStatement(db, actor, { action: "staff.create", subjectType: "attendance_staff", subjectId: staff.id, detail: { username: staff.username } });
  return staff;
}

export async function updateStaff(env: Env, actor: AuditActor, id: number, patch: z.output<typeof staffUpdateSchema>) {
  const db = getDb(env);
  const { password, ...rest } = patch;
  // A new password or a disabled account ends every session of the counselor (a lost tablet).
  const endsSessions = Boolean(password) || patch.isActive === false;
  const values = {
    ...rest,
    ...(password ? { passwordHash: await newPasswordHash(env, password) } : {}),
    ...(endsSessions ? { sessionVersion: sql`${attendanceStaff.sessionVersion} + 1` } : {}),
  };
  const [staff] = await db.update(attendanceStaff).set(values).where(eq(attendanceStaff.id, id)).returning(staffColumns);
  if (!staff) throw new RefusedError(404, "Staff account not found");
  const action = password ? "staff.reset-password" : patch.isActive === false ? "staff.disable" : "staff.update";
  await auditStatement(db, actor, { action, subjectType: "attendance_staff", subjectId: id, detail: { ...rest } });
  return staff;
}

/** Lets a counselor locked out by failed sign-ins (theirs or a stranger's) sign in again at once. */
export async function unlockStaff(env: Env, actor: AuditActor, id: number) {
  const db = getDb(env);
  const [staff] = await db.select(staffColumns).from(attendanceStaff).where(eq(attendanceStaff.id, id));
  if (!staff) throw new RefusedError(404, "Staff account not found");
  await clearAccountLockouts(env, "staff", staff.username);
  await auditStatement(db, actor, { action: "staff.unlock", subjectType: "attendance_staff", subjectId: id, detail: { username: staff.username } });
  return { ...staff, signInLockedUntil: null };
}

/**
 * A new door code for a staff member (docs/decisions/0052-staff-door-codes.md): six digits they
 * type at a door device to check themselves in and out. Kept as a check, never the code: it is
 * answered once, for the office to give them, and a new one replaces it. No two active staff
 * members share a code, so a typed code names one person.
 */
export async function issueDoorCode(env: Env, actor: AuditActor, id: number) {
  const db = getDb(env);
  const [staff] = await db.select(staffColumns).from(attendanceStaff).where(eq(attendanceStaff.id, id));
  if (!staff) throw new RefusedError(404, "Staff account not found");
  const others = await db
    .select({ salt: attendanceStaff.doorCodeSalt, hash: attendanceStaff.doorCodeHash })
    .from(attendanceStaff)
    .where(and(ne(attendanceStaff.id, id), eq(attendanceStaff.isActive, true), isNotNull(attendanceStaff.doorCodeHash)));
  const taken = async (code: string) => {
    for (const other of others) {
      const check = { algorithm: "PBKDF2-SHA256" as const, iterations: PICKUP_CODE_ITERATIONS, salt: other.salt!, hash: other.hash! };
      if (await checkPickupCode(code, check)) return true;
    }
    return false;
  };
  let issued = newPickupCode();
  while (await taken(issued.code)) issued = newPickupCode();
  const hash = await hashPickupCode(issued.code, issued.salt);
  await db.batch([
    db.update(attendanceStaff).set({ doorCodeSalt: issued.salt, doorCodeHash: hash }).where(eq(attendanceStaff.id, id)),
    auditStatement(db, actor, { action: "staff.door-code", subjectType: "attendance_staff", subjectId: id, detail: { username: staff.username } }),
  ]);
  return { ...staff, hasDoorCode: true, doorCode: issued.code };
}
