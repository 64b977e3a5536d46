// After a gallery, handbook or content change, the public pages that show it are dropped from the
// edge cache (worker/edge-cache.ts) so visitors see the change at once rather than within the
// cache's 10 minutes. Cache API deletes act on this data centre only; other locations catch up
// when their copy expires. Both doors call it: the admin API (a Hono middleware), the Media tab
// and the Content tab's operations (app/server/admin/site-content.server.ts).
const PAGES_WITH_PHOTOS = ["/", "/gallery", "/about-us"];
// Pages showing what the office edits in the Content tab. The media archive's filtered addresses
// (?year=...) are cached under their own keys and expire on their own.
const PAGES_WITH_OFFICE_CONTENT = ["/testimonials", "/meet-the-team", "/sarraka-media", "/handbooks/uuca", "/handbooks/flc"];

// Each page's `.data` twin (client navigations) is cached alike; the home page's is /_root.data.
const withDataTwins = (path: string) => [path, path === "/" ? "/_root.data" : `${path}.data`];

export async function purgePublicPages(origins: string[]) {
  const cache = (caches as unknown as { default: Cache }).default;
  const paths = [...PAGES_WITH_PHOTOS, ...PAGES_WITH_OFFICE_CONTENT].flatMap(withDataTwins);
  await Promise.all([...new Set(origins)].flatMap((origin) => paths.map((path) => cache.delete(new Request(new URL(path, origin)), { ignoreMethod: true }))));
}
