// The Waitlist tab's query, read from the address (?search=&site=&session=&page=2) by the tab and
// from GET /api/admin/waitlist by the API: one schema, as every office list has (list-query.ts).
import { z } from "zod";
import { LOCATIONS } from "../vocabulary";
import { choiceField, pageField, searchField } from "./list-query";

export const WAITLIST_SITE_FILTERS = ["all", ...LOCATIONS] as const;

// Pure (annotated so): the tab needs only the lists and filtersToSearchParams, not zod.
export const waitlistQuerySchema = /* @__PURE__ */ z.object({
  search: searchField,
  site: /* @__PURE__ */ choiceField(WAITLIST_SITE_FILTERS, "Unknown site filter"),
  // A session's id, or every session ("all").
  session: /* @__PURE__ */ z.preprocess(
    (v) => v || "all",
    /* @__PURE__ */ z.union([/* @__PURE__ */ z.literal("all"), /* @__PURE__ */ z.string().regex(/^[1-9]\d{0,8}$/, "Unknown session filter")], {
      error: "Unknown session filter",
    }),
  ),
  page: pageField,
});
export type WaitlistQuery = z.infer<typeof waitlistQuerySchema>;
export type WaitlistFilters = Omit<WaitlistQuery, "page">;
