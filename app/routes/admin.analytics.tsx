// /admin/analytics: registrations this week and month, conversion, program popularity.
import { AnalyticsTab } from "~/components/admin/analytics-tab";
import { getAnalytics } from "~/server/admin/stats.server";
import { adminPage } from "~/server/admin/admin-page.server";
import type { Route } from "./+types/admin.analytics";

export async function loader(args: Route.LoaderArgs) {
  return adminPage(args, async (env) => ({ analytics: await getAnalytics(env) }));
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export default function AdminAnalytics({ loaderData }: Route.ComponentProps) {
  if (!loaderData) return null;
  return <AnalyticsTab {...loaderData} />;
}
