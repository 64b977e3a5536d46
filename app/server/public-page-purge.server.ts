// After an office edit (gallery, handbooks, page content), every public page is dropped from the
// edge cache (worker/edge-cache.ts), and its `.data` twin with it, so visitors see the change at
// once rather than within the cache's 10 minutes. The in-memory tier of this instance is
// cleared too; other instances' memory lasts at most MEMORY_MS (public-page-memory.server.ts).
// Cache API deletes act on this data centre only; other locations catch up when their copy
// expires. Every door that changes public content calls it: the admin API (a Hono middleware)
// and the admin tabs' actions.
// Relative imports: the demo seed (tsx, outside Vite) reaches this module through site-content.server.ts.
import { PUBLIC_PAGE_PATHS } from "../content/public-pages";
import { forgetKeptPages } from "./public-page-memory.server";

// Each page is kept under its path and its data twin's only (worker/edge-cache.ts drops every
// query), so these deletes reach every copy of this data centre.
function cachedAddresses(path: string) {
  return path === "/" ? ["/", "/_.data", "/_root.data"] : [path, `${path}.data`];
}

/**
 * The origins whose copies an office edit drops: the one the edit came through (the office's own
 * address, where it checks the change) and the camp's address (APP_URL), where visitors come.
 */
export function editOrigins(request: Request, env: Env): string[] {
  return [new URL(request.url).origin, env.APP_URL];
}

export async function purgePublicPages(origins: string[]) {
  forgetKeptPages();
  const cache = (caches as unknown as { default: Cache }).default;
  await Promise.all(
    [...new Set(origins)].flatMap((origin) =>
      PUBLIC_PAGE_PATHS.flatMap(cachedAddresses).map((path) => cache.delete(new Request(new URL(path, origin)), { ignoreMethod: true })),
    ),
  );
}
