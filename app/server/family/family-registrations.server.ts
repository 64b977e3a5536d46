// Registrations: what a parent may sign up for, signing up (atomic on capacity), paying later.
// The server decides everything here: the total, the age and site rules, whether a seat is
// taken or the camper joins the waitlist. Pages and the API call these same functions.
import { and, asc, desc, eq, gt, isNotNull, isNull, sql, type SQL } from "drizzle-orm";
import { campers, campSessions, programs, registrations } from "../../../db/schema";
import { campToday } from "~/lib/camp-dates";
import {
  balanceDueCents,
  registrationPriceLines,
  registrationTotalCents,
  sessionRefusalForGrade,
  type AgeGroup,
  type Location,
} from "~/lib/registration-rules";
import type { CamperForm } from "~/lib/camper-schema";
import { REGISTRATION_TITLES, wizardRefusalTitle, wizardRegistrationSchema } from "~/lib/registration-schema";
import { createCamperFromInput } from "../camper-operations.server";
import { camperChanges, deleteUnregisteredCamper, findCamperForParent } from "../campers.server";
import { d1Statement, getDb, type Database } from "../db.server";
import { refusedByZod, type Refused } from "../operation-result.server";
import { getSessionUserWith } from "../session.server";
import { openWindowIdSql } from "../registration-windows.server";
import { isLive, seatsTakenSql } from "../seats.server";
import { SEAT_MESSAGES, seatRefusal, takeSeatSql, type TakenSeat } from "../take-seat.server";
import { WAITING_STATUSES } from "~/lib/vocabulary";
import { paymentDueSql, receivedSql } from "../payment-balance.server";
import { cartPayingSql } from "../cart-payment.server";

/** The session of a registration as the lists show it (registrations, a summer cart's lines). */
export const registrationSessionColumns = {
  id: campSessions.id,
  name: campSessions.name,
  location: campSessions.location,
  startDate: campSessions.startDate,
  endDate: campSessions.endDate,
  paymentDueDate: campSessions.paymentDueDate,
  season: campSessions.season,
};

/** A registration rule's refusal: the operations' one refusal shape (operation-result.server.ts), without field messages. */
export type Refusal = Omit<Refused, "status" | "fieldErrors"> & { status: 404 | 409 | 422 };
const refuse = (status: Refusal["status"], message: string): Refusal => ({ ok: false, status, message });
/** A session that is unknown, closed or already started: the wizard's "Invalid Selection". */
const sessionNotFound = (): Refusal => ({ ok: false, status: 404, message: MESSAGES.sessionNotFound, title: REGISTRATION_TITLES.invalidSelection });

export const MESSAGES = {
  ...SEAT_MESSAGES,
  camperNotFound: "Camper not found.",
  registrationNotFound: "Registration not found.",
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

/**
 * Active sessions that have not started yet, by date then site, with their seats (one query).
 * Single camp days by default; `{ weeks: true }` lists the seasons' weekly sessions instead
 * (the summer cart offers those; the one-session wizard keeps its camp days).
 */
export async function listOfferedSessions(env: Env, today = campToday(), options: { weeks?: boolean } = {}): Promise<OfferedSession[]> {
  const rows = await getDb(env)
    .select({
      session: campSessions,
      program: {
        id: programs.id,
        name: programs.name,
        pricePerWeekCents: programs.pricePerWeekCents,
        careAddOnCents: programs.careAddOnCents,
        maxCapacity: programs.maxCapacity,
      },
      seatsTaken: seatsTakenSql(sql`${campSessions.id}`),
    })
    .from(campSessions)
    .innerJoin(programs, eq(programs.id, campSessions.programId))
    .where(
      and(
        eq(campSessions.isActive, true),
        eq(programs.isActive, true),
        gt(campSessions.startDate, today),
        options.weeks ? isNotNull(campSessions.season) : isNull(campSessions.season),
      ),
    )
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
      receivedCents: receivedSql(sql`${registrations.id}`),
      payInCart: cartPayingSql(),
      camper: { id: campers.id, firstName: campers.firstName, lastName: campers.lastName, grade: campers.grade },
      session: registrationSessionColumns,
      program: { id: programs.id, name: programs.name },
    })
    .from(registrations)
    .innerJoin(campers, eq(campers.id, registrations.camperId))
    .innerJoin(campSessions, eq(campSessions.id, registrations.sessionId))
    .innerJoin(programs, eq(programs.id, campSessions.programId))
    .where(options.id === undefined ? eq(registrations.parentId, parentId) : and(eq(registrations.parentId, parentId), eq(registrations.id, options.id)))
    .orderBy(desc(registrations.registrationDate), desc(registrations.id));
  const rows = options.limit ? await query.limit(options.limit) : await query;
  return rows.map(({ registration, receivedCents, payInCart, camper, session, program }) => ({
    id: registration.id,
    status: registration.status,
    paymentStatus: registration.paymentStatus,
    totalAmountCents: registration.totalAmountCents,
    totalAmount: registration.totalAmountCents / 100,
    dayPriceCents: registration.dayPriceCents,
    beforeCareCents: registration.beforeCareCents,
    afterCareCents: registration.afterCareCents,
    discountCents: registration.discountCents,
    earlyBirdCents: registration.earlyBirdCents,
    // A summer week's season names its first price line "Week" (priceLineItems).
    season: session.season,
    receivedCents: Number(receivedCents),
    balanceCents: balanceDueCents(registration.totalAmountCents, Number(receivedCents)),
    beforeCare: registration.beforeCare,
    afterCare: registration.afterCare,
    deferReason: registration.deferReason,
    registrationDate: registration.registrationDate,
    stripePaymentIntentId: registration.stripePaymentIntentId,
    // The summer cart whose one payment pays this line now (cart-payment.server.ts), else null.
    payInCart,
    camper,
    session: { ...session, program },
  }));
}

