// Registrations: what a parent may sign up for, signing up (atomic on capacity), paying later.
// The server decides everything here: the total, the age and site rules, whether a seat is
// taken or the camper joins the waitlist. Pages and the API call these same functions.
import { and, asc, desc, eq, gt, inArray, sql, type SQL } from "drizzle-orm";
import { SQLiteSyncDialect } from "drizzle-orm/sqlite-core";
import { campers, campSessions, programs, registrations } from "../../db/schema";
import { campToday } from "~/lib/camp-dates";
import { registrationTotalCents, sessionRefusalForGrade, type AgeGroup, type Location } from "~/lib/registration-rules";
import type { CamperForm } from "~/lib/camper-form";
import { createCamper, deleteUnregisteredCamper, updateCamper } from "./campers.server";
import { getDb, type Database } from "./db.server";
import { getSessionUserWith } from "./session.server";
import { openWindowIdSql } from "./registration-windows.server";
import { hasFreeSeat, seatsTakenSql } from "./seats.server";

const dialect = new SQLiteSyncDialect();

export type Refusal = { ok: false; status: 404 | 409 | 422; message: string };
const refuse = (status: Refusal["status"], message: string): Refusal => ({ ok: false, status, message });

export const MESSAGES = {
  sessionNotFound: "Selected session not found. Please try again.",
  camperNotFound: "Camper not found.",
  registrationNotFound: "Registration not found.",
  duplicate: "This camper is already registered for this session.",
} as const;

export type OfferedSession = {
  id: number;
  name: string;
  location: Location;
  startDate: string;
  endDate: string;
  ageGroup: AgeGroup;
  allowImmediateRegistration: boolean;
  paymentDueDate: string | null;
  seatsTaken: number;
  capacity: number;
  program: { id: number; name: string; pricePerWeekCents: number; careAddOnCents: number; maxCapacity: number };
};

/** Active sessions that have not started yet, by date then site, with their seats (one query). */
export async function listOfferedSessions(env: Env, today = campToday()): Promise<OfferedSession[]> {
  const rows = await getDb(env)
    .select({
      session: campSessions,
      program: { id: programs.id, name: programs.name, pricePerWeekCents: programs.pricePerWeekCents, careAddOnCents: programs.careAddOnCents, maxCapacity: programs.maxCapacity },
      seatsTaken: seatsTakenSql(sql`${campSessions.id}`),
    })
    .from(campSessions)
    .innerJoin(programs, eq(programs.id, campSessions.programId))
    .where(and(eq(campSessions.isActive, true), eq(programs.isActive, true), gt(campSessions.startDate, today)))
    .orderBy(asc(campSessions.startDate), desc(campSessions.location), asc(campSessions.ageGroup));
  return rows.map(({ session, program, seatsTaken }) => ({
    id: session.id,
    name: session.name,
    location: session.location,
    startDate: session.startDate,
    endDate: session.endDate,
    ageGroup: session.ageGroup,
    allowImmediateRegistration: session.allowImmediateRegistration,
    paymentDueDate: session.paymentDueDate,
    seatsTaken: Number(seatsTaken),
    capacity: program.maxCapacity,
    program,
  }));
}

export type RegistrationListItem = Awaited<ReturnType<typeof listRegistrationsForParent>>[number];

/** The parent's registrations, newest first, with camper, session and program. */
export async function listRegistrationsForParent(env: Env, parentId: string, options: { id?: number; limit?: number } = {}) {
  const db = getDb(env);
  const query = db
    .select({
      registration: registrations,
      camper: { id: campers.id, firstName: campers.firstName, lastName: campers.lastName, grade: campers.grade },
      session: { id: campSessions.id, name: campSessions.name, location: campSessions.location, startDate: campSessions.startDate, endDate: campSessions.endDate, paymentDueDate: campSessions.paymentDueDate },
      program: { id: programs.id, name: programs.name },
    })
    .from(registrations)
    .innerJoin(campers, eq(campers.id, registrations.camperId))
    .innerJoin(campSessions, eq(campSessions.id, registrations.sessionId))
    .innerJoin(programs, eq(programs.id, campSessions.programId))
    .where(options.id === undefined ? eq(registrations.parentId, parentId) : and(eq(registrations.parentId, parentId), eq(registrations.id, options.id)))
    .orderBy(desc(registrations.registrationDate), desc(registrations.id));
  const rows = options.limit ? await query.limit(options.limit) : await query;
  return rows.map(({ registration, camper, session, program }) => ({
    id: registration.id,
    status: registration.status,
    paymentStatus: registration.paymentStatus,
    totalAmountCents: registration.totalAmountCents,
    totalAmount: registration.totalAmountCents / 100,
    beforeCare: registration.beforeCare,
    afterCare: registration.afterCare,
    deferReason: registration.deferReason,
    registrationDate: registration.registrationDate,
    stripePaymentIntentId: registration.stripePaymentIntentId,
    camper,
    session: { ...session, program },
  }));
}

