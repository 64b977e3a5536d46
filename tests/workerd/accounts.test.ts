import { SELF } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { expect, test } from "vitest";
import { createUser, formPost, latestMailTo, mailArriving, sessionCookieFor } from "../support/factories";
import { worker } from "../support/worker";

const cookieOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .find((c) => c.startsWith("sarraka_session=") && c !== "sarraka_session=");

async function whoIs(cookie: string | undefined) {
  return SELF.fetch("http://localhost/api/auth/user", { headers: cookie ? { Cookie: cookie } : {} });
}

const uniqueEmail = () => `family-${crypto.randomUUID().slice(0, 8)}@example.org`;

async function signUp(email: string, password = "sea otters swim at dawn") {
  return SELF.fetch(formPost("/sign-up", { firstName: "Dana", lastName: "Okafor", email, password }));
}

test("signing up creates an unverified account and mails a one-time verification link", async () => {
  const email = uniqueEmail();
  const response = await signUp(email.toUpperCase());
  expect(response.status).toBe(200);
  expect(await response.text()).toContain("Check your e-mail");
  const user = await env.DB.prepare("SELECT email, password_hash, email_verified_at FROM users WHERE email = ?")
    .bind(email)
    .first<{ password_hash: string; email_verified_at: number | null }>();
  expect(user?.email_verified_at).toBeNull();
  expect(user?.password_hash).toMatch(/^pbkdf2-sha256\$100000\$/);

  const mail = await mailArriving(email, "http://localhost/verify-email?token=");
  expect(mail?.kind).toBe("verify-email");
  const token = new URL(mail!.link!).searchParams.get("token")!;
  // Opening the link only shows a button (mail scanners must not use it up).
  expect(await (await SELF.fetch(mail!.link!)).text()).toContain("Confirm my e-mail");
  const verified = await SELF.fetch(formPost("/verify-email", { token }));
  expect(verified.status).toBe(302);
  expect(verified.headers.get("Location")).toBe("/sign-in?notice=verified");
  const after = await env.DB.prepare("SELECT email_verified_at FROM users WHERE email = ?").bind(email).first<{ email_verified_at: number | null }>();
  expect(after?.email_verified_at).toBeGreaterThan(0);

  const again = await SELF.fetch(formPost("/verify-email", { token }));
  expect(await again.text()).toContain("This link is invalid or has expired");
});

test("signing up with an address that has an account answers the same and mails the owner", async () => {
  const existing = await createUser();
  const response = await signUp(existing.email);
  expect(response.status).toBe(200);
  expect(await response.text()).toContain("Check your e-mail");
  expect((await mailArriving(existing.email))?.kind).toBe("account-exists");
  const count = await env.DB.prepare("SELECT count(*) AS n FROM users WHERE email = ?").bind(existing.email).first<{ n: number }>();
  expect(count?.n).toBe(1);
});

test("short and common passwords are refused with a clear message", async () => {
  const email = uniqueEmail();
  const short = await signUp(email, "otter1");
  expect(short.status).toBe(400);
  expect(await short.text()).toContain("Your password must be at least 8 characters.");
  const common = await signUp(email, "Password1");
  expect(common.status).toBe(400);
  expect(await common.text()).toContain("one of the most common passwords");
  const sunshine = await signUp(email, "sunshine");
  expect(await sunshine.text()).toContain("one of the most common passwords");
  expect(await env.DB.prepare("SELECT id FROM users WHERE email = ?").bind(email).first()).toBeNull();
});

test("an unverified account cannot sign in until the e-mail is confirmed; a new link is sent", async () => {
  const user = await createUser({ emailVerifiedAt: null });
  const response = await SELF.fetch(formPost("/sign-in", { email: user.email, password: "correct horse battery" }));
  expect(response.status).toBe(403);
  expect(cookieOf(response)).toBeUndefined();
  expect(await response.text()).toContain("Please confirm your e-mail address first");
  expect((await latestMailTo(user.email))?.kind).toBe("verify-email");
});

