import { ArchiveFilters } from "~/components/media/archive-filters";
import { PostCard } from "~/components/media/post-card";
import { ScrollCarousel } from "~/components/media/scroll-carousel";
import { VideoCard } from "~/components/media/video-card";
import { PagedCarousel } from "~/components/site/paged-carousel";
import { PageHero, Section, SectionTitle } from "~/components/site/section";
import { ARCHIVE_YEARS, SCHOOL_YEAR_THEMES } from "~/content/archive-options";
import { campDays } from "~/content/camp-days";
import { behindTheScenesPosts } from "~/content/media-posts";
import { mediaCopy as copy } from "~/content/pages";
import { featuredVideos, saturdayVideos } from "~/content/videos";
import { filtersFromSearchParams, recentPosts } from "~/lib/media-filters";
import { getEnv } from "~/server/context";
import { listImages } from "~/server/public-media.server";
import type { Route } from "./+types/sarraka-media";

export const meta: Route.MetaFunction = () => [
  { title: copy.meta.title },
  { name: "description", content: copy.meta.description },
];

// Recent Posts lists the newest matches; older ones are a filter away.
const RECENT_POSTS_SHOWN = 30;

export async function loader({ request, context }: Route.LoaderArgs) {
  const filters = filtersFromSearchParams(new URL(request.url).searchParams, ARCHIVE_YEARS, SCHOOL_YEAR_THEMES);
  const matches = recentPosts(campDays, filters);
  const posts = matches.slice(0, RECENT_POSTS_SHOWN).map((d) => ({
    url: d.postUrl!,
    date: d.date,
    caption: d.caption,
    meta: d.campType === "summer" ? `${d.location} · Summer week ${d.week}` : `${d.location} · School year`,
  }));
  return { filters, posts, matchCount: matches.length, posters: await listImages(getEnv(context), "gallery", 40) };
}

export default function SarrakaMedia({ loaderData }: Route.ComponentProps) {
  const { filters, posts, matchCount, posters } = loaderData;
  return (
    <main>
      <PageHero title={copy.title} subtitle={copy.subtitle} />

      <Section labelledBy="featured-videos">
        <SectionTitle id="featured-videos" className="mb-8">
          {copy.featuredTitle}
        </SectionTitle>
        {featuredVideos.length > 0 ? (
          <PagedCarousel
            label={copy.featuredTitle}
            items={featuredVideos}
            perPage={4}
            gridClassName="grid grid-cols-2 gap-4 md:gap-6"
            itemKey={(v) => v.id + v.title}
            renderItem={(v) => <VideoCard video={v} poster={posters[v.thumbnail]} />}
          />
        ) : (
          <p className="rounded-2xl bg-sea-50 p-6 text-center text-lg">{copy.empty.featured}</p>
        )}
      </Section>

      <Section tone="sand" labelledBy="archive">
        <SectionTitle id="archive" className="mb-6">
          {copy.archiveTitle}
        </SectionTitle>
        <ArchiveFilters filters={filters} count={matchCount} shown={posts.length} />
        <h3 id="recent-posts" className="mt-10 mb-6 text-2xl font-black">
          {copy.recentTitle}
        </h3>
        <ScrollCarousel
          key={JSON.stringify(filters)}
          label={copy.recentTitle}
          items={posts}
          itemKey={(p) => p.date + p.meta}
          renderItem={(p) => <PostCard {...p} />}
          empty={copy.empty.recent}
        />
      </Section>

      <Section labelledBy="saturdays">
        <SectionTitle id="saturdays">{copy.saturdaysTitle}</SectionTitle>
        <p className="mt-2 mb-8 text-lg">{copy.saturdaysText}</p>
        <ScrollCarousel
          label={copy.saturdaysTitle}
          items={saturdayVideos}
          itemKey={(v) => v.title}
          renderItem={(v) => <VideoCard video={v} poster={posters[v.thumbnail]} />}
          empty={copy.empty.saturdays}
        />
      </Section>

      <Section tone="teal" labelledBy="behind-the-scenes">
        <SectionTitle id="behind-the-scenes" className="mb-8">
          {copy.behindTitle}
        </SectionTitle>
        <ScrollCarousel
          label={copy.behindTitle}
          items={behindTheScenesPosts}
          itemKey={(p) => p.url}
          renderItem={(p) => <PostCard {...p} />}
          empty={copy.empty.behind}
        />
      </Section>
    </main>
  );
}