export async function findRegistrationForParent(env: Env, parentId: string, registrationId: number) {
  const [registration] = await listRegistrationsForParent(env, parentId, { id: registrationId });
  return registration ?? null;
}

export type CreatedRegistration = { ok: true; registration: { id: number; status: "pending" | "interested"; paymentStatus: "pending" | null; totalAmountCents: number; totalAmount: number } };
type RegistrationInput = { camperId: number; sessionId: number; beforeCare: boolean; afterCare: boolean };

/**
 * Everything the rules need in one read: the parent's camper (no row when it is not theirs),
 * the session and its program (null when the id is unknown) and the registration window open
 * at `now`. Every column has its own name, so the read can share a D1 batch with the session
 * lookup (`getSessionUserWith`).
 */
function registrationFacts(db: Database, parentId: string | SQL<string>, input: RegistrationInput, now: Date) {
  return db
    .select({
      grade: campers.grade,
      session: {
        location: campSessions.location,
        ageGroup: campSessions.ageGroup,
        startDate: campSessions.startDate,
        isActive: campSessions.isActive,
        allowImmediateRegistration: campSessions.allowImmediateRegistration,
      },
      program: { pricePerWeekCents: programs.pricePerWeekCents, careAddOnCents: programs.careAddOnCents },
      programActive: sql<number | null>`${programs.isActive}`.as("program_active"),
      windowId: sql<number | null>`(${openWindowIdSql(db, now.getTime())})`.as("window_id"),
    })
    .from(campers)
    .leftJoin(campSessions, eq(campSessions.id, input.sessionId))
    .leftJoin(programs, eq(programs.id, campSessions.programId))
    .where(and(eq(campers.id, input.camperId), eq(campers.parentId, parentId)))
    .limit(1);
}
type RegistrationFacts = Awaited<ReturnType<typeof registrationFacts>>[number];

/** Signs the signed-in parent's camper up (see `register`); null when nobody is signed in. */
export async function createRegistrationForRequest(env: Env, request: Request, input: RegistrationInput, now = new Date()) {
  // The session check and the facts share one D1 round trip: on registration day every
  // round trip counts.
  const signedIn = await getSessionUserWith(env, request, (db, userId) => registrationFacts(db, userId, input, now), now.getTime());
  if (!signedIn) return null;
  return register(env, signedIn.user.id, input, signedIn.read[0], now);
}

/** Signs a parent's camper up for a session (see `register`). */
async function createRegistration(env: Env, parentId: string, input: RegistrationInput, now = new Date()) {
  const [facts] = await registrationFacts(getDb(env), parentId, input, now);
  return register(env, parentId, input, facts, now);
}

/**
 * Signs a camper up for a session. The seat is taken by ONE statement whose WHERE holds the
 * capacity check, so parents taking the last seats at the same moment can never overbook; a
 * second live registration for the same camper and session is stopped by the unique index.
 * The client's total is never read: the server prices the registration.
 */
