// "Parents see the day": today's check-in and check-out of each of the parent's campers, and
// who picked them up. The dashboard polls it every few seconds while it is visible, so it is one
// small read that starts from today's sessions (the date index) and never leaves the family.
import { and, asc, eq } from "drizzle-orm";
import { attendanceRecords, attendanceSessions, campers, rosterEntries } from "../../../db/schema";
import { campToday } from "~/lib/camp-dates";
import { camperFullName, getDb } from "../db.server";

export type CamperDay = {
  rosterEntryId: number;
  camperName: string;
  location: "FLC" | "UUCA";
  checkedInAt: number | null;
  checkedOutAt: number | null;
  pickedUpBy: string | null;
  pickupRelationship: string | null;
  pickupMethod: "adult" | "code" | "override" | null;
};

export async function loadFamilyToday(env: Env, parentId: string, today = campToday()): Promise<{ date: string; campers: CamperDay[] }> {
  const results: CamperDay[] = await getDb(env)
    .select({
      rosterEntryId: rosterEntries.id,
      camperName: camperFullName(),
      location: attendanceSessions.location,
      checkedInAt: attendanceRecords.checkedInAt,
      checkedOutAt: attendanceRecords.checkedOutAt,
      pickedUpBy: attendanceRecords.pickedUpBy,
      pickupRelationship: attendanceRecords.pickupRelationship,
      pickupMethod: attendanceRecords.pickupMethod,
    })
    .from(attendanceSessions)
    .innerJoin(rosterEntries, eq(rosterEntries.attendanceSessionId, attendanceSessions.id))
    .innerJoin(campers, eq(campers.id, rosterEntries.camperId))
    .leftJoin(attendanceRecords, eq(attendanceRecords.rosterEntryId, rosterEntries.id))
    .where(and(eq(attendanceSessions.date, today), eq(campers.parentId, parentId)))
    .orderBy(asc(campers.firstName), asc(rosterEntries.id));
  return { date: today, campers: results };
}
