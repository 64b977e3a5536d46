import { createMiddleware } from "hono/factory";
import { getSessionUser, hasSessionToken, type SessionUser } from "~/server/session.server";

export type AuthedApiEnv = { Bindings: Env; Variables: { user: SessionUser } };
type ApiEnvWithoutUser = { Bindings: Env };

// JSON answers for the API: 401 when signed out, 403 when signed in without the right role.
export const requireUserApi = createMiddleware<AuthedApiEnv>(async (c, next) => {
  const user = await getSessionUser(c.env, c.req.raw);
  if (!user) return c.json({ message: "Unauthorized" }, 401);
  c.set("user", user);
  await next();
});

export const requireAdminApi = createMiddleware<AuthedApiEnv>(async (c, next) => {
  const user = await getSessionUser(c.env, c.req.raw);
  if (!user) return c.json({ message: "Unauthorized" }, 401);
  if (!user.isAdmin) return c.json({ message: "Forbidden" }, 403);
  c.set("user", user);
  await next();
});

/** For handlers that look the session up themselves: 401 at once when there is no session cookie. */
export const requireSessionCookie = createMiddleware<ApiEnvWithoutUser>(async (c, next) => {
  if (!hasSessionToken(c.req.raw)) return c.json({ message: "Unauthorized" }, 401);
  await next();
});
