// /api/admin/windows, /api/admin/settings, /api/admin/ratio-rules, /api/admin/draws,
// /api/admin/jobs, /api/admin/payments-to-check: the JSON door of the Settings tab and of
// the registration windows page, mounted in adminApi (worker/api/admin.ts) behind its admin guard. Each handler hands the body to the operation the page's action
// calls (app/server/admin/windows.server.ts), which parses it with the page form's schema.
import { Hono, type Context } from "hono";
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
import type { Outcome } from "~/server/operation-result.server";
import { actorFor } from "./admin-errors";
import type { AuthedApiEnv } from "./guards";
import { idParam, readJsonObject, refusalJson } from "./validation";

type Ctx = Context<AuthedApiEnv>;

/** The JSON body handed to `operation`, or the body's own refusal (400) before any field is read. */
async function withBody<T>(c: Ctx, operation: (body: Record<string, unknown>) => Promise<Outcome<T>>) {
  const body = await readJsonObject(c);
  if (!body.ok) return c.json({ message: body.message, fieldErrors: {} }, 400);
  const outcome = await operation(body.value);
  return outcome.ok ? c.json(outcome) : refusalJson(c, outcome);
}

export const windowsAdminApi = new Hono<AuthedApiEnv>()
  .get("/windows", async (c) => c.json(await getWindowsOverview(c.env)))
  // A new window: the same body without an id; a time left out is none.
  .post("/windows", (c) =>
    withBody(c, (body) =>
      saveRegistrationWindow(c.env, actorFor(c.get("user")), { closesAt: null, notifyBy: null, lotteryFinalizeAt: null, ...body, windowId: undefined }),
    ),
  )
  // A window's label and times in camp time ("2026-10-22T10:00"; null for none), all given.
  .put("/windows/:id", (c) => {
    const windowId = idParam(c.req.param("id"));
    if (!windowId) return c.json({ message: "Registration window not found", fieldErrors: {} }, 404);
    return withBody(c, (body) => saveRegistrationWindow(c.env, actorFor(c.get("user")), { ...body, windowId }));
  })
  .get("/settings", async (c) => c.json(await getCampSettings(c.env)))
  .put("/settings", (c) => withBody(c, (body) => saveCampSettings(c.env, actorFor(c.get("user")), body)))
  // A group's own ratio: { scope: "group" | "age", name, campersPerAdult, citsCount }; one per group, a second replaces it.
  .get("/ratio-rules", async (c) => c.json(await listRatioRules(c.env)))
  .post("/ratio-rules", (c) => withBody(c, (body) => saveRatioRule(c.env, actorFor(c.get("user")), body)))
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
