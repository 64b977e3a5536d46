// The month the books are asked for: one schema for the Finance tab, its month-close CSV and
// GET /api/admin/finance. Apart from finance-period.ts, which the tab's component imports, so the
// browser's Finance bundle carries no zod.
import { z } from "zod";
import { askedMonth } from "./finance-period";

export const FINANCE_MONTH_MESSAGE = "Month must be a month like 2026-07";

export const financeMonthSchema = z.object({
  month: z
    .string({ error: FINANCE_MONTH_MESSAGE })
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, FINANCE_MONTH_MESSAGE)
    .refine((m) => m >= "2000-01" && m <= "2099-12", FINANCE_MONTH_MESSAGE),
  // Stripe's side is asked for on use (?compare=stripe): it is a call to Stripe, page after page.
  compare: z.literal("stripe", { error: "Compare must be stripe" }).optional(),
});

/** The month a request asks for, checked. */
export function financeMonthFrom(url: URL, now: Date) {
  return financeMonthSchema.safeParse({ month: askedMonth(url.searchParams.get("month"), now) });
}
