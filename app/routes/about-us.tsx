import { PageHero, Section, SectionTitle } from "~/components/site/section";
import { buttonClasses } from "~/components/ui/button";
import { aboutCopy as copy } from "~/content/pages";
import { getEnv } from "~/server/context";
import { listSiteImages } from "~/server/public-media.server";
import type { Route } from "./+types/about-us";
import type { IslandsHandle } from "~/islands/island";
import { MediaImage } from "~/components/site/media-image";
import { publicPageMeta } from "~/lib/page-meta";

// Served as static HTML with islands (app/islands/island.tsx).
export const handle = { islands: true } satisfies IslandsHandle;

export const meta: Route.MetaFunction = ({ matches }) => publicPageMeta(matches, { path: "/about-us", ...copy.meta });

export async function loader({ context }: Route.LoaderArgs) {
  const [image] = await listSiteImages(getEnv(context), "about");
  return { image: image ?? null };
}

export default function AboutUs({ loaderData }: Route.ComponentProps) {
  const { image } = loaderData;
  return (
    <main>
      <PageHero title={copy.title} subtitle={copy.subtitle} />
      <Section labelledBy="mission" className="max-w-4xl text-center">
        <SectionTitle id="mission">{copy.subtitle}</SectionTitle>
        <p className="mt-5 text-xl">{copy.mission}</p>
      </Section>
      <Section tone="sea" labelledBy="story" className="grid items-center gap-10 lg:grid-cols-2">
        <div className="space-y-4">
          <SectionTitle id="story">{copy.storyTitle}</SectionTitle>
          {copy.story.map((p) => (
            <p key={p.slice(0, 16)} className="text-lg">
              {p}
            </p>
          ))}
        </div>
        {image ? <MediaImage image={image} className="aspect-[3/2] w-full rounded-[var(--radius-card)] object-cover shadow-md" /> : null}
      </Section>
      <Section labelledBy="how-registration-works" className="max-w-4xl">
        <SectionTitle id="how-registration-works">{copy.registrationTitle}</SectionTitle>
        <ul className="mt-6 list-disc space-y-2 pl-6 text-lg">
          {copy.registration.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </Section>
      <section id="parent-handbook" aria-labelledby="parent-handbook-title" className="bg-sun-100 py-16 md:py-20">
        <div className="mx-auto max-w-4xl px-6 text-center">
          <h2 id="parent-handbook-title" className="text-3xl font-black md:text-4xl">
            {copy.handbookTitle}
          </h2>
          <p className="mt-4 text-lg">{copy.handbookText}</p>
          <ul className="mt-8 flex flex-wrap justify-center gap-4">
            {copy.handbooks.map((h) => (
              <li key={h.href} className="flex flex-col items-center gap-2">
                <a href={h.page} className={buttonClasses("secondary", "lg")}>
                  Read the {h.label}
                </a>
                <a href={h.href} className="inline-block py-2 font-bold text-sea-800 underline underline-offset-4" download>
                  {h.label} (PDF)
                </a>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </main>
  );
}
