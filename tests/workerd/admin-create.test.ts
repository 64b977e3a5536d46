// `npm run admin:create`, `admin:grant` and `admin:revoke` (scripts/admin-role.ts) call these
// functions with wrangler's D1 as the runner; here the runner is the test D1, then the account is
// used through the pages, as its owner (or a stranger) would.
import { SELF } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { expect, test } from "vitest";
import { ADMIN_SETUP_LINK_TTL_MS, createAdminAccount, grantAdmin, revokeAdmin } from "../../app/server/admin-accounts.server";
import { d1Runner } from "../../app/server/statements.server";
import { createUser, formPost, mailArriving, sessionCookieFor } from "../support/factories";

const run = d1Runner(env.DB);
const cookieOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .find((c) => c.startsWith("sarraka_session=") && !c.startsWith("sarraka_session=;"))
    ?.split(";")[0];

async function createAdmin(email: string, now = Date.now()) {
  const created = await createAdminAccount(run, email, now);
  return { token: created.ok ? created.token : "", created };
}

async function signInAt(path: string, email: string, password: string) {
  const signIn = await SELF.fetch(formPost("/sign-in", { email, password, redirectTo: path }, { "CF-Connecting-IP": "198.51.100.140" }));
  const cookie = cookieOf(signIn);
  return { signIn, page: cookie ? await SELF.fetch(`http://localhost${path}`, { headers: { Cookie: cookie } }) : null };
}

async function setPassword(token: string, password: string) {
  return SELF.fetch(formPost("/reset-password", { token, password, confirmPassword: password }));
}

const adminRow = (email: string) =>
  env.DB.prepare("SELECT is_admin, email_verified_at, password_hash FROM users WHERE email = ?")
    .bind(email)
    .first<{ is_admin: number; email_verified_at: number | null; password_hash: string | null }>();

test("a created admin sets a password through the printed link, signs in and reaches the dashboard", async () => {
  const email = `office-${crypto.randomUUID().slice(0, 8)}@example.org`;
  const { token, created } = await createAdmin(email);
  expect(created).toMatchObject({ ok: true, message: `${email} is an admin with a confirmed address (the database).` });
  // No password yet: nothing to guess.
  expect((await signInAt("/admin", email, "tide pools at low tide")).page).toBeNull();

  const form = await SELF.fetch(`http://localhost/reset-password?token=${encodeURIComponent(token)}`);
  expect(await form.text()).toContain("Save my new password");
  expect((await setPassword(token, "tide pools at low tide")).headers.get("Location")).toBe("/sign-in?notice=password-reset");

  const { signIn, page } = await signInAt("/admin", email, "tide pools at low tide");
  expect(signIn.headers.get("Location")).toBe("/admin");
  expect(page!.status).toBe(200);
  expect(await page!.text()).toContain("Admin Dashboard");

  // The link works once.
  expect(await (await setPassword(token, "another long phrase")).text()).toContain("This link is invalid or has expired");
});

test("a stranger who signed up first with the office's address loses the account to create: their password and sessions end", async () => {
  const email = `office-${crypto.randomUUID().slice(0, 8)}@example.org`;
  // The stranger signs up with the office's address and never confirms it.
  const signUp = await SELF.fetch(
    formPost("/sign-up", { firstName: "Not", lastName: "TheOffice", email, password: "stranger's long phrase" }, { "CF-Connecting-IP": "198.51.100.141" }),
  );
  expect(signUp.status).toBeLessThan(400);
  const stranger = (await env.DB.prepare("SELECT id FROM users WHERE email = ?").bind(email).first<{ id: string }>())!;
  const strangersLink = new URL((await mailArriving(email)).link);
  const strangersSession = await sessionCookieFor(stranger.id);

  const { token, created } = await createAdmin(email);
  expect(created.ok).toBe(true);
  expect(created.message).toContain("never confirmed");

  // The stranger's password no longer signs in (as an admin or at all), their session is over,
  // and the confirmation link they were mailed is dead.
  const { signIn, page } = await signInAt("/admin", email, "stranger's long phrase");
  expect(page).toBeNull();
  expect(await signIn.text()).toContain("Invalid e-mail or password.");
  expect((await SELF.fetch("http://localhost/api/auth/user", { headers: { Cookie: strangersSession } })).status).toBe(401);
  expect(await env.DB.prepare("SELECT count(*) AS n FROM user_sessions WHERE user_id = ?").bind(stranger.id).first("n")).toBe(0);
  const confirm = await SELF.fetch(formPost("/verify-email", { token: strangersLink.searchParams.get("token")! }));
  expect(await confirm.text()).toContain("This link is invalid or has expired");

  // The mailbox's owner, who got the printed link, is the admin.
  await setPassword(token, "tide pools at low tide");
  expect(await (await signInAt("/admin", email, "tide pools at low tide")).page!.text()).toContain("Admin Dashboard");
});

test("creating again for a confirmed account ends its password and gives a new link; a link lasts a day", async () => {
  const parent = await createUser();
  const old = await createAdmin(parent.email, Date.now() - ADMIN_SETUP_LINK_TTL_MS - 1000);
  expect(old.created).toMatchObject({ ok: true, message: expect.stringContaining("already had a confirmed account") });
  expect(await (await SELF.fetch(`http://localhost/reset-password?token=${encodeURIComponent(old.token)}`)).text()).toContain(
    "This link is invalid or has expired",
  );
  expect((await signInAt("/admin", parent.email, "correct horse battery")).page).toBeNull();
  const again = await createAdmin(parent.email);
  await setPassword(again.token, "tide pools at low tide");
  expect(await (await signInAt("/admin", parent.email, "tide pools at low tide")).page!.text()).toContain("Admin Dashboard");
});

test("granting admin refuses an account whose address was never confirmed, and says what to do", async () => {
  const stranger = await createUser({ emailVerifiedAt: null });
  const refused = await grantAdmin(run, stranger.email, "the local database");
  expect(refused).toEqual({ ok: false, message: expect.stringContaining(`${stranger.email} has not confirmed its address in the local database`) });
  expect(refused.message).toContain(`npm run admin:create -- ${stranger.email}`);
  expect(await adminRow(stranger.email)).toMatchObject({ is_admin: 0, email_verified_at: null });
  expect((await signInAt("/admin", stranger.email, "correct horse battery")).page).toBeNull();
});

test("granting admin to a confirmed account lets it reach the dashboard with its own password; revoking ends that", async () => {
  const parent = await createUser();
  expect(await grantAdmin(run, parent.email)).toEqual({ ok: true, message: `${parent.email} is now an admin (the database).` });
  const { page } = await signInAt("/admin", parent.email, "correct horse battery");
  expect(await page!.text()).toContain("Admin Dashboard");
  expect(await revokeAdmin(run, parent.email)).toMatchObject({ ok: true });
  expect((await adminRow(parent.email))!.is_admin).toBe(0);
  expect(await grantAdmin(run, "nobody-here@example.org")).toMatchObject({ ok: false, message: expect.stringContaining("No account with the e-mail") });
});

test("a deleted account is not brought back by admin:create or admin:grant", async () => {
  const gone = await createUser({ deletedAt: Date.now() });
  const { created } = await createAdmin(gone.email);
  expect(created).toMatchObject({ ok: false, message: expect.stringContaining("deleted account") });
  expect(await grantAdmin(run, gone.email)).toMatchObject({ ok: false });
  expect((await adminRow(gone.email))!.is_admin).toBe(0);
  expect(await env.DB.prepare("SELECT count(*) AS n FROM auth_tokens WHERE user_id = ?").bind(gone.id).first("n")).toBe(0);
});
