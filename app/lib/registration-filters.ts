// The Registrations tab's filters, read from the address (?search=&status=&payment=) by the
// API, the CSV export and the tab alike, so the export holds exactly the rows on screen.
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

export function filtersToSearchParams(filters: RegistrationFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.search) params.set("search", filters.search);
  if (filters.status !== "all") params.set("status", filters.status);
  if (filters.payment !== "all") params.set("payment", filters.payment);
  return params;
}

export function readRegistrationFilters(params: URLSearchParams) {
  return registrationFiltersSchema.safeParse({
    search: params.get("search") ?? "",
    status: params.get("status") ?? "all",
    payment: params.get("payment") ?? "all",
  });
}
