// Hash-based Content-Security-Policy for islands pages (docs/decisions/0025-public-pages-served-as-stored.md).
// An islands page is rendered whole, its inline scripts are hashed, and the hashes travel with
// the page (the X-Script-Hashes header) into the edge cache; the security wrapper turns them
// into the page's `script-src`. A cached page is then served byte for byte, with no nonce to
// stamp: the same bytes always carry the same scripts, so the same hashes stay true.

/** Tells the security wrapper the CSP hashes of the page's inline scripts (removed before sending). */
export const SCRIPT_HASHES_HEADER = "X-Script-Hashes";

// Script types a browser runs; any other type (application/ld+json) is a data block that CSP
// does not govern.
const EXECUTABLE = /^(|text\/javascript|application\/javascript|module)$/i;

/** The text of every inline script a browser would run, in document order. */
export function inlineScripts(html: string): string[] {
  const found: string[] = [];
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const attributes = m[1];
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]*)/i.exec(attributes)?.[1] ?? "";
    if (EXECUTABLE.test(type.trim())) found.push(m[2]);
  }
  return found;
}

/** `'sha256-…'` sources for each inline script of `html`, as a CSP `script-src` lists them. */
export async function scriptHashSources(html: string): Promise<string[]> {
  const sources = await Promise.all(
    inlineScripts(html).map(async (script) => {
      const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(script)));
      return `'sha256-${btoa(String.fromCharCode(...digest))}'`;
    }),
  );
  return [...new Set(sources)];
}
