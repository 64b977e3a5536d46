// Browser navigations for signing in and out, and the signed-in user for the pages' scripts.
import { Hono } from "hono";
import { safeRedirectPath } from "~/lib/safe-redirect";
import { clearGoogleFlowCookie, finishGoogleSignIn, isGoogleSignInEnabled, startGoogleSignIn } from "~/server/google-auth.server";
import { createUserSession, destroyUserSession, getSessionUser } from "~/server/session.server";
import type { ApiEnv } from "./index";

function redirectWithCookies(location: string, cookies: string[]) {
  const headers = new Headers({ Location: location });
  for (const cookie of cookies) headers.append("Set-Cookie", cookie);
  return new Response(null, { status: 302, headers });
}

export const authApi = new Hono<ApiEnv>()
  // Sends the browser to the sign-in page, keeping a same-origin `redirect` for afterwards.
  .get("/login", async (c) => {
    const target = safeRedirectPath(c.req.query("redirect"));
    if (await getSessionUser(c.env, c.req.raw)) return c.redirect(target, 302);
    const query = target === "/" ? "" : `?redirect=${encodeURIComponent(target)}`;
    return c.redirect(`/sign-in${query}`, 302);
  })
  .on(["GET", "POST"], "/logout", async (c) => {
    // A link on another site must not sign a parent out; it only lands them on the home page.
    if (c.req.header("Sec-Fetch-Site") === "cross-site") return c.redirect("/", 302);
    return redirectWithCookies("/", [await destroyUserSession(c.env, c.req.raw)]);
  })
  .get("/auth/user", async (c) => {
    const user = await getSessionUser(c.env, c.req.raw);
    if (!user) return c.json({ message: "Unauthorized" }, 401);
    return c.json({
      id: user.id,
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      isAdmin: user.isAdmin,
      emailVerified: user.emailVerifiedAt != null,
    });
  })
  .get("/auth/google", (c) => {
    if (!isGoogleSignInEnabled(c.env)) return c.json({ message: "Not found" }, 404);
    const { url, setCookie } = startGoogleSignIn(c.env, c.req.raw, safeRedirectPath(c.req.query("redirect")));
    return redirectWithCookies(url, [setCookie]);
  })
  .get("/auth/google/callback", async (c) => {
    if (!isGoogleSignInEnabled(c.env)) return c.json({ message: "Not found" }, 404);
    const clear = clearGoogleFlowCookie(c.req.raw);
    const result = await finishGoogleSignIn(c.env, c.req.raw).catch((error) => {
      console.error("google sign-in failed", error);
      return null;
    });
    if (!result) return redirectWithCookies("/sign-in?error=google", [clear]);
    await destroyUserSession(c.env, c.req.raw);
    const session = await createUserSession(c.env, c.req.raw, result.userId);
    return redirectWithCookies(safeRedirectPath(result.redirectTo), [clear, session]);
  });
