import { SELF } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { expect, test } from "vitest";
import { accountThrottleKey, checkLoginAllowed, clearLoginFailures, parentSignInThrottleKeys, recordLoginFailure } from "~/server/login-throttle.server";
import { deleteExpiredAuthRecords } from "../../app/server/expired-records.server";
import { createUser, formPost } from "../support/factories";

test("an account is slowed after 5 failures, with doubling waits, and refused after 10", async () => {
  const keys = [accountThrottleKey("parent", "slow@example.org")];
  const t0 = Date.UTC(2026, 10, 1, 12);
  for (let i = 1; i <= 4; i++) await recordLoginFailure(env, keys, t0 + i);
  expect(await checkLoginAllowed(env, keys, t0 + 10)).toEqual({ allowed: true });

  await recordLoginFailure(env, keys, t0 + 5);
  expect(await checkLoginAllowed(env, keys, t0 + 10)).toEqual({ allowed: false, retryAfterSeconds: 30 });
  expect((await checkLoginAllowed(env, keys, t0 + 31_000)).allowed).toBe(true);

  await recordLoginFailure(env, keys, t0 + 31_000);
  expect(await checkLoginAllowed(env, keys, t0 + 31_000)).toEqual({ allowed: false, retryAfterSeconds: 60 });

  let at = t0 + 100_000;
  for (let failures = 7; failures <= 10; failures++, at += (10 * 60_000) / 4) await recordLoginFailure(env, keys, at);
  // The 10th failure locks the account until the 15-minute window ends.
  const refused = await checkLoginAllowed(env, keys, at);
  expect(refused.allowed).toBe(false);
  expect(await checkLoginAllowed(env, keys, t0 + 15 * 60_000 + 1)).toEqual({ allowed: true });

  // A failure after the window starts a new count.
  await recordLoginFailure(env, keys, t0 + 16 * 60_000);
  expect(await checkLoginAllowed(env, keys, t0 + 16 * 60_000)).toEqual({ allowed: true });
  await clearLoginFailures(env, keys);
});

test("one client is slowed only after many more failures than one account", async () => {
  const keys = ["client:203.0.113.9"];
  const t0 = Date.UTC(2026, 10, 2, 12);
  for (let i = 1; i <= 19; i++) await recordLoginFailure(env, keys, t0 + i);
  expect((await checkLoginAllowed(env, keys, t0 + 100)).allowed).toBe(true);
  await recordLoginFailure(env, keys, t0 + 200);
  expect(await checkLoginAllowed(env, keys, t0 + 200)).toEqual({ allowed: false, retryAfterSeconds: 30 });
});

test("repeated wrong passwords are refused to that connection with a clear message, even with the right password", async () => {
  const user = await createUser();
  const ip = { "CF-Connecting-IP": "192.0.2.44" };
  for (let i = 0; i < 4; i++) {
    const response = await SELF.fetch(formPost("/sign-in", { email: user.email, password: `wrong guess ${i}` }, ip));
    expect(response.status).toBe(401);
  }
  const fifth = await SELF.fetch(formPost("/sign-in", { email: user.email, password: "wrong guess 5" }, ip));
  expect(fifth.status).toBe(429);
  expect(await fifth.text()).toContain("Too many failed sign-in attempts. Please wait 30 seconds and try again.");
  const right = await SELF.fetch(formPost("/sign-in", { email: user.email, password: "correct horse battery" }, ip));
  expect(right.status).toBe(429);
  expect(right.headers.getSetCookie().some((c) => c.startsWith("sarraka_session=") && !c.startsWith("sarraka_session=;"))).toBe(false);

  // An unknown address is counted the same way, so the answers cannot tell them apart.
  const ghost = `ghost-${crypto.randomUUID().slice(0, 6)}@example.org`;
  for (let i = 0; i < 4; i++) await SELF.fetch(formPost("/sign-in", { email: ghost, password: "x" }, { "CF-Connecting-IP": "192.0.2.46" }));
  const ghostFifth = await SELF.fetch(formPost("/sign-in", { email: ghost, password: "x" }, { "CF-Connecting-IP": "192.0.2.46" }));
  expect(ghostFifth.status).toBe(429);
});

test("a stranger's wrong guesses lock only the stranger: the parent signs in from home at once", async () => {
  const user = await createUser();
  const stranger = { "CF-Connecting-IP": "198.51.100.7" };
  for (let i = 0; i < 5; i++) await SELF.fetch(formPost("/sign-in", { email: user.email, password: `guess ${i}` }, stranger));
  const strangerAgain = await SELF.fetch(formPost("/sign-in", { email: user.email, password: "correct horse battery" }, stranger));
  expect(strangerAgain.status).toBe(429);
  expect(await strangerAgain.text()).toContain("Too many failed sign-in attempts.");

  const home = await SELF.fetch(formPost("/sign-in", { email: user.email, password: "correct horse battery" }, { "CF-Connecting-IP": "203.0.113.20" }));
  expect(home.status).toBe(302);
  expect(home.headers.getSetCookie().some((c) => c.startsWith("sarraka_session=") && !c.startsWith("sarraka_session=;"))).toBe(true);
});

test("an account tried from many connections meets its own ceiling, far above what one connection can add", async () => {
  const email = "ceiling@example.org";
  const from = (n: number) => parentSignInThrottleKeys(email, new Request("http://localhost/sign-in", { headers: { "CF-Connecting-IP": `192.0.2.${n}` } }));
  const elsewhere = from(200);
  const t0 = Date.UTC(2026, 10, 3, 12);
  // Nine connections, each until it is refused (10 failures): 90 failures, under the ceiling.
  let at = t0;
  for (let n = 1; n <= 9; n++) {
    for (let i = 0; i < 10; i++) await recordLoginFailure(env, from(n), (at += 1));
    expect((await checkLoginAllowed(env, from(n), at + 60_000)).allowed).toBe(false);
  }
  expect((await checkLoginAllowed(env, elsewhere, at)).allowed).toBe(true);
  // The 100th failure refuses the account everywhere for the rest of the window.
  for (let i = 0; i < 10; i++) await recordLoginFailure(env, from(10), (at += 1));
  const refused = await checkLoginAllowed(env, elsewhere, at);
  expect(refused.allowed).toBe(false);
  expect(refused.allowed ? 0 : refused.retryAfterSeconds).toBeGreaterThan(14 * 60);
  expect((await checkLoginAllowed(env, elsewhere, t0 + 15 * 60_000 + 2)).allowed).toBe(true);
  for (let n = 1; n <= 10; n++) await clearLoginFailures(env, from(n));
});

test("the nightly clean-up forgets day-old failed sign-ins, locked or not, and keeps today's", async () => {
  const now = Date.UTC(2026, 10, 23, 3);
  const twoDaysAgo = now - 2 * 24 * 60 * 60 * 1000;
  const few = [accountThrottleKey("parent", "few-failures@example.org")];
  const many = [accountThrottleKey("parent", "many-failures@example.org")];
  const today = [accountThrottleKey("parent", "today@example.org")];
  await recordLoginFailure(env, few, twoDaysAgo);
  for (let i = 0; i < 10; i++) await recordLoginFailure(env, many, twoDaysAgo + i);
  await recordLoginFailure(env, today, now - 60_000);

  await deleteExpiredAuthRecords(env, new Date(now));

  const left = await env.DB.prepare("SELECT key FROM login_throttles WHERE key IN (?, ?, ?)").bind(few[0], many[0], today[0]).all<{ key: string }>();
  expect(left.results.map((r) => r.key)).toEqual(today);
  await clearLoginFailures(env, today);
});
