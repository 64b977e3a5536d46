import { lazy, Suspense, useState } from "react";
import { PlayIcon } from "~/components/site/video-panel";
import type { CampVideo } from "~/content/videos";
import type { SiteImage } from "~/server/public-media.server";
import { MediaImage } from "~/components/site/media-image";
import { isPlaceholderVideo } from "~/lib/video-id";

const loadPlayer = () => import("./video-player-dialog");
const VideoPlayerDialog = lazy(loadPlayer);

/** A video poster; a click opens the full-screen player, which starts playing. */
export function VideoCard({ video, poster }: { video: CampVideo; poster: SiteImage | undefined }) {
  const [playing, setPlaying] = useState(false);
  if (isPlaceholderVideo(video.id)) return <ComingSoonCard video={video} poster={poster} />;
  return (
    <>
      <button
        type="button"
        className="group block w-full cursor-pointer text-left"
        onClick={() => setPlaying(true)}
        onPointerEnter={loadPlayer}
        onFocus={loadPlayer}
        aria-label={`Play video: ${video.title}`}
      >
        <span className="relative block aspect-video overflow-hidden rounded-2xl bg-sea-900 shadow-md">
          {poster ? <MediaImage image={poster} alt="" className="size-full object-cover" /> : null}
          <span className="absolute inset-0 grid place-items-center">
            <span className="grid size-14 place-items-center rounded-full bg-coral-600 text-white shadow-lg ring-4 ring-white/80 transition-transform group-hover:scale-105">
              <PlayIcon className="size-7 translate-x-0.5" />
            </span>
          </span>
        </span>
        <span className="mt-2 block font-bold text-sea-900">{video.title}</span>
      </button>
      {playing ? (
        <Suspense fallback={null}>
          <VideoPlayerDialog video={video} onClose={() => setPlaying(false)} />
        </Suspense>
      ) : null}
    </>
  );
}

/** Demo content's placeholder video: the poster and title, saying the video is still to come. */
function ComingSoonCard({ video, poster }: { video: CampVideo; poster: SiteImage | undefined }) {
  return (
    <div data-testid="video-coming-soon">
      <span className="relative block aspect-video overflow-hidden rounded-2xl bg-sea-900 shadow-md">
        {poster ? <MediaImage image={poster} alt="" className="size-full object-cover opacity-60" /> : null}
        <span className="absolute inset-0 grid place-items-center">
          <span className="rounded-full bg-white px-4 py-1.5 text-sm font-extrabold text-sea-900 shadow">Video coming soon</span>
        </span>
      </span>
      <span className="mt-2 block font-bold text-sea-900">{video.title}</span>
    </div>
  );
}
