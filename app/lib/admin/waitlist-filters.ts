// The Waitlist tab's filters, read from the address (?search=&site=&session=) and a page of the
// queues at a time (&page=2), as the Registrations tab keeps its own (registration-filters.ts).
import { z } from "zod";
import { LOCATIONS } from "../vocabulary";

export const WAITLIST_SITE_FILTERS = ["all", ...LOCATIONS] as const;

// Pure (annotated so): the tab needs only the lists and filtersToSearchParams, not zod.
export const waitlistFiltersSchema = /* @__PURE__ */ z.object({
  search: /* @__PURE__ */ z.preprocess((v) => (typeof v === "string" ? v.trim().slice(0, 100) : ""), /* @__PURE__ */ z.string()),
  site: /* @__PURE__ */ z.preprocess((v) => v || "all", /* @__PURE__ */ z.enum(WAITLIST_SITE_FILTERS, { error: "Unknown site filter" })),
  // A session's id, or every session ("all").
  session: /* @__PURE__ */ z.preprocess(
    (v) => v || "all",
    /* @__PURE__ */ z.union([/* @__PURE__ */ z.literal("all"), /* @__PURE__ */ z.string().regex(/^[1-9]\d{0,8}$/, "Unknown session filter")]),
  ),
});
export type WaitlistFilters = z.infer<typeof waitlistFiltersSchema>;

/** Campers on one page of the Waitlist tab. */
export const WAITLIST_PER_PAGE = 50;

export const NO_WAITLIST_FILTERS: WaitlistFilters = { search: "", site: "all", session: "all" };

/** The filters as an address's query; `page` (past the first) joins them for a page link. */
export function waitlistFiltersToSearchParams(filters: WaitlistFilters, page = 1): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.search) params.set("search", filters.search);
  if (filters.site !== "all") params.set("site", filters.site);
  if (filters.session !== "all") params.set("session", filters.session);
  if (page > 1) params.set("page", String(page));
  return params;
}

export const sameWaitlistFilters = (a: WaitlistFilters, b: WaitlistFilters) => a.search === b.search && a.site === b.site && a.session === b.session;

/** The filters in the address; anything unknown reads as no filter, never an error page. */
export function readWaitlistFilters(params: URLSearchParams): WaitlistFilters {
  const parsed = waitlistFiltersSchema.safeParse({
    search: params.get("search") ?? "",
    site: params.get("site") ?? "all",
    session: params.get("session") ?? "all",
  });
  return parsed.success ? parsed.data : NO_WAITLIST_FILTERS;
}
