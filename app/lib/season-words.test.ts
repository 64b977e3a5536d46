import { expect, test } from "vitest";
import { copyrightYear, currentSummerYear, schoolYearFall } from "./season-words";

test("the summer on sale is the earliest summer season with a week not yet over", () => {
  const weeks = [
    { season: "summer-2026", endDate: "2026-08-14" },
    { season: "summer-2027", endDate: "2027-06-25" },
    { season: "summer-2027", endDate: "2027-08-27" },
  ];
  // November 2026: the 2026 weeks are over, the 2027 weeks are on sale.
  expect(currentSummerYear("2026-11-29", weeks)).toBe(2027);
  expect(currentSummerYear("2026-08-10", weeks)).toBe(2026);
  // Single days and other seasons do not count.
  expect(currentSummerYear("2026-11-29", [{ season: "winter-2027", endDate: "2027-01-02" }])).toBe(2027);
});

test("with no summer weeks yet, the summer is this one until August ends, then next year's", () => {
  expect(currentSummerYear("2026-03-01", [])).toBe(2026);
  expect(currentSummerYear("2026-08-31", [])).toBe(2026);
  expect(currentSummerYear("2026-09-01", [])).toBe(2027);
});

test("the school year's fall and the copyright year follow the injected day", () => {
  expect(schoolYearFall("2026-11-29")).toBe(2026);
  expect(schoolYearFall("2027-05-10")).toBe(2026);
  expect(schoolYearFall("2027-08-01")).toBe(2027);
  expect(copyrightYear("2026-11-29")).toBe(2026);
  expect(copyrightYear("2027-01-01")).toBe(2027);
});
