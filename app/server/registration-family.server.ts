// A registration with whom and what it is for: its camper, the parent's account and the camp
// session. The office's lists, the waitlist's enrol mail, the lottery's notices and the payment
// reminders all read registrations this way.
import { eq } from "drizzle-orm";
import type { SQLiteSelect } from "drizzle-orm/sqlite-core";
import { campers, campSessions, registrations, users } from "../../db/schema";

/** What a mail about a registration names: the camper, the parent it goes to, and the week. */
export const familyMailColumns = {
  camperFirstName: campers.firstName,
  parentFirstName: users.firstName,
  parentEmail: users.email,
  sessionName: campSessions.name,
};

/** A select from registrations joined to its camper, its parent's account and its camp session. */
export function withFamilyAndSession<Query extends SQLiteSelect>(query: Query) {
  return query
    .innerJoin(campers, eq(campers.id, registrations.camperId))
    .innerJoin(users, eq(users.id, registrations.parentId))
    .innerJoin(campSessions, eq(campSessions.id, registrations.sessionId));
}
