import { useEffect, useRef, useState } from "react";
import { buttonClasses } from "~/components/ui/button";
import { ARCHIVE_YEARS, SCHOOL_YEAR_THEMES, SUMMER_WEEKS } from "~/content/archive-options";
import { defineIsland } from "~/islands/island";
import { changeFilter, filtersToSearchParams, MONTHS, showsTheme, showsWeek, type MediaFilters } from "~/lib/media-filters";

const MONTH_NAMES = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

type Choice = { value: string; label: string };

/**
 * One filter. A choice made in the list (pointer, touch, or Enter in the open list) applies at
 * once; the arrow and letter keys on the closed select only step through the choices (WCAG
 * 3.2.2), and Enter or Apply filters with what is on screen.
 */
function FilterSelect({
  name,
  label,
  value,
  choices,
  onChange,
  onApply,
}: {
  name: keyof MediaFilters;
  label: string;
  value: string;
  choices: Choice[];
  onChange: (name: keyof MediaFilters, value: string) => void;
  onApply: (name: keyof MediaFilters) => void;
}) {
  const id = `filter-${name}`;
  // A key held on the select: the change it makes is a step, not a choice.
  const stepping = useRef(false);
  return (
    <div className="grid gap-1">
      <label htmlFor={id} className="text-sm font-extrabold text-sea-900">
        {label}
      </label>
      <select
        id={id}
        name={name}
        defaultValue={value}
        onKeyDown={(e) => {
          if (e.key === "Enter") {
            e.preventDefault();
            onApply(name);
          } else if (e.key !== "Tab") stepping.current = true;
        }}
        onKeyUp={() => (stepping.current = false)}
        onBlur={() => (stepping.current = false)}
        onChange={(e) => (stepping.current ? undefined : onChange(name, e.target.value))}
        className="h-11 rounded-xl border-2 border-sea-200 bg-white px-3 text-ink"
      >
        {choices.map((c) => (
          <option key={c.value} value={c.value}>
            {c.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The filters as the page shows them (null on the server). */
function choicesOnScreen(filters: MediaFilters): MediaFilters | null {
  if (typeof document === "undefined") return null;
  const shown = { ...filters };
  for (const name of Object.keys(filters) as (keyof MediaFilters)[]) {
    const select = document.getElementById(`filter-${name}`);
    if (select instanceof HTMLSelectElement) shown[name] = select.value as never;
  }
  return shown;
}

// Every filtered page opens at the archive, not at the top.
const ARCHIVE_ANCHOR = "#archive";
// The filter a visitor used, so the next page puts focus back on it rather than on the page.
const FOCUS_KEY = "archive-filter-focus";

function rememberFocus(name: keyof MediaFilters) {
  try {
    sessionStorage.setItem(FOCUS_KEY, name);
  } catch {
    // Storage refused (private mode): focus starts at the top of the page, as without JavaScript.
  }
}

function restoreFocus() {
  try {
    const name = sessionStorage.getItem(FOCUS_KEY);
    sessionStorage.removeItem(FOCUS_KEY);
    if (name) document.getElementById(`filter-${name}`)?.focus({ preventScroll: true });
  } catch {
    // As above.
  }
}

/** The archive's filters in their order on the page; week and theme only where the camp type has them. */
const FILTERS: Array<{ name: keyof MediaFilters; label: string; choices: Choice[]; shown?: (filters: MediaFilters) => boolean }> = [
  {
    name: "location",
    label: "Location",
    choices: [
      { value: "all", label: "All locations" },
      { value: "FLC", label: "FLC" },
      { value: "UUCA", label: "UUCA" },
    ],
  },
  { name: "year", label: "Year", choices: [{ value: "all", label: "All years" }, ...ARCHIVE_YEARS.map((y) => ({ value: y, label: y }))] },
  {
    name: "month",
    label: "Month",
    choices: [{ value: "all", label: "All months" }, ...MONTHS.map((m, i) => ({ value: m, label: `${m} ${MONTH_NAMES[i]}` }))],
  },
  {
    name: "campType",
    label: "Camp type",
    choices: [
      { value: "all", label: "All camps" },
      { value: "summer", label: "Summer" },
      { value: "school-year", label: "School year" },
    ],
  },
  {
    name: "week",
    label: "Week",
    choices: [{ value: "all", label: "All weeks" }, ...SUMMER_WEEKS.map((w) => ({ value: w, label: `Week ${w}` }))],
    shown: showsWeek,
  },
  {
    name: "theme",
    label: "Theme",
    choices: [{ value: "all", label: "All themes" }, ...SCHOOL_YEAR_THEMES.map((t) => ({ value: t, label: t }))],
    shown: showsTheme,
  },
];

/**
 * The archive filters. A GET form, so it works before JavaScript loads (Apply), and nothing in it
 * submits on a change until it has; afterwards a choice from a list applies at once (a page load:
 * the page is an islands page), through the same reset rule the server uses, and focus comes
 * back to the filter used.
 */
export function ArchiveFilters({ filters, count, shown }: { filters: MediaFilters; count: number; shown: number }) {
  // The filters of the page load under way: a second choice made before it lands adds to it.
  const loading = useRef<MediaFilters | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const onChange = (name: keyof MediaFilters, value: string) => {
    const next = changeFilter(loading.current ?? filters, name, value as never);
    loading.current = next;
    rememberFocus(name);
    window.location.replace(`?${filtersToSearchParams(next).toString()}${ARCHIVE_ANCHOR}`);
  };
  // Enter on a filter: what Apply does, with focus kept on that filter.
  const onApply = (name: keyof MediaFilters) => {
    rememberFocus(name);
    form.current?.requestSubmit();
  };
  // A choice made before this island ran (most often an arrow key on a select reached with Tab)
  // is a step like any other (WCAG 3.2.2): it stays on screen, unapplied, for Enter or Apply,
  // and focus stays where it is. It is read while hydrating, before React sets each select back
  // to its default value, and put back once hydrated.
  const [onScreen] = useState(() => choicesOnScreen(filters));
  useEffect(() => {
    restoreFocus();
    for (const name of Object.keys(filters) as (keyof MediaFilters)[]) {
      const select = document.getElementById(`filter-${name}`);
      if (onScreen && select instanceof HTMLSelectElement) select.value = onScreen[name];
    }
    // Once, on hydration.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <form ref={form} method="get" action={ARCHIVE_ANCHOR} className="rounded-[var(--radius-card)] bg-sea-50 p-5" aria-label="Filter the media archive">
      <input type="hidden" name="shownCampType" value={filters.campType} />
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
        {FILTERS.filter((filter) => filter.shown?.(filters) ?? true).map((filter) => (
          <FilterSelect
            key={filter.name}
            name={filter.name}
            label={filter.label}
            value={filters[filter.name]}
            onChange={onChange}
            onApply={onApply}
            choices={filter.choices}
          />
        ))}
      </div>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <button type="submit" className={buttonClasses("secondary", "sm")}>
          Apply filters
        </button>
        <a href={`?${ARCHIVE_ANCHOR}`} className={buttonClasses("ghost", "sm")}>
          Reset filters
        </a>
        <p className="text-sm font-bold text-sea-900" role="status" data-testid="archive-count">
          {count === 1 ? "1 post" : `${count} posts`}
          {shown < count ? ` (the ${shown} newest shown)` : null}
        </p>
      </div>
    </form>
  );
}

export const archiveFiltersIsland = defineIsland("archive-filters", ArchiveFilters, "soon");
