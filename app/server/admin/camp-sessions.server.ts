// Camp sessions as the admin dashboard manages them: cards with enrolled / capacity, the
// Waitlisted / Open for Registration switch, Active / Inactive, add and edit.
import { asc, eq, sql } from "drizzle-orm";
import { campSessions, programs, type CampSession } from "../../../db/schema";
import { sessionCrossFieldIssues, type SessionForm, type SessionPatch } from "~/lib/session-form";
import { getDb } from "../db.server";
import { isWaiting, seatsTakenSql } from "../seats.server";
import { RefusedError } from "../operation-result.server";

export async function listCampSessionsForAdmin(env: Env) {
  const rows = await getDb(env)
    .select({
      session: campSessions,
      program: { id: programs.id, name: programs.name, maxCapacity: programs.maxCapacity },
      currentEnrollment: seatsTakenSql(sql`${campSessions.id}`),
      waitlisted: sql<number>`(SELECT count(*) FROM registrations r WHERE r.session_id = ${campSessions.id} AND ${isWaiting("r.status")})`,
    })
    .from(campSessions)
    .innerJoin(programs, eq(programs.id, campSessions.programId))
    .orderBy(asc(campSessions.startDate), asc(campSessions.location), asc(campSessions.ageGroup), asc(campSessions.id));
  return rows.map(({ session, program, currentEnrollment, waitlisted }) => ({
    ...session,
    program,
    currentEnrollment,
    waitlisted,
  }));
}
export type CampSessionForAdmin = Awaited<ReturnType<typeof listCampSessionsForAdmin>>[number];

async function assertProgramExists(env: Env, programId: number) {
  const [program] = await getDb(env).select({ id: programs.id }).from(programs).where(eq(programs.id, programId));
  if (!program) throw new RefusedError(400, "Program is required");
}

export async function createCampSession(env: Env, form: SessionForm) {
  await assertProgramExists(env, form.programId);
  const [session] = await getDb(env).insert(campSessions).values(form).returning();
  return session;
}

export async function updateCampSession(env: Env, id: number, patch: SessionPatch): Promise<CampSession> {
  const db = getDb(env);
  const [current] = await db.select().from(campSessions).where(eq(campSessions.id, id));
  if (!current) throw new RefusedError(404, "Session not found");
  // A partial update must still leave a valid session (dates in order, FLC K-2 only).
  const [issue] = sessionCrossFieldIssues({ ...current, ...patch });
  if (issue) throw new RefusedError(400, issue.message);
  if (patch.programId !== undefined) await assertProgramExists(env, patch.programId);
  const [session] = await db.update(campSessions).set(patch).where(eq(campSessions.id, id)).returning();
  return session;
}
