import { createExecutionContext, SELF, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { expect, test } from "vitest";
import { worker } from "../support/worker";

/** GET /api/health from the built Worker with some bindings replaced. */
async function healthWith(replaced: Partial<Env>) {
  const ctx = createExecutionContext();
  const request = new Request("http://localhost/api/health") as Request<unknown, IncomingRequestCfProperties>;
  const response = await worker.fetch(request, { ...env, ...replaced } as Env, ctx);
  await waitOnExecutionContext(ctx);
  return { status: response.status, headers: response.headers, body: (await response.json()) as Record<string, unknown> };
}

const refusing = (what: string) => () => Promise.reject(new Error(`${what} secret-binding-detail`));

test("/api/health answers 200 with D1, KV and R2 each ok, and is never cached", async () => {
  const response = await SELF.fetch("http://localhost/api/health");
  expect(response.status).toBe(200);
  expect(await response.json()).toEqual({ ok: true, d1: "ok", kv: "ok", r2: "ok" });
  expect(response.headers.get("Cache-Control")).toContain("no-store");
});

test("/api/health answers 503 naming the store that does not answer, without the error's details", async () => {
  // Every statement is refused when it runs (the probe goes through drizzle: prepare, bind, all).
  const statement = { bind: () => statement, all: refusing("D1"), first: refusing("D1"), raw: refusing("D1") };
  const brokenD1 = { prepare: () => statement } as unknown as D1Database;
  const d1Down = await healthWith({ DB: brokenD1 });
  expect(d1Down.status).toBe(503);
  expect(d1Down.body).toMatchObject({ ok: false, d1: "failing", kv: "ok", r2: "ok" });
  expect(d1Down.body.message).toBe("Not answering: D1 (the database).");
  expect(JSON.stringify(d1Down.body)).not.toContain("secret-binding-detail");
  expect(d1Down.headers.get("Cache-Control")).toContain("no-store");

  const kvDown = await healthWith({ STAFF_SESSIONS: { get: refusing("KV") } as unknown as KVNamespace });
  expect(kvDown.status).toBe(503);
  expect(kvDown.body).toMatchObject({ ok: false, d1: "ok", kv: "failing", r2: "ok" });

  const r2Down = await healthWith({
    MEDIA: { head: refusing("R2") } as unknown as R2Bucket,
    STAFF_SESSIONS: { get: refusing("KV") } as unknown as KVNamespace,
  });
  expect(r2Down.status).toBe(503);
  expect(r2Down.body).toMatchObject({ ok: false, d1: "ok", kv: "failing", r2: "failing" });
  expect(r2Down.body.message).toBe("Not answering: KV (door staff sessions), R2 (photos, handbooks and backups).");
});

test("/api/health answers 503 when a store hangs instead of failing", async () => {
  const hanging = { head: () => new Promise(() => {}) } as unknown as R2Bucket;
  const started = Date.now();
  const r2Hangs = await healthWith({ MEDIA: hanging });
  expect(r2Hangs.status).toBe(503);
  expect(r2Hangs.body).toMatchObject({ r2: "failing" });
  // The private bucket (backups, pickup photos) is probed too: a door needs its photos.
  const privateHangs = await healthWith({ PRIVATE_FILES: hanging });
  expect(privateHangs.status).toBe(503);
  expect(privateHangs.body).toMatchObject({ d1: "ok", kv: "ok", r2: "failing" });
  expect(Date.now() - started).toBeLessThan(10_000);
});
