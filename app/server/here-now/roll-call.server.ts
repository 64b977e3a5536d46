// Emergency roll calls (docs/decisions/0050-emergency-roll-call.md): started on a door device
// (offline first, under the device's own id), joined by every door of the roster, each mark kept
// once by its event id, and ended once. They ride the door's queue in the same batch as every
// other change (app/server/attendance/door-events.server.ts).
import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import { adultPresenceEvents, attendanceStaff, rollCallMarks, rollCalls, rosterEntries } from "../../../db/schema";
import type { AdultDoorEvent, RollCallDoorEvent } from "~/lib/attendance/door-events";
import type { RollCallMark } from "~/lib/here-now/roll-call";
import { columnNames, d1Statement, type Database } from "../db.server";
import { refused, type Refused } from "../operation-result.server";
import type { StaffSession } from "../staff-session.server";
import { rosterChangeProblem, rosterDaysStatement } from "../attendance/door-clock.server";
import { kindsSql } from "../attendance/door-kinds.server";
import { clampedTime, CLOCK_SKEW_MS, type Maker } from "../attendance/door-fold.server";

type RollCallRow = {
  id: string;
  kind: RollCallDoorEvent["kind"];
  rollCallId: string;
  rosterId: number;
  at: number;
  deviceAt: number;
  person?: string;
  accounted?: boolean;
  device?: string;
  /** Who made it on the device (its sign-in, docs/decisions/0057-door-trust.md), and whether the office had ended that sign-in. */
  madeBy: string | null;
  signInEnded: boolean;
};

type Known = { id: string; roster: number; started: number; ended: number | null };

/**
 * Checks a device's roll call changes before anything is written. The drill log is what an
 * inspector is shown, so it holds only what can have happened:
 * - the roster is there and each change is dated on its day;
 * - a mark or an end names a roll call of that roster, started before or in the same batch;
 * - an end is not dated before its start, and a mark falls between the start and the end (each
 *   give or take the door's allowed clock skew, as two devices' clocks differ);
 * - a mark is about someone of that roster: a camper on that roster, a staff member on file, or a
 *   visitor signed in on that roster (before, or in the same batch).
 * Answers the rows to store, or the first refusal and its event.
 */
