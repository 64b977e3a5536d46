// A parent's campers. Every query is scoped to the parent: another family's camper id simply
// is not found.
import { and, desc, eq, isNull, notExists, sql } from "drizzle-orm";
import { campers, campSessions, programs, registrations, rosterEntries, type Camper } from "../../db/schema";
import type { CamperForm, CamperUpdate } from "~/lib/camper-schema";
import { CAMPER_UPDATABLE_FIELDS } from "~/lib/camper-schema";
import { campToday } from "~/lib/camp-dates";
import { DOOR_COPIED_FIELDS, doorCopyOfCamper } from "~/lib/attendance/door-copy";
import { getDb } from "./db.server";

export type CamperWithRegistrations = Camper & {
  registrations: Array<{ id: number; status: string; paymentStatus: string | null; session: { name: string; startDate: string; program: { name: string } } }>;
};

/** The parent's campers with their registrations (newest first), for the dashboard and the API. */
export async function listCampersForParent(env: Env, parentId: string): Promise<CamperWithRegistrations[]> {
  const db = getDb(env);
  // Two reads in parallel (a D1 batch would map the joined rows by bare column name).
  const [camperRows, registrationRows] = await Promise.all([
    // An erased child (past the retention setting) is no longer one of the family's campers.
    db
      .select()
      .from(campers)
      .where(and(eq(campers.parentId, parentId), isNull(campers.erasedAt)))
      .orderBy(campers.firstName, campers.id),
    db
      .select({
        id: registrations.id,
        camperId: registrations.camperId,
        status: registrations.status,
        paymentStatus: registrations.paymentStatus,
        sessionName: campSessions.name,
        startDate: campSessions.startDate,
        programName: programs.name,
      })
      .from(registrations)
      .innerJoin(campSessions, eq(campSessions.id, registrations.sessionId))
      .innerJoin(programs, eq(programs.id, campSessions.programId))
      .where(eq(registrations.parentId, parentId))
      .orderBy(desc(registrations.registrationDate), desc(registrations.id)),
  ]);
  return camperRows.map((camper) => ({
    ...camper,
    registrations: registrationRows
      .filter((r) => r.camperId === camper.id)
      .map((r) => ({
        id: r.id,
        status: r.status,
        paymentStatus: r.paymentStatus,
        session: { name: r.sessionName, startDate: r.startDate, program: { name: r.programName } },
      })),
  }));
}

export async function findCamperForParent(env: Env, parentId: string, camperId: number) {
  const [camper] = await getDb(env)
    .select()
    .from(campers)
    .where(and(eq(campers.id, camperId), eq(campers.parentId, parentId), isNull(campers.erasedAt)))
    .limit(1);
  return camper ?? null;
}

/** Creates a camper; the agreements are signed today (in the camp's time zone). */
export async function createCamper(env: Env, parentId: string, form: CamperForm, now = new Date()) {
  const [camper] = await getDb(env)
    .insert(campers)
    .values({ ...form, parentId, waiverSignedDate: campToday(now) })
    .returning();
  return camper;
}

/**
 * Applies the fields that differ from what is stored. Returns null when the camper is not the
 * parent's, and `changed: false` (with no write at all) when nothing differs.
 */
export async function updateCamper(env: Env, parentId: string, camperId: number, update: CamperUpdate) {
  const camper = await findCamperForParent(env, parentId, camperId);
  if (!camper) return null;
  const changes = camperChanges(camper, update);
  if (Object.keys(changes).length === 0) return { camper, changed: false };
  const db = getDb(env);
  // The door's rosters keep their own copy of the profile (app/lib/attendance/door-copy.ts): a
  // parent's change reaches the rosters of today and the days to come (past days stay as they were).
  const doorChanged = DOOR_COPIED_FIELDS.some((field) => field in changes);
  const [[updated]] = await db.batch([
    db
      .update(campers)
      .set({ ...changes, updatedAt: Date.now() })
      .where(and(eq(campers.id, camperId), eq(campers.parentId, parentId)))
      .returning(),
    ...(doorChanged
      ? [
          db
            .update(rosterEntries)
            .set(doorCopyOfCamper({ ...camper, ...changes }))
            .where(
              and(
                eq(rosterEntries.camperId, camperId),
                sql`${rosterEntries.attendanceSessionId} IN (SELECT id FROM attendance_sessions WHERE date >= ${campToday()})`,
              ),
            ),
        ]
      : []),
  ]);
  return { camper: updated, changed: true };
}

/** The updatable fields of `update` that differ from what is stored for `camper`. */
export function camperChanges(camper: Camper, update: CamperUpdate): Partial<Camper> {
  const changes: Partial<Camper> = {};
  for (const key of CAMPER_UPDATABLE_FIELDS) {
    const value = update[key];
    if (value !== undefined && value !== camper[key]) (changes as Record<string, unknown>)[key] = value;
  }
  return changes;
}

/** Undoes a camper created moments ago when the registration it was created for is refused. */
export async function deleteUnregisteredCamper(env: Env, parentId: string, camperId: number) {
  await getDb(env)
    .delete(campers)
    .where(
      and(
        eq(campers.id, camperId),
        eq(campers.parentId, parentId),
        notExists(getDb(env).select({ id: registrations.id }).from(registrations).where(eq(registrations.camperId, camperId))),
      ),
    );
}

/**
 * The health part of a camper's form: allergies, medicines, conditions, diet, doctor and
 * insurance. The API's medical form and the office's registration details show the same fields.
 */
export function camperHealthForm(camper: Camper) {
  return {
    allergies: camper.allergies,
    medications: camper.medications,
    medicalConditions: camper.medicalConditions,
    specialDietaryNeeds: camper.specialDietaryNeeds,
    doctorName: camper.doctorName,
    doctorPhone: camper.doctorPhone,
    insuranceProvider: camper.insuranceProvider,
  };
}

/** The camper as the specification's API shows it (medical form packed as a JSON string). */
export function camperForApi(camper: Camper) {
  return {
    id: camper.id,
    firstName: camper.firstName,
    lastName: camper.lastName,
    dateOfBirth: camper.dateOfBirth,
    grade: camper.grade,
    allergies: camper.allergies,
    emergencyContact: camper.emergencyContactName,
    emergencyContactName: camper.emergencyContactName,
    emergencyContactPhone: camper.emergencyContactPhone,
    emergencyPhone: camper.emergencyContactPhone,
    emergencyContactRelationship: camper.emergencyContactRelationship,
    medicalInfo: JSON.stringify({
      ...camperHealthForm(camper),
      emergencyContact2Name: camper.emergencyContact2Name,
      emergencyContact2Phone: camper.emergencyContact2Phone,
      emergencyContact2Relationship: camper.emergencyContact2Relationship,
      authorizedPickupPersons: camper.authorizedPickupPersons,
      specialInstructions: camper.specialInstructions,
      waivers: {
        hasWaiverAccepted: camper.waiverAccepted,
        hasMediaReleaseAccepted: camper.mediaReleaseAccepted,
        hasTermsAccepted: camper.termsAccepted,
        waiverSignedDate: camper.waiverSignedDate,
      },
    }),
  };
}
