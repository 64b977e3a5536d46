import { lazy } from "react";
import { ParentDashboard } from "~/components/dashboard/parent-dashboard";
import { landingCopy } from "~/content/landing";
import type { IslandsHandle } from "~/islands/island";
import { getEnv } from "~/server/context";
import { loadParentDashboard } from "~/server/dashboard.server";
import { loadLanding } from "~/server/landing.server";
import { getSessionUser, requireUser } from "~/server/session.server";
import { markReadFromPage, unreadUrgentMessages } from "~/server/messages/urgent-notices.server";
import { READ_MESSAGE_INTENT } from "~/lib/messages/message-limits";
import { data } from "react-router";
import type { Route } from "./+types/home";
import { campPhoneFrom, publicPageMeta, siteUrlFrom } from "~/lib/page-meta";
import { organizationJsonLd } from "~/lib/structured-data";

// Visitors get the landing page as static HTML with islands (app/islands/island.tsx); a parent's
// dashboard is a fully hydrated app page.
// Loaded on first use: the dashboard's page does not load the landing page's carousels and copy
// (docs/decisions/0064-app-pages-on-a-phone.md); the browser asks for it only when a visitor
// comes to the home page from an app page.
const LandingPage = lazy(() => import("~/components/landing/landing-page").then((m) => ({ default: m.LandingPage })));
export const handle = {
  islands: (loaderData) => !(loaderData as { signedIn: boolean }).signedIn,
} satisfies IslandsHandle;

export const meta: Route.MetaFunction = ({ matches }) =>
  publicPageMeta(matches, { path: "/", ...landingCopy.meta, jsonLd: [organizationJsonLd(siteUrlFrom(matches), campPhoneFrom(matches))] });

export async function loader({ request, context }: Route.LoaderArgs) {
  const env = getEnv(context);
  const user = await getSessionUser(env, request);
  // A signed-in parent gets their dashboard, streamed behind skeletons; visitors get the landing page.
  if (user) {
    // Urgent messages are read before the page is sent: a closure must show at once, not after the skeletons.
    const urgentMessages = await unreadUrgentMessages(env, user.id);
    return { signedIn: true as const, parent: { firstName: user.firstName, urgentMessages, dashboard: loadParentDashboard(env, user.id) }, landing: null };
  }
  return { signedIn: false as const, parent: null, landing: await loadLanding(env) };
}

// The dashboard's one form of its own: "Mark as read" on an urgent message.
export async function action({ request, context }: Route.ActionArgs) {
  const env = getEnv(context);
  const user = await requireUser(env, request);
  const form = await request.formData().catch(() => null);
  if (form?.get("intent") !== READ_MESSAGE_INTENT) return data({ intent: "", ok: false, message: "Unknown action" }, 400);
  return markReadFromPage(env, user.id, form);
}

export default function Home({ loaderData }: Route.ComponentProps) {
  if (loaderData.parent) return <ParentDashboard {...loaderData.parent} />;
  return <LandingPage {...loaderData.landing!} />;
}
