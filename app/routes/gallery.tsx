import { photoGridIsland } from "~/components/site/photo-grid";
import { PageHero, Section } from "~/components/site/section";
import { galleryCopy as copy } from "~/content/pages";
import { Island, type IslandsHandle } from "~/islands/island";
import { getEnv } from "~/server/context";
import { listImages } from "~/server/public-media.server";
import type { Route } from "./+types/gallery";
import { publicPageMeta } from "~/lib/page-meta";

const GALLERY_PHOTOS = 40;

// Served as static HTML with islands (app/islands/island.tsx).
export const handle = { islands: true } satisfies IslandsHandle;

export const meta: Route.MetaFunction = ({ matches }) => publicPageMeta(matches, { path: "/gallery", ...copy.meta });

export async function loader({ context }: Route.LoaderArgs) {
  return { photos: await listImages(getEnv(context), "gallery", GALLERY_PHOTOS) };
}

export default function Gallery({ loaderData }: Route.ComponentProps) {
  return (
    <main>
      <PageHero title={copy.title} subtitle={copy.subtitle} />
      <Section>
        <h2 className="sr-only">Photos</h2>
        {loaderData.photos.length > 0 ? (
          <Island of={photoGridIsland} props={{ photos: loaderData.photos }} />
        ) : (
          <p className="text-center text-lg">No photos yet. Check back soon!</p>
        )}
      </Section>
    </main>
  );
}
