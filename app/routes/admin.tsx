import { useEffect } from "react";
import { data, useNavigate, type ShouldRevalidateFunctionArgs } from "react-router";
import { AdminDashboard } from "~/components/admin/dashboard";
import { getEnv } from "~/server/context";
import { getSessionUser } from "~/server/session.server";
import type { Route } from "./+types/admin";

export const meta: Route.MetaFunction = () => [{ title: "Admin Dashboard | Camp Sarraka" }, { name: "robots", content: "noindex" }];

const PRIVATE = { "Cache-Control": "private, no-store" };

// Only who is asking is read here: visitors and parents get the refusal, and no admin data is
// queried for them. The dashboard's data comes from /api/admin/*, each call checked again.
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await getSessionUser(getEnv(context), request);
  if (!user?.isAdmin) return data({ allowed: false as const }, { status: user ? 403 : 401, headers: PRIVATE });
  return data({ allowed: true as const, adminName: user.firstName }, { headers: PRIVATE });
}

// Switching tabs only changes ?tab=: no need to ask the server who is signed in again.
export function shouldRevalidate({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return !formMethod && currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export default function AdminRoute({ loaderData }: Route.ComponentProps) {
  if (!loaderData.allowed) return <NoPermission />;
  return <AdminDashboard adminName={loaderData.adminName} />;
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
