// What the door says at a check-in that puts a group out of ratio: the check-in still happens
// (software never turns a child away), and the counselor hears it at once. The page keeps the
// groups' headcounts here as it renders them; a row's Check in reads them at the tap.
import { toast } from "~/components/ui/toast";
import type { GroupHeadcount } from "~/lib/here-now/adults";
import { groupLabel } from "~/lib/vocabulary";
import { ratioStatus } from "~/lib/here-now/ratio";
import { ruleFor, type RatioRules } from "~/lib/here-now/ratio-rules";

let counts = new Map<string, GroupHeadcount>();
let rules: RatioRules | null = null;
let adultsOnSite = 0;

export function setGroupHeadcounts(list: readonly GroupHeadcount[], ratio: RatioRules, adults: number) {
  counts = new Map(list.map((g) => [g.group, g]));
  rules = ratio;
  adultsOnSite = adults;
}

/**
 * Says so when checking a child into `group` breaks its ratio. Silent while no adult is checked
 * in at all: a camp that does not check its staff in at the door is not warned at every child.
 */
export function warnIfRatioBreaks(group: string) {
  if (!rules || adultsOnSite === 0) return;
  const name = group.trim();
  const rule = ruleFor(rules, name);
  const now = counts.get(name) ?? { children: 0, adults: 0 };
  if (ratioStatus(now.children + 1, now.adults, rule) !== "broken") return;
  const adults = `${now.adults} ${now.adults === 1 ? "adult" : "adults"}`;
  toast({
    title: `${groupLabel(name)} is out of ratio`,
    description: `${now.children + 1} children, ${adults}: one adult per ${rule.campersPerAdult} children. Check in or move an adult to ${groupLabel(name)}.`,
    variant: "destructive",
  });
}