test("signing in sets a fresh HttpOnly SameSite=Lax session and /api/auth/user answers the user", async () => {
  const user = await createUser({ isAdmin: true });
  const before = await sessionCookieFor(user.id);
  const response = await SELF.fetch(
    formPost("/sign-in", { email: ` ${user.email.toUpperCase()} `, password: "correct horse battery", redirectTo: "/admin" }, { Cookie: before }),
  );
  expect(response.status).toBe(302);
  expect(response.headers.get("Location")).toBe("/admin");
  const setCookie = response.headers.getSetCookie().find((c) => c.startsWith("sarraka_session=") && !c.startsWith("sarraka_session=;"))!;
  expect(setCookie).toContain("HttpOnly");
  expect(setCookie).toContain("SameSite=Lax");
  const cookie = cookieOf(response)!;
  expect(cookie).not.toBe(before);
  // The session the browser had before signing in is gone.
  expect((await whoIs(before)).status).toBe(401);
  const me = await whoIs(cookie);
  expect(me.status).toBe(200);
  expect(await me.json()).toMatchObject({ id: user.id, email: user.email, isAdmin: true, emailVerified: true });
});

test("signed out, /api/auth/user answers 401", async () => {
  const response = await whoIs(undefined);
  expect(response.status).toBe(401);
  expect(await response.json()).toEqual({ message: "Unauthorized" });
});

test("a wrong password and an unknown e-mail get exactly the same answer", async () => {
  const user = await createUser();
  const wrong = await SELF.fetch(formPost("/sign-in", { email: user.email, password: "not the password" }, { "CF-Connecting-IP": "198.51.100.7" }));
  const unknown = await SELF.fetch(formPost("/sign-in", { email: uniqueEmail(), password: "not the password" }, { "CF-Connecting-IP": "198.51.100.8" }));
  expect(wrong.status).toBe(401);
  expect(unknown.status).toBe(wrong.status);
  expect(await wrong.text()).toContain("Invalid e-mail or password.");
  expect(await unknown.text()).toContain("Invalid e-mail or password.");
  expect(await latestMailTo(user.email)).toBeNull();
});

