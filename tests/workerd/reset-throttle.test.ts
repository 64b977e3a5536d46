// /forgot-password is counted per client, whatever the address: past the limit the answer says so
// in words, the same for an address with an account and one without.
import { SELF } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { expect, test } from "vitest";
import { requestPasswordReset } from "../../app/server/accounts.server";
import { createUser, formPost } from "../support/factories";

// The page escapes its apostrophe, so the answer is found by its first words.
const SENT = "If an account exists for that e-mail";
const fromClient = (ip: string) => new Request("http://localhost/forgot-password", { method: "POST", headers: { "CF-Connecting-IP": ip } });

test("ten reset requests from one client in 15 minutes are answered, the eleventh waits, counted by the server's clock", async () => {
  const pending: Array<Promise<unknown>> = [];
  const ctx = { waitUntil: (work: Promise<unknown>) => void pending.push(work) };
  const parent = await createUser();
  const t0 = Date.UTC(2031, 2, 3, 9);
  const ip = "203.0.113.61";
  for (let i = 0; i < 10; i++) {
    const email = i % 2 ? parent.email : `nobody-${i}@example.org`;
    expect(await requestPasswordReset(env, ctx, fromClient(ip), email, t0 + i * 1000)).toEqual({ ok: true });
  }
  const refusedKnown = await requestPasswordReset(env, ctx, fromClient(ip), parent.email, t0 + 9_000);
  const refusedUnknown = await requestPasswordReset(env, ctx, fromClient(ip), "nobody-else@example.org", t0 + 9_000);
  expect(refusedKnown).toEqual({
    ok: false,
    throttled: true,
    message: "Too many password reset requests from this connection. Please wait 30 seconds and try again.",
  });
  // No word about which address has an account.
  expect(refusedUnknown).toEqual(refusedKnown);
  // Another connection is not held back.
  expect(await requestPasswordReset(env, ctx, fromClient("203.0.113.62"), parent.email, t0 + 10_000)).toEqual({ ok: true });
  // The wait is the server's own count: 30 s later one more is answered, then waits double.
  expect((await requestPasswordReset(env, ctx, fromClient(ip), parent.email, t0 + 41_000)).ok).toBe(true);
  expect(await requestPasswordReset(env, ctx, fromClient(ip), parent.email, t0 + 42_000)).toMatchObject({
    ok: false,
    message: expect.stringContaining("Please wait 59 seconds"),
  });
  // A new window starts afresh.
  expect((await requestPasswordReset(env, ctx, fromClient(ip), parent.email, t0 + 16 * 60_000)).ok).toBe(true);
  await Promise.all(pending);
});

test("forty addresses from one connection: the page answers the first ten and then says, in words, to wait", async () => {
  const ip = "198.51.100.77";
  const tag = crypto.randomUUID().slice(0, 8);
  const statuses: number[] = [];
  let lastPage = "";
  for (let i = 0; i < 40; i++) {
    const response = await SELF.fetch(formPost("/forgot-password", { email: `family-${tag}-${i}@example.org` }, { "CF-Connecting-IP": ip }));
    statuses.push(response.status);
    lastPage = await response.text();
  }
  expect(statuses.slice(0, 10)).toEqual(Array(10).fill(200));
  expect(statuses.slice(10)).toEqual(Array(30).fill(429));
  expect(lastPage).toContain("Too many password reset requests from this connection. Please wait");
  expect(lastPage).not.toContain(SENT);
  // The answer a family on another connection gets is unchanged.
  const other = await SELF.fetch(formPost("/forgot-password", { email: `family-${tag}-0@example.org` }, { "CF-Connecting-IP": "198.51.100.78" }));
  expect(other.status).toBe(200);
  expect(await other.text()).toContain(SENT);
});
