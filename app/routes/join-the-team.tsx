import { CardGrid, PageHero, Section, SectionTitle } from "~/components/site/section";
import { buttonClasses } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { joinTeamCopy as copy } from "~/content/pages";
import { site } from "~/content/site";
import type { Route } from "./+types/join-the-team";
import type { IslandsHandle } from "~/islands/island";
import { publicPageMeta } from "~/lib/page-meta";

// Served as static HTML with islands (app/islands/island.tsx).
export const handle = { islands: true } satisfies IslandsHandle;

export const meta: Route.MetaFunction = ({ matches }) => publicPageMeta(matches, { path: "/join-the-team", ...copy.meta });

const applyHref = `mailto:${site.email}?subject=${encodeURIComponent(copy.applySubject)}&body=${encodeURIComponent(copy.applyBody)}`;

function ApplyButton() {
  return (
    <a href={applyHref} className={buttonClasses("primary", "lg")}>
      {copy.applyButton}
    </a>
  );
}

export default function JoinTheTeam() {
  return (
    <main>
      <PageHero title={copy.title} subtitle={copy.subtitle}>
        <ApplyButton />
      </PageHero>
      <Section labelledBy="why-join">
        <SectionTitle id="why-join">{copy.whyTitle}</SectionTitle>
        <CardGrid cards={copy.why} columns={3} />
      </Section>
      <Section tone="sea" labelledBy="position" className="max-w-4xl">
        <SectionTitle id="position">{copy.positionTitle}</SectionTitle>
        <p className="mt-4 text-lg">{copy.position}</p>
      </Section>
      <Section labelledBy="college" className="max-w-4xl">
        <SectionTitle id="college">{copy.collegeTitle}</SectionTitle>
        <p className="mt-4 text-lg">{copy.collegeText}</p>
        <div className="mt-6 grid gap-6 sm:grid-cols-2">
          <Card className="p-6">
            <h3 className="text-lg font-extrabold">What we help with</h3>
            <ul className="mt-2 list-disc pl-5">
              {copy.collegeAreas.map((a) => (
                <li key={a}>{a}</li>
              ))}
            </ul>
          </Card>
          <Card className="p-6">
            <h3 className="text-lg font-extrabold">How it works</h3>
            <ul className="mt-2 list-disc pl-5">
              {copy.collegeFormat.map((a) => (
                <li key={a}>{a}</li>
              ))}
            </ul>
          </Card>
        </div>
        <div className="mt-10 text-center">
          <ApplyButton />
          <p className="mt-3 text-muted">Opens an e-mail to {site.email} with the application questions filled in.</p>
        </div>
      </Section>
    </main>
  );
}
