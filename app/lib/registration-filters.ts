// The Registrations tab's filters, read from the address (?search=&status=&payment=) by the
// API, the CSV export and the tab alike, so the export holds exactly the rows the filters hold
// (every page of them). The tab shows them a page at a time (&page=2), as every office list
// does (admin/list-query.ts).
import { z } from "zod";
import { choiceField, pageField, searchField } from "./admin/list-query";
import { PAYMENT_STATUSES, REGISTRATION_STATUSES } from "./vocabulary";

export const REGISTRATION_STATUS_FILTERS = ["all", ...REGISTRATION_STATUSES] as const;
export const PAYMENT_STATUS_FILTERS = ["all", ...PAYMENT_STATUSES, "none"] as const;

// Pure (annotated so): a page that only needs the lists and filtersToSearchParams leaves the
// schema, and zod with it, out of its scripts.
export const registrationFiltersSchema = /* @__PURE__ */ z.object({
  search: searchField,
  status: /* @__PURE__ */ choiceField(REGISTRATION_STATUS_FILTERS, "Unknown status filter"),
  payment: /* @__PURE__ */ choiceField(PAYMENT_STATUS_FILTERS, "Unknown payment filter"),
});
export type RegistrationFilters = z.infer<typeof registrationFiltersSchema>;

/** The tab's query: the filters and the page. */
export const registrationsQuerySchema = /* @__PURE__ */ registrationFiltersSchema.extend({ page: pageField });
export type RegistrationsQuery = z.infer<typeof registrationsQuerySchema>;

/** The filters alone (the API's and the export's query, every page). */
export function readRegistrationFilters(params: URLSearchParams) {
  return registrationFiltersSchema.safeParse({
    search: params.get("search") ?? "",
    status: params.get("status") ?? "all",
    payment: params.get("payment") ?? "all",
  });
}
