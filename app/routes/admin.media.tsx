// /admin/media: the parent handbooks and the gallery photos. The tab's changes post here, with the
// same schemas and functions as /api/admin/media/*; after a change the public pages that show
// photos leave the edge cache, as they do after the API's.
import { data } from "react-router";
import { MediaTab } from "~/components/admin/media-tab";
import { MAX_UPLOAD_REQUEST_BYTES } from "~/lib/media-rules";
import { altSchema, galleryUploadSchema, orderSchema, uploadSchema } from "~/lib/admin/media-schema";
import { adminAction, formId, parseForm, type AdminActionResult } from "~/server/admin/admin-action.server";
import { adminPage, PRIVATE } from "~/server/admin/admin-page.server";
import { RefusedError } from "~/server/operation-result.server";
import { deleteMedia, listMedia, reorderGallery, replaceMedia, updateMediaAlt, uploadGalleryPhoto, uploadHandbook } from "~/server/admin/media.server";
import { getEnv } from "~/server/context";
import { editOrigins, purgePublicPages } from "~/server/public-page-purge.server";
import { adminClientAction } from "~/components/admin/admin-client-action";
import type { Route } from "./+types/admin.media";

export async function loader(args: Route.LoaderArgs) {
  return adminPage(args, async (env) => ({ media: await listMedia(env) }));
}

const fileId = (form: FormData) => formId(form, "File not found");
const handbookSite = (form: FormData) => {
  const site = String(form.get("site") ?? "");
  if (site !== "UUCA" && site !== "FLC") throw new RefusedError(404, "Handbook not found");
  return site;
};

export async function action(args: Route.ActionArgs) {
  // Uploads are refused by their declared length before anything is read, as at the API.
  if (Number(args.request.headers.get("content-length") ?? 0) > MAX_UPLOAD_REQUEST_BYTES) {
    return data<AdminActionResult>({ ok: false, message: "Handbooks must be 20 MB or smaller", fieldErrors: {} }, { status: 413, headers: PRIVATE });
  }
  const answer = await adminAction(args, {
    alt: (env, _actor, form) => updateMediaAlt(env, fileId(form), parseForm(altSchema, form).alt),
    order: (env, _actor, form) => reorderGallery(env, parseForm(orderSchema, form).ids),
    delete: (env, actor, form) => deleteMedia(env, actor, fileId(form)),
    "upload-gallery": (env, actor, form) => {
      const { file, alt } = parseForm(galleryUploadSchema, form);
      return uploadGalleryPhoto(env, actor, file, alt);
    },
    "upload-handbook": (env, actor, form) => {
      const site = handbookSite(form);
      return uploadHandbook(env, actor, site, parseForm(uploadSchema, form).file);
    },
    replace: (env, actor, form) => {
      const { file } = parseForm(uploadSchema, form);
      return replaceMedia(env, actor, fileId(form), file);
    },
  });
  if (answer.data.ok) await purgePublicPages(editOrigins(args.request, getEnv(args.context)));
  return answer;
}

// A change that fails outright (or finds the session ended) answers in the tab, not the error screen.
export const clientAction = adminClientAction;

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export default function AdminMedia({ loaderData }: Route.ComponentProps) {
  if (!loaderData) return null;
  return <MediaTab {...loaderData} />;
}
