// Adults at the door (docs/decisions/0049-adults-at-the-door.md): a device's staff check-ins,
// check-outs and moves between groups, and visitors signed in and out. They ride the door's
// queue in the same batch as the children's changes (app/server/attendance/door-events.server.ts)
// and are kept once each by the device's event id, so a resent queue changes nothing.
import { sql } from "drizzle-orm";
import { adultPresenceEvents, attendanceStaff } from "../../../db/schema";
import type { AdultDoorEvent } from "~/lib/attendance/door-events";
import type { AdultRole, StaffRole } from "~/lib/vocabulary";
import { columnNames, d1Statement } from "../db.server";
import { refused, type Refused } from "../operation-result.server";
import type { StaffSession } from "../staff-session.server";
import { rosterChangeProblem, rosterDaysStatement } from "../attendance/door-clock.server";
import { clampedTime, type Maker } from "../attendance/door-fold.server";

/** An adult's change as it is stored: who, with their name and role read on the server. */
type AdultRow = {
  id: string;
  rosterId: number;
  person: string;
  kind: AdultDoorEvent["kind"];
  name: string;
  role: AdultRole | null;
  reason: string;
  group: string;
  at: number;
  deviceAt: number;
  /** Who made the change on the device (its sign-in), and whether the office had ended that sign-in. */
  madeBy: string | null;
  signInEnded: boolean;
};

/**
 * Checks a device's adult changes against the server: the roster is there, each change is dated
 * on its day, and a staff member checked in is one of the active staff (their name and role come
 * from their account, never the device). Answers the rows to store, or the first refusal and its event.
 */
export async function checkAdultEvents(
  env: Env,
  events: readonly AdultDoorEvent[],
  madeBy: (e: AdultDoorEvent) => Maker | undefined = () => undefined,
  now = Date.now(),
): Promise<{ rows: AdultRow[] } | { refusal: Refused; event: AdultDoorEvent }> {
  const staffIds = events.flatMap((e) => (e.kind === "adultIn" && e.staffId !== undefined ? [e.staffId] : []));
  const [rosters, staff] = await env.DB.batch<{ id: number; date?: string; display_name?: string; role?: StaffRole }>([
    rosterDaysStatement(
      env,
      events.map((e) => e.rosterId),
    ),
    d1Statement(
      env.DB,
      sql`SELECT ${attendanceStaff.id} AS id, ${attendanceStaff.displayName} AS display_name, ${attendanceStaff.role} AS role FROM ${attendanceStaff}
        WHERE ${attendanceStaff.isActive} = 1 AND ${attendanceStaff.id} IN (SELECT value FROM json_each(${JSON.stringify(staffIds)}))`,
    ),
  ]);
  const dayOf = new Map(rosters.results.map((r) => [r.id, r.date!]));
  const staffById = new Map(staff.results.map((s) => [s.id, s]));
  const rows: AdultRow[] = [];
  for (const e of events) {
    const problem = rosterChangeProblem(dayOf, e, now);
    if (problem) return { refusal: problem, event: e };
    const maker = madeBy(e);
    const base = {
      id: e.id,
      rosterId: e.rosterId,
      kind: e.kind,
      at: clampedTime(e.at, now),
      deviceAt: e.at,
      name: "",
      role: null,
      reason: "",
      group: "",
      madeBy: maker?.name ?? null,
      signInEnded: maker?.signInEnded ?? false,
    };
    if (e.kind === "adultIn") {
      if ((e.staffId === undefined) === (e.visitor === undefined)) return { refusal: refused(400, "Choose a staff member or enter a visitor"), event: e };
      if (e.staffId !== undefined) {
        const member = staffById.get(e.staffId);
        if (!member) return { refusal: refused(404, "Staff member not found"), event: e };
        rows.push({ ...base, person: `staff:${e.staffId}`, name: member.display_name!, role: member.role!, group: e.groupName });
      } else rows.push({ ...base, person: `visitor:${e.id}`, name: e.visitor!.name, role: "visitor", reason: e.visitor!.reason, group: e.groupName });
    } else rows.push({ ...base, person: e.person, group: e.kind === "adultMove" ? e.groupName : "" });
  }
  return { rows };
}

/** Stores checked adult changes (each once by its id) in one statement; answers the ids that were new. */
export async function storeAdultEvents(env: Env, sender: StaffSession, rows: readonly AdultRow[]): Promise<Set<string>> {
  if (rows.length === 0) return new Set();
  // Rows unpacked in SQL from one JSON parameter (not drizzle's values()): a device's queue can outgrow D1's 100 bound parameters per statement.
  const t = adultPresenceEvents;
  const { results } = await d1Statement(
    env.DB,
    sql`INSERT INTO ${t} (${columnNames(t.id, t.attendanceSessionId, t.person, t.kind, t.name, t.role, t.reason, t.groupName, t.at, t.deviceAt, t.madeBy, t.sentBy, t.signInEnded, t.receivedAt)})
     SELECT json_extract(j.value, '$.id'), json_extract(j.value, '$.rosterId'), json_extract(j.value, '$.person'), json_extract(j.value, '$.kind'),
            json_extract(j.value, '$.name'), json_extract(j.value, '$.role'), json_extract(j.value, '$.reason'), json_extract(j.value, '$.group'),
            json_extract(j.value, '$.at'), json_extract(j.value, '$.deviceAt'), coalesce(json_extract(j.value, '$.madeBy'), ${sender.displayName}), ${sender.displayName},
            json_extract(j.value, '$.signInEnded'), ${Date.now()}
     FROM json_each(${JSON.stringify(rows)}) j ORDER BY j.key
     ON CONFLICT (${columnNames(t.id)}) DO NOTHING
     RETURNING ${columnNames(t.id)}`,
  ).all<{ id: string }>();
  return new Set(results.map((r) => r.id));
}
