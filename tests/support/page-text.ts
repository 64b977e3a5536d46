// The workerd tests' one way to read a page's words as a visitor meets them.
import { SELF } from "cloudflare:test";

/** A page's text as a reader meets it: no scripts, no tags, entities read, spaces folded. */
export async function pageText(path: string) {
  const html = await (await SELF.fetch(`http://localhost${path}`)).text();
  return html
    .replace(/<(script|style)[\s\S]*?<\/\1>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/\s+/g, " ");
}
