// The camp's drill log (docs/decisions/0050-emergency-roll-call.md): each roll call of a roster
// with everyone on site when it started, every mark with its time, device and counselor, who left
// during it (a child checked out by a parent), and the time until everyone was accounted for.
// Roll calls of one roster that overlap (two devices started one each, offline) are one drill.
import { sql } from "drizzle-orm";
import { attendanceSessions, rollCallMarks, rollCalls } from "../../../db/schema";
import { foldAdults, type AdultChange } from "~/lib/here-now/adults";
import { camperPresence, type CamperChange } from "~/lib/here-now/presence";
import { allAccountedAt, latestMarks, type OnSite } from "~/lib/here-now/roll-call";
import { groupLabel, LOCATION_NAMES, type Location } from "~/lib/vocabulary";
import { adultEventsSql, camperEventsSql, rostersAsked, type RostersAsked } from "./presence-events.server";
import { d1Statement } from "../db.server";

type Call = { id: string; rosterId: number; startedAt: number; startedBy: string; endedAt: number | null; endedBy: string | null };
type Mark = {
  id: string;
  rollCallId: string;
  person: string;
  accounted: number;
  at: number;
  device: string;
  madeBy: string;
  sentBy: string;
  signInEnded: number;
};
type Person = OnSite & { name: string; kind: "child" | "adult" };

export type Drill = {
  ids: string[];
  rosterId: number;
  date: string;
  site: string;
  roster: string;
  startedAt: number;
  startedBy: string;
  endedAt: number | null;
  endedBy: string | null;
  onSite: Person[];
  /** madeBy: the counselor signed in on the device when the mark was made (decision 0057); sentBy: whose session sent it. */
  marks: Array<{ id: string; name: string; accounted: boolean; at: number; device: string; madeBy: string; sentBy: string; signInEnded: boolean }>;
  /** When everyone on site was accounted for (null: not yet), and how long that took. */
  allAccountedAt: number | null;
  secondsToAllAccounted: number | null;
  stillMissing: string[];
};

/** Overlapping roll calls of a roster as one drill: from the first start to the last end (open while one is). */
function drillsOf(calls: Call[]): Call[][] {
  const drills: Call[][] = [];
  for (const call of [...calls].sort((a, b) => a.rosterId - b.rosterId || a.startedAt - b.startedAt)) {
    const last = drills.at(-1);
    const end = last ? Math.max(...last.map((c) => c.endedAt ?? Infinity)) : -Infinity;
    if (last && last[0].rosterId === call.rosterId && call.startedAt <= end) last.push(call);
    else drills.push([call]);
  }
  return drills;
}

/** Who was on site at `at`, and when each left before `until` (children by their door events, adults by theirs). */
function onSiteAt(at: number, until: number, campers: CamperChange[], names: Map<number, string>, adults: AdultChange[]): Person[] {
  const people = new Map<string, Person>();
  for (const e of camperPresence(campers)) {
    if (e.at <= at) {
      if (e.kind === "childIn") people.set(e.person, { person: e.person, group: e.group, name: names.get(Number(e.person.slice(7))) ?? "", kind: "child" });
      else if (e.kind === "childOut") people.delete(e.person);
      else if (e.kind === "childMove" && people.has(e.person)) people.get(e.person)!.group = e.group;
    } else if (e.at <= until && e.kind === "childOut" && people.has(e.person)) people.get(e.person)!.leftAt ??= e.at;
  }
  for (const a of foldAdults(
    [],
    adults.filter((c) => c.at <= at),
  ))
    people.set(a.person, { person: a.person, group: a.group, name: a.name, kind: "adult" });
  for (const c of adults) if (c.at > at && c.at <= until && c.kind === "adultOut" && people.has(c.person)) people.get(c.person)!.leftAt ??= c.at;
  return [...people.values()].sort((a, b) => a.group.localeCompare(b.group) || a.name.localeCompare(b.name));
}

