// Emergency roll calls (docs/decisions/0050-emergency-roll-call.md): started on a door device
// (offline first, under the device's own id), joined by every door of the roster, each mark kept
// once by its event id, and ended once. They ride the door's queue in the same batch as every
// other change (app/server/attendance/door-events.server.ts).
import { and, asc, eq, inArray, isNull } from "drizzle-orm";
import { rollCallMarks, rollCalls } from "../../../db/schema";
import type { RollCallDoorEvent } from "~/lib/attendance/door-events";
import type { RollCallMark } from "~/lib/here-now/roll-call";
import type { Database } from "../db.server";
import { refused, type Refused } from "../operation-result.server";
import type { StaffSession } from "../staff-session.server";
import { rosterChangeProblem, rosterDaysStatement } from "../attendance/door-clock.server";
import { clampedTime } from "../attendance/door-fold.server";

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
};

/**
 * Checks a device's roll call changes: the roster is there, each is dated on its day, and a mark
 * or an end names a roll call of that roster, started before (or earlier in the same batch).
 */
export async function checkRollCallEvents(
  env: Env,
  events: readonly RollCallDoorEvent[],
  now = Date.now(),
): Promise<{ rows: RollCallRow[] } | { refusal: Refused; event: RollCallDoorEvent }> {
  const [rosters, known] = await env.DB.batch<{ id: number | string; date?: string; roster?: number }>([
    rosterDaysStatement(
      env,
      events.map((e) => e.rosterId),
    ),
    env.DB.prepare(`SELECT id, attendance_session_id AS roster FROM roll_calls WHERE id IN (SELECT value FROM json_each(?1))`).bind(
      JSON.stringify([...new Set(events.map((e) => e.rollCallId))]),
    ),
  ]);
  const dayOf = new Map(rosters.results.map((r) => [r.id as number, r.date!]));
  const rosterOf = new Map(known.results.map((r) => [r.id as string, r.roster!]));
  const rows: RollCallRow[] = [];
  for (const e of events) {
    const problem = rosterChangeProblem(dayOf, e, now);
    if (problem) return { refusal: problem, event: e };
    const roster = rosterOf.get(e.rollCallId);
    if (e.kind === "rollCallStart" && roster === undefined) rosterOf.set(e.rollCallId, e.rosterId);
    else if (roster === undefined) return { refusal: refused(404, "Roll call not found"), event: e };
    else if (roster !== e.rosterId) return { refusal: refused(409, "That roll call is for another roster"), event: e };
    const base = { id: e.id, kind: e.kind, rollCallId: e.rollCallId, rosterId: e.rosterId, at: clampedTime(e.at, now), deviceAt: e.at };
    rows.push(e.kind === "rollCallMark" ? { ...base, person: e.person, accounted: e.accounted, device: e.device } : base);
  }
  return { rows };
}

/** Stores checked roll call changes in one D1 batch (each once); answers the event ids that changed something. */
export async function storeRollCallEvents(env: Env, sender: StaffSession, rows: readonly RollCallRow[]): Promise<Set<string>> {
  if (rows.length === 0) return new Set();
  const of = (kind: RollCallRow["kind"]) => JSON.stringify(rows.filter((r) => r.kind === kind));
  const [started, marked, ended] = await env.DB.batch<{ id: string }>([
    env.DB.prepare(
      `INSERT INTO roll_calls (id, attendance_session_id, started_at, started_by)
       SELECT json_extract(value, '$.rollCallId'), json_extract(value, '$.rosterId'), json_extract(value, '$.at'), ?2 FROM json_each(?1) ORDER BY key
       ON CONFLICT (id) DO NOTHING RETURNING id`,
    ).bind(of("rollCallStart"), sender.displayName),
    env.DB.prepare(
      `INSERT INTO roll_call_marks (id, roll_call_id, person, accounted, at, device_at, device, sent_by)
       SELECT json_extract(value, '$.id'), json_extract(value, '$.rollCallId'), json_extract(value, '$.person'), json_extract(value, '$.accounted'),
              json_extract(value, '$.at'), json_extract(value, '$.deviceAt'), json_extract(value, '$.device'), ?2
       FROM json_each(?1) ORDER BY key
       ON CONFLICT (id) DO NOTHING RETURNING id`,
    ).bind(of("rollCallMark"), sender.displayName),
    // The first end counts; a second device's end of the same roll call changes nothing.
    env.DB.prepare(
      `UPDATE roll_calls SET ended_at = e.at, ended_by = ?2
       FROM (SELECT json_extract(value, '$.rollCallId') AS rid, min(json_extract(value, '$.at')) AS at FROM json_each(?1) GROUP BY rid) e
       WHERE roll_calls.id = e.rid AND roll_calls.ended_at IS NULL RETURNING roll_calls.id`,
    ).bind(of("rollCallEnd"), sender.displayName),
  ]);
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
