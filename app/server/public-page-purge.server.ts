// After a gallery or handbook change, the public pages that show photos are dropped from the
// edge cache (worker/edge-cache.ts) so visitors see the change at once rather than within the
// cache's 10 minutes. Cache API deletes act on this data centre only; other locations catch up
// when their copy expires. Both doors call it: the admin API (a Hono middleware) and the Media tab.
const PAGES_WITH_PHOTOS = ["/", "/gallery", "/about-us"];

export async function purgePublicPages(origins: string[]) {
  const cache = (caches as unknown as { default: Cache }).default;
  await Promise.all(
    [...new Set(origins)].flatMap((origin) => PAGES_WITH_PHOTOS.map((path) => cache.delete(new Request(new URL(path, origin)), { ignoreMethod: true }))),
  );
}
