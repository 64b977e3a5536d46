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

/** Which rule judged a group: the camp's, an age group's ("K-2") or the camp group's own. */
export type RuleBasis = { scope: "camp" } | { scope: RatioRuleScope; name: string };
export const CAMP_BASIS: RuleBasis = { scope: "camp" };

/** How the report names a rule: "The camp's", "Age group K-2", "Camp group Sea Otters". */
export const ruleBasisLabel = (basis: RuleBasis) =>
  basis.scope === "camp" ? "The camp's" : basis.scope === "age" ? `Age group ${basis.name}` : `Camp group ${basis.name || "No group"}`;

/**
 * Each group with a rule other than the camp's on one roster, and where its rule comes from.
 * `children` are the roster's children with the groups they were in that day (their first and
 * current) and their age group (from their school grade).
 */
export function groupRuleChoices(
  stored: readonly StoredRatioRule[],
  children: ReadonlyArray<{ group: string; ageGroup: AgeGroup | null }>,
): Map<string, { rule: RatioRule; basis: RuleBasis }> {
  const byGroup = new Map(stored.filter((r) => r.scope === "group").map((r) => [r.name, r]));
  const byAge = new Map(stored.filter((r) => r.scope === "age").map((r) => [r.name, r]));
  const chosen = new Map<string, { rule: RatioRule; basis: RuleBasis }>();
  const candidates = new Map<string, StoredRatioRule[]>();
  for (const child of children) {
    const rule = child.ageGroup ? byAge.get(child.ageGroup) : undefined;
    if (rule) candidates.set(child.group, [...(candidates.get(child.group) ?? []), rule]);
  }
  const choice = (r: StoredRatioRule) => ({ rule: { campersPerAdult: r.campersPerAdult, citsCount: r.citsCount }, basis: { scope: r.scope, name: r.name } });
  for (const [group, rules] of candidates) chosen.set(group, choice(rules.reduce((a, b) => (b.campersPerAdult < a.campersPerAdult ? b : a))));
  for (const [group, rule] of byGroup) chosen.set(group, choice(rule));
  return chosen;
}

/** Each group's rule on one roster (what the door carries: the rules, never the children's ages). */
export function rosterRatioRules(
  camp: RatioRule,
  stored: readonly StoredRatioRule[],
  children: ReadonlyArray<{ group: string; ageGroup: AgeGroup | null }>,
): RatioRules {
  const groups: Record<string, RatioRule> = {};
  for (const [group, { rule }] of groupRuleChoices(stored, children)) groups[group] = rule;
  return { ...camp, groups };
}

/** Where each group's rule on one roster comes from; a group not listed keeps the camp's. */
export function rosterRuleBases(stored: readonly StoredRatioRule[], children: ReadonlyArray<{ group: string; ageGroup: AgeGroup | null }>) {
  const bases: Record<string, RuleBasis> = {};
  for (const [group, { basis }] of groupRuleChoices(stored, children)) bases[group] = basis;
  return bases;
}