export async function checkRollCallEvents(
  env: Env,
  events: readonly RollCallDoorEvent[],
  madeBy: (e: RollCallDoorEvent) => Maker | undefined = () => undefined,
  batchAdults: readonly AdultDoorEvent[] = [],
  now = Date.now(),
): Promise<{ rows: RollCallRow[] } | { refusal: Refused; event: RollCallDoorEvent }> {
  const people = (prefix: string) => [
    ...new Set(events.flatMap((e) => (e.kind === "rollCallMark" && e.person.startsWith(prefix) ? [e.person.slice(prefix.length)] : []))),
  ];
  const json = (values: readonly unknown[]) => JSON.stringify(values);
  const [rosters, known, campers, staff, visitors] = await env.DB.batch<Record<string, number | string | null>>([
    rosterDaysStatement(
      env,
      events.map((e) => e.rosterId),
    ),
    ...[
      sql`SELECT ${rollCalls.id} AS id, ${rollCalls.attendanceSessionId} AS roster, ${rollCalls.startedAt} AS started, ${rollCalls.endedAt} AS ended
        FROM ${rollCalls} WHERE ${rollCalls.id} IN (SELECT value FROM json_each(${json([...new Set(events.map((e) => e.rollCallId))])}))`,
      sql`SELECT ${rosterEntries.id} AS id, ${rosterEntries.attendanceSessionId} AS roster FROM ${rosterEntries}
        WHERE ${rosterEntries.id} IN (SELECT value FROM json_each(${json(people("camper:").map(Number))}))`,
      sql`SELECT ${attendanceStaff.id} AS id FROM ${attendanceStaff} WHERE ${attendanceStaff.id} IN (SELECT value FROM json_each(${json(people("staff:").map(Number))}))`,
      sql`SELECT ${adultPresenceEvents.person} AS person, ${adultPresenceEvents.attendanceSessionId} AS roster FROM ${adultPresenceEvents}
        WHERE ${adultPresenceEvents.kind} = ${kindsSql(["adultIn"])} AND ${adultPresenceEvents.person} IN (SELECT 'visitor:' || value FROM json_each(${json(people("visitor:"))}))`,
    ].map((query) => d1Statement(env.DB, query)),
  ]);
  const dayOf = new Map(rosters.results.map((r) => [r.id as number, r.date as string]));
  const calls = new Map(known.results.map((r) => [r.id as string, r as unknown as Known]));
  const camperRoster = new Map(campers.results.map((r) => [`camper:${r.id}`, r.roster as number]));
  const staffOnFile = new Set(staff.results.map((r) => `staff:${r.id}`));
  const visitorRoster = new Map(visitors.results.map((r) => [r.person as string, r.roster as number]));
  for (const a of batchAdults) if (a.kind === "adultIn" && a.visitor) visitorRoster.set(`visitor:${a.id}`, a.rosterId);
  const onRoster = (person: string, roster: number) =>
    person.startsWith("camper:")
      ? camperRoster.get(person) === roster
      : person.startsWith("staff:")
        ? staffOnFile.has(person)
        : visitorRoster.get(person) === roster;
  const notOnRoster = (person: string) =>
    person.startsWith("camper:")
      ? "That camper is not on this roll call's roster"
      : person.startsWith("staff:")
        ? "That staff member is not on file"
        : "That visitor was not signed in on this roll call's roster";

  // First the starts and ends (a batch may end a roll call after its marks), then each mark.
  const rows: RollCallRow[] = [];
  const at = (e: RollCallDoorEvent) => clampedTime(e.at, now);
  for (const e of events) {
    const problem = rosterChangeProblem(dayOf, e, now);
    if (problem) return { refusal: problem, event: e };
    const call = calls.get(e.rollCallId);
    if (e.kind === "rollCallStart" && call === undefined) calls.set(e.rollCallId, { id: e.rollCallId, roster: e.rosterId, started: at(e), ended: null });
    else if (call === undefined) return { refusal: refused(404, "Roll call not found"), event: e };
    else if (call.roster !== e.rosterId) return { refusal: refused(409, "That roll call is for another roster"), event: e };
  }
  for (const e of events) {
    if (e.kind !== "rollCallEnd") continue;
    const call = calls.get(e.rollCallId)!;
    if (at(e) < call.started - CLOCK_SKEW_MS) return { refusal: refused(422, "This roll call's end is dated before it started"), event: e };
    // The first end counts.
    if (call.ended === null) call.ended = at(e);
  }
  for (const e of events) {
    if (e.kind !== "rollCallMark") continue;
    const call = calls.get(e.rollCallId)!;
    if (at(e) < call.started - CLOCK_SKEW_MS) return { refusal: refused(422, "This mark is dated before the roll call started"), event: e };
    if (call.ended !== null && at(e) > call.ended + CLOCK_SKEW_MS) return { refusal: refused(422, "This mark is dated after the roll call ended"), event: e };
    if (!onRoster(e.person, e.rosterId)) return { refusal: refused(422, notOnRoster(e.person)), event: e };
  }
  for (const e of events) {
    const maker = madeBy(e);
    const base = {
      id: e.id,
      kind: e.kind,
      rollCallId: e.rollCallId,
      rosterId: e.rosterId,
      at: at(e),
      deviceAt: e.at,
      madeBy: maker?.name ?? null,
      signInEnded: maker?.signInEnded ?? false,
    };
    rows.push(e.kind === "rollCallMark" ? { ...base, person: e.person, accounted: e.accounted, device: e.device } : base);
  }
  return { rows };
}

