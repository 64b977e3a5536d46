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
} from "~/server/admin/content-edits.server";
import { editOrigins } from "~/server/public-page-purge.server";
import { actorFor } from "./admin-errors";
import { requireAdminApi, type AuthedApiEnv } from "./guards";
import { answer, idParam, jsonObject, zod } from "./validation";

const change = (c: Context<AuthedApiEnv>): ContentChange => ({
  env: c.env,
  actor: actorFor(c.get("user")),
  origins: editOrigins(c.req.raw, c.env),
});
const notFound = { message: "This item no longer exists. Reload the Content tab.", fieldErrors: {} };

export const adminContentApi = new Hono<AuthedApiEnv>()
  .basePath("/admin/content")
  .use("*", requireAdminApi)
  .get("/", async (c) => c.json(await getContentForAdmin(c.env)))
  .put("/home", zod("json", homeSchema), async (c) => answer(c, await saveHome(change(c), c.req.valid("json"))))
  // The operations check these bodies themselves (the schedule's lines become seasons there).
  .put("/school-year-page", zod("json", jsonObject), async (c) => answer(c, await saveSchoolYearPage(change(c), c.req.valid("json"))))
  .put("/page-videos", zod("json", jsonObject), async (c) => answer(c, await savePageVideos(change(c), c.req.valid("json"))))
  // Each list has its own schema, chosen by the path: the body is read as an object here and
  // checked by the list's schema inside the operation.
  .post("/:list", zod("json", jsonObject), async (c) => answer(c, await addContentItem(change(c), c.req.param("list"), c.req.valid("json")), 201))
  .put("/:list/:id", zod("json", jsonObject), async (c) => {
    const id = idParam(c.req.param("id"));
    if (!id) return c.json(notFound, 404);
    return answer(c, await updateContentItem(change(c), c.req.param("list"), id, c.req.valid("json")));
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
