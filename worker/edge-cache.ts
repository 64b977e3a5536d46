// The edge cache for public pages. Visitors (no session cookie) get public pages from the
// Worker's Cache API, each kept under ONE address: its path, or its `.data` twin's. Whatever else
// the address carries (utm_source, fbclid, React Router's `_routes`) is dropped before the page
// is rendered and looked up, so an office edit's purge of that path reaches every copy. A view
// chosen with the page's own parameters (the media archive's filters), and a page that changes
// without an edit to purge it (the lottery's seal), are rendered for each request and never kept. Anything answered to a signed-in request is `private, no-store` and
// never written to the shared cache: the header shows the user's name and buttons.
import { hasSessionToken } from "~/server/session.server";
import { PUBLIC_PAGES as PAGE_LIST, PUBLIC_PAGE_PATHS } from "~/content/public-pages";
import { keepPage, recallPage } from "~/server/public-page-memory.server";

/** Public pages, as path names; their `.data` twins (client navigations) are cached alike. */
export const PUBLIC_PAGES: ReadonlySet<string> = new Set(PUBLIC_PAGE_PATHS);

// Browsers always revalidate (max-age=0), so signing in or out shows the right header at once;
// the edge keeps a page for 10 minutes, so content edits appear within that time.
export const PUBLIC_CACHE_CONTROL = "public, max-age=0, s-maxage=600";
export const PRIVATE_CACHE_CONTROL = "private, no-store";
// A view chosen with a page's own parameters: public, but kept by no cache.
export const UNKEPT_CACHE_CONTROL = "public, max-age=0, s-maxage=0";

/** The home page's data twin: `/_.data` in React Router 8 (`/_root.data` before it). */
export const HOME_DATA_PATHS = ["/_.data", "/_root.data"];

function pagePath(pathname: string) {
  if (HOME_DATA_PATHS.includes(pathname)) return "/";
  return pathname.endsWith(".data") ? pathname.slice(0, -".data".length) : pathname;
}

const VIEWS = new Map(PAGE_LIST.map((page) => [page.path, page.views ?? []]));
const LIVE = new Set(PAGE_LIST.filter((page) => page.live).map((page) => page.path));

export function isPublicPageRequest(request: Request) {
  if (request.method !== "GET") return false;
  return PUBLIC_PAGES.has(pagePath(new URL(request.url).pathname));
}

/**
 * The one address a public page's copy is kept under (its path, or its data twin's, with no
 * query), or null for a live page or a view chosen with the page's own parameters, never kept.
 */
export function cacheAddress(url: URL): URL | null {
  if (LIVE.has(pagePath(url.pathname))) return null;
  const views = VIEWS.get(pagePath(url.pathname)) ?? [];
  if (views.some((name) => url.searchParams.has(name))) return null;
  return new URL(url.pathname, url.origin);
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

  const address = cacheAddress(new URL(request.url));
  if (!address) return withCacheControl(await render(request), UNKEPT_CACHE_CONTROL);
  // Rendered from the kept address: what is stored is what any variant of it would show.
  const page = new Request(address, request);
  // The app's tsconfig also loads the DOM types, whose CacheStorage lacks Workers' `default`.
  const cache = (caches as unknown as { default: Cache }).default;
  const key = new Request(address, { method: "GET" });
  // A hit is sent as it was stored (bytes and headers): the security wrapper's copy is the only
  // work left. Pages served in the last seconds come from this instance's memory first.
  const recalled = recallPage(page);
  if (recalled) return recalled;
  const hit = await cache.match(key);
  if (hit) {
    const body = await hit.arrayBuffer();
    await keepPage(page.url, body, hit);
    return new Response(body, hit);
  }

  const response = await render(page);
  // Only complete, cookie-free successes are shared; errors and redirects are rendered anew.
  if (response.status !== 200 || response.headers.has("Set-Cookie")) return response;
  const shared = withCacheControl(response, PUBLIC_CACHE_CONTROL, "MISS");
  const stored = shared.clone();
  stored.headers.set("X-Edge-Cache", "HIT");
  ctx.waitUntil(cache.put(key, stored));
  return shared;
}
