import { PhotoGrid } from "~/components/site/photo-grid";
import { PageHero, Section } from "~/components/site/section";
import { galleryCopy as copy } from "~/content/pages";
import { getEnv } from "~/server/context";
import { listImages } from "~/server/public-media.server";
import type { Route } from "./+types/gallery";

const GALLERY_PHOTOS = 40;

export const meta: Route.MetaFunction = () => [
  { title: copy.meta.title },
  { name: "description", content: copy.meta.description },
];

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
          <PhotoGrid photos={loaderData.photos} />
        ) : (
          <p className="text-center text-lg">No photos yet. Check back soon!</p>
        )}
      </Section>
    </main>
  );
}
