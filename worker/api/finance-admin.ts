// GET /api/admin/finance?month=2026-07: the Finance tab's month as JSON (its figures and deferred
// balances; Stripe's side with &compare=stripe, null without), from the same function as the page. Mounted in adminApi
// (worker/api/admin.ts) behind its admin guard; a month that is not one is a 400 with the message.
import { Hono } from "hono";
import { askedMonth } from "~/lib/finance/finance-period";
import { financeMonth } from "~/server/finance/finance-month.server";
import type { AuthedApiEnv } from "./guards";
import { refusalJson } from "./validation";

export const financeAdminApi = new Hono<AuthedApiEnv>().get("/finance", async (c) => {
  const outcome = await financeMonth(c.env, { month: askedMonth(c.req.query("month")), compare: c.req.query("compare") });
  return outcome.ok ? c.json(outcome) : refusalJson(c, outcome);
});
