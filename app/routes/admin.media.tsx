// /admin/media: the parent handbooks and the gallery photos.
import { MediaTab } from "~/components/admin/media-tab";
import { listMedia } from "~/server/admin/media.server";
import { adminPage } from "~/server/admin/admin-page.server";
import type { Route } from "./+types/admin.media";

export async function loader(args: Route.LoaderArgs) {
  return adminPage(args, async (env) => ({ media: await listMedia(env) }));
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export default function AdminMedia({ loaderData }: Route.ComponentProps) {
  if (!loaderData) return null;
  return <MediaTab {...loaderData} />;
}
