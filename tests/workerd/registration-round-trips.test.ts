// What one registration costs D1 on registration day: every round trip is a hop to the database
// while hundreds of parents wait, so the count is held here (the bench reports the CPU time).
import { SELF } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterEach, expect, test, vi } from "vitest";
import { createCamper, createCampSession, createProgram, createUser, sessionCookieFor } from "../support/factories";

afterEach(() => vi.restoreAllMocks());

/** Counts the D1 round trips made from here on: each batch, and each statement run on its own. */
function countRoundTrips() {
  const statement = Object.getPrototypeOf(env.DB.prepare("SELECT 1")) as Record<string, unknown>;
  const database = Object.getPrototypeOf(env.DB) as Record<string, unknown>;
  const spies = [
    vi.spyOn(database as { batch: () => unknown }, "batch"),
    vi.spyOn(database as { exec: () => unknown }, "exec"),
    ...(["all", "raw", "run", "first"] as const).map((method) => vi.spyOn(statement as Record<typeof method, () => unknown>, method)),
  ];
  return () => spies.reduce((sum, spy) => sum + spy.mock.calls.length, 0);
}

test("a registration is two D1 round trips: the session with the facts, then the guarded seat", async () => {
  const user = await createUser({ passwordHash: "not-used" });
  const cookie = await sessionCookieFor(user.id);
  const program = await createProgram();
  const session = await createCampSession({ programId: program.id });
  const camper = await createCamper({ parentId: user.id });

  const roundTrips = countRoundTrips();
  const response = await SELF.fetch("http://localhost/api/registrations", {
    method: "POST",
    headers: { Cookie: cookie, "Content-Type": "application/json" },
    body: JSON.stringify({ camperId: camper.id, sessionId: session.id, afterCare: true }),
  });
  expect(response.status).toBe(201);
  expect(roundTrips()).toBe(2);
});
