// Attendance staff accounts (username and password, separate from parent accounts), created,
// reset and disabled by admins. Disabled accounts cannot sign in to the attendance screens.
import { asc, eq } from "drizzle-orm";
import type { z } from "zod";
import { attendanceStaff } from "../../../db/schema";
import type { staffCreateSchema, staffUpdateSchema } from "~/lib/staff-form";
import { auditStatement, type AuditActor } from "../audit.server";
import { getDb } from "../db.server";
import { hashPassword } from "../password.server";
import { AdminActionError } from "./errors.server";

const staffColumns = {
  id: attendanceStaff.id,
  username: attendanceStaff.username,
  displayName: attendanceStaff.displayName,
  isActive: attendanceStaff.isActive,
  createdAt: attendanceStaff.createdAt,
};

export async function listStaff(env: Env) {
  return getDb(env).select(staffColumns).from(attendanceStaff).orderBy(asc(attendanceStaff.displayName), asc(attendanceStaff.id));
}

export async function createStaff(env: Env, actor: AuditActor, input: z.output<typeof staffCreateSchema>) {
  const db = getDb(env);
  const passwordHash = await hashPassword(input.password, env.PASSWORD_PEPPER);
  const [staff] = await db
    .insert(attendanceStaff)
    .values({ username: input.username, displayName: input.displayName, passwordHash })
    .onConflictDoNothing()
    .returning(staffColumns);
  if (!staff) throw new AdminActionError(409, "That username is already taken");
  await auditStatement(db, actor, { action: "staff.create", subjectType: "attendance_staff", subjectId: staff.id, detail: { username: staff.username } });
  return staff;
}

export async function updateStaff(env: Env, actor: AuditActor, id: number, patch: z.output<typeof staffUpdateSchema>) {
  const db = getDb(env);
  const { password, ...rest } = patch;
  const values = { ...rest, ...(password ? { passwordHash: await hashPassword(password, env.PASSWORD_PEPPER) } : {}) };
  const [staff] = await db.update(attendanceStaff).set(values).where(eq(attendanceStaff.id, id)).returning(staffColumns);
  if (!staff) throw new AdminActionError(404, "Staff account not found");
  const action = password ? "staff.reset-password" : patch.isActive === false ? "staff.disable" : "staff.update";
  await auditStatement(db, actor, { action, subjectType: "attendance_staff", subjectId: id, detail: { ...rest } });
  return staff;
}
