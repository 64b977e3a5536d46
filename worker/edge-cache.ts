// The edge cache for public pages. Visitors (no session cookie) get public pages from the
// Worker's Cache API, keyed on the full URL (so each media-archive filter is its own entry).
// Anything answered to a signed-in request is `private, no-store` and never written to the
// shared cache: the header shows the user's name and buttons, and must never leak.
import { hasSessionToken } from "~/server/session.server";
import { PUBLIC_PAGE_PATHS } from "~/content/public-pages";
import { keepPage, recallPage } from "~/server/public-page-memory.server";

/** Public pages, as path names; their `.data` twins (client navigations) are cached alike. */
export const PUBLIC_PAGES: ReadonlySet<string> = new Set(PUBLIC_PAGE_PATHS);

// Browsers always revalidate (max-age=0), so signing in or out shows the right header at once;
// the edge keeps a page for 10 minutes, so content edits appear within that time.
export const PUBLIC_CACHE_CONTROL = "public, max-age=0, s-maxage=600";
export const PRIVATE_CACHE_CONTROL = "private, no-store";

function pagePath(pathname: string) {
  if (pathname === "/_root.data") return "/";
  return pathname.endsWith(".data") ? pathname.slice(0, -".data".length) : pathname;
}

export function isPublicPageRequest(request: Request) {
  if (request.method !== "GET") return false;
  return PUBLIC_PAGES.has(pagePath(new URL(request.url).pathname));
}

function withCacheControl(response: Response, value: string, cacheStatus?: "HIT" | "MISS") {
  const copy = new Response(response.body, response);
  copy.headers.set("Cache-Control", value);
  if (cacheStatus) copy.headers.set("X-Edge-Cache", cacheStatus);
  return copy;
}

/**
 * Serves a page through the edge cache when it is a visitor's GET for a public page; otherwise
 * renders it and marks signed-in responses private.
 */
export async function serveWithEdgeCache(request: Request, ctx: ExecutionContext, render: (request: Request) => Promise<Response>): Promise<Response> {
  if (hasSessionToken(request)) {
    return withCacheControl(await render(request), PRIVATE_CACHE_CONTROL);
  }
  if (!isPublicPageRequest(request)) return render(request);

  // The app's tsconfig also loads the DOM types, whose CacheStorage lacks Workers' `default`.
  const cache = (caches as unknown as { default: Cache }).default;
  const key = new Request(request.url, { method: "GET" });
  // A hit is sent as it was stored (bytes and headers): the security wrapper's copy is the only
  // work left. Pages served in the last seconds come from this instance's memory first.
  const recalled = recallPage(request);
  if (recalled) return recalled;
  const hit = await cache.match(key);
  if (hit) {
    const body = await hit.arrayBuffer();
    await keepPage(request.url, body, hit);
    return new Response(body, hit);
  }

  const response = await render(request);
  // Only complete, cookie-free successes are shared; errors and redirects are rendered anew.
  if (response.status !== 200 || response.headers.has("Set-Cookie")) return response;
  const shared = withCacheControl(response, PUBLIC_CACHE_CONTROL, "MISS");
  const stored = shared.clone();
  stored.headers.set("X-Edge-Cache", "HIT");
  ctx.waitUntil(cache.put(key, stored));
  return shared;
}
