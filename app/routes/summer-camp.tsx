import { CardGrid, PageHero, Section, SectionTitle } from "~/components/site/section";
import { signUpButtonIsland } from "~/components/site/sign-up-dialog";
import { videoPanelIsland } from "~/components/site/video-panel";
import { summerCopy as copy } from "~/content/pages";
import { site } from "~/content/site";
import { Island, type IslandsHandle } from "~/islands/island";
import { getEnv } from "~/server/context";
import { seasonSeedFingerprints } from "~/server/lottery-record.server";
import { listImages } from "~/server/public-media.server";
import { readPageVideos } from "~/server/site-content.server";
import type { Route } from "./+types/summer-camp";
import { publicPageMeta, siteUrlFrom, summerYearFrom } from "~/lib/page-meta";
import { summerCampLabel } from "~/content/navigation";
import { SUMMER_PAGE_PATH } from "~/content/public-pages";
import { readSeasonWords } from "~/server/season-words.server";
import { campsOfferedJsonLd, summerCampsOffered } from "~/lib/structured-data";

// Served as static HTML with islands (app/islands/island.tsx).
export const handle = { islands: true } satisfies IslandsHandle;

export const meta: Route.MetaFunction = ({ matches }) =>
  publicPageMeta(matches, {
    path: SUMMER_PAGE_PATH,
    ...copy.meta,
    title: `${summerCampLabel(summerYearFrom(matches))} | ${site.name}`,
    jsonLd: [campsOfferedJsonLd(siteUrlFrom(matches), summerCampsOffered)],
  });

// The summer windows' seed fingerprints change only when a window is written or reopened, and
// saving a window purges the public pages.
export async function loader({ context }: Route.LoaderArgs) {
  const env = getEnv(context);
  const [[thumbnail], videos, lotteries, season] = await Promise.all([
    listImages(env, "hero", 4),
    readPageVideos(env),
    seasonSeedFingerprints(env, "summer"),
    readSeasonWords(env, new Date()),
  ]);
  return { thumbnail: thumbnail ?? null, videoId: videos.summer, lotteries, summerYear: season.summerYear, onSale: season.summerOnSale };
}

export default function SummerCamp({ loaderData }: Route.ComponentProps) {
  return (
    <main>
      <PageHero title={summerCampLabel(loaderData.summerYear)} subtitle={loaderData.onSale ? copy.subtitleOnSale(loaderData.summerYear) : copy.subtitle}>
        <Island of={signUpButtonIsland} props={{ label: copy.button, size: "lg" }} />
      </PageHero>
      <Section labelledBy="summer-intro" className="grid items-center gap-10 lg:grid-cols-2">
        <div className="space-y-4">
          <SectionTitle id="summer-intro">Summer at {site.name}</SectionTitle>
          {copy.intro.map((p) => (
            <p key={p.slice(0, 16)} className="text-lg">
              {p}
            </p>
          ))}
        </div>
        <div>
          <h2 className="sr-only">{copy.videoTitle}</h2>
          <Island of={videoPanelIsland} props={{ videoId: loaderData.videoId, title: copy.videoTitle, thumbnail: loaderData.thumbnail ?? undefined }} />
        </div>
      </Section>
      <Section tone="sea" labelledBy="highlights">
        <SectionTitle id="highlights">Highlights</SectionTitle>
        <CardGrid cards={copy.highlights} columns={3} />
      </Section>
      <Section labelledBy="summer-lottery" className="max-w-4xl">
        <SectionTitle id="summer-lottery">{copy.lottery.title}</SectionTitle>
        <p className="mt-4 text-lg">{copy.lottery.text}</p>
        {loaderData.lotteries.length ? (
          <dl className="mt-4 grid gap-2">
            {loaderData.lotteries.map((l) => (
              <div key={l.label}>
                <dt className="font-bold">{l.label}: seed fingerprint</dt>
                <dd className="font-mono text-sm break-all">{l.seedFingerprint}</dd>
              </div>
            ))}
          </dl>
        ) : null}
        <a href="/lottery" className="mt-4 inline-flex min-h-11 items-center font-bold text-sea-700 underline underline-offset-4">
          {copy.lottery.link}
        </a>
      </Section>
      <Section labelledBy="cit" className="max-w-4xl">
        <div className="rounded-[2rem] bg-sun-100 p-8 md:p-12">
          <SectionTitle id="cit">{copy.cit.title}</SectionTitle>
          <p className="mt-4 text-lg">{copy.cit.text}</p>
          <ul className="mt-4 list-disc space-y-1 pl-6 text-lg">
            {copy.cit.points.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        </div>
      </Section>
    </main>
  );
}
