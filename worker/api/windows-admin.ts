// /api/admin/windows, /api/admin/settings, /api/admin/ratio-rules, /api/admin/draws,
// /api/admin/jobs, /api/admin/payments-to-check: the JSON door of the Settings tab and of
// the registration windows page, mounted in adminApi (worker/api/admin.ts) behind its admin guard. Each handler hands the body to the operation the page's action
// calls (app/server/admin/windows.server.ts), which parses it with the page form's schema.
import { Hono } from "hono";
import { getCampSettings } from "~/server/camp-settings.server";
import {
  finalizeLotteryDraw,
  getWindowsOverview,
  markPaymentToCheckChecked,
  runJobsNow,
  saveCampSettings,
  saveRegistrationWindow,
} from "~/server/admin/windows.server";
import { listRatioRules, removeRatioRule, saveRatioRule } from "~/server/here-now/ratio-rules.server";
import { editOrigins } from "~/server/public-page-purge.server";
import { actorFor } from "./admin-errors";
import type { AuthedApiEnv } from "./guards";
import { answer, idParam, jsonObject, refusalJson, zod } from "./validation";

export const windowsAdminApi = new Hono<AuthedApiEnv>()
  .get("/windows", async (c) => c.json(await getWindowsOverview(c.env)))
  // A new window: the same body without an id; a time left out is none.
  .post("/windows", zod("json", jsonObject), async (c) =>
    answer(
      c,
      await saveRegistrationWindow(
        c.env,
        actorFor(c.get("user")),
        {
          closesAt: null,
          notifyBy: null,
          lotteryFinalizeAt: null,
          ...c.req.valid("json"),
          windowId: undefined,
        },
        editOrigins(c.req.raw, c.env),
      ),
    ),
  )
  // A window's label and times in camp time ("2026-10-22T10:00"; null for none), all given.
  .put("/windows/:id", zod("json", jsonObject), async (c) => {
    const windowId = idParam(c.req.param("id"));
    if (!windowId) return c.json({ message: "Registration window not found", fieldErrors: {} }, 404);
    return answer(c, await saveRegistrationWindow(c.env, actorFor(c.get("user")), { ...c.req.valid("json"), windowId }, editOrigins(c.req.raw, c.env)));
  })
  .get("/settings", async (c) => c.json(await getCampSettings(c.env)))
  .put("/settings", zod("json", jsonObject), async (c) =>
    answer(c, await saveCampSettings(c.env, actorFor(c.get("user")), c.req.valid("json"), editOrigins(c.req.raw, c.env))),
  )
  // A group's own ratio: { scope: "group" | "age", name, campersPerAdult, citsCount }; one per group, a second replaces it.
  .get("/ratio-rules", async (c) => c.json(await listRatioRules(c.env)))
  .post("/ratio-rules", zod("json", jsonObject), async (c) => answer(c, await saveRatioRule(c.env, actorFor(c.get("user")), c.req.valid("json"))))
  .delete("/ratio-rules/:id", async (c) => {
    const outcome = await removeRatioRule(c.env, actorFor(c.get("user")), c.req.param("id"));
    return outcome.ok ? c.json(outcome) : refusalJson(c, outcome);
  })
  .post("/draws/:id/finalize", async (c) => {
    const outcome = await finalizeLotteryDraw(c.env, actorFor(c.get("user")), c.req.param("id"));
    return outcome.ok ? c.json(outcome) : refusalJson(c, outcome);
  })
  .post("/jobs/run", async (c) => c.json(await runJobsNow(c.env)))
  // A payment Stripe and the camp disagree about, looked into by the office: it leaves the list.
  .post("/payments-to-check/:id/checked", async (c) => {
    const outcome = await markPaymentToCheckChecked(c.env, actorFor(c.get("user")), c.req.param("id"));
    return outcome.ok ? c.json(outcome) : refusalJson(c, outcome);
  });
