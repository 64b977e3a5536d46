// Staff-to-child ratios from the day's events: who is in each group at every moment, and whether
// the adults there are enough. The door shows the current status; the office's timeline and the
// inspector's report are the same spans. Events are placed by when they happened (`at`), not by
// when they reached the server, so a device that was offline for an hour still lands its taps
// in the right minutes. Pure: no clock, no storage (docs/decisions/0047-here-now-ratios.md).

import { STAFF_ROLES, type AdultRole, type StaffRole } from "../vocabulary";

export type PresenceEvent =
  | { kind: "childIn"; at: number; person: string; group: string }
  | { kind: "childOut"; at: number; person: string }
  | { kind: "childMove"; at: number; person: string; group: string }
  | { kind: "adultIn"; at: number; person: string; group: string; role: StaffRole }
  | { kind: "adultOut"; at: number; person: string }
  | { kind: "adultMove"; at: number; person: string; group: string };

/** One adult for every `campersPerAdult` children; whether CITs count as adults. */
export type RatioRule = { campersPerAdult: number; citsCount: boolean };

/**
 * Whether an adult counts toward a group's ratio: visitors never, CITs where the group's rule says
 * so. The one rule: the door's headcounts (./adults.ts), the office's "On site now" and the
 * inspector's report (this module's replay) all ask it.
 */
export const countsTowardRatio = (role: AdultRole, rule: RatioRule) => role === "counselor" || role === "volunteer" || (role === "cit" && rule.citsCount);

/**
 * - `empty`: no one in the group.
 * - `ok`: room for at least one more child.
 * - `next-breaks`: within ratio, but the next child to arrive would break it (the door warns before that check-in).
 * - `broken`: more children than the adults present may have.
 */
export type RatioStatus = "empty" | "ok" | "next-breaks" | "broken";

export function ratioStatus(children: number, adults: number, rule: RatioRule): RatioStatus {
  if (children === 0 && adults === 0) return "empty";
  const room = adults * rule.campersPerAdult;
  if (children > room) return "broken";
  return children + 1 > room ? "next-breaks" : "ok";
}

/** A stretch of time in which a group's counts did not change. `to` is exclusive. */
export type RatioSpan = { group: string; from: number; to: number; children: number; adults: number; status: RatioStatus };

// At the same instant: adults arrive and move first and children leave before others arrive, so
// a hand-over made in one minute never shows as a moment out of ratio.
const ORDER: Record<PresenceEvent["kind"], number> = { adultIn: 0, adultMove: 1, childOut: 2, childMove: 3, childIn: 4, adultOut: 5 };

type Adult = { group: string; role: StaffRole };
/** A group's children, and its adults by role: which of them count is the group's rule's to say (countsTowardRatio). */
type Tally = { children: number; staff: Record<StaffRole, number> };
const noOne = (): Tally => ({ children: 0, staff: { counselor: 0, volunteer: 0, cit: 0 } });
/** The adults of a tally who count toward `rule`. */
const countedAdults = (t: Tally, rule: RatioRule) => STAFF_ROLES.reduce((n, role) => n + (countsTowardRatio(role, rule) ? t.staff[role] : 0), 0);

/** Who is present where, with running counts per group (a summer's report replays thousands of events). */
class Presence {
  readonly children = new Map<string, string>();
  readonly adults = new Map<string, Adult>();
  readonly tally = new Map<string, Tally>();

  count(group: string, who: "children" | StaffRole, by: number) {
    const t = this.tally.get(group) ?? noOne();
    if (who === "children") t.children += by;
    else t.staff[who] += by;
    this.tally.set(group, t);
  }

  /** Applies one event; returns the groups whose counts it may have changed. */
  apply(event: PresenceEvent): string[] {
    switch (event.kind) {
      case "childIn":
        if (this.children.has(event.person)) return [];
        this.children.set(event.person, event.group);
        this.count(event.group, "children", 1);
        return [event.group];
      case "childMove": {
        // Someone not checked in is not moved: they are not here.
        const from = this.children.get(event.person);
        if (from === undefined) return [];
        this.children.set(event.person, event.group);
        this.count(from, "children", -1);
        this.count(event.group, "children", 1);
        return [from, event.group];
      }
      case "childOut": {
        const group = this.children.get(event.person);
        if (group === undefined) return [];
        this.children.delete(event.person);
        this.count(group, "children", -1);
        return [group];
      }
      case "adultIn": {
        if (this.adults.has(event.person)) return [];
        const adult = { group: event.group, role: event.role };
        this.adults.set(event.person, adult);
        this.count(event.group, adult.role, 1);
        return [event.group];
      }
      case "adultMove": {
        const adult = this.adults.get(event.person);
        if (!adult) return [];
        this.adults.set(event.person, { ...adult, group: event.group });
        this.count(adult.group, adult.role, -1);
        this.count(event.group, adult.role, 1);
        return [adult.group, event.group];
      }
      case "adultOut": {
        const adult = this.adults.get(event.person);
        if (!adult) return [];
        this.adults.delete(event.person);
        this.count(adult.group, adult.role, -1);
        return [adult.group];
      }
    }
  }
}

