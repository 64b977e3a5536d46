// What makes /attendance a door app that works with no network (docs/decisions/0021-offline-door-app.md):
// the service worker that keeps the app shell, the queue of changes, and the rosters kept in
// IndexedDB (this page's and the other site's for the same day) for the route's clientLoader.
import { useEffect, useRef } from "react";
import { useFetcher, useRevalidator } from "react-router";
import { toast } from "~/components/ui/toast";
import { SAVED_TITLES } from "~/lib/attendance/door-events";
import { allItems, clearStore, deleteItems, getItem, putItem, ROSTERS } from "./door-store";
import { setDoorStaffName, startDoorQueue } from "./door-queue";
import { pollSoon } from "./use-roster-sync";

/** The page's loader answer as kept on the device (the route's loader data). */
export type KeptPage = {
  loadedAt: number;
  location: string;
  roster: { id: number; date: string; location: string } | null;
};
type KeptRecord = { key: string; page: KeptPage };

// Kept rosters older than this are dropped: a device keeps the day it works, not the summer.
const KEEP_MS = 36 * 60 * 60 * 1000;

const urlKey = (url: URL) => `url:${url.searchParams.toString()}`;

/** Keeps a loader answer for this URL (and its session), and drops stale ones. */
export async function keepPage(url: URL, page: KeptPage) {
  try {
    await putItem(ROSTERS, { key: urlKey(url), page });
    if (page.roster) await putItem(ROSTERS, { key: `session:${page.roster.id}`, page });
  } catch {
    // Private mode or a full disk: the page still works online.
  }
}

/** The newest kept answer for this URL: the same URL, else its session, else its site. */
export async function keptPage(url: URL): Promise<KeptPage | null> {
  try {
    const exact = await getItem<KeptRecord>(ROSTERS, urlKey(url));
    if (exact) return exact.page;
    const session = url.searchParams.get("session");
    if (session) return (await getItem<KeptRecord>(ROSTERS, `session:${session}`))?.page ?? null;
    const location = url.searchParams.get("location") ?? "UUCA";
    const all = (await allItems<KeptRecord>(ROSTERS)).filter((r) => r.page.location === location && r.key.startsWith("session:"));
    return all.sort((a, b) => b.page.loadedAt - a.page.loadedAt)[0]?.page ?? null;
  } catch {
    return null;
  }
}

async function dropStale() {
  const all = await allItems<KeptRecord>(ROSTERS);
  const old = all.filter((r) => r.page.loadedAt < Date.now() - KEEP_MS);
  await deleteItems(
    ROSTERS,
    old.map((r) => r.key),
  );
}

/** Signing out forgets the kept rosters and pages (medical data), never the queue of changes. */
export async function forgetKeptRosters() {
  await clearStore(ROSTERS).catch(() => undefined);
  navigator.serviceWorker?.controller?.postMessage({ type: "forget" });
}

function registerServiceWorker() {
  if (!("serviceWorker" in navigator)) return;
  navigator.serviceWorker
    .register("/door-sw.js", { scope: "/attendance" })
    .then(() => navigator.serviceWorker.ready)
    .then((registration) => {
      // The files this page loaded before the worker was there: the shell it must keep.
      const urls = [location.href, ...performance.getEntriesByType("resource").map((e) => e.name)];
      for (const link of document.querySelectorAll<HTMLLinkElement>("link[rel=modulepreload], link[rel=stylesheet], link[rel=preload]")) urls.push(link.href);
      registration.active?.postMessage({ type: "keep", urls });
    })
    .catch(() => undefined);
}

export function useDoorApp({ staffName, otherSiteUrl }: { staffName: string; otherSiteUrl: string | null }) {
  const revalidator = useRevalidator();
  const revalidate = useRef(revalidator.revalidate);
  revalidate.current = revalidator.revalidate;
  const otherSite = useFetcher();
  const load = useRef(otherSite.load);
  load.current = otherSite.load;
  setDoorStaffName(staffName);

  useEffect(() => {
    registerServiceWorker();
    void dropStale().catch(() => undefined);
    return startDoorQueue({
      refresh: () => {
        void revalidate.current();
        pollSoon();
      },
      saved: (events) => {
        if (events.length === 1) toast({ title: SAVED_TITLES[events[0].kind] });
      },
    });
  }, []);

  // The other site's roster for the same day, kept for when the Wi-Fi goes (the clientLoader keeps it).
  useEffect(() => {
    if (otherSiteUrl && navigator.onLine) load.current(otherSiteUrl);
  }, [otherSiteUrl]);
}
