// /api/programs: the admin's programs (list, create, update). Admins only.
import { Hono } from "hono";
import { programFormSchema, programPatchSchema } from "~/lib/program-schema";
import { createProgram, listPrograms, updateProgram } from "~/server/admin/programs.server";
import { requireAdminApi, type AuthedApiEnv } from "./guards";
import { adminErrorHandler } from "./admin-errors";
import { idParam, zod } from "./validation";

export const programsApi = new Hono<AuthedApiEnv>()
  .get("/programs", requireAdminApi, async (c) => c.json(await listPrograms(c.env)))
  .post("/programs", requireAdminApi, zod("json", programFormSchema), async (c) => c.json(await createProgram(c.env, c.req.valid("json")), 201))
  .patch("/programs/:id", requireAdminApi, zod("json", programPatchSchema), async (c) => {
    const id = idParam(c.req.param("id"));
    if (!id) return c.json({ message: "Program not found" }, 404);
    return c.json(await updateProgram(c.env, id, c.req.valid("json")));
  });
programsApi.onError(adminErrorHandler);
