// GET /admin/finance/month-close.csv?month=2026-07 : every payment and refund of the month, one
// row each, for the bookkeeper (the Finance tab's download).
import { csvDownload } from "~/lib/csv-export";
import { financeMonthFrom } from "~/lib/finance/finance-month-schema";
import { getEnv } from "~/server/context";
import { monthCloseCsv } from "~/server/finance/month-close-csv.server";
import { requireAdmin } from "~/server/session.server";
import type { Route } from "./+types/admin.finance-month-close-csv";

export async function loader({ request, context }: Route.LoaderArgs) {
  const env = getEnv(context);
  await requireAdmin(env, request);
  const month = financeMonthFrom(new URL(request.url), new Date());
  if (!month.success) return new Response(month.error.issues[0].message, { status: 400 });
  return csvDownload(`month-close-${month.data.month}.csv`, await monthCloseCsv(env, month.data.month));
}
