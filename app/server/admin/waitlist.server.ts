// The waitlist: campers interested in (or waitlisted for) a session, a page at a time in queue
// order (the tab and the API alike), and Enroll, which moves one into the session when a seat is free.
import { and, asc, eq, inArray, sql, type SQL } from "drizzle-orm";
import { campers, campSessions, programs, registrations, users } from "../../../db/schema";
import type { AuditActor } from "../audit.server";
import { getDb } from "../db.server";
import { deliverQueuedMail } from "../mail.server";
import { campWeekColumns } from "../camp-week-columns.server";
import { familyMailColumns, withFamilyAndSession } from "../registration-family.server";
import { hasFreeSeat, seatsTakenSql } from "../seats.server";
import { waitlistOrder } from "../lottery.server";
import { RefusedError } from "../operation-result.server";
import { d1Statement, stampAfter, stampedAudit, stampedMail } from "./guarded-writes.server";
import { paymentLinkMail } from "./mail-notices.server";

import { WAITING_STATUSES as WAITING } from "~/lib/vocabulary";
import type { WaitlistFilters, WaitlistQuery } from "~/lib/admin/waitlist-filters";
import { countJoined, joinedRegistrations, pageOfList, searchCondition } from "./office-list.server";

const waitlistColumns = {
  registrationId: registrations.id,
  queuePosition: registrations.queuePosition,
  status: registrations.status,
  totalAmountCents: registrations.totalAmountCents,
  camper: {
    id: campers.id,
    firstName: campers.firstName,
    lastName: campers.lastName,
    grade: campers.grade,
    dateOfBirth: campers.dateOfBirth,
    hasAllergies: sql<boolean>`${campers.allergies} <> ''`.mapWith(Boolean),
    hasMedications: sql<boolean>`${campers.medications} <> ''`.mapWith(Boolean),
    hasMedicalConditions: sql<boolean>`${campers.medicalConditions} <> ''`.mapWith(Boolean),
  },
  parent: { firstName: users.firstName, lastName: users.lastName, email: users.email },
  session: {
    ...campWeekColumns,
    programName: programs.name,
    maxCapacity: programs.maxCapacity,
    careAddOnCents: programs.careAddOnCents,
    seatsTaken: seatsTakenSql(sql`${campSessions.id}`),
  },
  interestedSession: {
    id: registrations.id,
    createdAt: registrations.registrationDate,
    beforeCare: registrations.beforeCare,
    afterCare: registrations.afterCare,
    beforeCareCents: registrations.beforeCareCents,
    afterCareCents: registrations.afterCareCents,
  },
};

// The queues in the order the office reads them: by camp day, youngest group first (as the camp
// counts them), by site, each session's queue together (two programs may share a day, site and
// age group), then queue order: a drawn lottery position first, then everyone else by sign-up time.
const queuesInOrder = [
  asc(campSessions.startDate),
  sql`CASE ${campSessions.ageGroup} WHEN 'K-2' THEN 0 WHEN '2-3' THEN 1 ELSE 2 END`,
  asc(campSessions.location),
  asc(campSessions.id),
];

/** An entry and its place in its own session's queue (FLC and UUCA on one day are two queues). */
export type WaitlistEntry = WaitlistPage["entries"][number];

/**
 * Every waiting registration's place in its own session's queue, counted over the whole queue:
 * a search or a filter shows a camper's true place, never a place among the rows it found.
 */
function placesInQueues(env: Env) {
  return getDb(env)
    .select({
      registrationId: sql<number>`${registrations.id}`.as("queued_registration_id"),
      place: sql<number>`row_number() OVER (PARTITION BY ${registrations.sessionId} ORDER BY ${sql.join(waitlistOrder, sql`, `)})`.as("place"),
    })
    .from(registrations)
    .where(inArray(registrations.status, [...WAITING]))
    .as("queue_places");
}

