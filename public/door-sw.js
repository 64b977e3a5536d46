/* global self, caches, URL, fetch, Response, importScripts */
// The door app's service worker (registered only by /attendance, scope /attendance). It keeps
// the app shell on the device so the door opens with no network once it has been used:
//   - the door's shell: /attendance?door-shell, a page rendered with NO data (no roster, no
//     names, no session list), fetched without cookies when the worker installs. A navigation to
//     /attendance goes to the network; only when there is none is the shell served, and the page
//     fills it from the roster kept in IndexedDB for a session that has not ended. The worker
//     never keeps a page that came from the network (it holds medical data);
//   - the built JavaScript, CSS and font (/assets/, content-hashed): cache first. Every script the
//     door can ask for, its dialogs and menus loaded on first use included, is kept when the
//     worker installs: /door-precache.js, written by the build (scripts/door-precache-plugin.ts),
//     lists them. A new build changes that file, so the browser installs this worker again;
//   - the manifest and icons.
// Rosters and the queue of changes live in IndexedDB (app/components/attendance/door-store.ts);
// /api/* and /attendance.data always go to the network (the page falls back to IndexedDB).
// See docs/decisions/0021-offline-door-app.md and 0034-door-device-data-and-clock.md.
const VERSION = "v2";
const SHELL = `door-shell-${VERSION}`;
const ASSETS = `door-assets-${VERSION}`;
const SHELL_URL = "/attendance?door-shell";
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
    Promise.all([
      caches.open(ASSETS).then(async (cache) => {
        await cache.addAll(SHELL_FILES);
        const missing = [];
        for (const url of PRECACHE) if (!(await cache.match(url))) missing.push(url);
        await cache.addAll(missing);
      }),
      keepShell(),
    ]),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      // Older builds' scripts stay: a page still open from before may ask for them (a few
      // hundred KB a build; the cache is dropped with the version name). Older versions' page
      // caches (door-pages-v1 kept rendered rosters) are deleted here.
      for (const name of await caches.keys()) if (name.startsWith("door-") && ![SHELL, ASSETS].includes(name)) await caches.delete(name);
      await self.clients.claim();
    })(),
  );
});

/** The data-free shell, fetched without cookies (so even the site's header knows no one). */
async function keepShell() {
  const response = await fetch(SHELL_URL, { credentials: "omit", cache: "no-store" });
  if (response.ok && !response.redirected) await (await caches.open(SHELL)).put(SHELL_URL, response);
}

// The page lists the files it loaded before this worker controlled it (and asks for the shell
// again if it is missing); a session that ended forgets any page an older worker kept.
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
      ).then(() => caches.match(SHELL_URL).then((hit) => hit || keepShell().catch(() => undefined))),
    );
  }
  if (message.type === "forget")
    event.waitUntil(
      Promise.all([
        caches.keys().then((names) => Promise.all(names.filter((n) => n.startsWith("door-pages-")).map((n) => caches.delete(n)))),
        forgetKeptRosters(),
      ]),
    );
});

// The session ended: the page empties the kept rosters itself, and asks here too, so the wipe
// finishes even when the page is closed or navigates away before its own has committed
// (docs/decisions/0057-door-trust.md). The database and store are the page's (door-store.ts).
function forgetKeptRosters() {
  return new Promise((resolve) => {
    const request = self.indexedDB.open("sarraka-door");
    // No database yet: never create an empty one here (the page creates it with its stores).
    request.onupgradeneeded = () => request.transaction.abort();
    request.onerror = () => resolve();
    request.onsuccess = () => {
      const db = request.result;
      if (!db.objectStoreNames.contains("rosters")) {
        db.close();
        return resolve();
      }
      const tx = db.transaction("rosters", "readwrite");
      tx.objectStore("rosters").clear();
      tx.oncomplete = tx.onerror = tx.onabort = () => {
        db.close();
        resolve();
      };
    };
  });
}

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
  try {
    // Never kept: the page a signed-in session gets is rendered with the roster's medical data.
    return await fetch(request);
  } catch {
    const shell = await caches.match(SHELL_URL, { cacheName: SHELL });
    if (shell) return shell;
    return new Response(
      "<!doctype html><meta charset=utf-8><meta name=viewport content='width=device-width'><title>Offline</title>" +
        "<p style='font:700 1.25rem sans-serif;padding:1rem'>Offline: the attendance app is not on this device yet. Open it once with Wi-Fi.</p>",
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
