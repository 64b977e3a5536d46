// /api/admin/payment-plans: the JSON door of the Settings tab's payment plans
// (docs/decisions/0069-payment-plans.md), mounted in adminApi (worker/api/admin.ts) behind its
// admin guard. Each handler hands the body to the function the page's action calls
// (app/server/payment-plans.server.ts), which parses it with the form's schema.
import { Hono } from "hono";
import { listSeasonPaymentPlans, removePaymentPlan, savePaymentPlan, saveSeasonDeposit } from "~/server/payment-plans.server";
import { actorFor } from "./admin-errors";
import type { AuthedApiEnv } from "./guards";
import { answer, jsonObject, zod } from "./validation";

export const paymentPlansAdminApi = new Hono<AuthedApiEnv>()
  .get("/payment-plans", async (c) => c.json(await listSeasonPaymentPlans(c.env)))
  // { kind: "fixed" | "percent", amount }: dollars per camper-week, or a percent of each week's price.
  .put("/payment-plans/:season/deposit", zod("json", jsonObject), async (c) =>
    answer(c, await saveSeasonDeposit(c.env, actorFor(c.get("user")), { ...c.req.valid("json"), season: c.req.param("season") })),
  )
  // { season, name, installments: [{ dueKind, dueDate?, daysBefore?, amountKind, amount? }, ...] }; the last one's amountKind is "rest".
  .post("/payment-plans", zod("json", jsonObject), async (c) => answer(c, await savePaymentPlan(c.env, actorFor(c.get("user")), c.req.valid("json")), 201))
  .put("/payment-plans/:id", zod("json", jsonObject), async (c) =>
    answer(c, await savePaymentPlan(c.env, actorFor(c.get("user")), c.req.valid("json"), c.req.param("id"))),
  )
  .delete("/payment-plans/:id", async (c) => answer(c, await removePaymentPlan(c.env, actorFor(c.get("user")), c.req.param("id"))));
