import { ParentDashboard } from "~/components/dashboard/parent-dashboard";
import { LandingPage } from "~/components/landing/landing-page";
import { landingCopy } from "~/content/landing";
import type { IslandsHandle } from "~/islands/island";
import { getEnv } from "~/server/context";
import { loadParentDashboard } from "~/server/dashboard.server";
import { loadLanding } from "~/server/landing.server";
import { getSessionUser } from "~/server/session.server";
import type { Route } from "./+types/home";
import { publicPageMeta, siteUrlFrom } from "~/lib/page-meta";
import { organizationJsonLd } from "~/lib/structured-data";

// Visitors get the landing page as static HTML with islands (app/islands/island.tsx); a parent's
// dashboard is a fully hydrated app page.
export const handle = {
  islands: (loaderData) => !(loaderData as { signedIn: boolean }).signedIn,
} satisfies IslandsHandle;

export const meta: Route.MetaFunction = ({ matches }) =>
  publicPageMeta(matches, { path: "/", ...landingCopy.meta, jsonLd: [organizationJsonLd(siteUrlFrom(matches))] });

export async function loader({ request, context }: Route.LoaderArgs) {
  const env = getEnv(context);
  const user = await getSessionUser(env, request);
  // A signed-in parent gets their dashboard, streamed behind skeletons; visitors get the landing page.
  if (user) {
    return { signedIn: true as const, parent: { firstName: user.firstName, dashboard: loadParentDashboard(env, user.id) }, landing: null };
  }
  return { signedIn: false as const, parent: null, landing: await loadLanding(env) };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  if (loaderData.parent) return <ParentDashboard firstName={loaderData.parent.firstName} dashboard={loaderData.parent.dashboard} />;
  return <LandingPage {...loaderData.landing!} />;
}
