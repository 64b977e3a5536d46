// Serves R2 objects (gallery, hero and team images, handbooks) with cache headers that let
// browsers and the edge keep them. Image keys carry a version, so they never change in place;
// handbooks keep a fixed public path and are made again on every save of the Content tab, so
// browsers ask each time whether theirs is current (a 304 with the ETag when it is).
import type { MEDIA_KINDS } from "~/lib/vocabulary";

const IMMUTABLE = "public, max-age=31536000, immutable";
const HANDBOOK = "public, max-age=0, must-revalidate";

export const HANDBOOK_FILES = {
  "UUCA-Parent-Handbook.pdf": "handbooks/UUCA-Parent-Handbook.pdf",
  "FLC-Parent-Handbook.pdf": "handbooks/FLC-Parent-Handbook.pdf",
} as const;

// An SVG is a document that can carry scripts, and no upload check catches every way of hiding
// one. So an uploaded SVG is served under its own policy: no scripts, no requests, a sandbox
// (the browser enforces it together with the site-wide policy, each narrowing the other).
// Inside an <img> it renders as before; opened directly it downloads instead of running on our
// origin. Every other destination (a tab, a frame, an <object>) counts as opened directly.
const SVG_POLICY = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

function secureSvg(request: Request, headers: Headers) {
  headers.set("Content-Security-Policy", SVG_POLICY);
  headers.append("Vary", "Sec-Fetch-Dest");
  if (request.headers.get("Sec-Fetch-Dest") !== "image") headers.set("Content-Disposition", "attachment");
}

const isSvg = (key: string, headers: Headers) =>
  key.toLowerCase().endsWith(".svg") || (headers.get("Content-Type") ?? "").toLowerCase().startsWith("image/svg");

// /media/ serves only the prefixes the office's public media are stored under (the Media and
// Content tabs' kinds; handbooks have their own paths above), from the MEDIA bucket alone. What is
// never public (a pickup adult's photo, the nightly database backups with every family's data) is
// in the PRIVATE_FILES bucket, which nothing here reads (decision 0066); any prefix not named here,
// today's or a future one, is still private by default.
const PUBLIC_MEDIA_KINDS = ["gallery", "hero", "team", "site"] as const satisfies ReadonlyArray<(typeof MEDIA_KINDS)[number]>;
const PUBLIC_PREFIXES = PUBLIC_MEDIA_KINDS.map((kind) => `${kind}/`);

/** The key a /media/ path names, when it is public media; null for anything else (or a path that does not decode). */
function publicMediaKey(path: string): string | null {
  let key: string;
  try {
    key = decodeURIComponent(path);
  } catch {
    return null;
  }
  if (key.includes("..") || key.includes("\\")) return null;
  return PUBLIC_PREFIXES.some((prefix) => key.startsWith(prefix) && key.length > prefix.length) ? key : null;
}

export function mediaKeyForPath(pathname: string): { key: string; cacheControl: string } | null {
  if (pathname.startsWith("/media/")) {
    const key = publicMediaKey(pathname.slice("/media/".length));
    return key ? { key, cacheControl: IMMUTABLE } : null;
  }
  if (pathname.startsWith("/handbooks/")) {
    const name = pathname.slice("/handbooks/".length) as keyof typeof HANDBOOK_FILES;
    const key = HANDBOOK_FILES[name];
    return key ? { key, cacheControl: HANDBOOK } : null;
  }
  return null;
}

export async function serveMedia(request: Request, bucket: R2Bucket, target: { key: string; cacheControl: string }): Promise<Response> {
  if (request.method !== "GET" && request.method !== "HEAD") {
    return new Response("Method Not Allowed", { status: 405, headers: { Allow: "GET, HEAD" } });
  }
  const object = await bucket.get(target.key, { onlyIf: request.headers, range: request.headers });
  if (!object) return new Response("Not Found", { status: 404 });

  const headers = new Headers();
  object.writeHttpMetadata(headers);
  headers.set("ETag", object.httpEtag);
  headers.set("Cache-Control", target.cacheControl);
  headers.set("Accept-Ranges", "bytes");
  if (target.key.endsWith(".pdf")) {
    headers.set("Content-Disposition", `inline; filename="${target.key.split("/").pop()}"`);
  }
  if (isSvg(target.key, headers)) secureSvg(request, headers);

  // `onlyIf` matched nothing to send: the browser's copy is current.
  if (!("body" in object)) return new Response(null, { status: 304, headers });
  if (request.method === "HEAD") return new Response(null, { headers });
  const range = (object as R2ObjectBody).range as { offset: number; length: number } | undefined;
  if (range && request.headers.has("range")) {
    headers.set("Content-Range", `bytes ${range.offset}-${range.offset + range.length - 1}/${object.size}`);
    return new Response(object.body, { status: 206, headers });
  }
  return new Response(object.body, { headers });
}
