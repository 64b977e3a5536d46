// React Router's web entry, plus the Content-Security-Policy's script sources. Fully hydrated
// pages stream, and every script React renders carries this response's nonce (the security
// wrapper learns which one). Islands pages (the public site) are rendered whole and carry no
// nonce: their inline scripts are hashed instead, so the edge cache serves them byte for byte
// (app/server/script-hashes.server.ts).
import type { EntryContext, RouterContextProvider, UIMatch } from "react-router";
import { ServerRouter } from "react-router";
import { isbot } from "isbot";
import { renderToReadableStream, renderToString } from "react-dom/server";
import islandsBuild from "virtual:islands-build";
import { IslandsContext, wantsIslands, type IslandsServer } from "~/islands/island";
import { getCspNonce, RENDERED_NONCE_HEADER } from "~/server/nonce";
import { SCRIPT_HASHES_HEADER, scriptHashSources } from "~/server/script-hashes.server";

export const streamTimeout = 5_000;

// Islands pages (app/islands/island.tsx) render each island as its own root; only a build knows
// the islands' client entry, so under `react-router dev` every page hydrates fully.
const islandsServer: IslandsServer | null = islandsBuild
  ? { build: islandsBuild, renderToString: (element, identifierPrefix) => renderToString(element, { identifierPrefix }) }
  : null;

/** Whether root's Layout will render this page as islands (the same test it makes). */
function isIslandsPage(routerContext: EntryContext) {
  if (!islandsServer) return false;
  const { matches, loaderData } = routerContext.staticHandlerContext;
  const leaf = matches.at(-1);
  if (!leaf) return false;
  const match = { handle: routerContext.routeModules[leaf.route.id]?.handle, loaderData: loaderData[leaf.route.id] } as UIMatch;
  return wantsIslands([match]);
}

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  const islands = isIslandsPage(routerContext);
  const nonce = islands ? undefined : getCspNonce(loadContext);
  if (nonce) responseHeaders.set(RENDERED_NONCE_HEADER, nonce);
  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method.toUpperCase() === "HEAD") {
    if (islands) responseHeaders.set(SCRIPT_HASHES_HEADER, "");
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  let shellRendered = false;
  const userAgent = request.headers.get("user-agent");
  // A form posted before the page's scripts ran (with scripts, a form goes through fetch and its
  // answer is data, not a page): the answer may be read without scripts, so it is sent whole,
  // every part in place. A page's later parts load lazily, and a part React streams or moves out
  // of line (a large one) stays hidden until a script reveals it.
  const postedForm = request.method.toUpperCase() === "POST";

  const body = await renderToReadableStream(
    <IslandsContext value={islandsServer}>
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
    </IslandsContext>,
    {
      nonce,
      ...(postedForm ? { progressiveChunkSize: Number.MAX_SAFE_INTEGER } : {}),
      signal: AbortSignal.timeout(streamTimeout + 1000),
      onError(error: unknown) {
        responseStatusCode = 500;
        // Errors inside the shell are logged by React Router itself.
        if (shellRendered) console.error(error);
      },
    },
  );
  shellRendered = true;
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");

  if (islands) {
    // The whole page, then the hashes of exactly these bytes' inline scripts.
    await body.allReady;
    const html = await new Response(body).text();
    responseHeaders.set(SCRIPT_HASHES_HEADER, (await scriptHashSources(html)).join(" "));
    return new Response(html, { headers: responseHeaders, status: responseStatusCode });
  }

  // Crawlers get the whole page at once, and so does the answer to a posted form.
  if ((userAgent && isbot(userAgent)) || routerContext.isSpaMode || postedForm) {
    await body.allReady;
  }
  return new Response(body, { headers: responseHeaders, status: responseStatusCode });
}
