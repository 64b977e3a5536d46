// Camp sessions as the admin dashboard manages them: cards with enrolled / capacity, the
// Waitlisted / Open for Registration switch, Active / Inactive, add and edit.
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { campSessions, programs, type CampSession } from "../../../db/schema";
import { ageGroupsAtSite } from "~/lib/registration-rules";
import { sessionCrossFieldIssues, type SessionForm, type SessionPatch } from "~/lib/session-schema";
import { planSeason, type SeasonForm } from "~/lib/summer-season";
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

/**
 * "Create ten weeks": a season of weekly sessions. Each site gets its own program (its capacity,
 * week price and care add-on), and every week gets a session per age group the site takes, all
 * in one D1 batch. A season that already has weeks at a site is refused, so a double click never
 * makes twenty weeks.
 */
export async function createSeason(env: Env, form: SeasonForm) {
  const db = getDb(env);
  const plan = planSeason({ ...form, sites: form.sites });
  const existing = await db
    .select({ location: campSessions.location })
    .from(campSessions)
    .where(and(eq(campSessions.season, plan.season), inArray(campSessions.location, form.sites)))
    .limit(1);
  if (existing[0]) throw new RefusedError(409, `Summer ${form.year} already has weeks at ${existing[0].location}. Edit those sessions instead.`);
  const madePrograms = await db
    .insert(programs)
    .values(
      plan.programs.map((p) => ({
        name: p.name,
        description: `${form.weeks} weeks of summer camp at ${p.location}, Monday to Friday.`,
        ageGroup: ageGroupsAtSite(p.location).join(", "),
        maxCapacity: form.capacity,
        pricePerWeekCents: form.weekPrice,
        careAddOnCents: form.careAddOn,
      })),
    )
    .returning({ id: programs.id, name: programs.name });
  const programFor = new Map(plan.programs.map((p, i) => [p.location, madePrograms[i].id]));
  const rows = plan.sessions.map((s) => ({
    programId: programFor.get(s.location)!,
    name: s.name,
    location: s.location,
    ageGroup: s.ageGroup,
    startDate: s.startDate,
    endDate: s.endDate,
    season: plan.season,
    paymentDueDate: form.paymentDueDate,
    allowImmediateRegistration: form.allowImmediateRegistration,
  }));
  // D1 binds at most 100 parameters a statement: eight sessions (11 a row) an INSERT, all in one batch.
  const chunks = Array.from({ length: Math.ceil(rows.length / 8) }, (_, i) => db.insert(campSessions).values(rows.slice(i * 8, i * 8 + 8)));
  if (chunks.length > 0) await db.batch(chunks as [(typeof chunks)[number], ...typeof chunks]);
  return { season: plan.season, programs: madePrograms, sessions: rows.length };
}
