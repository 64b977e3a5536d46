import { describe, expect, test } from "vitest";
import { CAMP_BASIS, rosterRatioRules, rosterRuleBases, ruleBasisLabel, ruleFor, type StoredRatioRule } from "./ratio-rules";

const camp = { campersPerAdult: 10, citsCount: false };
const stored: StoredRatioRule[] = [
  { scope: "age", name: "K-2", campersPerAdult: 6, citsCount: false },
  { scope: "age", name: "4+", campersPerAdult: 12, citsCount: true },
  { scope: "group", name: "CITs", campersPerAdult: 15, citsCount: true },
];

describe("each group's ratio", () => {
  test("a group keeps the strictest rule of its children's age groups; a group's own rule comes first; others keep the camp's", () => {
    const rules = rosterRatioRules(camp, stored, [
      { group: "Beluga Whales", ageGroup: "K-2" },
      { group: "Beluga Whales", ageGroup: "4+" },
      { group: "Sea Otters", ageGroup: "4+" },
      { group: "Bull Sharks", ageGroup: "2-3" },
      { group: "CITs", ageGroup: "K-2" },
      { group: "", ageGroup: null },
    ]);
    expect(ruleFor(rules, "Beluga Whales")).toEqual({ campersPerAdult: 6, citsCount: false });
    expect(ruleFor(rules, "Sea Otters")).toEqual({ campersPerAdult: 12, citsCount: true });
    expect(ruleFor(rules, "Bull Sharks")).toEqual(camp);
    expect(ruleFor(rules, "CITs")).toEqual({ campersPerAdult: 15, citsCount: true });
    expect(ruleFor(rules, "")).toEqual(camp);
    expect(ruleFor(rules, "A group not on the roster")).toEqual(camp);
  });

  test("each group's rule names where it comes from: the camp's, an age group's or the camp group's own", () => {
    const children = [
      { group: "Beluga Whales", ageGroup: "K-2" as const },
      { group: "Beluga Whales", ageGroup: "4+" as const },
      { group: "CITs", ageGroup: "K-2" as const },
      { group: "Bull Sharks", ageGroup: "2-3" as const },
    ];
    const bases = rosterRuleBases(stored, children);
    expect(bases).toEqual({ "Beluga Whales": { scope: "age", name: "K-2" }, CITs: { scope: "group", name: "CITs" } });
    const label = (group: string) => ruleBasisLabel(bases[group] ?? CAMP_BASIS);
    expect(["Beluga Whales", "CITs", "Bull Sharks"].map(label)).toEqual(["Age group K-2", "Camp group CITs", "The camp's"]);
  });

  test("with no rules of its own, every group keeps the camp's ratio", () => {
    const rules = rosterRatioRules(camp, [], [{ group: "Bears", ageGroup: "K-2" }]);
    expect(rules).toEqual({ ...camp, groups: {} });
  });
});
