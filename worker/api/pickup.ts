// A parent's pickup list and code (/api/pickup/*), the JSON door of /account/pickup: the same
// operations (app/server/pickup/) answer both, so a limit or message cannot differ.
import { Hono } from "hono";
import { actorFor } from "~/server/admin/admin-page.server";
import { regeneratePickupCode } from "~/server/attendance/pickup.server";
import { addAuthorizedAdult, editAuthorizedAdult, loadFamilyPickup, removeAuthorizedAdult } from "~/server/pickup/authorized-adults.server";
import { loadFamilyToday } from "~/server/pickup/family-day.server";
import { requireUserApi, type AuthedApiEnv } from "./guards";
import { jsonObject, refusalJson, zod } from "./validation";

const parentOf = (user: AuthedApiEnv["Variables"]["user"]) => ({ ...actorFor(user), id: user.id });

export const pickupApi = new Hono<AuthedApiEnv>()
  .use("/pickup", requireUserApi)
  .use("/pickup/*", requireUserApi)
  .use("/pickup/*", async (c, next) => {
    await next();
    c.header("Cache-Control", "private, no-store");
  })
  .get("/pickup", async (c) => c.json(await loadFamilyPickup(c.env, c.get("user").id), 200, { "Cache-Control": "private, no-store" }))
  .get("/pickup/today", async (c) => c.json(await loadFamilyToday(c.env, c.get("user").id)))
  .post("/pickup/adults", zod("json", jsonObject), async (c) => {
    const result = await addAuthorizedAdult(c.env, parentOf(c.get("user")), c.req.valid("json"));
    return result.ok ? c.json(result.adult, 201) : refusalJson(c, result);
  })
  .patch("/pickup/adults/:id", zod("json", jsonObject), async (c) => {
    const result = await editAuthorizedAdult(c.env, parentOf(c.get("user")), c.req.param("id"), c.req.valid("json"));
    return result.ok ? c.json(result.adult) : refusalJson(c, result);
  })
  .put("/pickup/adults/:id/photo", async (c) => {
    const form = await c.req.formData().catch(() => null);
    const photo = form?.get("photo");
    if (!(photo instanceof File)) return c.json({ message: "Send the photo as a multipart form field named photo", fieldErrors: {} }, 400);
    const result = await editAuthorizedAdult(c.env, parentOf(c.get("user")), c.req.param("id"), {}, photo);
    return result.ok ? c.json(result.adult) : refusalJson(c, result);
  })
  .delete("/pickup/adults/:id", async (c) => {
    const result = await removeAuthorizedAdult(c.env, parentOf(c.get("user")), c.req.param("id"));
    return result.ok ? c.json({ success: true }) : refusalJson(c, result);
  })
  .post("/pickup/code/regenerate", async (c) => {
    const result = await regeneratePickupCode(c.env, parentOf(c.get("user")));
    return result.ok ? c.json({ pickupCode: result.code }) : refusalJson(c, result);
  });
