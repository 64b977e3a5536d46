import { PageHero, Section, SectionTitle } from "~/components/site/section";
import { PrimaryMemberCard, SecondaryMemberCard } from "~/components/site/team-member";
import { teamCopy as copy } from "~/content/pages";
import type { TeamMember } from "~/content/team";
import { getEnv } from "~/server/context";
import { readList, teamPhotos } from "~/server/site-content.server";
import type { Route } from "./+types/meet-the-team";
import type { IslandsHandle } from "~/islands/island";
import { publicPageMeta } from "~/lib/page-meta";

// Served as static HTML with islands (app/islands/island.tsx).
export const handle = { islands: true } satisfies IslandsHandle;

export const meta: Route.MetaFunction = ({ matches }) => publicPageMeta(matches, { path: "/meet-the-team", ...copy.meta });

// The office's team list (Content tab), leadership first; photos come from R2's index.
export async function loader({ context }: Route.LoaderArgs) {
  const env = getEnv(context);
  const [members, photos] = await Promise.all([readList(env, "team"), teamPhotos(env)]);
  const shown = members.map((m) => ({
    key: m.id,
    group: m.group,
    photo: photos.find((p) => p.key === m.photoKey),
    member: {
      name: m.name,
      title: m.title,
      photo: 0,
      bio: m.bio || undefined,
      favorites: Object.fromEntries((["sport", "food", "animal", "subject", "hobby", "quote"] as const).filter((f) => m[f]).map((f) => [f, m[f]])),
    } satisfies TeamMember,
  }));
  return { leadership: shown.filter((m) => m.group === "leadership"), team: shown.filter((m) => m.group === "team") };
}

export default function MeetTheTeam({ loaderData }: Route.ComponentProps) {
  const { leadership, team } = loaderData;
  return (
    <main>
      <PageHero title={copy.title} subtitle={copy.subtitle} />
      <Section labelledBy="leadership" className="space-y-8">
        <SectionTitle id="leadership">Leadership</SectionTitle>
        {leadership.map((m) => (
          <PrimaryMemberCard key={m.key} member={m.member} photo={m.photo} />
        ))}
      </Section>
      <Section tone="sea" labelledBy="our-team">
        <SectionTitle id="our-team">Our Team</SectionTitle>
        <ul className="mt-8 grid gap-6 md:grid-cols-2">
          {team.map((m) => (
            <li key={m.key}>
              <SecondaryMemberCard member={m.member} photo={m.photo} />
            </li>
          ))}
        </ul>
      </Section>
    </main>
  );
}