/**
 * Every group's spans from the first event to `until`, in time order per group. `ruleFor` gives
 * a group's rule. Repeated events (two devices, a resent queue) change nothing: a child already
 * in does not arrive twice.
 */
export function ratioTimeline(events: readonly PresenceEvent[], ruleFor: (group: string) => RatioRule, until: number): RatioSpan[] {
  const sorted = [...events].sort((a, b) => a.at - b.at || ORDER[a.kind] - ORDER[b.kind]);
  const presence = new Presence();
  const open = new Map<string, RatioSpan>();
  const spans: RatioSpan[] = [];

  const settle = (group: string, at: number) => {
    const rule = ruleFor(group);
    const t = presence.tally.get(group) ?? noOne();
    const adults = countedAdults(t, rule);
    const current = open.get(group);
    if (current && current.children === t.children && current.adults === adults) return;
    if (current) {
      current.to = at;
      if (current.to > current.from) spans.push(current);
    }
    open.set(group, { group, from: at, to: until, children: t.children, adults, status: ratioStatus(t.children, adults, rule) });
  };

  for (let i = 0; i < sorted.length;) {
    const at = sorted[i].at;
    const touched = new Set<string>();
    // Every event of this instant first, then the groups' new spans.
    for (; i < sorted.length && sorted[i].at === at; i++) for (const group of presence.apply(sorted[i])) touched.add(group);
    for (const group of touched) settle(group, at);
  }
  for (const span of open.values()) if (until > span.from) spans.push({ ...span, to: until });
  return spans.sort((a, b) => a.group.localeCompare(b.group) || a.from - b.from);
}

/** Minutes as an inspector counts them: every started minute (30 seconds is 1 minute, 60 seconds is 1, 61 seconds is 2). */
export const startedMinutes = (ms: number) => Math.ceil(ms / 60_000);

/**
 * A stretch a group spent in one status, with its started minutes. Its counts are those of its
 * worst moment: the most children per adult counted (children with no adult counted are worst).
 */
export type RatioStretch = RatioSpan & { minutes: number };

// a is worse than b: more children per adult (cross-multiplied, so no adult is the worst), then more children.
const worse = (a: RatioSpan, b: RatioSpan) =>
  a.children * b.adults - b.children * a.adults > 0 || (a.children * b.adults === b.children * a.adults && a.children > b.children);

/**
 * Each group's time in `status` as stretches: spans in that status that follow one another with no
 * gap are one stretch (a child arriving while the group is already out of ratio does not start a
 * new one). The one rule for minutes in a status: the report's rows, its day totals and the day's
 * timeline all count these (docs/decisions/0058-who-is-here-and-minutes-out-of-ratio.md).
 */
export function stretchesIn(spans: readonly RatioSpan[], status: RatioStatus): RatioStretch[] {
  const ordered = spans.filter((s) => s.status === status).sort((a, b) => a.group.localeCompare(b.group) || a.from - b.from);
  const stretches: RatioStretch[] = [];
  for (const span of ordered) {
    const last = stretches.at(-1);
    if (last && last.group === span.group && last.to === span.from) {
      const counts = worse(span, last) ? { children: span.children, adults: span.adults } : {};
      Object.assign(last, counts, { to: span.to, minutes: startedMinutes(span.to - last.from) });
    } else stretches.push({ ...span, minutes: startedMinutes(span.to - span.from) });
  }
  return stretches;
}

/** The stretches out of ratio, each with the minutes an inspector counts. */
export const outOfRatio = (spans: readonly RatioSpan[]) => stretchesIn(spans, "broken");

/** A group's minutes in `status`: the sum of its stretches' minutes, as the report adds them up. */
export const minutesIn = (spans: readonly RatioSpan[], status: RatioStatus) => stretchesIn(spans, status).reduce((n, s) => n + s.minutes, 0);
