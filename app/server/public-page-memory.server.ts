// The first tier of the public pages' edge cache (worker/edge-cache.ts): the pages this Worker
// instance served in the last few seconds, kept in its memory as the exact bytes and headers the
// Cache API holds, plus those bytes gzipped once. Reading the Cache API costs a round trip and a
// copy, and compressing a 100 KB page for every visitor costs more than the rest of the answer;
// under a rush (a shared link, registration day) this tier answers like a static file.
// It is short-lived on purpose: an office edit clears this instance's memory at once
// (purgePublicPages), and any other instance's within MEMORY_MS. See
// docs/decisions/0025-public-pages-served-as-stored.md.

export const MEMORY_MS = 5_000;
// Each media-archive filter is its own URL: keep a few dozen pages at most (~100 KB each).
const MAX_PAGES = 32;

type KeptPage = { body: ArrayBuffer; gzipped: ArrayBuffer; status: number; headers: [string, string][]; until: number };
const kept = new Map<string, KeptPage>();

function acceptsGzip(request: Request) {
  return /\bgzip\b/i.test(request.headers.get("Accept-Encoding") ?? "");
}

/** A copy of the page kept for this request's URL (gzipped if the client takes it), or null. */
export function recallPage(request: Request, now = Date.now()): Response | null {
  const page = kept.get(request.url);
  if (!page) return null;
  if (page.until <= now) {
    kept.delete(request.url);
    return null;
  }
  const headers = new Headers(page.headers);
  headers.append("Vary", "Accept-Encoding");
  if (!acceptsGzip(request)) return new Response(page.body.slice(0), { status: page.status, headers });
  headers.set("Content-Encoding", "gzip");
  // "manual": these bytes are already gzip; the runtime sends them as they are.
  return new Response(page.gzipped.slice(0), { status: page.status, headers, encodeBody: "manual" } as ResponseInit);
}

/** Keeps `body` (the whole page, uncompressed) and `response`'s status and headers for `url`. */
export async function keepPage(url: string, body: ArrayBuffer, response: Response, now = Date.now()) {
  const gzipped = await new Response(new Blob([body]).stream().pipeThrough(new CompressionStream("gzip"))).arrayBuffer();
  kept.delete(url);
  if (kept.size >= MAX_PAGES) kept.delete(kept.keys().next().value!);
  kept.set(url, { body, gzipped, status: response.status, headers: [...response.headers], until: now + MEMORY_MS });
}

/** Drops every kept page (after an office edit). */
export function forgetKeptPages() {
  kept.clear();
}
