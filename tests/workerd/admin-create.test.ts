// `npm run admin:create` and `admin:grant` run these statements through `wrangler d1 execute`
// (scripts/admin-role.ts); here they run against the test D1, then the account is used through
// the pages, as its owner would.
import { SELF } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { expect, test } from "vitest";
import { hashToken, randomToken } from "../../app/server/tokens.server";
import { ADMIN_SETUP_LINK_TTL_MS, createAdminSql, grantAdminSql } from "../../scripts/admin-account-sql";
import { createUser, formPost } from "../support/factories";

const run = (statements: string[]) => env.DB.batch(statements.map((sql) => env.DB.prepare(sql)));
const cookieOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .find((c) => c.startsWith("sarraka_session=") && !c.startsWith("sarraka_session=;"))
    ?.split(";")[0];

async function createAdmin(email: string, now = Date.now()) {
  const token = randomToken();
  const results = await run(createAdminSql({ email, userId: crypto.randomUUID(), tokenHash: await hashToken(token), now }));
  return { token, created: results.at(-1)!.results.length === 1 };
}

async function signInAt(path: string, email: string, password: string) {
  const signIn = await SELF.fetch(formPost("/sign-in", { email, password, redirectTo: path }, { "CF-Connecting-IP": "198.51.100.140" }));
  const cookie = cookieOf(signIn);
  return { signIn, page: cookie ? await SELF.fetch(`http://localhost${path}`, { headers: { Cookie: cookie } }) : null };
}

test("a created admin sets a password through the printed link, signs in and reaches the dashboard", async () => {
  const email = `office-${crypto.randomUUID().slice(0, 8)}@example.org`;
  const { token, created } = await createAdmin(email);
  expect(created).toBe(true);
  // No password yet: nothing to guess.
  expect((await signInAt("/admin", email, "tide pools at low tide")).page).toBeNull();

  const form = await SELF.fetch(`http://localhost/reset-password?token=${encodeURIComponent(token)}`);
  expect(await form.text()).toContain("Save my new password");
  const set = await SELF.fetch(formPost("/reset-password", { token, password: "tide pools at low tide", confirmPassword: "tide pools at low tide" }));
  expect(set.headers.get("Location")).toBe("/sign-in?notice=password-reset");

  const { signIn, page } = await signInAt("/admin", email, "tide pools at low tide");
  expect(signIn.headers.get("Location")).toBe("/admin");
  expect(page!.status).toBe(200);
  expect(await page!.text()).toContain("Admin Dashboard");

  // The link works once.
  const again = await SELF.fetch(formPost("/reset-password", { token, password: "another long phrase", confirmPassword: "another long phrase" }));
  expect(await again.text()).toContain("This link is invalid or has expired");
});

test("the link lasts a day; creating again promotes the existing account and keeps its password", async () => {
  const parent = await createUser({ emailVerifiedAt: null });
  const old = await createAdmin(parent.email, Date.now() - ADMIN_SETUP_LINK_TTL_MS - 1000);
  expect(old.created).toBe(true);
  expect(await (await SELF.fetch(`http://localhost/reset-password?token=${encodeURIComponent(old.token)}`)).text()).toContain(
    "This link is invalid or has expired",
  );
  const { page } = await signInAt("/admin", parent.email, "correct horse battery");
  expect(await page!.text()).toContain("Admin Dashboard");
});

test("granting admin confirms the address, so the office's new admin can sign in at once", async () => {
  const parent = await createUser({ emailVerifiedAt: null });
  const [granted] = await run(grantAdminSql(parent.email, Date.now()));
  expect(granted.results).toHaveLength(1);
  const { signIn, page } = await signInAt("/admin", parent.email, "correct horse battery");
  expect(signIn.status).toBe(302);
  expect(await page!.text()).toContain("Admin Dashboard");
});

test("a deleted account is not brought back by admin:create", async () => {
  const gone = await createUser({ deletedAt: Date.now() });
  const { created } = await createAdmin(gone.email);
  expect(created).toBe(false);
  const row = await env.DB.prepare("SELECT is_admin FROM users WHERE id = ?").bind(gone.id).first<{ is_admin: number }>();
  expect(row!.is_admin).toBe(0);
});
