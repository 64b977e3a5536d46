import { LegalPage } from "~/components/site/legal-page";
import { privacyPolicy, privacyPolicyDescription, privacyPolicyTitle } from "~/content/legal";
import { site } from "~/content/site";
import type { IslandsHandle } from "~/islands/island";
import { publicPageMeta } from "~/lib/page-meta";
import { getCampSettings } from "~/server/camp-settings.server";
import { getEnv } from "~/server/context";
import type { Route } from "./+types/privacy-policy";

// Served as static HTML with islands (app/islands/island.tsx).
export const handle = { islands: true } satisfies IslandsHandle;

export const meta: Route.MetaFunction = ({ matches }) =>
  publicPageMeta(matches, { path: "/privacy-policy", title: `${privacyPolicyTitle} | ${site.name}`, description: privacyPolicyDescription });

// The retention periods stated are the office's settings; saving them purges this page.
export async function loader({ context }: Route.LoaderArgs) {
  const { childDataRetentionDays, mailRetentionDays } = await getCampSettings(getEnv(context));
  return { childDataRetentionDays, mailRetentionDays };
}

export default function PrivacyPolicy({ loaderData }: Route.ComponentProps) {
  return <LegalPage document={privacyPolicy(loaderData)} />;
}
