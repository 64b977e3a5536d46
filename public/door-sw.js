/* global self, caches, URL, fetch, Response, importScripts */
// The door app's service worker (registered only by /attendance, scope /attendance). It keeps
// the app shell on the device so the door opens with no network once it has been used:
//   - the /attendance page itself: network first, the last copy when offline;
//   - the built JavaScript, CSS and font (/assets/, content-hashed): cache first. Every script the
//     door can ask for, its dialogs and menus loaded on first use included, is kept when the
//     worker installs: /door-precache.js, written by the build (scripts/door-precache-plugin.ts),
//     lists them. A new build changes that file, so the browser installs this worker again;
//   - the manifest and icons.
// Rosters and the queue of changes live in IndexedDB (app/components/attendance/door-store.ts);
// /api/* and /attendance.data always go to the network (the page falls back to IndexedDB).
// See docs/decisions/0021-offline-door-app.md.
const VERSION = "v1";
const PAGES = `door-pages-${VERSION}`;
const ASSETS = `door-assets-${VERSION}`;
const SHELL_FILES = ["/attendance.webmanifest", "/door-icon-192.png", "/door-icon-512.png", "/door-icon-maskable-512.png", "/favicon.svg"];

// The build's list; absent under the development server (nothing is built there).
try {
  importScripts("/door-precache.js");
} catch {
  self.DOOR_PRECACHE = null;
}
const PRECACHE = (self.DOOR_PRECACHE && self.DOOR_PRECACHE.files) || [];

self.addEventListener("install", (event) => {
  self.skipWaiting();
  // Files already kept are not fetched again (content-hashed names never change content).
  event.waitUntil(
    caches.open(ASSETS).then(async (cache) => {
      await cache.addAll(SHELL_FILES);
      const missing = [];
      for (const url of PRECACHE) if (!(await cache.match(url))) missing.push(url);
      await cache.addAll(missing);
    }),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      // Older builds' scripts stay: a page still open from before may ask for them (a few
      // hundred KB a build; the cache is dropped with the version name).
      for (const name of await caches.keys()) if (name.startsWith("door-") && ![PAGES, ASSETS].includes(name)) await caches.delete(name);
      await self.clients.claim();
    })(),
  );
});

// The page lists the files it loaded before this worker controlled it; signing out forgets pages.
self.addEventListener("message", (event) => {
  const message = event.data || {};
  if (message.type === "keep" && Array.isArray(message.urls)) {
    event.waitUntil(
      caches.open(ASSETS).then((cache) =>
        Promise.all(
          message.urls
            .filter((u) => sameOrigin(u) && isAsset(new URL(u, self.location.origin)))
            .map((u) => cache.match(u).then((hit) => hit || cache.add(u).catch(() => undefined))),
        ),
      ),
    );
  }
  if (message.type === "forget") event.waitUntil(caches.delete(PAGES));
});

function sameOrigin(u) {
  return new URL(u, self.location.origin).origin === self.location.origin;
}

function isAsset(url) {
  return url.pathname.startsWith("/assets/") || SHELL_FILES.includes(url.pathname);
}

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === "navigate" && url.pathname === "/attendance") return event.respondWith(page(request));
  if (isAsset(url)) return event.respondWith(asset(request));
});

async function page(request) {
  const cache = await caches.open(PAGES);
  try {
    const response = await fetch(request);
    // Only a real roster page is kept (not the sign-in redirect of an ended session).
    if (response.ok && response.type === "basic" && !response.redirected) {
      await cache.put(request.url, response.clone());
      await cache.put("/attendance", response.clone());
    }
    return response;
  } catch {
    const kept = (await cache.match(request.url)) || (await cache.match("/attendance"));
    if (kept) return kept;
    return new Response(
      "<!doctype html><meta charset=utf-8><meta name=viewport content='width=device-width'><title>Offline</title>" +
        "<p style='font:700 1.25rem sans-serif;padding:1rem'>Offline: this device has not opened the attendance roster yet. Open it once with Wi-Fi.</p>",
      { status: 503, headers: { "Content-Type": "text/html; charset=utf-8" } },
    );
  }
}

async function asset(request) {
  const cache = await caches.open(ASSETS);
  const hit = await cache.match(request);
  if (hit) return hit;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}
