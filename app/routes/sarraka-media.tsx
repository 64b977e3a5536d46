import { archiveFiltersIsland } from "~/components/media/archive-filters";
import { postCarouselIsland, videoCarouselIsland, videoScrollCarouselIsland } from "~/components/media/media-carousels";
import { PageHero, Section, SectionTitle } from "~/components/site/section";
import { ARCHIVE_YEARS, SCHOOL_YEAR_THEMES } from "~/content/archive-options";
import { mediaCopy as copy } from "~/content/pages";
import type { CampVideo } from "~/content/videos";
import { Island, type IslandsHandle } from "~/islands/island";
import { filtersFromSearchParams, recentPosts, summerDayLabel } from "~/lib/media-filters";
import { getEnv } from "~/server/context";
import { listImages, type SiteImage } from "~/server/public-media.server";
import { readCampDays, readList } from "~/server/site-content.server";
import type { Route } from "./+types/sarraka-media";
import { publicPageMeta } from "~/lib/page-meta";

// Served as static HTML with islands (app/islands/island.tsx).
export const handle = { islands: true } satisfies IslandsHandle;

export const meta: Route.MetaFunction = ({ matches }) => publicPageMeta(matches, { path: "/sarraka-media", ...copy.meta });

// Recent Posts lists the newest matches; older ones are a filter away.
const RECENT_POSTS_SHOWN = 30;

export async function loader({ request, context }: Route.LoaderArgs) {
  const filters = filtersFromSearchParams(new URL(request.url).searchParams, ARCHIVE_YEARS, SCHOOL_YEAR_THEMES);
  const env = getEnv(context);
  // The camp days, videos and behind-the-scenes posts are the office's lists (Content tab).
  const [campDays, posters, featured, saturdays, behind] = await Promise.all([
    readCampDays(env),
    listImages(env, "gallery", 40),
    readList(env, "featured-videos"),
    readList(env, "saturday-videos"),
    readList(env, "behind-the-scenes"),
  ]);
  const matches = recentPosts(campDays, filters);
  const posts = matches.slice(0, RECENT_POSTS_SHOWN).map((d) => ({
    url: d.postUrl!,
    date: d.date,
    caption: d.caption,
    meta: d.campType === "summer" ? `${d.location} · ${summerDayLabel(d)}` : `${d.location} · School year`,
  }));
  const asVideo = (v: (typeof featured)[number]): CampVideo => ({ id: v.videoId, title: v.title, thumbnail: v.poster - 1 });
  return {
    filters,
    posts,
    matchCount: matches.length,
    posters,
    featuredVideos: featured.map(asVideo),
    saturdayVideos: saturdays.map(asVideo),
    behindTheScenesPosts: behind.map((p) => ({ url: p.url, caption: p.caption, date: p.date })),
  };
}

const withPosters = (videos: CampVideo[], posters: SiteImage[]) => videos.map((video) => ({ video, poster: posters[video.thumbnail] }));

export default function SarrakaMedia({ loaderData }: Route.ComponentProps) {
  const { filters, posts, matchCount, posters, featuredVideos, saturdayVideos, behindTheScenesPosts } = loaderData;
  return (
    <main>
      <PageHero title={copy.title} subtitle={copy.subtitle} />

      <Section labelledBy="featured-videos">
        <SectionTitle id="featured-videos" className="mb-8">
          {copy.featuredTitle}
        </SectionTitle>
        {featuredVideos.length > 0 ? (
          <Island of={videoCarouselIsland} props={{ label: copy.featuredTitle, videos: withPosters(featuredVideos, posters) }} />
        ) : (
          <p className="rounded-2xl bg-sea-50 p-6 text-center text-lg">{copy.empty.featured}</p>
        )}
      </Section>

      <Section tone="sand" labelledBy="archive">
        <SectionTitle id="archive" className="mb-6">
          {copy.archiveTitle}
        </SectionTitle>
        <Island of={archiveFiltersIsland} props={{ filters, count: matchCount, shown: posts.length }} />
        <h3 id="recent-posts" className="mt-10 mb-6 text-2xl font-black">
          {copy.recentTitle}
        </h3>
        <Island of={postCarouselIsland} props={{ label: copy.recentTitle, posts, empty: copy.empty.recent }} />
      </Section>

      <Section labelledBy="saturdays">
        <SectionTitle id="saturdays">{copy.saturdaysTitle}</SectionTitle>
        <p className="mt-2 mb-8 text-lg">{copy.saturdaysText}</p>
        <Island
          of={videoScrollCarouselIsland}
          props={{ label: copy.saturdaysTitle, videos: withPosters(saturdayVideos, posters), empty: copy.empty.saturdays }}
        />
      </Section>

      <Section tone="teal" labelledBy="behind-the-scenes">
        <SectionTitle id="behind-the-scenes" className="mb-8">
          {copy.behindTitle}
        </SectionTitle>
        <Island of={postCarouselIsland} props={{ label: copy.behindTitle, posts: behindTheScenesPosts, empty: copy.empty.behind }} />
      </Section>
    </main>
  );
}
