// Sarraka Media's carousels, as islands (their props are plain data).
import { PagedCarousel } from "~/components/site/paged-carousel";
import type { CampVideo } from "~/content/videos";
import { defineIsland } from "~/islands/island";
import type { SiteImage } from "~/server/public-media.server";
import { PostCard } from "./post-card";
import { ScrollCarousel } from "./scroll-carousel";
import { VideoCard } from "./video-card";

export type PosterVideo = { video: CampVideo; poster: SiteImage | undefined };
type Post = { url: string; date: string; caption: string; meta?: string };

/** Featured videos, four per page; like every media carousel, its arrows stop at the ends. */
export function VideoCarousel({ label, videos }: { label: string; videos: PosterVideo[] }) {
  return (
    <PagedCarousel
      label={label}
      items={videos}
      perPage={4}
      wrap={false}
      gridClassName="grid grid-cols-2 gap-4 md:gap-6"
      itemKey={({ video }) => video.id + video.title}
      renderItem={({ video, poster }) => <VideoCard video={video} poster={poster} />}
    />
  );
}

/** A scrolling row of videos. */
export function VideoScrollCarousel({ label, videos, empty }: { label: string; videos: PosterVideo[]; empty: string }) {
  return (
    <ScrollCarousel
      label={label}
      items={videos}
      itemKey={({ video }) => video.title}
      renderItem={({ video, poster }) => <VideoCard video={video} poster={poster} />}
      empty={empty}
    />
  );
}

/** A scrolling row of social posts, embedded as they come near the screen. */
export function PostCarousel({ label, posts, empty }: { label: string; posts: Post[]; empty: string }) {
  return <ScrollCarousel label={label} items={posts} itemKey={(p) => p.date + (p.meta ?? "") + p.url} renderItem={(p) => <PostCard {...p} />} empty={empty} />;
}

export const videoCarouselIsland = defineIsland("video-carousel", VideoCarousel);
export const videoScrollCarouselIsland = defineIsland("video-scroll-carousel", VideoScrollCarousel);
export const postCarouselIsland = defineIsland("post-carousel", PostCarousel, "visible");
