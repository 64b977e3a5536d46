// GET/POST /api/campers, PATCH /api/campers/:id: a parent's own campers only.
import { Hono } from "hono";
import { z } from "zod";
import { camperFormSchema, parseCamperUpdate, unpackMedicalInfo } from "~/lib/camper-form";
import { camperForApi, createCamper, listCampersForParent, updateCamper } from "~/server/campers.server";
import { requireUserApi, type AuthedApiEnv } from "./guards";
import { idParam, readJsonObject, validationError, zod } from "./validation";

export const campersApi = new Hono<AuthedApiEnv>()
  .use("/campers", requireUserApi)
  .use("/campers/*", requireUserApi)
  .get("/campers", async (c) => {
    const campers = await listCampersForParent(c.env, c.get("user").id);
    return c.json(campers.map((camper) => ({ ...camperForApi(camper), registrations: camper.registrations })));
  })
  .post("/campers", zod("json", z.preprocess(unpackMedicalInfo, camperFormSchema)), async (c) => {
    const camper = await createCamper(c.env, c.get("user").id, c.req.valid("json"));
    return c.json(camperForApi(camper), 201);
  })
  .patch("/campers/:id", async (c) => {
    const id = idParam(c.req.param("id"));
    if (!id) return c.json({ message: "Camper not found." }, 404);
    const body = await readJsonObject(c);
    if (!body.ok) return c.json({ message: body.message }, 400);
    const update = parseCamperUpdate(unpackMedicalInfo(body.value));
    if (!update.success) return c.json(validationError(update.error), 400);
    const result = await updateCamper(c.env, c.get("user").id, id, update.data);
    if (!result) return c.json({ message: "Camper not found." }, 404);
    return c.json({ ...camperForApi(result.camper), changed: result.changed });
  });
