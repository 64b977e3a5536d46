// The camp's sign-in cookies (a parent's or admin's session, a counselor's staff session): one
// place that names, reads and writes them, and the one reader and writer of every other cookie the
// server reads (the Google sign-in attempt) or sets (the flash toast goes through ~/lib/flash-toast).
//
// On https they carry the `__Host-` prefix: the browser then accepts them only with Secure,
// Path=/ and no Domain, so a page on another subdomain cannot plant or overwrite one. Plain-http
// local development (http://localhost, http://127.0.0.1 in the journeys) keeps the bare name
// without Secure, which every browser accepts there.
const isHttps = (request: Request) => new URL(request.url).protocol === "https:";

/** The cookie's name for this request: `__Host-<name>` on https, `<name>` on plain http. */
export function signInCookieName(request: Request, name: string) {
  return isHttps(request) ? `__Host-${name}` : name;
}

/** The value of the named sign-in cookie (under this request's name for it), or null. */
export function readSignInCookie(request: Request, name: string): string | null {
  return readCookie(request, signInCookieName(request, name));
}

/** A Set-Cookie header value for the named sign-in cookie (an empty value with 0 clears it). */
export function signInCookieHeader(request: Request, name: string, value: string, maxAgeSeconds: number) {
  return httpOnlyCookieHeader(request, signInCookieName(request, name), value, maxAgeSeconds);
}

/** Any HttpOnly, SameSite=Lax cookie the server sets (Secure on https); `path` narrows where it is sent. */
export function httpOnlyCookieHeader(request: Request, name: string, value: string, maxAgeSeconds: number, path = "/") {
  const secure = isHttps(request) ? "; Secure" : "";
  return `${name}=${value}; Path=${path}; HttpOnly; SameSite=Lax; Max-Age=${maxAgeSeconds}${secure}`;
}

/**
 * Any cookie by its exact name. A value that does not decode (`%E0%A4%A`) is input the server never
 * wrote: it counts as not sent, so the visitor gets the page as a visitor, never an error.
 */
export function readCookie(request: Request, name: string): string | null {
  const header = request.headers.get("Cookie");
  if (!header) return null;
  for (const part of header.split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key !== name) continue;
    try {
      return decodeURIComponent(rest.join("="));
    } catch {
      return null;
    }
  }
  return null;
}
