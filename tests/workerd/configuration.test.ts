import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { expect, test, vi } from "vitest";
import { worker } from "../support/worker";

async function fetchWith(settings: Env, path = "/") {
  const ctx = createExecutionContext();
  const response = await worker.fetch(new Request(`http://localhost${path}`) as Request<unknown, IncomingRequestCfProperties>, settings, ctx);
  await waitOnExecutionContext(ctx);
  return response;
}

test("a Worker without PASSWORD_PEPPER refuses to serve, with a clear log, instead of hashing with a public constant", async () => {
  const errors = vi.spyOn(console, "error").mockImplementation(() => {});
  const { PASSWORD_PEPPER: _, ...withoutPepper } = env;
  for (const path of ["/", "/login", "/api/sessions"]) {
    const response = await fetchWith({ ...withoutPepper } as Env, path);
    expect(response.status).toBe(503);
    expect(await response.text()).toContain("not fully configured");
  }
  // Logged once per isolate, naming what is missing.
  const logged = errors.mock.calls.map((call) => String(call[0])).filter((line) => line.includes("refuses to serve"));
  expect(logged).toHaveLength(3); // three distinct env objects above, each checked once
  expect(logged[0]).toContain("PASSWORD_PEPPER is not set");
  errors.mockRestore();
});

test("a configured Worker serves", async () => {
  const response = await fetchWith(env);
  expect(response.status).toBe(200);
});
