// The media archive's filters and the rule that keeps them consistent. Pure: the page's loader
// and the filter form both use it.
import { SUMMER_WEEKS } from "~/content/archive-options";
import type { CampDay } from "~/content/camp-days";

export type MediaFilters = {
  location: "all" | "FLC" | "UUCA";
  year: "all" | string;
  month: "all" | string; // "01".."12"
  campType: "all" | "summer" | "school-year";
  week: "all" | string; // "1".."8", summer only
  theme: "all" | string; // school-year or all only
};

export const DEFAULT_FILTERS: MediaFilters = { location: "all", year: "all", month: "all", campType: "all", week: "all", theme: "all" };

export const MONTHS = ["01", "02", "03", "04", "05", "06", "07", "08", "09", "10", "11", "12"] as const;

/** The week filter exists only for summer; the theme filter only for school-year or all. */
export function showsWeek(filters: MediaFilters) {
  return filters.campType === "summer";
}
export function showsTheme(filters: MediaFilters) {
  return filters.campType !== "summer";
}

/**
 * The reset rule: changing the camp type clears the week and the theme (they belong to one camp
 * type), and a filter that is not shown for the camp type never narrows the list.
 */
export function changeFilter<K extends keyof MediaFilters>(current: MediaFilters, key: K, value: MediaFilters[K]): MediaFilters {
  const next = { ...current, [key]: value };
  if (key === "campType" && value !== current.campType) {
    next.week = "all";
    next.theme = "all";
  }
  return normalizeFilters(next);
}

export function normalizeFilters(filters: MediaFilters): MediaFilters {
  return {
    ...filters,
    week: showsWeek(filters) ? filters.week : "all",
    theme: showsTheme(filters) ? filters.theme : "all",
  };
}

function pick<T extends string>(value: string | null, allowed: readonly T[], fallback: T): T {
  return value !== null && (allowed as readonly string[]).includes(value) ? (value as T) : fallback;
}

/**
 * Filters from the address (?location=UUCA&year=2025...), ignoring anything unknown. The form
 * sends the camp type it was showing as `shownCampType`, so the reset rule also holds when the
 * form is submitted without JavaScript.
 */
export function filtersFromSearchParams(params: URLSearchParams, years: readonly string[], themes: readonly string[]): MediaFilters {
  const filters = readFilters(params, years, themes);
  const shown = params.get("shownCampType");
  if (shown !== null && shown !== filters.campType) return normalizeFilters({ ...filters, week: "all", theme: "all" });
  return filters;
}

function readFilters(params: URLSearchParams, years: readonly string[], themes: readonly string[]): MediaFilters {
  return normalizeFilters({
    location: pick(params.get("location"), ["all", "FLC", "UUCA"], "all"),
    year: pick(params.get("year"), ["all", ...years], "all"),
    month: pick(params.get("month"), ["all", ...MONTHS], "all"),
    campType: pick(params.get("campType"), ["all", "summer", "school-year"], "all"),
    week: pick(params.get("week"), ["all", ...SUMMER_WEEKS], "all"),
    theme: pick(params.get("theme"), ["all", ...themes], "all"),
  });
}

/** Only the filters that differ from the defaults, for a short shareable address. */
export function filtersToSearchParams(filters: MediaFilters) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(normalizeFilters(filters))) {
    if (value !== "all") params.set(key, value);
  }
  return params;
}

/** A summer camp day as the archive labels it (the spec's 'Week N, Day M'). */
export function summerDayLabel(day: Pick<CampDay, "week" | "day">) {
  return `Week ${day.week}, Day ${day.day}`;
}

/** Recent Posts: the camp days with a post link that match the filters, newest first. */
export function recentPosts(days: CampDay[], filters: MediaFilters): CampDay[] {
  const f = normalizeFilters(filters);
  return days
    .filter(
      (d) =>
        d.postUrl &&
        (f.location === "all" || d.location === f.location) &&
        (f.year === "all" || d.date.slice(0, 4) === f.year) &&
        (f.month === "all" || d.date.slice(5, 7) === f.month) &&
        (f.campType === "all" || d.campType === f.campType) &&
        (f.week === "all" || String(d.week) === f.week) &&
        (f.theme === "all" || d.theme === f.theme),
    )
    .sort((a, b) => (a.date === b.date ? a.location.localeCompare(b.location) : b.date.localeCompare(a.date)));
}

/** An embeddable address for a social post, or null when the link is not a post we can show. */
export function postEmbedUrl(url: string): string | null {
  const instagram = /^https:\/\/(?:www\.)?instagram\.com\/(p|reel)\/([A-Za-z0-9_-]+)\/?/.exec(url);
  if (instagram) return `https://www.instagram.com/${instagram[1]}/${instagram[2]}/embed`;
  const youtube = /^https:\/\/(?:www\.)?youtube\.com\/watch\?v=([A-Za-z0-9_-]{11})/.exec(url) ?? /^https:\/\/youtu\.be\/([A-Za-z0-9_-]{11})/.exec(url);
  if (youtube) return `https://www.youtube-nocookie.com/embed/${youtube[1]}`;
  return null;
}
