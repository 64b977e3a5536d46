// GET /api/health: is each store the product needs answering? One small real operation per
// store (a D1 query, a KV read, a head in each R2 bucket), each given HEALTH_TIMEOUT_MS, all at once. 200 when
// all answer, else 503 naming the failing part; the reason stays in the log, never in the answer
// (an error can name a binding, a query or an account). Never cached: an uptime monitor must reach
// the Worker on every probe. Reads only, so a probe every minute costs no write quota.
import { sql } from "drizzle-orm";
import { Hono } from "hono";
import { getDb } from "~/server/db.server";
import type { ApiEnv } from "./index";

const HEALTH_TIMEOUT_MS = 3000;
// A key that is never written: reading it still makes the store answer.
const PROBE_KEY = "health-check";

type Part = "d1" | "kv" | "r2";
const PART_NAMES: Record<Part, string> = { d1: "D1 (the database)", kv: "KV (door staff sessions)", r2: "R2 (photos, handbooks and backups)" };

async function check(part: Part, probe: () => Promise<unknown>): Promise<"ok" | "failing"> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${HEALTH_TIMEOUT_MS} ms`)), HEALTH_TIMEOUT_MS);
  });
  try {
    await Promise.race([probe(), timeout]);
    return "ok";
  } catch (error) {
    console.error(`health check: ${part} failing`, error);
    return "failing";
  } finally {
    clearTimeout(timer);
  }
}

export const healthApi = new Hono<ApiEnv>().get("/health", async (c) => {
  const [d1, kv, r2] = await Promise.all([
    check("d1", () => getDb(c.env).get(sql`SELECT 1 AS ok`)),
    check("kv", () => c.env.STAFF_SESSIONS.get(PROBE_KEY)),
    check("r2", () => Promise.all([c.env.MEDIA.head(PROBE_KEY), c.env.PRIVATE_FILES.head(PROBE_KEY)])),
  ]);
  const parts = { d1, kv, r2 };
  const failing = (Object.keys(parts) as Part[]).filter((part) => parts[part] !== "ok");
  c.header("Cache-Control", "no-store");
  if (!failing.length) return c.json({ ok: true, ...parts });
  return c.json({ ok: false, ...parts, message: `Not answering: ${failing.map((part) => PART_NAMES[part]).join(", ")}.` }, 503);
});
