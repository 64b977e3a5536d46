// One camper's day at the door, asked for when the counselor opens the camper's details (the
// roster the door loads and syncs leaves every history out: on a 1,000-camper day it would ride
// along with every sync). Check-ins and check-outs with who picked up, their undos, notes and
// group changes: attendance, not medical data, so the read is not an audited medical view.
import { and, asc, eq, inArray } from "drizzle-orm";
import { attendanceEvents, rosterEntries } from "../../../db/schema";
import type { CamperEventKind } from "~/lib/attendance/door-events";
import { rosterId } from "~/lib/attendance/roster-entry-schema";
import type { DayHistoryEvent } from "./roster-load.server";
import { getDb } from "../db.server";
import { refused, type Outcome } from "../operation-result.server";
import type { StaffSession } from "../staff-session.server";

// Named here rather than taken from the door's list of event kinds: a kind added there later
// (one that may carry medical data) must not reach this unaudited read without a decision.
const HISTORY_KINDS: CamperEventKind[] = ["checkIn", "checkOut", "undoCheckIn", "undoCheckOut", "notes", "group"];

export async function dayHistory(env: Env, _staff: StaffSession, entryId: unknown): Promise<Outcome<{ events: DayHistoryEvent[] }>> {
  const id = rosterId.safeParse(entryId);
  if (!id.success) return refused(404, "Camper not found");
  const db = getDb(env);
  const [entries, events] = await db.batch([
    db.select({ id: rosterEntries.id }).from(rosterEntries).where(eq(rosterEntries.id, id.data)),
    db
      .select({
        id: attendanceEvents.id,
        kind: attendanceEvents.kind,
        at: attendanceEvents.at,
        deviceAt: attendanceEvents.deviceAt,
        staffName: attendanceEvents.staffName,
        value: attendanceEvents.value,
      })
      .from(attendanceEvents)
      .where(and(eq(attendanceEvents.rosterEntryId, id.data), inArray(attendanceEvents.kind, HISTORY_KINDS)))
      .orderBy(asc(attendanceEvents.at), asc(attendanceEvents.id)),
  ]);
  if (entries.length === 0) return refused(404, "Camper not found");
  return { ok: true, events };
}
