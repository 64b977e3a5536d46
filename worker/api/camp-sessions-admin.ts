// POST /api/sessions and PATCH /api/sessions/{id}: admins create and change camp sessions.
// (GET /api/sessions, the parents' list, lives in its own sub-app; the guard is per handler so
// it never covers that list.)
import { Hono } from "hono";
import { sessionFormSchema, sessionPatchSchema } from "~/lib/session-schema";
import { seasonFormSchema } from "~/lib/summer-season";
import { createCampSession, createSeason, updateCampSession } from "~/server/admin/camp-sessions.server";
import { requireAdminApi, type AuthedApiEnv } from "./guards";
import { adminErrorHandler } from "./admin-errors";
import { idParam, zod } from "./validation";

export const campSessionsAdminApi = new Hono<AuthedApiEnv>()
  // "Create ten weeks": a season of weekly sessions per site (app/lib/summer-season.ts).
  .post("/sessions/season", requireAdminApi, zod("json", seasonFormSchema), async (c) => c.json(await createSeason(c.env, c.req.valid("json")), 201))
  .post("/sessions", requireAdminApi, zod("json", sessionFormSchema), async (c) => c.json(await createCampSession(c.env, c.req.valid("json")), 201))
  .patch("/sessions/:id", requireAdminApi, zod("json", sessionPatchSchema), async (c) => {
    const id = idParam(c.req.param("id"));
    if (!id) return c.json({ message: "Session not found" }, 404);
    return c.json(await updateCampSession(c.env, id, c.req.valid("json")));
  });
campSessionsAdminApi.onError(adminErrorHandler);
