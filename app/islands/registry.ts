// Every island the public pages use; ./hydrate.ts hydrates them by name.
import { heroCarouselIsland } from "~/components/landing/hero-carousel";
import { photoCarouselIsland, testimonialCarouselIsland } from "~/components/landing/landing-carousels";
import { archiveFiltersIsland } from "~/components/media/archive-filters";
import { postCarouselIsland, videoCarouselIsland, videoScrollCarouselIsland } from "~/components/media/media-carousels";
import { siteHeaderIsland } from "~/components/site/header";
import { photoGridIsland } from "~/components/site/photo-grid";
import { signUpButtonIsland } from "~/components/site/sign-up-dialog";
import { videoPanelIsland } from "~/components/site/video-panel";
import { toastHostIsland } from "~/components/ui/toast";
import type { IslandDefinition } from "./island";

export const islands: IslandDefinition<never>[] = [
  siteHeaderIsland,
  toastHostIsland,
  signUpButtonIsland,
  heroCarouselIsland,
  videoPanelIsland,
  photoCarouselIsland,
  testimonialCarouselIsland,
  photoGridIsland,
  archiveFiltersIsland,
  videoCarouselIsland,
  videoScrollCarouselIsland,
  postCarouselIsland,
] as IslandDefinition<never>[];
