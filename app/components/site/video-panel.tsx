import { useState } from "react";
import { defineIsland } from "~/islands/island";
import type { SiteImage } from "~/server/public-media.server";
import { MediaImage } from "./media-image";
import { isPlaceholderVideo } from "~/lib/video-id";

export function youTubeEmbedUrl(videoId: string, autoplay = true) {
  return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(videoId)}?rel=0${autoplay ? "&autoplay=1" : ""}`;
}

export function PlayIcon({ className = "size-8" }: { className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className={className} fill="currentColor">
      <path d="M8 5v14l11-7z" />
    </svg>
  );
}

/**
 * A video that costs nothing until asked for: a thumbnail with a play button; clicking swaps in
 * the embedded player, which starts playing.
 */
export function VideoPanel({ videoId, title, thumbnail }: { videoId: string; title: string; thumbnail?: SiteImage }) {
  const [playing, setPlaying] = useState(false);
  const comingSoon = isPlaceholderVideo(videoId);
  return (
    <div className="relative aspect-video overflow-hidden rounded-[var(--radius-card)] bg-sea-900 shadow-[var(--shadow-card)]">
      {comingSoon ? (
        // Demo content's placeholder: no player, the picture and a plain statement.
        <div className="absolute inset-0" data-testid="video-coming-soon">
          {thumbnail ? <MediaImage image={thumbnail} alt="" className="size-full object-cover opacity-60" /> : null}
          <p className="absolute inset-0 grid place-items-center">
            <span className="rounded-full bg-white px-5 py-2 font-extrabold text-sea-900 shadow-lg">{title}: video coming soon</span>
          </p>
        </div>
      ) : playing ? (
        <iframe
          className="absolute inset-0 size-full"
          src={youTubeEmbedUrl(videoId)}
          title={title}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
        />
      ) : (
        <button type="button" className="group absolute inset-0 cursor-pointer" onClick={() => setPlaying(true)} aria-label={`Play video: ${title}`}>
          {thumbnail ? <MediaImage image={thumbnail} alt="" className="size-full object-cover opacity-90 transition-opacity group-hover:opacity-100" /> : null}
          <span className="absolute inset-0 grid place-items-center">
            <span className="grid size-20 place-items-center rounded-full bg-coral-600 text-white shadow-xl ring-4 ring-white/80 transition-transform group-hover:scale-105">
              <PlayIcon className="size-9 translate-x-0.5" />
            </span>
          </span>
        </button>
      )}
    </div>
  );
}

export const videoPanelIsland = defineIsland("video-panel", VideoPanel);
