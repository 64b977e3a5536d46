// The Registrations tab's filters, read from the address (?search=&status=&payment=) by the
// API, the CSV export and the tab alike, so the export holds exactly the rows the filters hold
// (every page of them). The tab shows them a page at a time (&page=2).
import { z } from "zod";
import { PAYMENT_STATUSES, REGISTRATION_STATUSES } from "./vocabulary";

export const REGISTRATION_STATUS_FILTERS = ["all", ...REGISTRATION_STATUSES] as const;
export const PAYMENT_STATUS_FILTERS = ["all", ...PAYMENT_STATUSES, "none"] as const;

// Pure (annotated so): a page that only needs the lists and filtersToSearchParams leaves the
// schema, and zod with it, out of its scripts.
export const registrationFiltersSchema = /* @__PURE__ */ z.object({
  search: /* @__PURE__ */ z.preprocess((v) => (typeof v === "string" ? v.trim().slice(0, 100) : ""), /* @__PURE__ */ z.string()),
  status: /* @__PURE__ */ z.preprocess((v) => v || "all", /* @__PURE__ */ z.enum(REGISTRATION_STATUS_FILTERS, { error: "Unknown status filter" })),
  payment: /* @__PURE__ */ z.preprocess((v) => v || "all", /* @__PURE__ */ z.enum(PAYMENT_STATUS_FILTERS, { error: "Unknown payment filter" })),
});
export type RegistrationFilters = z.infer<typeof registrationFiltersSchema>;

/** Rows on one page of the Registrations tab. */
export const REGISTRATIONS_PER_PAGE = 50;

/** The filters as an address's query; `page` (past the first) joins them for a page link. */
export function filtersToSearchParams(filters: RegistrationFilters, page = 1): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.search) params.set("search", filters.search);
  if (filters.status !== "all") params.set("status", filters.status);
  if (filters.payment !== "all") params.set("payment", filters.payment);
  if (page > 1) params.set("page", String(page));
  return params;
}

/** The page asked for (?page=3); anything but a whole number from 1 up is the first page. */
export function readRegistrationPage(params: URLSearchParams): number {
  const page = Number(params.get("page"));
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}

/**
 * The registration number a search names, as the office's rows show it ("#5009") or bare
 * ("5009"); null when the search is not a number.
 */
export function searchedRegistrationId(search: string): number | null {
  const match = /^#?\s*(\d{1,9})$/.exec(search.trim());
  return match ? Number(match[1]) : null;
}

export const sameFilters = (a: RegistrationFilters, b: RegistrationFilters) => a.search === b.search && a.status === b.status && a.payment === b.payment;

export function readRegistrationFilters(params: URLSearchParams) {
  return registrationFiltersSchema.safeParse({
    search: params.get("search") ?? "",
    status: params.get("status") ?? "all",
    payment: params.get("payment") ?? "all",
  });
}
