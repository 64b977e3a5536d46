// /admin/finance?month=2026-07: the office's books for a month (this camp month by default), and
// with &compare=stripe Stripe's side of it. A month that is not one is said on the tab; the
// figures need a month.
import { FinanceTab } from "~/components/admin/finance-tab";
import { askedMonth } from "~/lib/finance/finance-period";
import { adminPage } from "~/server/admin/admin-page.server";
import { financeMonth } from "~/server/finance/finance-month.server";
import type { Route } from "./+types/admin.finance";

export async function loader(args: Route.LoaderArgs) {
  return adminPage(args, async (env, _user, url) => {
    const month = askedMonth(url.searchParams.get("month"));
    const outcome = await financeMonth(env, { month, compare: url.searchParams.get("compare") ?? undefined });
    if (!outcome.ok) return { month, message: outcome.message, report: null, stripe: null };
    return { month, message: null, report: outcome.report, stripe: outcome.stripe };
  });
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export default function AdminFinance({ loaderData }: Route.ComponentProps) {
  if (!loaderData) return null;
  return <FinanceTab {...loaderData} />;
}
