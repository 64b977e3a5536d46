import { expect, test } from "vitest";
import { SCHOOL_YEAR_THEMES } from "~/content/archive-options";
import { campDays } from "~/content/camp-days";
import { changeFilter, DEFAULT_FILTERS, filtersFromSearchParams, filtersToSearchParams, postEmbedUrl, recentPosts, summerDayLabel } from "./media-filters";

test("the archive holds about 270 camp days over 2023-2025", () => {
  expect(campDays.length).toBeGreaterThanOrEqual(260);
  expect(campDays.length).toBeLessThanOrEqual(280);
  expect(new Set(campDays.map((d) => d.date.slice(0, 4)))).toEqual(new Set(["2023", "2024", "2025"]));
});

test("changing the camp type clears week and theme", () => {
  const summerWeek3 = changeFilter(changeFilter(DEFAULT_FILTERS, "campType", "summer"), "week", "3");
  expect(summerWeek3.week).toBe("3");
  const schoolYear = changeFilter(summerWeek3, "campType", "school-year");
  expect(schoolYear).toMatchObject({ campType: "school-year", week: "all", theme: "all" });
  const themed = changeFilter(schoolYear, "theme", SCHOOL_YEAR_THEMES[0]);
  expect(changeFilter(themed, "campType", "all").theme).toBe("all");
  // Other filters survive the reset.
  expect(changeFilter({ ...themed, location: "FLC", year: "2024" }, "campType", "summer")).toMatchObject({ location: "FLC", year: "2024" });
});

test("week only narrows summer and theme never narrows summer", () => {
  const f = filtersFromSearchParams(new URLSearchParams("campType=school-year&week=3"), ["2025"], SCHOOL_YEAR_THEMES);
  expect(f.week).toBe("all");
  const g = filtersFromSearchParams(new URLSearchParams(`campType=summer&theme=${SCHOOL_YEAR_THEMES[0]}&week=2`), ["2025"], SCHOOL_YEAR_THEMES);
  expect(g).toMatchObject({ theme: "all", week: "2" });
  expect(filtersToSearchParams(g).toString()).toBe("campType=summer&week=2");
});

test("recent posts list only days with a link, newest first, matching every filter", () => {
  const all = recentPosts(campDays, DEFAULT_FILTERS);
  expect(all.every((d) => d.postUrl)).toBe(true);
  expect(all.length).toBeLessThan(campDays.length);
  expect([...all].sort((a, b) => b.date.localeCompare(a.date)).map((d) => d.date)).toEqual(all.map((d) => d.date));
  const july2024Flc = recentPosts(campDays, { ...DEFAULT_FILTERS, location: "FLC", year: "2024", month: "07" });
  expect(july2024Flc.length).toBeGreaterThan(0);
  expect(july2024Flc.every((d) => d.location === "FLC" && d.date.startsWith("2024-07"))).toBe(true);
});

test("post links become embeds, and anything else is not embedded", () => {
  expect(postEmbedUrl("https://www.instagram.com/p/C8aQx2mLk1B/")).toBe("https://www.instagram.com/p/C8aQx2mLk1B/embed");
  expect(postEmbedUrl("https://www.instagram.com/reel/DAa3cQe7Hj2/")).toBe("https://www.instagram.com/reel/DAa3cQe7Hj2/embed");
  expect(postEmbedUrl("https://www.instagram.com/campsarraka/")).toBeNull();
  expect(postEmbedUrl("javascript:alert(1)")).toBeNull();
});

test("summer days are labelled 'Week N, Day M', Monday being day 1 at both sites", () => {
  const summer = campDays.filter((d) => d.campType === "summer");
  expect(summer.every((d) => d.week! >= 1 && d.week! <= 8 && d.day! >= 1 && d.day! <= 5)).toBe(true);
  for (const d of summer) expect(new Date(`${d.date}T12:00:00Z`).getUTCDay()).toBe(d.day);
  expect(summerDayLabel({ week: 3, day: 2 })).toBe("Week 3, Day 2");
});
