// GET /admin/ratios.csv?from=&to= : the Here now tab's ratio report as CSV, the same rows.
import { campToday } from "~/lib/camp-dates";
import { csvDownload } from "~/lib/csv-export";
import { reportRangeFrom } from "~/lib/here-now/report-range";
import { getEnv } from "~/server/context";
import { ratioReport, ratioReportCsv } from "~/server/here-now/ratio-report.server";
import { requireAdmin } from "~/server/session.server";
import type { Route } from "./+types/admin.ratios-csv";

export async function loader({ request, context }: Route.LoaderArgs) {
  const env = getEnv(context);
  await requireAdmin(env, request);
  const range = reportRangeFrom(new URL(request.url), campToday());
  if (!range.success) return new Response(range.error.issues[0].message, { status: 400 });
  const report = await ratioReport(env, range.data);
  return csvDownload(`ratios-${range.data.from}-to-${range.data.to}.csv`, ratioReportCsv(report));
}