async function register(env: Env, parentId: string, input: RegistrationInput, facts: RegistrationFacts | undefined, now: Date): Promise<CreatedRegistration | Refusal> {
  if (!facts) return refuse(404, MESSAGES.camperNotFound);
  const { session, program } = facts;
  if (!session || !program || !facts.programActive) return refuse(404, MESSAGES.sessionNotFound);
  const refusal = sessionRefusalForGrade(session, facts.grade, campToday(now));
  if (refusal) return refuse(refusal === MESSAGES.sessionNotFound ? 404 : 422, refusal);

  const total = registrationTotalCents(program, input);
  // The capacity check lives inside the INSERT: both CASEs read the same snapshot, and D1
  // runs one statement at a time, so no two parents can both see the last free seat.
  const takesSeat = session.allowImmediateRegistration ? hasFreeSeat(input.sessionId) : sql`0`;
  const statement = dialect.sqlToQuery(sql`
    INSERT INTO registrations (camper_id, session_id, parent_id, before_care, after_care, total_amount_cents, status, payment_status, window_id)
    SELECT ${input.camperId}, ${input.sessionId}, ${parentId}, ${input.beforeCare ? 1 : 0}, ${input.afterCare ? 1 : 0}, ${total},
           CASE WHEN ${takesSeat} THEN 'pending' ELSE 'interested' END,
           CASE WHEN ${takesSeat} THEN 'pending' ELSE NULL END,
           ${facts.windowId}
    RETURNING id, status, payment_status AS paymentStatus, total_amount_cents AS totalAmountCents`);
  try {
    const inserted = await env.DB.prepare(statement.sql)
      .bind(...statement.params)
      .first<{ id: number; status: "pending" | "interested"; paymentStatus: "pending" | null; totalAmountCents: number }>();
    if (!inserted) return refuse(404, MESSAGES.sessionNotFound);
    return { ok: true, registration: { ...inserted, totalAmount: inserted.totalAmountCents / 100 } };
  } catch (error) {
    if (String(error).includes("UNIQUE constraint failed")) return refuse(409, MESSAGES.duplicate);
    throw error;
  }
}

export const DEFERRABLE_PAYMENT_STATUSES = ["pending", "failed", "deferred"] as const;

/**
 * Pay later: the seat stays held and the payment is due by the session's payment due date.
 * Only a registration holding a seat with an unpaid balance can be deferred.
 */
export async function deferPayment(env: Env, parentId: string, registrationId: number, deferReason: string) {
  const db = getDb(env);
  const [updated] = await db
    .update(registrations)
    .set({ paymentStatus: "deferred", deferReason, updatedAt: Date.now() })
    .where(
      and(
        eq(registrations.id, registrationId),
        eq(registrations.parentId, parentId),
        eq(registrations.status, "pending"),
        inArray(registrations.paymentStatus, [...DEFERRABLE_PAYMENT_STATUSES]),
      ),
    )
    .returning({ id: registrations.id, paymentStatus: registrations.paymentStatus, deferReason: registrations.deferReason });
  if (updated) return { ok: true as const, registration: updated };
  const existing = await findRegistrationForParent(env, parentId, registrationId);
  if (!existing) return refuse(404, MESSAGES.registrationNotFound);
  if (existing.status === "interested" || existing.status === "waitlisted") {
    return refuse(409, "This camper is on the waitlist: there is nothing to pay yet.");
  }
  if (existing.paymentStatus === "paid") return refuse(409, "This registration is already paid.");
  return refuse(409, "This registration can no longer be deferred.");
}

/**
 * The wizard's last step in one call: save the camper (create a new one, or apply what changed
 * on an existing one), then register. A camper created here is removed again when the
 * registration is refused, so a refusal leaves nothing behind.
 */
export async function registerFromWizard(
  env: Env,
  parentId: string,
  input: { camperId: number | null; camper: CamperForm; sessionId: number; beforeCare: boolean; afterCare: boolean },
): Promise<CreatedRegistration | Refusal> {
  let camperId = input.camperId;
  let created = false;
  if (camperId) {
    const { firstName: _f, lastName: _l, dateOfBirth: _d, waiverAccepted: _w, mediaReleaseAccepted: _m, termsAccepted: _t, ...update } = input.camper;
    const saved = await updateCamper(env, parentId, camperId, update);
    if (!saved) return refuse(404, MESSAGES.camperNotFound);
  } else {
    camperId = (await createCamper(env, parentId, input.camper)).id;
    created = true;
  }
  const result = await createRegistration(env, parentId, { camperId, sessionId: input.sessionId, beforeCare: input.beforeCare, afterCare: input.afterCare });
  if (!result.ok && created) await deleteUnregisteredCamper(env, parentId, camperId);
  return result;
}
