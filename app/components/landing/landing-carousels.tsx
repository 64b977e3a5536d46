// The landing page's two paged carousels, as islands (their props are plain data).
import { PagedCarousel } from "~/components/site/paged-carousel";
import { Stars } from "~/components/site/stars";
import { Card } from "~/components/ui/card";
import { LANDING_LIMITS, landingCopy } from "~/content/landing";
import { defineIsland } from "~/islands/island";
import type { SiteImage } from "~/server/public-media.server";
import { MediaImage } from "~/components/site/media-image";
import type { HomeQuote } from "./landing-page";

/** Camp Life in Action: the photos, 3 per page. */
export function PhotoCarousel({ photos }: { photos: SiteImage[] }) {
  return (
    <PagedCarousel
      label={landingCopy.gallery.title}
      items={photos}
      perPage={LANDING_LIMITS.galleryPerPage}
      itemKey={(photo) => photo.key}
      renderItem={(photo) => <MediaImage image={photo} className="aspect-[3/2] w-full rounded-2xl object-cover shadow-md" />}
    />
  );
}

/** What Parents Say: the home page's quotes, 3 per page. */
export function TestimonialCarousel({ quotes }: { quotes: HomeQuote[] }) {
  return (
    <PagedCarousel
      label={landingCopy.testimonials.title}
      items={quotes}
      perPage={LANDING_LIMITS.testimonialsPerPage}
      itemKey={(t) => `${t.name}:${t.quote.slice(0, 40)}`}
      renderItem={(t) => (
        <Card className="flex h-full flex-col gap-4 p-6">
          <Stars count={5} />
          <blockquote className="flex-1 text-lg">“{t.quote}”</blockquote>
          <p className="font-extrabold text-sea-900">
            {t.name}
            {t.role ? <span className="ml-2 text-sm font-bold text-teal-700">{t.role}</span> : null}
          </p>
        </Card>
      )}
    />
  );
}

export const photoCarouselIsland = defineIsland("photo-carousel", PhotoCarousel);
export const testimonialCarouselIsland = defineIsland("testimonial-carousel", TestimonialCarousel);
