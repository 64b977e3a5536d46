import { SELF } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { expect, test } from "vitest";
import { findOrCreateGoogleAccount } from "~/server/google-auth.server";
import { createUser, formPost, mailArriving, sessionCookieFor } from "../support/factories";

// The Google token exchange cannot run in tests; the callback hands a verified identity to
// findOrCreateGoogleAccount, which holds the linking rule tested here.
const whoIs = (cookie: string) => SELF.fetch("http://localhost/api/auth/user", { headers: { Cookie: cookie } });
const signIn = (email: string, password: string) =>
  SELF.fetch(formPost("/sign-in", { email, password }, { "CF-Connecting-IP": `192.0.2.${Math.floor(Math.random() * 200) + 1}` }));

test("Google sign-in to an unconfirmed account with the same e-mail ends the password, links and sessions someone else set up", async () => {
  // Someone who does not own the mailbox signed up with the family's address and kept a session.
  const squatted = await createUser({ emailVerifiedAt: null });
  const squatterSession = await sessionCookieFor(squatted.id);
  await SELF.fetch(formPost("/forgot-password", { email: squatted.email }));
  await mailArriving(squatted.email, "http://localhost/reset-password");
  const tokensBefore = await env.DB.prepare("SELECT count(*) AS n FROM auth_tokens WHERE user_id = ?").bind(squatted.id).first<{ n: number }>();
  expect(tokensBefore?.n).toBeGreaterThan(0);

  const userId = await findOrCreateGoogleAccount(env, { sub: `google-${crypto.randomUUID()}`, email: squatted.email });

  expect(userId).toBe(squatted.id);
  expect((await whoIs(squatterSession)).status).toBe(401);
  expect((await signIn(squatted.email, "correct horse battery")).status).toBe(401);
  const row = await env.DB.prepare("SELECT password_hash, email_verified_at FROM users WHERE id = ?")
    .bind(squatted.id)
    .first<{ password_hash: string | null; email_verified_at: number | null }>();
  expect(row?.password_hash).toBeNull();
  expect(row?.email_verified_at).toBeGreaterThan(0);
  const tokensAfter = await env.DB.prepare("SELECT count(*) AS n FROM auth_tokens WHERE user_id = ?").bind(squatted.id).first<{ n: number }>();
  expect(tokensAfter?.n).toBe(0);
});

test("Google sign-in to a confirmed account with the same e-mail keeps its password and sessions", async () => {
  const parent = await createUser();
  const laptop = await sessionCookieFor(parent.id);
  const sub = `google-${crypto.randomUUID()}`;

  expect(await findOrCreateGoogleAccount(env, { sub, email: parent.email })).toBe(parent.id);
  expect(await findOrCreateGoogleAccount(env, { sub, email: parent.email })).toBe(parent.id);
  expect((await whoIs(laptop)).status).toBe(200);
  expect((await signIn(parent.email, "correct horse battery")).status).toBe(302);
});

test("Google sign-in with a new address creates a confirmed account without a password", async () => {
  const email = `new-${crypto.randomUUID().slice(0, 8)}@example.org`;
  const userId = await findOrCreateGoogleAccount(env, { sub: `google-${crypto.randomUUID()}`, email, given_name: "Ana", family_name: "Lopez" });
  const row = await env.DB.prepare("SELECT first_name, password_hash, email_verified_at FROM users WHERE id = ?")
    .bind(userId)
    .first<{ first_name: string; password_hash: string | null; email_verified_at: number | null }>();
  expect(row).toMatchObject({ first_name: "Ana", password_hash: null });
  expect(row?.email_verified_at).toBeGreaterThan(0);
});
