// Whether a roster is for today, and what the door says when it is not
// (docs/decisions/0056-door-warnings-that-stay.md). The server records a door change only on its
// roster's own camp day (app/server/attendance/door-clock.server.ts), so a roster of another day
// offers no Check in or Check out: it says so up front instead of taking a tap the server will
// refuse. Today is the server's camp day (the page's loader); the device's own camp day is
// accepted too, so a door open across midnight keeps its roster until the next reload.
import { campDayFull } from "../format";

export type RosterDay = "today" | "past" | "future";

export function rosterDay(rosterDate: string, serverToday: string, deviceToday: string | null = null): RosterDay {
  if (rosterDate === serverToday || rosterDate === deviceToday) return "today";
  return rosterDate < serverToday ? "past" : "future";
}

/** What the door says above a roster of another day. */
export function otherDayNotice(day: Exclude<RosterDay, "today">, rosterDate: string, serverToday: string): string {
  const when = `This roster is for ${campDayFull(rosterDate)}; today is ${campDayFull(serverToday)}.`;
  return day === "future"
    ? `${when} Children are checked in and out on the roster's own day: open today's roster (choose it above, or New Session).`
    : `${when} It is kept as it was that day: children are checked in and out on today's roster (choose it above, or New Session).`;
}