export async function findRegistrationForParent(env: Env, parentId: string, registrationId: number) {
  const [registration] = await listRegistrationsForParent(env, parentId, { id: registrationId });
  return registration ?? null;
}

export type CreatedRegistration = { ok: true; registration: TakenSeat & { totalAmount: number } };
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
 * Signs a camper up for a session. The seat is taken by the one seat-taking statement
 * (take-seat.server.ts), whose guards keep capacity, one registration per camper and session,
 * one camp per day and the family cap under any concurrency. The client's total is never read:
 * the server prices the registration and keeps its price lines. `alongside` adds writes that
 * happen only when the registration is made (same D1 transaction, gated on the new row's stamp).
 */
async function register(
  env: Env,
  parentId: string,
  input: RegistrationInput,
  facts: RegistrationFacts | undefined,
  now: Date,
  alongside: (made: SQL) => SQL[] = () => [],
): Promise<CreatedRegistration | Refusal> {
  if (!facts) return refuse(404, MESSAGES.camperNotFound);
  const { session, program } = facts;
  if (!session || !program || !facts.programActive) return sessionNotFound();
  const refusal = sessionRefusalForGrade(session, facts.grade, campToday(now));
  if (refusal) return refusal === MESSAGES.sessionNotFound ? sessionNotFound() : refuse(422, refusal);

  const lines = registrationPriceLines(program, input);
  const stamp = now.getTime();
  const { camperId, sessionId, beforeCare, afterCare } = input;
  const insert = takeSeatSql({
    parentId,
    camperId,
    sessionId,
    beforeCare,
    afterCare,
    price: { ...lines, totalCents: registrationTotalCents(program, input), discountCents: 0 },
    immediate: session.allowImmediateRegistration,
    windowId: facts.windowId,
    stamp,
  });
  const made = sql`EXISTS (SELECT 1 FROM registrations WHERE camper_id = ${camperId} AND session_id = ${sessionId} AND ${isLive("status")} AND updated_at = ${stamp})`;
  const [result] = await env.DB.batch<TakenSeat>([insert, ...alongside(made)].map((query) => d1Statement(env.DB, query)));
  const inserted = result.results[0];
  if (!inserted) {
    const refusal = await seatRefusal(env, camperId, sessionId);
    return refusal.status === 404 ? sessionNotFound() : refuse(refusal.status, refusal.message);
  }
  return { ok: true, registration: { ...inserted, totalAmount: inserted.totalAmountCents / 100 } };
}

/**
 * Pay later: the seat stays held and the payment is due by the session's payment due date.
 * Only a registration holding a seat with an unpaid balance can be deferred.
 */
export async function deferPayment(env: Env, parentId: string, registrationId: number, deferReason: string) {
  const db = getDb(env);
  // Whatever the parent may pay now (a new seat, a failed card, a balance left on a confirmed
  // registration) may be paid later instead.
  const [updated] = await db
    .update(registrations)
    .set({ paymentStatus: "deferred", deferReason, updatedAt: Date.now() })
    .where(and(eq(registrations.id, registrationId), eq(registrations.parentId, parentId), paymentDueSql()))
    .returning({ id: registrations.id, paymentStatus: registrations.paymentStatus, deferReason: registrations.deferReason });
  if (updated) return { ok: true as const, registration: updated };
  const existing = await findRegistrationForParent(env, parentId, registrationId);
  if (!existing) return refuse(404, MESSAGES.registrationNotFound);
  if ((WAITING_STATUSES as readonly string[]).includes(existing.status)) {
    return refuse(409, "This camper is on the waitlist: there is nothing to pay yet.");
  }
  if (existing.paymentStatus === "paid") return refuse(409, "This registration is already paid.");
  return refuse(409, "This registration can no longer be deferred.");
}

/**
 * The wizard's last step as the page posts it, checked by its one schema: every refusal carries
 * the heading the wizard's toast shows (the schema's part that failed, "Invalid Selection" for a
 * session that is not offered, else the catalogue's "Failed to create registration").
 */
export async function registerFromWizard(env: Env, parentId: string, input: unknown) {
  const parsed = wizardRegistrationSchema.safeParse(input);
  if (!parsed.success) return { ...refusedByZod(parsed.error), title: wizardRefusalTitle(String(parsed.error.issues[0]?.path[0])) } satisfies Refused;
  const { camperId, sessionId, beforeCare, afterCare, ...camper } = parsed.data;
  const choice = { sessionId, beforeCare, afterCare };
  const result = await registerWizardCamper(env, parentId, { camperId: camperId ?? null, camper, ...choice });
  // The camper now exists (a new one was created): registering again from Back uses this one.
  if (result.ok) return { ...result, ...choice };
  return { ...result, title: result.title ?? REGISTRATION_TITLES.failed } satisfies Refused;
}

/**
 * Saves the wizard's camper (creates a new one, or applies what changed on an existing one),
 * then registers. Edits to an existing camper are written in the same transaction as the
 * registration and only when it is made, so a refusal changes nothing; the rules read the grade
 * as the parent just gave it. A camper created here is removed again when the registration is
 * refused, so a refusal leaves nothing behind.
 */
async function registerWizardCamper(
  env: Env,
  parentId: string,
  input: { camperId: number | null; camper: CamperForm; sessionId: number; beforeCare: boolean; afterCare: boolean },
): Promise<(CreatedRegistration & { camperId: number }) | Refusal> {
  const choice = { sessionId: input.sessionId, beforeCare: input.beforeCare, afterCare: input.afterCare };
  const now = new Date();
  if (input.camperId) {
    const camperId = input.camperId;
    const existing = await findCamperForParent(env, parentId, camperId);
    if (!existing) return refuse(404, MESSAGES.camperNotFound);
    const { firstName: _f, lastName: _l, dateOfBirth: _d, waiverAccepted: _w, mediaReleaseAccepted: _m, termsAccepted: _t, ...update } = input.camper;
    const changes = camperChanges(existing, update);
    const [facts] = await registrationFacts(getDb(env), parentId, { camperId, ...choice }, now);
    const withEdits = facts && changes.grade ? { ...facts, grade: changes.grade } : facts;
    const saveEdits = (made: SQL) =>
      Object.keys(changes).length === 0
        ? []
        : [
            getDb(env)
              .update(campers)
              .set({ ...changes, updatedAt: now.getTime() })
              .where(and(eq(campers.id, camperId), eq(campers.parentId, parentId), made))
              .getSQL(),
          ];
    const result = await register(env, parentId, { camperId, ...choice }, withEdits, now, saveEdits);
    return result.ok ? { ...result, camperId } : result;
  }
  // The camper is added as every door adds one (camper-operations.server.ts), then registered.
  const added = await createCamperFromInput(env, parentId, input.camper);
  if (!added.ok) return refuse(422, added.message);
  const camperId = added.camper.id;
  const result = await createRegistration(env, parentId, { camperId, ...choice }, now);
  if (result.ok) return { ...result, camperId };
  await deleteUnregisteredCamper(env, parentId, camperId);
  return result;
}
