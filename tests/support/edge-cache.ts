// The workerd tests' one way to read a public page from the edge cache.
import { SELF } from "cloudflare:test";

/**
 * A page from the edge cache (it was served before and kept), as a visitor gets it. The cache is
 * written after the response is sent (waitUntil), so a reader may need a moment.
 */
export async function fetchUntilCached(url: string, init?: RequestInit) {
  for (let attempt = 0; attempt < 20; attempt++) {
    const response = await SELF.fetch(url, init);
    if (response.headers.get("x-edge-cache") === "HIT") return response;
    await response.arrayBuffer();
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`${url} never came from the edge cache`);
}
