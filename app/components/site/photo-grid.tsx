import { lazy, Suspense, useState } from "react";
import { defineIsland } from "~/islands/island";
import type { SiteImage } from "~/server/public-media.server";
import { MediaImage } from "./media-image";

const loadLightbox = () => import("./lightbox");
const Lightbox = lazy(loadLightbox);

/** Photos in 1 to 4 columns, lazy loaded; a click opens the full-screen lightbox at that photo. */
export function PhotoGrid({ photos }: { photos: SiteImage[] }) {
  const [open, setOpen] = useState<number | null>(null);
  return (
    <>
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 md:grid-cols-3 lg:grid-cols-4" data-testid="photo-grid">
        {photos.map((photo, i) => (
          <li key={photo.key}>
            <button
              type="button"
              className="group block w-full cursor-pointer overflow-hidden rounded-2xl shadow-md"
              onClick={() => setOpen(i)}
              onPointerEnter={loadLightbox}
              aria-label={`Open photo ${i + 1} of ${photos.length}: ${photo.alt}`}
            >
              <MediaImage
                image={photo}
                alt=""
                loading={i < 4 ? "eager" : "lazy"}
                sizes="(min-width: 1024px) 25vw, (min-width: 768px) 33vw, (min-width: 640px) 50vw, 100vw"
                className="aspect-[3/2] w-full object-cover transition-transform duration-300 group-hover:scale-105"
              />
            </button>
          </li>
        ))}
      </ul>
      {open !== null ? (
        <Suspense fallback={null}>
          <Lightbox photos={photos} index={open} onIndexChange={setOpen} onClose={() => setOpen(null)} />
        </Suspense>
      ) : null}
    </>
  );
}

export const photoGridIsland = defineIsland("photo-grid", PhotoGrid);
