// /handbooks/uuca and /handbooks/flc: a site's parent handbook as an accessible page, made from
// the sections the office edits (Content tab). The PDF beside it (/handbooks/<SITE>-Parent-
// Handbook.pdf, an R2 file) is made from the same sections on every save.
import { data } from "react-router";
import { PageHero, Section } from "~/components/site/section";
import { buttonClasses } from "~/components/ui/button";
import { HANDBOOK_PDF_PATHS, HANDBOOK_SLUGS, handbookTitle } from "~/content/handbooks";
import { site } from "~/content/site";
import type { IslandsHandle } from "~/islands/island";
import { handbookBlocks } from "~/lib/handbook-text";
import { LOCATIONS } from "~/lib/vocabulary";
import { getEnv } from "~/server/context";
import { handbookSubtitle, readHandbook } from "~/server/site-content.server";
import NotFound from "./not-found";
import { publicPageMeta } from "~/lib/page-meta";
import type { Route } from "./+types/handbook";

// Served as static HTML with islands (app/islands/island.tsx).
export const handle = { islands: true } satisfies IslandsHandle;

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData?.location
    ? publicPageMeta(matches, {
        path: `/handbooks/${HANDBOOK_SLUGS[loaderData.location]}`,
        title: `${handbookTitle(loaderData.location)} | ${site.name}`,
        description: `What families at ${loaderData.location} need before camp: the daily schedule, drop-off and pickup, what to pack, lunch and allergies, medication, sick days, weather, behaviour and contacts.`,
      })
    : [{ title: `404 Page Not Found | ${site.name}` }];

export async function loader({ params, context }: Route.LoaderArgs) {
  const location = LOCATIONS.find((l) => HANDBOOK_SLUGS[l] === params.site);
  if (!location) return data({ location: null, subtitle: "", sections: [] }, { status: 404 });
  const sections = await readHandbook(getEnv(context), location);
  return { location, subtitle: handbookSubtitle(location), sections: sections.map((s) => ({ id: s.id, heading: s.heading, blocks: handbookBlocks(s.body) })) };
}

const slug = (heading: string, id: number) =>
  `${heading
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")}-${id}`;

export default function Handbook({ loaderData }: Route.ComponentProps) {
  const { location, subtitle, sections } = loaderData;
  if (!location) return <NotFound />;
  return (
    <main>
      <PageHero title={handbookTitle(location)} subtitle={subtitle}>
        <a href={HANDBOOK_PDF_PATHS[location]} className={buttonClasses("sunny", "lg")} download>
          Download the PDF
        </a>
      </PageHero>
      <Section className="max-w-3xl">
        {sections.length === 0 ? (
          <p className="rounded-2xl bg-sea-50 p-6 text-center text-lg">The handbook is being updated. Please call or e-mail the office with any question.</p>
        ) : (
          <>
            <nav aria-labelledby="handbook-contents" className="rounded-2xl bg-sea-50 p-6">
              <h2 id="handbook-contents" className="text-xl font-black">
                Contents
              </h2>
              <ol className="mt-3 grid list-decimal gap-1 pl-6 sm:grid-cols-2">
                {sections.map((s) => (
                  <li key={s.id}>
                    <a
                      href={`#${slug(s.heading, s.id)}`}
                      className="inline-block py-1.5 font-bold text-sea-700 underline underline-offset-4 hover:text-sea-900"
                    >
                      {s.heading}
                    </a>
                  </li>
                ))}
              </ol>
            </nav>
            {sections.map((s) => (
              <section key={s.id} aria-labelledby={slug(s.heading, s.id)} className="mt-10 scroll-mt-24">
                <h2 id={slug(s.heading, s.id)} className="text-2xl font-black text-sea-900 md:text-3xl">
                  {s.heading}
                </h2>
                {s.blocks.map((block, i) =>
                  block.kind === "paragraph" ? (
                    <p key={i} className="mt-3 text-lg leading-relaxed">
                      {block.text}
                    </p>
                  ) : (
                    <ul key={i} className="mt-3 list-disc space-y-1.5 pl-6 text-lg">
                      {block.items.map((item, n) => (
                        <li key={n}>{item}</li>
                      ))}
                    </ul>
                  ),
                )}
              </section>
            ))}
          </>
        )}
      </Section>
    </main>
  );
}
