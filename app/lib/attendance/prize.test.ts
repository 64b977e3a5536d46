import { expect, test } from "vitest";
import { cannotHavePrize, hasMedicalFlag, prizeConflicts, PRIZE_CONFLICT_BADGE } from "./prize";

test("the badge text is the spec's", () => {
  expect(PRIZE_CONFLICT_BADGE).toBe("⚠️ CANNOT HAVE PRIZE");
});

test.each([
  ["Peanut butter cookies", "Peanuts", ["peanut"]],
  ["Peanut butter cookies", "peanut allergy (severe)", ["peanut"]],
  // A generic "nuts" allergy is treated as covering peanuts too: the door errs on the safe side.
  ["Peanut butter cookies", "Tree nuts", ["peanut"]],
  ["Peanut butter cookies", "Dairy", []],
  ["Peanut butter cookies", "Gluten", ["gluten"]],
  ["Ice cream sundae", "Lactose intolerant", ["dairy"]],
  ["Almond joy", "tree nut", ["tree nut"]],
  ["Fish crackers", "Shellfish", []],
  ["Shrimp chips", "shellfish", ["shellfish"]],
  ["Tuna sandwich", "Fish", ["fish"]],
  ["Sesame sticks", "sesame seeds", ["sesame"]],
  ["Edamame", "Soy", ["soy"]],
  ["Egg salad", "eggs", ["egg"]],
  ["Stickers", "Peanuts", []],
  ["", "Peanuts", []],
  ["Peanut butter cookies", "None", []],
  ["Peanut butter cookies", "", []],
])("prize %j vs allergies %j -> %j", (prize, allergies, groups) => {
  expect(prizeConflicts(prize, allergies)).toEqual(groups);
  expect(cannotHavePrize(prize, allergies)).toBe(groups.length > 0);
});

test.each([
  ["Peanuts", true],
  ["Inhaler at noon", true],
  ["None", false],
  ["none.", false],
  ["N/A", false],
  ["NKA", false],
  ["", false],
  ["  ", false],
])("hasMedicalFlag(%j) is %s", (value, flagged) => {
  expect(hasMedicalFlag(value)).toBe(flagged);
});
