// A time alert acknowledged at one door is acknowledged at every door (docs/decisions/0042-door-doses-hand-overs-and-codes.md):
// the door's queue sends an `acknowledgeAlert` event ("medication@750"), kept once per camper and
// alert, and the roster carries each camper's acknowledged alerts, so no door raises that alert
// again, after a reload either. The name on it is the signed-in counselor's; the time the device's.
import { timeAlertAcknowledgements } from "../../../db/schema";
import { getDb } from "../db.server";
import type { Outcome } from "../operation-result.server";
import type { StaffSession } from "../staff-session.server";
import { clampedTime, madeByName, type EventStamp } from "./door-fold.server";

/** Keeps the acknowledgement; a second one of the same alert (any door) keeps the first. */
export async function acknowledgeTimeAlert(
  env: Env,
  staff: StaffSession,
  rosterEntryId: number,
  alert: string,
  stamp: EventStamp,
): Promise<Outcome<{ duplicate: boolean }>> {
  const kept = await getDb(env)
    .insert(timeAlertAcknowledgements)
    .values({ rosterEntryId, alert, acknowledgedAt: clampedTime(stamp.at), acknowledgedBy: madeByName(staff, stamp) })
    .onConflictDoNothing({ target: [timeAlertAcknowledgements.rosterEntryId, timeAlertAcknowledgements.alert] })
    .returning({ id: timeAlertAcknowledgements.id });
  return { ok: true, duplicate: kept.length === 0 };
}
