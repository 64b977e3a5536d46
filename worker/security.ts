// One wrapper around every response the Worker sends: it refuses cross-site writes before any
// handler runs, then adds the security headers (pages, API answers, 404s and R2 downloads alike).
import { RENDERED_NONCE_HEADER } from "~/server/nonce";
import { SCRIPT_HASHES_HEADER } from "~/server/script-hashes.server";
import { hasSessionToken } from "~/server/session.server";

// Stripe calls this from its own servers; it is protected by its signature instead.
const CROSS_SITE_ALLOWED = new Set(["/api/stripe/webhook"]);
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

// Pages that show children's medical data or payment details must never be stored by a browser
// or a shared cache.
const NO_STORE_PREFIXES = ["/admin", "/attendance", "/checkout", "/registration", "/dashboard", "/account", "/api/"];

export function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(18));
  return btoa(String.fromCharCode(...bytes));
}

/**
 * Which inline scripts a response may run: those carrying this response's nonce (fully hydrated
 * pages, whose React Router scripts carry it), or exactly those whose hashes an islands page
 * brought (worker/edge-cache.ts serves those pages byte for byte; see
 * app/server/script-hashes.server.ts).
 */
export type InlineScripts = { nonce: string } | { hashes: string };

export function contentSecurityPolicy(inline: InlineScripts): string {
  const allowed = "nonce" in inline ? `'nonce-${inline.nonce}'` : inline.hashes;
  return [
    "default-src 'self'",
    // Stripe.js loads from its own host; no 'unsafe-inline', ever.
    `script-src 'self'${allowed ? ` ${allowed}` : ""} https://js.stripe.com`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https://i.ytimg.com https://*.stripe.com",
    "font-src 'self' data:",
    "connect-src 'self' https://api.stripe.com",
    // Stripe's payment element and 3-D Secure frames; YouTube and Instagram embeds on the public pages.
    "frame-src https://js.stripe.com https://hooks.stripe.com https://www.youtube-nocookie.com https://www.instagram.com",
    "object-src 'none'",
    // Nothing needs a <base>: refusing any keeps an injected one from redirecting relative URLs.
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

function isSameOrigin(request: Request, env: Env): boolean {
  const site = request.headers.get("Sec-Fetch-Site");
  if (site) return site === "same-origin" || site === "none";
  const origin = request.headers.get("Origin");
  // Browsers send Origin (or Sec-Fetch-Site) on every cross-site POST; a request with neither
  // did not come from another site's page.
  if (!origin) return true;
  const allowed = [new URL(request.url).origin];
  if (env.APP_URL) allowed.push(new URL(env.APP_URL).origin);
  return allowed.includes(origin);
}

/** Whether a request may change something: cross-site form posts and API writes are refused. */
export function isWriteAllowed(request: Request, env: Env): boolean {
  if (SAFE_METHODS.has(request.method.toUpperCase())) return true;
  if (CROSS_SITE_ALLOWED.has(new URL(request.url).pathname)) return true;
  return isSameOrigin(request, env);
}

function mustNotBeStored(request: Request, response: Response) {
  const { pathname } = new URL(request.url);
  if (NO_STORE_PREFIXES.some((p) => pathname === p.replace(/\/$/, "") || pathname.startsWith(p))) {
    // Public API answers that chose their own caching keep it.
    return !(pathname.startsWith("/api/") && response.headers.get("Cache-Control")?.startsWith("public"));
  }
  // A signed-in visitor's page is personal (the home page becomes the parent's dashboard).
  const isHtml = response.headers.get("Content-Type")?.includes("text/html");
  return Boolean(isHtml && hasSessionToken(request));
}

export function applySecurityHeaders(request: Request, response: Response, nonce: string): Response {
  let result = response;
  // An islands page names the hashes of its inline scripts: its bytes are sent as they are.
  const hashes = response.headers.get(SCRIPT_HASHES_HEADER);
  // Any other page kept from an earlier render carries that render's nonce: re-stamp it.
  const rendered = hashes === null ? response.headers.get(RENDERED_NONCE_HEADER) : null;
  if (rendered && rendered !== nonce && response.body) {
    // A page kept from an earlier render: give its scripts this response's nonce.
    result = new HTMLRewriter().on(`[nonce="${rendered}"]`, { element: (el) => void el.setAttribute("nonce", nonce) }).transform(response);
  }
  // Responses from fetch() or the cache have immutable headers; copy them. A body that is
  // already compressed (a kept public page, worker/edge-cache.ts) is sent as it is.
  const encodeBody = result.headers.has("Content-Encoding") ? "manual" : "automatic";
  result = new Response(result.body, { status: result.status, statusText: result.statusText, headers: result.headers, encodeBody } as ResponseInit);
  const headers = result.headers;
  headers.delete(RENDERED_NONCE_HEADER);
  headers.delete(SCRIPT_HASHES_HEADER);
  // append, not set: a response that brings a stricter policy of its own (an uploaded SVG) keeps
  // it, and the browser enforces both.
  headers.append("Content-Security-Policy", contentSecurityPolicy(hashes === null ? { nonce } : { hashes }));
  headers.set("Strict-Transport-Security", "max-age=63072000; includeSubDomains");
  headers.set("X-Content-Type-Options", "nosniff");
  headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
  headers.set("X-Frame-Options", "DENY");
  headers.set("Cross-Origin-Opener-Policy", "same-origin");
  headers.set("Permissions-Policy", 'camera=(), microphone=(), geolocation=(), payment=(self "https://js.stripe.com")');
  if (mustNotBeStored(request, result)) {
    headers.set("Cache-Control", "private, no-store");
  }
  return result;
}

function refusedCrossSite(request: Request): Response {
  const wantsJson = new URL(request.url).pathname.startsWith("/api/");
  return wantsJson
    ? Response.json({ message: "Cross-site requests are not allowed." }, { status: 403 })
    : new Response("Cross-site form submissions are not allowed.", {
        status: 403,
        headers: { "Content-Type": "text/plain; charset=utf-8" },
      });
}

/** Runs `handle` for a request that passed the cross-site check and secures whatever it answers. */
export async function withSecurity(request: Request, env: Env, handle: (nonce: string) => Promise<Response> | Response): Promise<Response> {
  const nonce = createNonce();
  const response = isWriteAllowed(request, env) ? await handle(nonce) : refusedCrossSite(request);
  return applySecurityHeaders(request, response, nonce);
}
