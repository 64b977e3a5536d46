import { expect, test } from "vitest";
import { ageInMonths, countByGroup, placeCamperInGroup, siteForCamper } from "./groups";

const y = (years: number, months = 0) => years * 12 + months;

test.each([
  // FLC takes K-2 only: everyone there is a Beluga Whale (5-7).
  ["FLC", y(5), 3, "Beluga Whales"],
  ["FLC", y(7, 11), 2, "Beluga Whales"],
  // UUCA with 3 groups: Beluga Whales 7-8, Bull Sharks 8-9, Sea Otters 10-13.
  ["UUCA", y(7), 3, "Beluga Whales"],
  ["UUCA", y(8, 5), 3, "Beluga Whales"],
  ["UUCA", y(8, 6), 3, "Bull Sharks"],
  ["UUCA", y(9, 11), 3, "Bull Sharks"],
  ["UUCA", y(10), 3, "Sea Otters"],
  ["UUCA", y(13), 3, "Sea Otters"],
  // Older campers go to Sea Otters.
  ["UUCA", y(14), 3, "Sea Otters"],
  // UUCA with 2 groups: Bull Sharks and Sea Otters only.
  ["UUCA", y(7), 2, "Bull Sharks"],
  ["UUCA", y(9), 2, "Bull Sharks"],
  ["UUCA", y(10), 2, "Sea Otters"],
  ["UUCA", y(12), 2, "Sea Otters"],
] as const)("%s camper aged %i months with %i UUCA groups -> %s", (site, ageMonths, count, group) => {
  expect(placeCamperInGroup({ site, ageMonths, uucaGroupCount: count })).toBe(group);
});

test("CITs stay CITs at either site", () => {
  expect(placeCamperInGroup({ site: "UUCA", ageMonths: y(14), uucaGroupCount: 3, currentGroup: "CITs" })).toBe("CITs");
  expect(placeCamperInGroup({ site: "FLC", ageMonths: null, uucaGroupCount: 2, currentGroup: "CITs" })).toBe("CITs");
});

test("without an age a UUCA camper keeps a usable group from the list, else goes to Sea Otters", () => {
  expect(placeCamperInGroup({ site: "UUCA", ageMonths: null, uucaGroupCount: 3, currentGroup: "Beluga Whales" })).toBe("Beluga Whales");
  expect(placeCamperInGroup({ site: "UUCA", ageMonths: null, uucaGroupCount: 2, currentGroup: "Beluga Whales" })).toBe("Sea Otters");
  expect(placeCamperInGroup({ site: "UUCA", ageMonths: null, uucaGroupCount: 2 })).toBe("Sea Otters");
});

test("ageInMonths counts whole months up to the camp day", () => {
  expect(ageInMonths("2016-12-23", "2024-12-23")).toBe(96);
  expect(ageInMonths("2016-12-24", "2024-12-23")).toBe(95);
  expect(ageInMonths("2016-02-29", "2024-12-23")).toBe(105);
  expect(ageInMonths("2030-01-01", "2024-12-23")).toBeNull();
  expect(ageInMonths("not a date", "2024-12-23")).toBeNull();
});

test("countByGroup names campers without a group", () => {
  expect(countByGroup([{ groupName: "Sea Otters" }, { groupName: "Sea Otters" }, { groupName: "" }])).toEqual({ "Sea Otters": 2, "No group": 1 });
});

test("siteForCamper: campers under an '(FLC)' header go to FLC, everyone else to UUCA", () => {
  expect(siteForCamper({ site: "FLC" })).toBe("FLC");
  expect(siteForCamper({ site: "UUCA" })).toBe("UUCA");
  expect(siteForCamper({ site: null })).toBe("UUCA");
});
