import { LegalPage } from "~/components/site/legal-page";
import { privacyPolicy } from "~/content/legal";
import { site } from "~/content/site";
import type { IslandsHandle } from "~/islands/island";
import { publicPageMeta } from "~/lib/page-meta";
import type { Route } from "./+types/privacy-policy";

// Served as static HTML with islands (app/islands/island.tsx).
export const handle = { islands: true } satisfies IslandsHandle;

export const meta: Route.MetaFunction = ({ matches }) =>
  publicPageMeta(matches, { path: "/privacy-policy", title: `${privacyPolicy.title} | ${site.name}`, description: privacyPolicy.description });

export default function PrivacyPolicy() {
  return <LegalPage document={privacyPolicy} />;
}
