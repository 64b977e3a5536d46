// GET/POST /api/campers, PATCH /api/campers/:id: a parent's own campers only.
import { Hono } from "hono";
import { createCamperFromInput, updateCamperFromInput } from "~/server/camper-operations.server";
import { camperForApi, listCampersForParent } from "~/server/campers.server";
import { requireUserApi, type AuthedApiEnv } from "./guards";
import { jsonObject, refusalJson, zod } from "./validation";

export const campersApi = new Hono<AuthedApiEnv>()
  .use("/campers", requireUserApi)
  .use("/campers/*", requireUserApi)
  .get("/campers", async (c) => {
    const campers = await listCampersForParent(c.env, c.get("user").id);
    return c.json(campers.map((camper) => ({ ...camperForApi(camper), registrations: camper.registrations })));
  })
  .post("/campers", zod("json", jsonObject), async (c) => {
    const result = await createCamperFromInput(c.env, c.get("user").id, c.req.valid("json"));
    if (!result.ok) return refusalJson(c, result);
    return c.json(camperForApi(result.camper), 201);
  })
  .patch("/campers/:id", zod("json", jsonObject), async (c) => {
    const result = await updateCamperFromInput(c.env, c.get("user").id, c.req.param("id"), c.req.valid("json"));
    if (!result.ok) return refusalJson(c, result);
    return c.json({ ...camperForApi(result.camper), changed: result.changed });
  });
