// /api/admin/content/*: the Content tab's operations as JSON (the same schemas and functions as
// the tab's route action, app/routes/admin.content.tsx). Admins only.
import { Hono, type Context } from "hono";
import { homeSchema, moveSchema } from "~/lib/admin/content-schema";
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
} from "~/server/admin/site-content.server";
import type { Refused } from "~/server/operation-result.server";
import { actorFor } from "./admin-errors";
import { requireAdminApi, type AuthedApiEnv } from "./guards";
import { idParam, readJsonObject, refusalJson, zod } from "./validation";

const change = (c: Context<AuthedApiEnv>): ContentChange => ({
  env: c.env,
  actor: actorFor(c.get("user")),
  origins: [new URL(c.req.url).origin, c.env.APP_URL],
});
const notFound = { message: "This item no longer exists. Reload the Content tab.", fieldErrors: {} };
const answer = (c: Context, result: { ok: true } | Refused, status: 200 | 201 = 200) => (result.ok ? c.json(result, status) : refusalJson(c, result));

/** Runs an operation on the request's JSON object; a body that is not one is a 400. */
async function withBody(c: Context<AuthedApiEnv>, operation: (body: Record<string, unknown>) => Promise<{ ok: true } | Refused>, status: 200 | 201 = 200) {
  const body = await readJsonObject(c);
  if (!body.ok) return c.json({ message: body.message, fieldErrors: {} }, 400);
  return answer(c, await operation(body.value), status);
}

export const adminContentApi = new Hono<AuthedApiEnv>()
  .basePath("/admin/content")
  .use("*", requireAdminApi)
  .get("/", async (c) => c.json(await getContentForAdmin(c.env)))
  .put("/home", zod("json", homeSchema), async (c) => answer(c, await saveHome(change(c), c.req.valid("json"))))
  // The operations check these bodies themselves (the schedule's lines become seasons there).
  .put("/school-year-page", async (c) => withBody(c, (body) => saveSchoolYearPage(change(c), body)))
  .put("/page-videos", async (c) => withBody(c, (body) => savePageVideos(change(c), body)))
  // Each list has its own schema, chosen by the path: the body is read as an object here and
  // checked by the list's schema inside the operation.
  .post("/:list", async (c) => withBody(c, (body) => addContentItem(change(c), c.req.param("list"), body), 201))
  .put("/:list/:id", async (c) => {
    const id = idParam(c.req.param("id"));
    if (!id) return c.json(notFound, 404);
    return withBody(c, (body) => updateContentItem(change(c), c.req.param("list"), id, body));
  })
  .post("/:list/:id/move", zod("json", moveSchema), async (c) => {
    const id = idParam(c.req.param("id"));
    if (!id) return c.json(notFound, 404);
    return answer(c, await moveContentItem(change(c), c.req.param("list"), id, c.req.valid("json")));
  })
  .delete("/:list/:id", async (c) => {
    const id = idParam(c.req.param("id"));
    if (!id) return c.json(notFound, 404);
    return answer(c, await deleteContentItem(change(c), c.req.param("list"), id));
  })
  // A photo is a form upload (multipart), checked by the Media tab's rules.
  .post("/team/:id/photo", async (c) => photoUpload(c, uploadTeamPhoto))
  .post("/hero-slides/:id/photo", async (c) => photoUpload(c, uploadSlidePhoto));

async function photoUpload(c: Context<AuthedApiEnv>, upload: typeof uploadTeamPhoto) {
  const id = idParam(c.req.param("id"));
  if (!id) return c.json(notFound, 404);
  const form = await c.req.formData().catch(() => null);
  if (!form) return c.json({ message: "Send the photo as a form upload (multipart/form-data).", fieldErrors: {} }, 400);
  return answer(c, await upload(change(c), id, form.get("file")));
}