/** The drills of the rosters asked for (by ids, or dated from and to), newest first. */
export async function drillLog(env: Env, which: RostersAsked, now = Date.now()): Promise<Drill[]> {
  const calls = sql`SELECT ${rollCalls.id} FROM ${rollCalls} WHERE ${rollCalls.attendanceSessionId} IN (${rostersAsked(which)})`;
  const drilled = sql`SELECT ${rollCalls.attendanceSessionId} FROM ${rollCalls} WHERE ${rollCalls.id} IN (${calls})`;
  // One D1 batch through d1Statement: drizzle's own batch binds no parameters of an `sql` query.
  const [sessions, callRows, markRows, camperRows, adultRows] = await env.DB.batch<Record<string, unknown>>(
    [
      sql`SELECT ${attendanceSessions.id} AS id, ${attendanceSessions.date} AS date, ${attendanceSessions.location} AS location, ${attendanceSessions.title} AS title
        FROM ${attendanceSessions} WHERE ${attendanceSessions.id} IN (${drilled})`,
      sql`SELECT ${rollCalls.id} AS id, ${rollCalls.attendanceSessionId} AS rosterId, ${rollCalls.startedAt} AS startedAt, ${rollCalls.startedBy} AS startedBy,
        ${rollCalls.endedAt} AS endedAt, ${rollCalls.endedBy} AS endedBy FROM ${rollCalls} WHERE ${rollCalls.id} IN (${calls})`,
      sql`SELECT ${rollCallMarks.id} AS id, ${rollCallMarks.rollCallId} AS rollCallId, ${rollCallMarks.person} AS person, ${rollCallMarks.accounted} AS accounted,
        ${rollCallMarks.at} AS at, ${rollCallMarks.device} AS device, coalesce(${rollCallMarks.madeBy}, ${rollCallMarks.sentBy}) AS madeBy,
        ${rollCallMarks.sentBy} AS sentBy, ${rollCallMarks.signInEnded} AS signInEnded
        FROM ${rollCallMarks} WHERE ${rollCallMarks.rollCallId} IN (${calls}) ORDER BY ${rollCallMarks.at}, ${rollCallMarks.id}`,
      camperEventsSql(drilled),
      adultEventsSql(drilled),
    ].map((query) => d1Statement(env.DB, query)),
  );
  const session = new Map((sessions.results as Array<{ id: number; date: string; location: Location; title: string }>).map((s) => [s.id, s]));
  const campers = camperRows.results as Array<CamperChange & { roster: number; name: string }>;
  const adults = adultRows.results as Array<AdultChange & { roster: number }>;
  const marks = markRows.results as Mark[];
  return drillsOf(callRows.results as Call[])
    .map((drill) => {
      const first = drill[0];
      const ids = drill.map((c) => c.id);
      const open = drill.some((c) => c.endedAt === null);
      const endedAt = open ? null : Math.max(...drill.map((c) => c.endedAt!));
      const mine = campers.filter((c) => c.roster === first.rosterId);
      const names = new Map(mine.map((c) => [c.entry, c.name]));
      const onSite = onSiteAt(
        first.startedAt,
        endedAt ?? now,
        mine,
        names,
        adults.filter((a) => a.roster === first.rosterId),
      );
      const drillMarks = marks.filter((m) => ids.includes(m.rollCallId)).map((m) => ({ ...m, accounted: m.accounted === 1 }));
      const nameOf = new Map(onSite.map((p) => [p.person, `${p.name} (${groupLabel(p.group)})`]));
      const accountedAt = allAccountedAt(onSite, drillMarks);
      const latest = latestMarks(drillMarks);
      const s = session.get(first.rosterId)!;
      return {
        ids,
        rosterId: first.rosterId,
        date: s.date,
        site: LOCATION_NAMES[s.location],
        roster: s.title,
        startedAt: first.startedAt,
        startedBy: first.startedBy,
        endedAt,
        endedBy: open ? null : (drill.find((c) => c.endedAt === endedAt)?.endedBy ?? null),
        onSite,
        marks: drillMarks.map((m) => ({
          id: m.id,
          name: nameOf.get(m.person) ?? "Someone not on site",
          accounted: m.accounted,
          at: m.at,
          device: m.device,
          madeBy: m.madeBy,
          sentBy: m.sentBy,
          signInEnded: m.signInEnded === 1,
        })),
        allAccountedAt: accountedAt,
        secondsToAllAccounted: accountedAt === null ? null : Math.round((accountedAt - first.startedAt) / 1000),
        stillMissing: onSite.filter((p) => p.leftAt == null && !latest.get(p.person)?.accounted).map((p) => nameOf.get(p.person)!),
      };
    })
    .sort((a, b) => b.startedAt - a.startedAt);
}
