// The Registrations tab's filters, read from the address (?search=&status=&payment=) by the
// API, the CSV export and the tab alike, so the export holds exactly the rows on screen.
import { z } from "zod";
import { PAYMENT_STATUSES, REGISTRATION_STATUSES } from "./vocabulary";

export const REGISTRATION_STATUS_FILTERS = ["all", ...REGISTRATION_STATUSES] as const;
export const PAYMENT_STATUS_FILTERS = ["all", ...PAYMENT_STATUSES, "none"] as const;

export const registrationFiltersSchema = z.object({
  search: z.preprocess((v) => (typeof v === "string" ? v.trim().slice(0, 100) : ""), z.string()),
  status: z.preprocess((v) => v || "all", z.enum(REGISTRATION_STATUS_FILTERS, { error: "Unknown status filter" })),
  payment: z.preprocess((v) => v || "all", z.enum(PAYMENT_STATUS_FILTERS, { error: "Unknown payment filter" })),
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
