// What a child's row says before the tap that breaks a group's ratio (app/lib/here-now/ratio-alerts.ts):
// the page keeps the groups' headcounts here as it renders them, and each row's Check in follows
// its own group only, so a check-in re-renders the rows whose group changed state, not all 1,000.
// After the tap, the bar that stays until acknowledged is ratio-alert-bar.tsx.
import { useSyncExternalStore } from "react";
import type { GroupHeadcount } from "~/lib/here-now/adults";
import { checkInBreaksRatio } from "~/lib/here-now/ratio-alerts";
import { ratioLabel, ruleFor, type RatioRules } from "~/lib/here-now/ratio-rules";

let counts = new Map<string, GroupHeadcount>();
let rules: RatioRules | null = null;
let staffOnSite = 0;
const listeners = new Set<() => void>();

export function setGroupHeadcounts(list: readonly GroupHeadcount[], ratio: RatioRules, staff: number) {
  counts = new Map(list.map((g) => [g.group, g]));
  rules = ratio;
  staffOnSite = staff;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The group's ratio ("1:10") when checking a child into `group` now breaks it, else "". */
export function checkInWarning(group: string): string {
  if (!rules) return "";
  const name = group.trim();
  const rule = ruleFor(rules, name);
  return checkInBreaksRatio(counts.get(name), rule, staffOnSite) ? ratioLabel(rule) : "";
}

/** A row's Check in: what it says when the tap would break its group's ratio (re-renders only when that changes). */
export function useCheckInWarning(group: string): string {
  return useSyncExternalStore(
    subscribe,
    () => checkInWarning(group),
    () => "",
  );
}
