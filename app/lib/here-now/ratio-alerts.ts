// What the door warns about a group's ratio, where the counselor is looking
// (docs/decisions/0056-door-warnings-that-stay.md): before the tap, on the child's own Check in
// ("breaks 1:10"), and after it, a bar that stays on screen until acknowledged. Pure: the page
// keeps what was acknowledged; this module says what still needs saying.
// While no staff member is checked in at all, the door does not judge the groups (0049).
import { plural } from "../format";
import { groupLabel } from "../vocabulary";
import type { GroupHeadcount } from "./adults";
import { ratioStatus, type RatioRule } from "./ratio";
import { ratioLabel } from "./ratio-rules";

/**
 * Whether checking one more child into a group with `now` present breaks its ratio (`rule`).
 * `staffOnSite` 0: never (the door judges no group before staff check in).
 */
export function checkInBreaksRatio(now: { children: number; adults: number } | undefined, rule: RatioRule, staffOnSite: number): boolean {
  if (staffOnSite === 0) return false;
  const { children, adults } = now ?? { children: 0, adults: 0 };
  return ratioStatus(children + 1, adults, rule) === "broken";
}

/** What an acknowledgement covered: the group's children and adults when the counselor tapped it. */
export type Acknowledged = ReadonlyMap<string, { children: number; adults: number }>;

/**
 * The groups out of ratio the counselor has not acknowledged. An acknowledgement covers the
 * group as it was: one more child, or one adult fewer, is said again; a group back within ratio
 * forgets it (see `keptAcknowledgements`), so the next time it breaks is said again too.
 */
export function unacknowledgedBreaches(headcounts: readonly GroupHeadcount[], staffOnSite: number, acknowledged: Acknowledged): GroupHeadcount[] {
  if (staffOnSite === 0) return [];
  return headcounts.filter((g) => {
    if (g.status !== "broken") return false;
    const seen = acknowledged.get(g.group);
    return !seen || g.children > seen.children || g.adults < seen.adults;
  });
}

/** The acknowledgements still standing: only for groups still out of ratio. */
export function keptAcknowledgements(headcounts: readonly GroupHeadcount[], acknowledged: Acknowledged): Acknowledged {
  const broken = new Set(headcounts.filter((g) => g.status === "broken").map((g) => g.group));
  if ([...acknowledged.keys()].every((group) => broken.has(group))) return acknowledged;
  return new Map([...acknowledged].filter(([group]) => broken.has(group)));
}

/** Acknowledging what the bar shows now. */
export function acknowledge(acknowledged: Acknowledged, shown: readonly GroupHeadcount[]): Acknowledged {
  const next = new Map(acknowledged);
  for (const g of shown) next.set(g.group, { children: g.children, adults: g.adults });
  return next;
}

/** "Bull Sharks is out of ratio", the bar's first words for a group. */
export const outOfRatioTitle = (group: string) => `${groupLabel(group)} is out of ratio`;

/** "11 children, 1 adult: the group's ratio is 1:10 (one adult per 10 children). Check in or move an adult to Bull Sharks." */
export function outOfRatioDetail(g: Pick<GroupHeadcount, "group" | "children" | "adults" | "rule">): string {
  return (
    `${plural(g.children, "child", "children")}, ${plural(g.adults, "adult")}: ` +
    `the group's ratio is ${ratioLabel(g.rule)} (one adult per ${plural(g.rule.campersPerAdult, "child", "children")}). ` +
    `Check in or move an adult to ${groupLabel(g.group)}.`
  );
}

/** What a child's Check in says when that check-in breaks the group's ratio: "Breaks 1:10" (`ratio`: "1:10"). */
export const breaksRatioLabel = (ratio: string) => `Breaks ${ratio}`;

/** The same for a screen reader, with the child and the group: "Check in Sam Lee: breaks the ratio of Bull Sharks, 1:10". */
export const breaksRatioName = (camperName: string, group: string, ratio: string) =>
  `Check in ${camperName}: breaks the ratio of ${groupLabel(group)}, ${ratio}`;
