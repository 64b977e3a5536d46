import { LegalPage } from "~/components/site/legal-page";
import { termsOfService } from "~/content/legal";
import { site } from "~/content/site";
import type { IslandsHandle } from "~/islands/island";
import { publicPageMeta } from "~/lib/page-meta";
import type { Route } from "./+types/terms-of-service";

// Served as static HTML with islands (app/islands/island.tsx).
export const handle = { islands: true } satisfies IslandsHandle;

export const meta: Route.MetaFunction = ({ matches }) =>
  publicPageMeta(matches, { path: "/terms-of-service", title: `${termsOfService.title} | ${site.name}`, description: termsOfService.description });

export default function TermsOfService() {
  return <LegalPage document={termsOfService} />;
}
