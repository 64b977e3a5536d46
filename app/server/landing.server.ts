import type { LandingData } from "~/components/landing/landing-page";
import { LANDING_LIMITS } from "~/content/landing";
import { listImages, listSiteImages } from "./public-media.server";

/** The photos the public landing page shows, from R2's index in D1. */
export async function loadLanding(env: Env): Promise<LandingData> {
  const [heroSlides, galleryPhotos, [aboutImage]] = await Promise.all([
    listImages(env, "hero", LANDING_LIMITS.heroSlides),
    listImages(env, "gallery", LANDING_LIMITS.galleryPhotos),
    listSiteImages(env, "about"),
  ]);
  return { heroSlides, galleryPhotos, aboutImage: aboutImage ?? null };
}
