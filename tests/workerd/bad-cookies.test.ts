// A cookie is input like any other: one that does not decode is ignored (as if it were not sent),
// so the visitor gets the page or the API's usual answer, never a server error.
import { SELF } from "cloudflare:test";
import { expect, test } from "vitest";
import { createUser, sessionCookieFor } from "../support/factories";

const BROKEN = "%E0%A4%A";
const withCookie = (path: string, cookie: string) => SELF.fetch(`http://localhost${path}`, { headers: { Cookie: cookie }, redirect: "manual" });

test("public pages answer normally with a session or staff cookie that does not decode", async () => {
  for (const cookie of [`sarraka_session=${BROKEN}`, `sarraka_staff=${BROKEN}`, `theme=dark; sarraka_session=${BROKEN}; sarraka_staff=${BROKEN}`]) {
    for (const [path, words] of [
      ["/", "Camp Sarraka"],
      ["/about-us", "Camp Sarraka"],
      ["/sign-in", "Sign in"],
      ["/attendance-login", "Attendance Login"],
    ]) {
      const response = await withCookie(path, cookie);
      expect(response.status, `${path} with ${cookie}`).toBe(200);
      expect(await response.text()).toContain(words);
    }
  }
});

test("API routes answer as for a visitor without a session, and a good cookie beside a broken one still signs in", async () => {
  const signedOut = await withCookie("/api/auth/user", `sarraka_session=${BROKEN}`);
  expect(signedOut.status).toBe(401);
  expect(await signedOut.json()).toMatchObject({ message: expect.any(String) });
  expect((await withCookie("/api/health", `sarraka_session=${BROKEN}`)).status).toBe(200);
  expect((await withCookie("/api/school-year-content", `sarraka_session=${BROKEN}`)).status).toBe(200);

  const parent = await createUser();
  const good = await sessionCookieFor(parent.id);
  const both = await withCookie("/api/auth/user", `sarraka_staff=${BROKEN}; ${good}; other=${BROKEN}`);
  expect(both.status).toBe(200);
  expect(await both.json()).toMatchObject({ email: parent.email });
});
