// Which ratio a group keeps (docs/decisions/0051-ratios-by-group-and-age.md): the office sets one
// for the whole camp, and may set its own for a camp group ("Bull Sharks") or an age group
// ("K-2"). A group's own rule comes first; otherwise the strictest rule of the age groups its
// children are in (a mixed group keeps the ratio of its youngest, as a licensing inspector
// counts it); otherwise the camp's. Browser-safe and without zod: the door uses `ruleFor`.
import type { AgeGroup, RatioRuleScope } from "../vocabulary";
import type { RatioRule } from "./ratio";

/** The camp-wide rule, and each group's own where it differs: what a roster carries to the door. */
export type RatioRules = RatioRule & { groups: Record<string, RatioRule> };

/** A rule as the office keeps it. */
export type StoredRatioRule = { scope: RatioRuleScope; name: string; campersPerAdult: number; citsCount: boolean };

export const ruleFor = (rules: RatioRules, group: string): RatioRule =>
  rules.groups[group] ?? { campersPerAdult: rules.campersPerAdult, citsCount: rules.citsCount };

/** "1:10", as the door and the report write a rule. */
export const ratioLabel = (rule: RatioRule) => `1:${rule.campersPerAdult}`;

/**
 * Each group's rule on one roster. `children` are the roster's children with the groups they
 * were in that day (their first and current) and their age group (from their school grade).
 */
export function rosterRatioRules(
  camp: RatioRule,
  stored: readonly StoredRatioRule[],
  children: ReadonlyArray<{ group: string; ageGroup: AgeGroup | null }>,
): RatioRules {
  const byGroup = new Map(stored.filter((r) => r.scope === "group").map((r) => [r.name, r]));
  const byAge = new Map(stored.filter((r) => r.scope === "age").map((r) => [r.name, r]));
  const groups: Record<string, RatioRule> = {};
  const candidates = new Map<string, StoredRatioRule[]>();
  for (const child of children) {
    const rule = child.ageGroup ? byAge.get(child.ageGroup) : undefined;
    if (rule) candidates.set(child.group, [...(candidates.get(child.group) ?? []), rule]);
  }
  for (const [group, rules] of candidates) {
    const strictest = rules.reduce((a, b) => (b.campersPerAdult < a.campersPerAdult ? b : a));
    groups[group] = { campersPerAdult: strictest.campersPerAdult, citsCount: strictest.citsCount };
  }
  for (const [group, rule] of byGroup) groups[group] = { campersPerAdult: rule.campersPerAdult, citsCount: rule.citsCount };
  return { ...camp, groups };
}
