// /admin: the title, the four stat cards and the tabs; each tab is its own route below
// (/admin/registrations, /admin/waitlist, ...) with its own loader, so a tab's address can be
// shared and Back returns to the tab before. After any change React Router reads the loaders
// again, so the stat cards and the open tab always show the same counts.
import { useEffect } from "react";
import { data, useNavigate, type ShouldRevalidateFunctionArgs } from "react-router";
import { AdminDashboard } from "~/components/admin/dashboard";
import { adminGreeting } from "~/lib/admin-greeting";
import { getAdminStats } from "~/server/admin/stats.server";
import { PRIVATE, signedOut } from "~/server/admin/admin-page.server";
import { getEnv } from "~/server/context";
import { getSessionUser } from "~/server/session.server";
import type { Route } from "./+types/admin";

export const meta: Route.MetaFunction = () => [{ title: "Admin Dashboard | Camp Sarraka" }, { name: "robots", content: "noindex" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const env = getEnv(context);
  const user = await getSessionUser(env, request);
  if (!user) return signedOut(request, { allowed: false as const });
  if (!user.isAdmin) return data({ allowed: false as const }, { status: 403, headers: PRIVATE });
  return data({ allowed: true as const, greeting: adminGreeting(user.firstName, user.lastName), stats: await getAdminStats(env) }, { headers: PRIVATE });
}

// A filter typed on a tab changes only the query: the stat cards need no new count for that.
// A change (an action, or a revalidation after an /api call) still reads them again.
export function shouldRevalidate({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  const onlyQueryChanged = currentUrl.pathname === nextUrl.pathname && currentUrl.search !== nextUrl.search;
  return !formMethod && onlyQueryChanged ? false : defaultShouldRevalidate;
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export default function AdminRoute({ loaderData }: Route.ComponentProps) {
  if (!loaderData.allowed) return <NoPermission />;
  return <AdminDashboard greeting={loaderData.greeting} stats={loaderData.stats} />;
}

function NoPermission() {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = setTimeout(() => navigate("/", { replace: true }), 500);
    return () => clearTimeout(timer);
  }, [navigate]);
  return (
    <main className="mx-auto max-w-xl px-6 py-24 text-center">
      <p role="alert" className="text-xl font-bold text-sea-900">
        You don&apos;t have permission to access this page.
      </p>
    </main>
  );
}