function waitlistConditions(filters: WaitlistFilters): SQL | undefined {
  const conditions: Array<SQL | undefined> = [inArray(registrations.status, [...WAITING])];
  if (filters.site !== "all") conditions.push(eq(campSessions.location, filters.site));
  if (filters.session !== "all") conditions.push(eq(campSessions.id, Number(filters.session)));
  conditions.push(searchCondition(filters.search));
  return and(...conditions);
}

/**
 * One page of the Waitlist tab and of GET /api/admin/waitlist (the queues in order, each camper
 * with their place in their session's whole queue), how many the filters hold in all, and the
 * sessions anyone waits for (the session filter's choices). A page past the last shows the last.
 */
export async function listWaitlistPage(env: Env, query: WaitlistQuery) {
  const { page, ...filters } = query;
  const db = getDb(env);
  const where = waitlistConditions(filters);
  const queue = placesInQueues(env);
  const [shown, sessions] = await Promise.all([
    pageOfList(
      page,
      () => countJoined(env, where),
      (offset, limit) =>
        joinedRegistrations(
          db
            .select({ ...waitlistColumns, place: queue.place })
            .from(registrations)
            .innerJoin(queue, eq(queue.registrationId, registrations.id))
            .$dynamic(),
        )
          .where(where)
          .orderBy(...queuesInOrder, asc(queue.place))
          .limit(limit)
          .offset(offset),
    ),
    db
      .select({
        id: campSessions.id,
        name: campSessions.name,
        location: campSessions.location,
        startDate: campSessions.startDate,
        waiting: sql<number>`count(*)`,
      })
      .from(registrations)
      .innerJoin(campSessions, eq(campSessions.id, registrations.sessionId))
      .where(inArray(registrations.status, [...WAITING]))
      .groupBy(campSessions.id)
      .orderBy(...queuesInOrder),
  ]);
  const { rows: entries, ...pages } = shown;
  return { filters, entries, ...pages, sessions };
}
export type WaitlistPage = Awaited<ReturnType<typeof listWaitlistPage>>;

/**
 * Moves the camper's waitlisted registration for the session to pending / payment pending, only
 * if a seat is free at that instant (the capacity check is inside the UPDATE), and e-mails the
 * parent the payment link in the same transaction. A full session changes nothing.
 */
export async function enrollFromWaitlist(env: Env, actor: AuditActor, camperId: number, sessionId: number) {
  const db = getDb(env);
  const [row] = await withFamilyAndSession(
    db
      .select({
        id: registrations.id,
        updatedAt: registrations.updatedAt,
        totalAmountCents: registrations.totalAmountCents,
        ...familyMailColumns,
        startDate: campSessions.startDate,
      })
      .from(registrations)
      .$dynamic(),
  ).where(and(eq(registrations.camperId, camperId), eq(registrations.sessionId, sessionId), inArray(registrations.status, [...WAITING])));
  if (!row) throw new RefusedError(404, "This camper is not on the waitlist for this session");

  const stamp = stampAfter(row.updatedAt);
  const mail = paymentLinkMail(env, { registrationId: row.id, ...row }, "enrolled");
  const [moved] = await env.DB.batch([
    d1Statement(
      env.DB,
      db
        .update(registrations)
        .set({ status: "pending", paymentStatus: "pending", queuePosition: null, heldAt: stamp, updatedAt: stamp })
        .where(and(eq(registrations.id, row.id), inArray(registrations.status, [...WAITING]), hasFreeSeat(sessionId))),
    ),
    stampedAudit(env.DB, row.id, stamp, actor, {
      action: "registration.enroll",
      subjectType: "registration",
      subjectId: row.id,
      detail: { camperId, sessionId },
    }),
    stampedMail(env.DB, row.id, stamp, { ...mail, dedupeKey: `enroll-${row.id}-${stamp}` }),
  ]);
  if (moved.meta.changes === 0) throw new RefusedError(409, "Session is full");
  await deliverQueuedMail(env);
  return { registrationId: row.id, status: "pending" as const, paymentStatus: "pending" as const, emailedTo: row.parentEmail };
}
