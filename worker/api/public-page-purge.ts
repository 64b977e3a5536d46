import { createMiddleware } from "hono/factory";
import { editOrigins, purgePublicPages } from "~/server/public-page-purge.server";

/** Purges the public pages with photos after every successful media write through the API. */
export const purgeAfterMediaWrite = createMiddleware<{ Bindings: Env }>(async (c, next) => {
  await next();
  if (c.req.method !== "GET" && c.res.ok) {
    await purgePublicPages(editOrigins(c.req.raw, c.env));
  }
});
