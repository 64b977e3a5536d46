// /admin/content: what the office edits on the public site (home hero, captions, videos, posts,
// testimonials, team, handbooks). The tab's changes post here, with the same schemas and
// functions as /api/admin/content/*; each change publishes at once (edge cache purged, a
// handbook's PDF made again).
import { data } from "react-router";
import { ContentTab } from "~/components/admin/content-tab";
import { MAX_IMAGE_BYTES } from "~/lib/media-rules";
import { adminAction, formId, settle, type AdminActionResult } from "~/server/admin/admin-action.server";
import { adminPage, PRIVATE } from "~/server/admin/admin-page.server";
import {
  addContentItem,
  deleteContentItem,
  getContentForAdmin,
  moveContentItem,
  saveHome,
  savePageVideos,
  saveSchoolYearPage,
  updateContentItem,
  uploadSlidePhoto,
  uploadTeamPhoto,
  type ContentChange,
} from "~/server/admin/content-edits.server";
import type { AuditActor } from "~/server/audit.server";
import { getEnv } from "~/server/context";
import { editOrigins } from "~/server/public-page-purge.server";
import { adminClientAction } from "~/components/admin/admin-client-action";
import type { Route } from "./+types/admin.content";

export const meta: Route.MetaFunction = () => [{ title: "Content | Admin Dashboard | Camp Sarraka" }, { name: "robots", content: "noindex" }];

export async function loader(args: Route.LoaderArgs) {
  return adminPage(args, async (env) => getContentForAdmin(env));
}

/** The form's fields as the operation's input (the routing fields left out). */
function fields(form: FormData) {
  const values: Record<string, unknown> = {};
  for (const [name, value] of form) if (!["intent", "id", "list"].includes(name)) values[name] = value;
  return values;
}

export async function action(args: Route.ActionArgs) {
  // A photo is refused by its declared length before anything is read, as at the API.
  if (Number(args.request.headers.get("content-length") ?? 0) > MAX_IMAGE_BYTES + 64 * 1024) {
    return data<AdminActionResult>({ ok: false, message: "Photos must be 5 MB or smaller", fieldErrors: {} }, { status: 413, headers: PRIVATE });
  }
  const origins = editOrigins(args.request, getEnv(args.context));
  const change = (env: Env, actor: AuditActor): ContentChange => ({ env, actor, origins });
  const list = (form: FormData) => String(form.get("list") ?? "");
  const itemId = (form: FormData) => formId(form, "This item no longer exists. Reload the Content tab.");
  return adminAction(args, {
    home: async (env, actor, form) => settle(await saveHome(change(env, actor), fields(form))),
    "school-year-page": async (env, actor, form) => settle(await saveSchoolYearPage(change(env, actor), fields(form))),
    "page-videos": async (env, actor, form) => settle(await savePageVideos(change(env, actor), fields(form))),
    add: async (env, actor, form) => settle(await addContentItem(change(env, actor), list(form), fields(form))),
    update: async (env, actor, form) => settle(await updateContentItem(change(env, actor), list(form), itemId(form), fields(form))),
    move: async (env, actor, form) => settle(await moveContentItem(change(env, actor), list(form), itemId(form), fields(form))),
    delete: async (env, actor, form) => settle(await deleteContentItem(change(env, actor), list(form), itemId(form))),
    "team-photo": async (env, actor, form) => settle(await uploadTeamPhoto(change(env, actor), itemId(form), form.get("file"))),
    "slide-photo": async (env, actor, form) => settle(await uploadSlidePhoto(change(env, actor), itemId(form), form.get("file"))),
  });
}

// A change that fails outright (or finds the session ended) answers in the tab, not the error screen.
export const clientAction = adminClientAction;

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export default function AdminContent({ loaderData }: Route.ComponentProps) {
  if (!loaderData) return null;
  return <ContentTab {...loaderData} />;
}
