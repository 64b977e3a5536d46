// Small factories for workerd tests: each test builds exactly the rows it needs.
import { env } from "cloudflare:workers";
import { vi } from "vitest";
import {
  attendanceRecords,
  attendanceSessions,
  attendanceStaff,
  campers,
  campSessions,
  payments,
  programs,
  registrations,
  registrationWindows,
  rosterEntries,
  users,
} from "../../db/schema";
import { campToday } from "../../app/lib/camp-dates";
import { getDb } from "../../app/server/db.server";
import { hashPassword } from "../../app/server/password.server";
import { createUserSession } from "../../app/server/session.server";
import { createStaffSession } from "../../app/server/staff-session.server";

let counter = 0;
const next = () => ++counter;

export async function createUser(overrides: Partial<typeof users.$inferInsert> = {}) {
  const n = next();
  const [user] = await getDb(env)
    .insert(users)
    .values({
      id: `user-${n}-${crypto.randomUUID()}`,
      email: `parent${n}-${crypto.randomUUID().slice(0, 8)}@example.com`,
      firstName: "Test",
      lastName: `Parent${n}`,
      emailVerifiedAt: Date.now(),
      passwordHash: overrides.passwordHash ?? (await hashPassword("correct horse battery", env.PASSWORD_PEPPER)),
      ...overrides,
    })
    .returning();
  return user;
}

/** A Cookie header value for a signed-in session of `userId`. */
export async function sessionCookieFor(userId: string) {
  const setCookie = await createUserSession(env, new Request("http://localhost/"), userId);
  return setCookie.split(";")[0];
}

export async function createProgram(overrides: Partial<typeof programs.$inferInsert> = {}) {
  const [program] = await getDb(env)
    .insert(programs)
    .values({
      name: "School Year Day Camp",
      description: "A full day of camp fun",
      ageGroup: "K-8",
      maxCapacity: 20,
      pricePerWeekCents: 12000,
      careAddOnCents: 1500,
      ...overrides,
    })
    .returning();
  return program;
}

export async function createCampSession(overrides: Partial<typeof campSessions.$inferInsert> & { programId: number }) {
  const [session] = await getDb(env)
    .insert(campSessions)
    .values({
      name: "December 23 UUCA K-2",
      location: "UUCA",
      startDate: "2099-12-23",
      endDate: "2099-12-23",
      ageGroup: "K-2",
      allowImmediateRegistration: true,
      ...overrides,
    })
    .returning();
  return session;
}

export async function createCamper(overrides: Partial<typeof campers.$inferInsert> & { parentId: string }) {
  const [camper] = await getDb(env)
    .insert(campers)
    .values({
      firstName: "Maya",
      lastName: "Rivera",
      dateOfBirth: "2018-04-02",
      grade: "2nd",
      emergencyContactName: "Pat Rivera",
      emergencyContactPhone: "7035550100",
      emergencyContactRelationship: "parent",
      waiverAccepted: true,
      mediaReleaseAccepted: true,
      termsAccepted: true,
      ...overrides,
    })
    .returning();
  return camper;
}

/**
 * One statement that adds `count` campers to a parent, named `${firstName}1` to `${firstName}${count}`,
 * for a batch with their registrations: row by row takes too long for a season's worth.
 */
export function manyCampersStatement(parentId: string, count: number, camper: { firstName: string; lastName: string; grade: string; contactName: string }) {
  return env.DB.prepare(
    `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?2)
     INSERT INTO campers (parent_id, first_name, last_name, date_of_birth, grade, emergency_contact_name, emergency_contact_phone, emergency_contact_relationship)
     SELECT ?1, ?3 || i, ?4, '2018-04-02', ?5, ?6, '7035550100', 'parent' FROM n`,
  ).bind(parentId, count, camper.firstName, camper.lastName, camper.grade, camper.contactName);
}

export async function createRegistration(overrides: Partial<typeof registrations.$inferInsert> & { camperId: number; sessionId: number; parentId: string }) {
  const [registration] = await getDb(env)
    .insert(registrations)
    .values({ totalAmountCents: 12000, dayPriceCents: overrides.totalAmountCents ?? 12000, status: "interested", paymentStatus: null, ...overrides })
    .returning();
  return registration;
}

