// GET /api/lottery: what /lottery publishes, as JSON for anyone's own check of a draw
// (scripts/check-lottery.ts reads it): the steps in words, and each window's seal, and once
// drawn its seed, entries and drawn orders. Public: no names, no registration ids.
import { Hono } from "hono";
import { lotteryCopy } from "~/content/lottery";
import { listPublicLotteries } from "~/server/lottery-record.server";
import type { ApiEnv } from "./index";

export const lotteryApi = new Hono<ApiEnv>().get("/lottery", async (c) => {
  c.header("Cache-Control", "no-store");
  return c.json({ algorithm: lotteryCopy.algorithm, windows: await listPublicLotteries(c.env) });
});
