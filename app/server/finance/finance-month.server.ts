// The one door of the Finance tab's month (the page's loader, GET /api/admin/finance): the month
// parsed with the tab's schema, the payments table's rows read once, and the figures and, when
// asked for (compare: "stripe"), the Stripe comparison made from those same rows. Stripe is not
// called on every opening of the tab: its list is read page after page, and the office wants it
// at the month's close, not at each look. The caller has checked that an admin asks.
import { financeMonthSchema } from "~/lib/finance/finance-month-schema";
import { monthPeriod } from "~/lib/finance/finance-period";
import { parseInput, type Outcome } from "../operation-result.server";
import { financeReport, type FinanceReport } from "./finance-report.server";
import { listMoneyMoves } from "./money-moves.server";
import { compareMonthWithStripe, type StripeMonth } from "./stripe-month.server";

export async function financeMonth(
  env: Env,
  input: { month: unknown; compare?: unknown },
  now = new Date(),
): Promise<Outcome<{ report: FinanceReport; stripe: StripeMonth | null }>> {
  const parsed = parseInput(financeMonthSchema, input);
  if (!parsed.ok) return parsed;
  const period = monthPeriod(parsed.data.month);
  const moves = await listMoneyMoves(env, period);
  const [report, stripe] = await Promise.all([
    financeReport(env, period, moves, now),
    parsed.data.compare === "stripe" ? compareMonthWithStripe(env, period, moves) : null,
  ]);
  return { ok: true, report, stripe };
}
