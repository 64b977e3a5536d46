import { ContactLinks } from "~/components/site/contact-links";
import { CardGrid, PageHero, Section, SectionTitle } from "~/components/site/section";
import { birthdayCopy as copy } from "~/content/pages";
import { getEnv } from "~/server/context";
import { listImages } from "~/server/public-media.server";
import type { Route } from "./+types/birthday-parties";
import type { IslandsHandle } from "~/islands/island";
import { MediaImage } from "~/components/site/media-image";
import { publicPageMeta } from "~/lib/page-meta";

// Served as static HTML with islands (app/islands/island.tsx).
export const handle = { islands: true } satisfies IslandsHandle;

export const meta: Route.MetaFunction = ({ matches }) => publicPageMeta(matches, { path: "/birthday-parties", ...copy.meta });

export async function loader({ context }: Route.LoaderArgs) {
  const photos = await listImages(getEnv(context), "gallery", 12);
  // Two party-like photos: the parachute games and the water balloons.
  return { photos: [photos[7], photos[11]].filter(Boolean) };
}

export default function BirthdayParties({ loaderData }: Route.ComponentProps) {
  return (
    <main>
      <PageHero title={copy.title} subtitle={copy.subtitle} />
      <Section labelledBy="party-intro" className="grid items-center gap-10 lg:grid-cols-2">
        <div className="space-y-4">
          <SectionTitle id="party-intro">Camp-style celebrations</SectionTitle>
          {copy.intro.map((p) => (
            <p key={p.slice(0, 16)} className="text-lg">
              {p}
            </p>
          ))}
        </div>
        <div className="grid grid-cols-2 gap-4">
          {loaderData.photos.map((photo) => (
            <MediaImage image={photo} key={photo.key} className="aspect-square w-full rounded-2xl object-cover shadow-md" />
          ))}
        </div>
      </Section>
      <Section tone="sea" labelledBy="party-details">
        <SectionTitle id="party-details">Party details</SectionTitle>
        <CardGrid cards={copy.cards} columns={4} />
      </Section>
      <Section labelledBy="party-contact" className="max-w-3xl text-center">
        <SectionTitle id="party-contact">{copy.contactTitle}</SectionTitle>
        <p className="mt-4 text-lg">{copy.contactText}</p>
        <ContactLinks className="mt-4 items-center" />
      </Section>
    </main>
  );
}
