// Who is here right now, on a door device and on the server alike: the adults on site (folded
// from their arrivals, departures and moves) and each group's children, adults and ratio status.
// Browser-safe and without zod: the door's first screen uses it, offline too
// (docs/decisions/0049-adults-at-the-door.md).
import type { AdultRole } from "../vocabulary";
import { countsTowardRatio, ratioStatus, type RatioRule, type RatioStatus } from "./ratio";
import { ruleFor, type RatioRules } from "./ratio-rules";

/** What the door says when a visitor is signed in without a name or a reason (the form and the server alike). */
export const VISITOR_NAME_NEEDED = "Enter the visitor's name";
export const VISITOR_REASON_NEEDED = "Enter the reason for the visit";

/** An adult on site now: staff ("staff:12") or a visitor ("visitor:<id of the arrival>"). */
export type OnSiteAdult = { person: string; name: string; role: AdultRole; group: string; reason: string; since: number };

/** An arrival, departure or move as stored (and as a device lays its queued ones over the server's list). */
export type AdultChange =
  | { kind: "adultIn"; at: number; person: string; name: string; role: AdultRole; group: string; reason: string }
  | { kind: "adultOut"; at: number; person: string }
  | { kind: "adultMove"; at: number; person: string; group: string };

/**
 * One change laid over the adults on site (`here`, by person): an arrival of someone here already
 * changes nothing, and no one absent is moved or checked out. The one step of every adult fold:
 * the door's list (foldAdults) and the ratio replay's staff (./presence.ts).
 */
export function foldAdult(here: Map<string, OnSiteAdult>, c: AdultChange) {
  const adult = here.get(c.person);
  if (c.kind === "adultIn") {
    if (!adult) here.set(c.person, { person: c.person, name: c.name, role: c.role, group: c.group, reason: c.reason, since: c.at });
  } else if (c.kind === "adultOut") here.delete(c.person);
  else if (adult) here.set(c.person, { ...adult, group: c.group });
}

/**
 * The adults on site after `changes` (in the order given: the server gives them by time, a device
 * its own queue after the server's list).
 */
export function foldAdults(present: readonly OnSiteAdult[], changes: readonly AdultChange[]): OnSiteAdult[] {
  const here = new Map(present.map((a) => [a.person, a]));
  for (const c of changes) foldAdult(here, c);
  return [...here.values()].sort((a, b) => a.name.localeCompare(b.name));
}

/** The order groups are listed in, at the door and in the office alike: by name, "No group" last. */
export const byGroupName = (a: string, b: string) => Number(a === "") - Number(b === "") || a.localeCompare(b);

export type GroupHeadcount = { group: string; children: number; adults: number; rule: RatioRule; status: RatioStatus };

/**
 * Each group's children present (checked in, not checked out), adults counting toward its ratio,
 * and its status against its own rule; groups with no one present are left out. Sorted by name,
 * "No group" last.
 */
export function groupHeadcounts(
  children: ReadonlyArray<{ groupName: string; attendanceRecord: { checkedIn: boolean; checkedOut: boolean } }>,
  adults: readonly OnSiteAdult[],
  rules: RatioRules,
): GroupHeadcount[] {
  const counts = new Map<string, { children: number; adults: number }>();
  const count = (group: string) => counts.get(group) ?? counts.set(group, { children: 0, adults: 0 }).get(group)!;
  for (const c of children) if (c.attendanceRecord.checkedIn && !c.attendanceRecord.checkedOut) count(c.groupName.trim()).children++;
  for (const a of adults) if (countsTowardRatio(a.role, ruleFor(rules, a.group))) count(a.group).adults++;
  return [...counts.entries()]
    .map(([group, n]) => {
      const rule = ruleFor(rules, group);
      return { group, ...n, rule, status: ratioStatus(n.children, n.adults, rule) };
    })
    .sort((a, b) => byGroupName(a.group, b.group));
}

/** How the door says a group's status (words, never colour alone). */
export const RATIO_WORDS: Record<RatioStatus, string> = {
  empty: "No one here",
  ok: "Within ratio",
  "next-breaks": "Next child breaks ratio",
  broken: "Out of ratio",
};