/** A parent's camper registered in a session of its own: by default holding a seat, unpaid ($120 owed). */
/** A pending registration of a new camper in a new session; `with` shapes the camper and session. */
export async function createRegistrationInNewSession(
  parent: { id: string },
  overrides: Partial<typeof registrations.$inferInsert> = {},
  shape: { camper?: Partial<typeof campers.$inferInsert>; session?: Partial<typeof campSessions.$inferInsert> } = {},
) {
  const session = await createCampSession({ programId: (await createProgram()).id, ...shape.session });
  const camper = await createCamper({ parentId: parent.id, ...shape.camper });
  const registration = await createRegistration({
    camperId: camper.id,
    sessionId: session.id,
    parentId: parent.id,
    status: "pending",
    paymentStatus: "pending",
    ...overrides,
  });
  return { session, camper, registration };
}

export async function createPayment(overrides: Partial<typeof payments.$inferInsert> & { registrationId: number; amountCents: number }) {
  const [payment] = await getDb(env)
    .insert(payments)
    .values({ kind: "stripe", ...overrides })
    .returning();
  return payment;
}

export async function createRegistrationWindow(overrides: Partial<typeof registrationWindows.$inferInsert> & { opensAt: number }) {
  const n = next();
  const [window] = await getDb(env)
    .insert(registrationWindows)
    .values({ season: `test-${n}-${crypto.randomUUID().slice(0, 8)}`, label: `Test Window ${n}`, ...overrides })
    .returning();
  return window;
}

/** Form-encoded POST as a same-origin browser form would send it (no redirects followed). */
export function formPost(path: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
  return new Request(`http://localhost${path}`, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: "http://localhost", "Sec-Fetch-Site": "same-origin", ...headers },
    redirect: "manual",
  });
}

/**
 * The latest mail to `address` still waiting for delivery (tests have no mail provider, so it
 * waits in the outbox), as the provider would receive it, and the first link in it that starts
 * with `prefix`. Admins never see these links whole: see app/server/mail.server.ts.
 */
export async function latestMailTo(address: string, prefix = "http") {
  const row = await env.DB.prepare("SELECT kind, subject, text_body AS text FROM outbox WHERE to_address = ? AND status = 'queued' ORDER BY id DESC LIMIT 1")
    .bind(address)
    .first<{ kind: string; subject: string; text: string }>();
  if (!row) return null;
  const link = row.text.split(/\s+/).find((word) => word.startsWith(prefix)) ?? null;
  return { ...row, link };
}

/** The mail to `address` that an answer sent after answering (waitUntil): waits until it is there. */
export async function mailArriving(address: string, prefix = "http") {
  return vi.waitFor(async () => {
    const mail = await latestMailTo(address, prefix);
    if (!mail?.link) throw new Error(`no mail with a ${prefix} link to ${address} yet`);
    return mail as typeof mail & { link: string };
  });
}

export async function createStaff(overrides: Partial<typeof attendanceStaff.$inferInsert> & { password?: string } = {}) {
  const n = next();
  const { password = "door-duty-password", ...rest } = overrides;
  const [staff] = await getDb(env)
    .insert(attendanceStaff)
    .values({ username: `counselor${n}`, displayName: `Counselor ${n}`, passwordHash: await hashPassword(password, env.PASSWORD_PEPPER), ...rest })
    .returning();
  return staff;
}

/** A Cookie header value for a signed-in attendance staff session. */
export async function staffCookieFor(staff: { id: number; username: string; displayName: string; sessionVersion?: number }) {
  return (await staffSignInFor(staff)).cookie;
}

/** A signed-in staff session on a device: its Cookie header value and the signed sign-in the device puts on its changes. */
export async function staffSignInFor(staff: { id: number; username: string; displayName: string; sessionVersion?: number }) {
  const { setCookie, doorSignIn } = await createStaffSession(env, new Request("http://localhost/"), { sessionVersion: 0, ...staff });
  return { cookie: setCookie.split(";")[0], signIn: doorSignIn };
}

/** An attendance session, today by default: the door records changes on its roster's own day only. */
export async function createAttendanceSession(overrides: Partial<typeof attendanceSessions.$inferInsert> = {}) {
  const [session] = await getDb(env)
    .insert(attendanceSessions)
    .values({ date: campToday(), location: "UUCA", title: "Winter Break Day", ...overrides })
    .returning();
  return session;
}

/** A roster entry with its (empty) attendance record. */
export async function createRosterEntry(overrides: Partial<typeof rosterEntries.$inferInsert> & { attendanceSessionId: number }) {
  const [entry] = await getDb(env)
    .insert(rosterEntries)
    .values({ camperName: `Camper ${next()}`, ...overrides })
    .returning();
  await getDb(env).insert(attendanceRecords).values({ rosterEntryId: entry.id });
  return entry;
}
