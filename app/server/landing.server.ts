import type { LandingData } from "~/components/landing/landing-page";
import { LANDING_LIMITS } from "~/content/landing";
import { listImages, listSiteImages } from "./public-media.server";
import { readHeroSlides, readHome, readList, readPageVideos } from "./site-content.server";

/** What the public landing page shows: photos from R2's index, the office's words and slides from D1. */
export async function loadLanding(env: Env): Promise<LandingData> {
  const [heroSlides, galleryPhotos, [aboutImage], home, testimonials, videos] = await Promise.all([
    readHeroSlides(env, LANDING_LIMITS.heroSlides),
    listImages(env, "gallery", LANDING_LIMITS.galleryPhotos),
    listSiteImages(env, "about"),
    readHome(env),
    readList(env, "testimonials"),
    readPageVideos(env),
  ]);
  return {
    heroSlides,
    galleryPhotos,
    aboutImage: aboutImage ?? null,
    hero: { title: home.heroTitle, info: home.registrationDates },
    introVideoId: videos.home,
    testimonials: testimonials
      .slice(0, LANDING_LIMITS.testimonials)
      .map((t) => ({ name: t.name, quote: t.quote, role: t.role === "Counselor" ? t.role : undefined })),
  };
}
