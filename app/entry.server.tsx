// React Router's web entry, plus the CSP nonce: every script React renders carries it, and the
// security wrapper learns which nonce this page was rendered with.
import type { EntryContext, RouterContextProvider } from "react-router";
import { ServerRouter } from "react-router";
import { isbot } from "isbot";
import { renderToReadableStream, renderToString } from "react-dom/server";
import islandsBuild from "virtual:islands-build";
import { IslandsContext, type IslandsServer } from "~/islands/island";
import { getCspNonce, RENDERED_NONCE_HEADER } from "~/server/nonce";

export const streamTimeout = 5_000;

// Islands pages (app/islands/island.tsx) render each island as its own root; only a build knows
// the islands' client entry, so under `react-router dev` every page hydrates fully.
const islandsServer: IslandsServer | null = islandsBuild
  ? { build: islandsBuild, renderToString: (element, identifierPrefix) => renderToString(element, { identifierPrefix }) }
  : null;

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  const nonce = getCspNonce(loadContext);
  responseHeaders.set(RENDERED_NONCE_HEADER, nonce);
  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  let shellRendered = false;
  const userAgent = request.headers.get("user-agent");

  const body = await renderToReadableStream(
    <IslandsContext value={islandsServer}>
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
    </IslandsContext>,
    {
      nonce,
      signal: AbortSignal.timeout(streamTimeout + 1000),
      onError(error: unknown) {
        responseStatusCode = 500;
        // Errors inside the shell are logged by React Router itself.
        if (shellRendered) console.error(error);
      },
    },
  );
  shellRendered = true;

  // Crawlers get the whole page at once.
  if ((userAgent && isbot(userAgent)) || routerContext.isSpaMode) {
    await body.allReady;
  }

  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  return new Response(body, { headers: responseHeaders, status: responseStatusCode });
}
