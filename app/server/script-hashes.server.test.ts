import { createHash } from "node:crypto";
import { expect, test } from "vitest";
import { inlineScripts, scriptHashSources } from "./script-hashes.server";

const sha = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

test("every inline script a browser runs is hashed; external scripts and data blocks are not", async () => {
  const html = [
    '<script type="module" src="/assets/islands.js"></script>',
    "<script>window.a = 1;</script>",
    '<script type="module">import("/x.js")</script>',
    '<script type="application/ld+json">{"@type":"Organization"}</script>',
    '<SCRIPT nonce="x">b()</SCRIPT >',
  ].join("");
  expect(inlineScripts(html)).toEqual(["window.a = 1;", 'import("/x.js")', "b()"]);
  expect(await scriptHashSources(html)).toEqual([sha("window.a = 1;"), sha('import("/x.js")'), sha("b()")]);
});

test("a page without inline scripts has no hashes, and one script twice is listed once", async () => {
  expect(await scriptHashSources("<p>no scripts</p>")).toEqual([]);
  expect(await scriptHashSources("<script>1</script><script>1</script>")).toEqual([sha("1")]);
});