test("a forgotten password is reset through a one-time link, ending every session", async () => {
  const user = await createUser();
  const phone = await sessionCookieFor(user.id);
  const laptop = await sessionCookieFor(user.id);

  const unknown = await SELF.fetch(formPost("/forgot-password", { email: uniqueEmail() }));
  const known = await SELF.fetch(formPost("/forgot-password", { email: user.email }));
  expect(unknown.status).toBe(200);
  expect(known.status).toBe(200);
  const message = "If an account exists for that e-mail, we've sent it a link to reset the password.";
  expect((await unknown.text()).replace(/&#x27;/g, "'")).toContain(message);
  expect((await known.text()).replace(/&#x27;/g, "'")).toContain(message);

  const mail = await mailArriving(user.email, "http://localhost/reset-password?token=");
  expect(mail?.kind).toBe("reset-password");
  const token = new URL(mail!.link!).searchParams.get("token")!;
  expect(await (await SELF.fetch(mail!.link!)).text()).toContain("Save my new password");

  const mismatch = await SELF.fetch(formPost("/reset-password", { token, password: "whales sing softly", confirmPassword: "whales sing loudly" }));
  expect(await mismatch.text()).toContain("The two passwords do not match.");

  const reset = await SELF.fetch(formPost("/reset-password", { token, password: "whales sing softly", confirmPassword: "whales sing softly" }));
  expect(reset.status).toBe(302);
  expect(reset.headers.get("Location")).toBe("/sign-in?notice=password-reset");
  expect((await whoIs(phone)).status).toBe(401);
  expect((await whoIs(laptop)).status).toBe(401);

  const old = await SELF.fetch(formPost("/sign-in", { email: user.email, password: "correct horse battery" }));
  expect(old.status).toBe(401);
  const fresh = await SELF.fetch(formPost("/sign-in", { email: user.email, password: "whales sing softly" }));
  expect(fresh.status).toBe(302);

  const reused = await SELF.fetch(formPost("/reset-password", { token, password: "another fine phrase", confirmPassword: "another fine phrase" }));
  expect(await reused.text()).toContain("This link is invalid or has expired");
});

test("an expired reset link is refused", async () => {
  const user = await createUser();
  await SELF.fetch(formPost("/forgot-password", { email: user.email }));
  const token = new URL((await mailArriving(user.email, "http://localhost/reset-password")).link).searchParams.get("token")!;
  await env.DB.prepare("UPDATE auth_tokens SET expires_at = ? WHERE user_id = ?")
    .bind(Date.now() - 1, user.id)
    .run();
  expect(await (await SELF.fetch(`http://localhost/reset-password?token=${token}`)).text()).toContain("This link is invalid or has expired");
  const reset = await SELF.fetch(formPost("/reset-password", { token, password: "whales sing softly", confirmPassword: "whales sing softly" }));
  expect(reset.status).toBe(400);
  expect(await reset.text()).toContain("This link is invalid or has expired");
});

test("/api/login leads to the sign-in page, keeping only a same-origin redirect", async () => {
  const go = (query: string, cookie?: string) =>
    SELF.fetch(`http://localhost/api/login${query}`, { redirect: "manual", headers: cookie ? { Cookie: cookie } : {} });
  expect((await go("")).headers.get("Location")).toBe("/sign-in");
  expect((await go("?redirect=/admin")).headers.get("Location")).toBe("/sign-in?redirect=%2Fadmin");
  for (const evil of ["https://evil.example/", "//evil.example", "/\\evil.example", "javascript:alert(1)", "/\t/evil.example", "https:evil.example"]) {
    const response = await go(`?redirect=${encodeURIComponent(evil)}`);
    expect(response.status).toBe(302);
    expect(response.headers.get("Location"), evil).toMatch(/^\/sign-in/);
    expect(response.headers.get("Location"), evil).not.toContain("evil");
  }
  const user = await createUser();
  const signedIn = await go("?redirect=/checkout%3Fregistration%3D5", await sessionCookieFor(user.id));
  expect(signedIn.headers.get("Location")).toBe("/checkout?registration=5");
  const evilAfterSignIn = await SELF.fetch(
    formPost("/sign-in", { email: user.email, password: "correct horse battery", redirectTo: "https://evil.example/phish" }),
  );
  expect(evilAfterSignIn.headers.get("Location")).toBe("/");
});

test("a path that normalises to another site is never a redirect target, signed in or out", async () => {
  const user = await createUser();
  const cookie = await sessionCookieFor(user.id);
  for (const evil of ["/.//evil.example/login", "/x/..//evil.example", "/%2e//evil.example", "/./\\evil.example"]) {
    const query = `?redirect=${encodeURIComponent(evil)}`;
    const signedIn = { redirect: "manual" as const, headers: { Cookie: cookie } };
    for (const response of [
      await SELF.fetch(`http://localhost/api/login${query}`, signedIn),
      await SELF.fetch(`http://localhost/sign-in${query}`, signedIn),
      await SELF.fetch(`http://localhost/api/login${query}`, { redirect: "manual" }),
      await SELF.fetch(formPost("/sign-in", { email: user.email, password: "correct horse battery", redirectTo: evil })),
    ]) {
      expect(response.status, evil).toBe(302);
      expect(response.headers.get("Location"), evil).toMatch(/^\/(?![/\\])/);
      expect(response.headers.get("Location"), evil).not.toContain("evil");
    }
  }
});

test("/api/logout ends the session at once and returns home", async () => {
  const user = await createUser();
  const cookie = await sessionCookieFor(user.id);
  expect((await whoIs(cookie)).status).toBe(200);
  const response = await SELF.fetch("http://localhost/api/logout", { redirect: "manual", headers: { Cookie: cookie, "Sec-Fetch-Site": "same-origin" } });
  expect(response.status).toBe(302);
  expect(response.headers.get("Location")).toBe("/");
  expect(response.headers.getSetCookie().join()).toContain("Max-Age=0");
  expect((await whoIs(cookie)).status).toBe(401);
});

test("a link on another site cannot sign a parent out", async () => {
  const user = await createUser();
  const cookie = await sessionCookieFor(user.id);
  await SELF.fetch("http://localhost/api/logout", { redirect: "manual", headers: { Cookie: cookie, "Sec-Fetch-Site": "cross-site" } });
  expect((await whoIs(cookie)).status).toBe(200);
});

test("a session ends after 7 idle days and after 30 days in any case", async () => {
  const user = await createUser();
  const idle = await sessionCookieFor(user.id);
  const old = await sessionCookieFor(user.id);
  const day = 24 * 60 * 60 * 1000;
  const hash = async (cookie: string) => {
    const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(cookie.split("=")[1]));
    return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, "0")).join("");
  };
  await env.DB.prepare("UPDATE user_sessions SET last_seen_at = ? WHERE id = ?")
    .bind(Date.now() - 7 * day - 1000, await hash(idle))
    .run();
  // Used an hour ago, but started 30 days ago.
  await env.DB.prepare("UPDATE user_sessions SET last_seen_at = ?, expires_at = ? WHERE id = ?")
    .bind(Date.now() - 60_000, Date.now() - 1000, await hash(old))
    .run();
  expect((await whoIs(idle)).status).toBe(401);
  expect((await whoIs(old)).status).toBe(401);
  const left = await env.DB.prepare("SELECT count(*) AS n FROM user_sessions WHERE user_id = ?").bind(user.id).first<{ n: number }>();
  expect(left?.n).toBe(0);

  const active = await sessionCookieFor(user.id);
  await env.DB.prepare("UPDATE user_sessions SET last_seen_at = ? WHERE id = ?")
    .bind(Date.now() - 6 * day, await hash(active))
    .run();
  expect((await whoIs(active)).status).toBe(200);
});

test("Sign in with Google appears only when its client id and secret are set", async () => {
  const page = await (await SELF.fetch("http://localhost/sign-in")).text();
  expect(page).not.toContain("Sign in with Google");
  expect((await SELF.fetch("http://localhost/api/auth/google", { redirect: "manual" })).status).toBe(404);

  const configured = { ...env, GOOGLE_CLIENT_ID: "camp-client-id", GOOGLE_CLIENT_SECRET: "camp-secret" } as Env;
  const ctx = { waitUntil() {}, passThroughOnException() {}, props: {} } as unknown as ExecutionContext;
  const call = (url: string, init?: RequestInit) => worker.fetch(new Request(url, init) as Request<unknown, IncomingRequestCfProperties>, configured, ctx);
  const withGoogle = await (await call("http://localhost/sign-in?redirect=/registration")).text();
  expect(withGoogle).toContain("Sign in with Google");
  const start = await call("http://localhost/api/auth/google?redirect=/registration", { redirect: "manual" });
  expect(start.status).toBe(302);
  const url = new URL(start.headers.get("Location")!);
  expect(url.origin + url.pathname).toBe("https://accounts.google.com/o/oauth2/v2/auth");
  expect(url.searchParams.get("client_id")).toBe("camp-client-id");
  expect(url.searchParams.get("redirect_uri")).toBe("http://localhost/api/auth/google/callback");
  expect(url.searchParams.get("scope")).toBe("openid profile email");
  expect(url.searchParams.get("code_challenge_method")).toBe("S256");
  const flow = start.headers.getSetCookie().find((c) => c.startsWith("sarraka_google="))!;
  expect(flow).toContain(url.searchParams.get("state")!);
  expect(flow).toContain("HttpOnly");
  // A callback whose state does not match the cookie signs nobody in.
  const forged = await call("http://localhost/api/auth/google/callback?code=abc&state=forged", { headers: { Cookie: flow.split(";")[0] } });
  expect(forged.headers.get("Location")).toBe("/sign-in?error=google");
  expect(forged.headers.getSetCookie().some((c) => c.startsWith("sarraka_session=") && !c.startsWith("sarraka_session=;"))).toBe(false);
});
