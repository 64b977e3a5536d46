// Attendance staff accounts (username and password, separate from parent accounts), created,
// reset, disabled and unlocked by admins. Disabled accounts cannot sign in to the attendance screens.
import { asc, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import { attendanceStaff } from "../../../db/schema";
import type { staffCreateSchema, staffUpdateSchema } from "~/lib/staff-form";
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
    .select({ ...staffColumns, signInLockedUntil: accountLockedUntilSql("staff", attendanceStaff.username, now) })
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
