import type { LandingData } from "~/components/landing/landing-page";
import { LANDING_LIMITS } from "~/content/landing";
import { listImages, listSiteImages } from "./public-media.server";
import { readHome, readList } from "./site-content.server";

/** What the public landing page shows: photos from R2's index, the office's words from D1. */
export async function loadLanding(env: Env): Promise<LandingData> {
  const [heroSlides, galleryPhotos, [aboutImage], home, captions, testimonials] = await Promise.all([
    listImages(env, "hero", LANDING_LIMITS.heroSlides),
    listImages(env, "gallery", LANDING_LIMITS.galleryPhotos),
    listSiteImages(env, "about"),
    readHome(env),
    readList(env, "hero-slides"),
    readList(env, "testimonials"),
  ]);
  return {
    heroSlides,
    galleryPhotos,
    aboutImage: aboutImage ?? null,
    hero: { title: home.heroTitle, info: home.registrationDates, captions: captions.map((c) => c.caption) },
    testimonials: testimonials
      .slice(0, LANDING_LIMITS.testimonials)
      .map((t) => ({ name: t.name, quote: t.quote, role: t.role === "Counselor" ? t.role : undefined })),
  };
}
