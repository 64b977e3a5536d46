// Group placement for Smart Import and for rosters built from registrations. The spec's ranges:
// FLC Beluga Whales 5-7; UUCA Beluga Whales 7-8, Bull Sharks 8-9, Sea Otters 10-13; CITs 13-15.
// UUCA runs 2 groups (Bull Sharks, Sea Otters) or 3 (adding Beluga Whales); older campers go to
// Sea Otters. The UUCA ranges overlap at 8, so the split is made at 8 years 6 months (see
// docs/decisions/0007-attendance.md).
import { GROUP_NAMES, type Location } from "../vocabulary";

export { GROUP_NAMES, type GroupName } from "../vocabulary";
export type Site = Location;
export type UucaGroupCount = 2 | 3;

const BELUGA_UNTIL_MONTHS = 8 * 12 + 6; // under 8y 6m -> Beluga Whales (3-group days)
const SEA_OTTERS_FROM_MONTHS = 10 * 12; // 10 and older -> Sea Otters

/** The group for a camper of `ageMonths` at `site`; CITs keep their group. */
export function placeCamperInGroup(input: { site: Site; ageMonths: number | null; uucaGroupCount: UucaGroupCount; currentGroup?: string }): string {
  const { site, ageMonths, uucaGroupCount, currentGroup = "" } = input;
  if (currentGroup === "CITs") return "CITs";
  if (site === "FLC") return "Beluga Whales";
  if (ageMonths == null) {
    // No age to go by: keep a UUCA group the list gave, else the oldest group.
    const usable = uucaGroupCount === 3 ? GROUP_NAMES.slice(0, 3) : (["Bull Sharks", "Sea Otters"] as const);
    return (usable as readonly string[]).includes(currentGroup) ? currentGroup : "Sea Otters";
  }
  if (ageMonths >= SEA_OTTERS_FROM_MONTHS) return "Sea Otters";
  if (uucaGroupCount === 3 && ageMonths < BELUGA_UNTIL_MONTHS) return "Beluga Whales";
  return "Bull Sharks";
}

/** Whole months between a birth date and a camp day, both 'YYYY-MM-DD'. */
export function ageInMonths(dateOfBirth: string, onDay: string): number | null {
  const b = dateOfBirth.match(/^(\d{4})-(\d{2})-(\d{2})$/);
  const d = onDay.match(/^(\d{4})-(\d{2})-(\d{2})$/);
  if (!b || !d) return null;
  let months = (Number(d[1]) - Number(b[1])) * 12 + (Number(d[2]) - Number(b[2]));
  if (Number(d[3]) < Number(b[3])) months -= 1;
  return months < 0 ? null : months;
}

/** How many campers each group holds, for the import summary and the badges. */
export function countByGroup(entries: Array<{ groupName: string }>): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const e of entries) {
    const key = e.groupName || "No group";
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
}

/** Smart Import's site: the cabin list's '(FLC)' header sends campers to FLC, all others to UUCA. */
export function siteForCamper(c: { site: Site | null }): Site {
  return c.site ?? "UUCA";
}
