// The office's long lists (the Registrations and Waitlist tabs) a page at a time: the search box,
// the filter menus and the page, kept in the address (?search=&status=&page=2). Each list's query
// is one zod schema built here, which the API refuses a bad query by and the tab reads its
// address by; the address's query string and the page links are written here for both.
import { z } from "zod";

/** Rows (or waiting campers) on one page of an office list. */
export const ROWS_PER_PAGE = 50;

export const PAGE_MESSAGE = "Page must be a whole number from 1 up";

// Pure (annotated so): a tab needs only the lists and filtersToSearchParams, not zod.

/** The search box's words, trimmed and cut at 100 characters; none is no search. */
export const searchField = /* @__PURE__ */ z.preprocess((v) => (typeof v === "string" ? v.trim().slice(0, 100) : ""), /* @__PURE__ */ z.string());

/** A filter menu's choice among `values`; none is "all". */
export const choiceField = <const Values extends readonly [string, ...string[]]>(values: Values, error: string) =>
  /* @__PURE__ */ z.preprocess((v) => v || "all", /* @__PURE__ */ z.enum(values, { error }));

/** The page asked for (?page=3): none is the first; a page past the last shows the last. */
export const pageField = /* @__PURE__ */ z.preprocess(
  (v) => (v === undefined || v === "" ? 1 : v),
  /* @__PURE__ */ z.coerce.number({ error: PAGE_MESSAGE }).int(PAGE_MESSAGE).min(1, PAGE_MESSAGE).max(Number.MAX_SAFE_INTEGER, PAGE_MESSAGE),
);

/** What every list's filters have: the search box (the menus are "all" when not chosen). */
export type ListFilters = { search: string };

/** The filters as an address's query, in the schema's order; `page` (past the first) joins them for a page link. */
export function filtersToSearchParams(filters: ListFilters, page = 1): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) {
    if (name !== "page" && value !== "" && value !== "all") params.set(name, String(value));
  }
  if (page > 1) params.set("page", String(page));
  return params;
}

/** The same search and menus (the page aside). */
export function sameFilters<F extends ListFilters>(a: F, b: F): boolean {
  const names = new Set([...Object.keys(a), ...Object.keys(b)].filter((name) => name !== "page"));
  return [...names].every((name) => a[name as keyof F] === b[name as keyof F]);
}

type ListQuerySchema = z.ZodObject<{ search: typeof searchField; page: typeof pageField } & z.ZodRawShape>;

/**
 * A list's query in the tab's address (a link shared or kept from before): the tab shows rather
 * than refuses it, so a page that does not read is the first, and filters that do not read are no
 * filters (the API refuses either, by the same schema).
 */
export function readListQuery<Schema extends ListQuerySchema>(schema: Schema, params: URLSearchParams): z.output<Schema> {
  const asked = Object.fromEntries(Object.keys(schema.shape).map((name) => [name, params.get(name) ?? undefined]));
  const parsed = schema.safeParse(asked);
  if (parsed.success) return parsed.data;
  const badPage = parsed.error.issues.some((issue) => issue.path[0] === "page");
  const badFilter = parsed.error.issues.some((issue) => issue.path[0] !== "page");
  return schema.parse({ ...(badFilter ? {} : asked), page: badPage ? undefined : asked.page });
}

/** The filters of a list's query: the query without its page. */
export function filtersOf<Query extends { page: number }>({ page: _page, ...filters }: Query): Omit<Query, "page"> {
  return filters;
}

/**
 * The registration number a search names, as the office's rows show it ("#5009") or bare
 * ("5009"); null when the search is not a number.
 */
export function searchedRegistrationId(search: string): number | null {
  const match = /^#?\s*(\d{1,9})$/.exec(search.trim());
  return match ? Number(match[1]) : null;
}