/** Stores checked roll call changes in one D1 batch (each once); answers the event ids that changed something. */
export async function storeRollCallEvents(env: Env, sender: StaffSession, rows: readonly RollCallRow[]): Promise<Set<string>> {
  if (rows.length === 0) return new Set();
  const of = (kind: RollCallRow["kind"]) => JSON.stringify(rows.filter((r) => r.kind === kind));
  const m = rollCallMarks;
  const by = sender.displayName;
  const now = Date.now();
  // Rows unpacked in SQL from one JSON parameter (not drizzle's values()): a device's queue can outgrow D1's 100 bound parameters per statement.
  const [started, marked, ended] = await env.DB.batch<{ id: string }>(
    [
      // Started and ended by who did it on the device (its sign-in), else by the sending session.
      sql`INSERT INTO ${rollCalls} (${columnNames(rollCalls.id, rollCalls.attendanceSessionId, rollCalls.startedAt, rollCalls.startedBy, rollCalls.receivedAt)})
       SELECT json_extract(value, '$.rollCallId'), json_extract(value, '$.rosterId'), json_extract(value, '$.at'), coalesce(json_extract(value, '$.madeBy'), ${by}), ${now}
       FROM json_each(${of("rollCallStart")}) ORDER BY key
       ON CONFLICT (${columnNames(rollCalls.id)}) DO NOTHING RETURNING ${columnNames(rollCalls.id)}`,
      sql`INSERT INTO ${rollCallMarks} (${columnNames(m.id, m.rollCallId, m.person, m.accounted, m.at, m.deviceAt, m.device, m.madeBy, m.sentBy, m.signInEnded, m.receivedAt)})
       SELECT json_extract(value, '$.id'), json_extract(value, '$.rollCallId'), json_extract(value, '$.person'), json_extract(value, '$.accounted'),
              json_extract(value, '$.at'), json_extract(value, '$.deviceAt'), json_extract(value, '$.device'), coalesce(json_extract(value, '$.madeBy'), ${by}), ${by},
              json_extract(value, '$.signInEnded'), ${now}
       FROM json_each(${of("rollCallMark")}) ORDER BY key
       ON CONFLICT (${columnNames(m.id)}) DO NOTHING RETURNING ${columnNames(m.id)}`,
      // The first end counts; a second device's end of the same roll call changes nothing.
      sql`UPDATE ${rollCalls} SET ${columnNames(rollCalls.endedAt)} = e.at, ${columnNames(rollCalls.endedBy)} = coalesce(e.by, ${by})
       FROM (SELECT json_extract(value, '$.rollCallId') AS rid, min(json_extract(value, '$.at')) AS at, json_extract(value, '$.madeBy') AS by
             FROM json_each(${of("rollCallEnd")}) GROUP BY rid) e
       WHERE ${rollCalls.id} = e.rid AND ${rollCalls.endedAt} IS NULL RETURNING ${rollCalls.id}`,
    ].map((query) => d1Statement(env.DB, query)),
  );
  const startedIds = new Set(started.results.map((r) => r.id));
  const endedIds = new Set(ended.results.map((r) => r.id));
  const changed = new Set(marked.results.map((r) => r.id));
  for (const r of rows) {
    if (r.kind === "rollCallStart" && startedIds.has(r.rollCallId)) changed.add(r.id);
    if (r.kind === "rollCallEnd" && endedIds.has(r.rollCallId)) changed.add(r.id);
  }
  return changed;
}

/** The roster's open roll calls and their marks, in the roster's own D1 batch (loadRoster). */
export function rosterRollCallQueries(db: Database, sessionId: number) {
  const open = and(eq(rollCalls.attendanceSessionId, sessionId), isNull(rollCalls.endedAt));
  return [
    db
      .select({ id: rollCalls.id, startedAt: rollCalls.startedAt, startedBy: rollCalls.startedBy })
      .from(rollCalls)
      .where(open)
      .orderBy(asc(rollCalls.startedAt)),
    db
      .select({ id: rollCallMarks.id, person: rollCallMarks.person, accounted: rollCallMarks.accounted, at: rollCallMarks.at, device: rollCallMarks.device })
      .from(rollCallMarks)
      .where(inArray(rollCallMarks.rollCallId, db.select({ id: rollCalls.id }).from(rollCalls).where(open))),
  ] as const;
}

export type OpenRollCall = { ids: string[]; startedAt: number; startedBy: string; marks: RollCallMark[] };

/**
 * The roll call a roster's doors show: every open one of the roster as one (two devices that
 * started one each while offline are the same alarm), from its first start, with all their marks.
 */
export function openRollCall(
  calls: ReadonlyArray<{ id: string; startedAt: number; startedBy: string }>,
  marks: ReadonlyArray<{ id: string; person: string; accounted: boolean; at: number; device: string }>,
): OpenRollCall | null {
  if (calls.length === 0) return null;
  return { ids: calls.map((c) => c.id), startedAt: calls[0].startedAt, startedBy: calls[0].startedBy, marks: [...marks] };
}
