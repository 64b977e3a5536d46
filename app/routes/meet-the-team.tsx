import { PageHero, Section, SectionTitle } from "~/components/site/section";
import { PrimaryMemberCard, SecondaryMemberCard } from "~/components/site/team-member";
import { teamCopy as copy } from "~/content/pages";
import { primaryTeam, secondaryTeam } from "~/content/team";
import { getEnv } from "~/server/context";
import { listImages } from "~/server/public-media.server";
import type { Route } from "./+types/meet-the-team";
import type { IslandsHandle } from "~/islands/island";
import { publicPageMeta } from "~/lib/page-meta";

// Served as static HTML with islands (app/islands/island.tsx).
export const handle = { islands: true } satisfies IslandsHandle;

export const meta: Route.MetaFunction = ({ matches }) => publicPageMeta(matches, { path: "/meet-the-team", ...copy.meta });

export async function loader({ context }: Route.LoaderArgs) {
  return { portraits: await listImages(getEnv(context), "team") };
}

export default function MeetTheTeam({ loaderData }: Route.ComponentProps) {
  const { portraits } = loaderData;
  return (
    <main>
      <PageHero title={copy.title} subtitle={copy.subtitle} />
      <Section labelledBy="leadership" className="space-y-8">
        <SectionTitle id="leadership">Leadership</SectionTitle>
        {primaryTeam.map((m) => (
          <PrimaryMemberCard key={m.name} member={m} photo={portraits[m.photo]} />
        ))}
      </Section>
      <Section tone="sea" labelledBy="our-team">
        <SectionTitle id="our-team">Our Team</SectionTitle>
        <ul className="mt-8 grid gap-6 md:grid-cols-2">
          {secondaryTeam.map((m) => (
            <li key={m.name}>
              <SecondaryMemberCard member={m} photo={portraits[m.photo]} />
            </li>
          ))}
        </ul>
      </Section>
    </main>
  );
}
