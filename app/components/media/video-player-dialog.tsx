// Full-screen embedded player for a camp video; loaded when a visitor picks a video.
import { Dialog as DialogPrimitive } from "radix-ui";
import { youTubeEmbedUrl } from "~/components/site/video-panel";
import { buttonClasses } from "~/components/ui/button";
import { CloseIcon } from "~/components/ui/icons";
import { useReturnFocus } from "~/components/ui/return-focus";
import { youTubeWatchUrl, type CampVideo } from "~/content/videos";

export default function VideoPlayerDialog({ video, onClose }: { video: CampVideo; onClose: () => void }) {
  const returnFocus = useReturnFocus();
  return (
    <DialogPrimitive.Root open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/95" />
        <DialogPrimitive.Content
          className="focus-on-dark fixed inset-0 z-50 flex flex-col gap-3 p-4 outline-none"
          aria-describedby={undefined}
          {...returnFocus}
        >
          <div className="flex items-center justify-between gap-3 text-white">
            <DialogPrimitive.Title className="text-lg font-bold">{video.title}</DialogPrimitive.Title>
            <div className="flex items-center gap-2">
              <a href={youTubeWatchUrl(video.id)} target="_blank" rel="noopener noreferrer" className={buttonClasses("sunny", "sm")}>
                Watch on YouTube<span className="sr-only"> (opens in a new tab)</span>
              </a>
              <DialogPrimitive.Close
                className="grid size-11 cursor-pointer place-items-center rounded-full bg-white/15 text-white hover:bg-white/30"
                aria-label="Close"
                data-escape-closes
              >
                <CloseIcon className="size-6" />
              </DialogPrimitive.Close>
            </div>
          </div>
          <div className="relative min-h-0 flex-1">
            <iframe
              className="absolute inset-0 size-full"
              src={youTubeEmbedUrl(video.id)}
              title={video.title}
              allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
              allowFullScreen
            />
          </div>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
