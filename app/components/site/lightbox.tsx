// Full-screen photo viewer, loaded on the first click on a photo (see PhotoGrid).
import { Dialog as DialogPrimitive } from "radix-ui";
import { wrapPage } from "~/components/site/paged-carousel";
import { ChevronIcon, CloseIcon } from "~/components/ui/icons";
import { useReturnFocus } from "~/components/ui/return-focus";
import type { SiteImage } from "~/server/public-media.server";
import { MediaImage } from "./media-image";

export default function Lightbox({
  photos,
  index,
  onIndexChange,
  onClose,
}: {
  photos: SiteImage[];
  index: number;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}) {
  const returnFocus = useReturnFocus();
  const photo = photos[index];
  const go = (delta: number) => onIndexChange(wrapPage(index, delta, photos.length));
  const control = "grid size-12 cursor-pointer place-items-center rounded-full bg-white/15 text-white hover:bg-white/30";
  return (
    <DialogPrimitive.Root open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-sea-950/95" />
        <DialogPrimitive.Content
          className="focus-on-dark fixed inset-0 z-50 flex flex-col outline-none"
          {...returnFocus}
          aria-describedby={undefined}
          onKeyDown={(event) => {
            if (event.key === "ArrowRight") go(1);
            if (event.key === "ArrowLeft") go(-1);
          }}
        >
          <div className="flex items-center justify-between p-4 text-white">
            <DialogPrimitive.Title className="text-lg font-bold" aria-live="polite">
              <span data-testid="lightbox-counter">
                {index + 1} / {photos.length}
              </span>
              <span className="sr-only">: {photo.alt}</span>
            </DialogPrimitive.Title>
            <DialogPrimitive.Close className={control} aria-label="Close" data-escape-closes>
              <CloseIcon className="size-6" />
            </DialogPrimitive.Close>
          </div>
          <div className="flex min-h-0 flex-1 items-center gap-2 px-2 pb-6 sm:gap-4 sm:px-4">
            <button type="button" className={control} aria-label="Previous photo" onClick={() => go(-1)}>
              <ChevronIcon direction="left" size={6} />
            </button>
            <figure className="flex min-h-0 min-w-0 flex-1 flex-col items-center justify-center gap-3">
              <MediaImage
                image={photo}
                key={photo.key}
                // Shown the moment it is chosen: no lazy loading, no off-thread decode flash.
                loading="eager"
                decoding="auto"
                className="max-h-[75dvh] w-auto max-w-full rounded-xl object-contain"
              />
              <figcaption className="text-center text-white">{photo.alt}</figcaption>
            </figure>
            <button type="button" className={control} aria-label="Next photo" onClick={() => go(1)}>
              <ChevronIcon direction="right" size={6} />
            </button>
          </div>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
