// The adults on site as this device sees them: the server's list with this device's own staff
// check-ins, check-outs and moves laid over it, in the order they were made, so a tap shows at
// once, offline too (as useOptimisticRoster does for the campers).
import { useMemo } from "react";
import { isAdultEvent } from "~/lib/attendance/door-changes";
import type { QueuedDoorEvent } from "~/lib/attendance/door-events";
import { foldAdults, type AdultChange, type OnSiteAdult } from "~/lib/here-now/adults";
import type { PickupCodeCheck } from "~/lib/attendance/pickup-code";
import type { StaffRole } from "~/lib/vocabulary";
import { useQueuedEvents } from "./door-queue";
import { useSameData } from "./row-store";

/** One of the day's staff; `codeCheck` is their door code's check, on today's roster only (never the code). */
export type DayStaff = { id: number; name: string; role: StaffRole; codeCheck?: PickupCodeCheck | null };

/** A queued adult change as the fold takes it; a staff member not on this device's list is left to the server. */
function changeOf(e: QueuedDoorEvent, staff: readonly DayStaff[]): AdultChange | null {
  if (!isAdultEvent(e)) return null;
  if (e.kind === "adultOut") return { kind: "adultOut", at: e.at, person: e.person };
  if (e.kind === "adultMove") return { kind: "adultMove", at: e.at, person: e.person, group: e.groupName.trim() };
  const group = e.groupName.trim();
  if (e.visitor)
    return { kind: "adultIn", at: e.at, person: `visitor:${e.id}`, name: e.visitor.name.trim(), role: "visitor", reason: e.visitor.reason.trim(), group };
  const member = staff.find((s) => s.id === e.staffId);
  return member ? { kind: "adultIn", at: e.at, person: `staff:${member.id}`, name: member.name, role: member.role, reason: "", group } : null;
}

export function useAdultsOnSite(
  serverAdults: readonly OnSiteAdult[],
  staff: readonly DayStaff[],
  rosterId: number | null,
  requestedAt: number,
): readonly OnSiteAdult[] {
  // Only this roster's adult changes: a child's check-in or a roll-call mark changes the queue, and
  // must not make every group's headcount anew (nor render the page at all).
  const mine = useQueuedEvents((e) => isAdultEvent(e) && e.rosterId === rosterId, requestedAt);
  // A reload that brings the same adults keeps the list held: the headcounts and the roll call's people stay as they are.
  const server = useSameData(serverAdults);
  return useMemo(() => {
    if (mine.length === 0) return server;
    return foldAdults(
      server,
      mine.map((e) => changeOf(e, staff)).filter((c): c is AdultChange => c !== null),
    );
  }, [server, staff, mine]);
}
