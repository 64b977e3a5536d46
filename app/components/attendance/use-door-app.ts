// What makes /attendance a door app that works with no network (docs/decisions/0021-offline-door-app.md):
// the service worker that keeps the app shell, the queue of changes, and the rosters kept in
// IndexedDB (this page's and the other site's for the same day) for the route's clientLoader.
import { useEffect, useRef } from "react";
import { useFetcher, useRevalidator } from "react-router";
import { toast } from "~/components/ui/toast";
import { SAVED_TITLES } from "~/lib/attendance/door-changes";
import { allItems, deleteWhere, forgetRosters, getItem, keepRoster, ROSTERS } from "./door-store";
import { setDoorStaffName, startDoorQueue } from "./door-queue";
import { pollSoon } from "./use-roster-sync";

/** The page's loader answer as kept on the device (the route's loader data). */
export type KeptPage = {
  loadedAt: number;
  /** Until when the server lets the device show this answer offline (end of the session or of its camp day). */
  shownUntil: number;
  location: string;
  roster: { id: number; date: string; location: string } | null;
};
// A roster is kept once, under its session; the URL's record points to it (with its time, so
// the page can tell whether the kept copy is newer without reading 1,000 campers back).
type KeptRecord = { key: string; page: KeptPage } | { key: string; ref: string; loadedAt: number; shownUntil: number };

const urlKey = (url: URL) => `url:${url.searchParams.toString()}`;
const loadedAtOf = (r: KeptRecord) => ("page" in r ? r.page.loadedAt : r.loadedAt);
/** A kept answer past the time the server gave it (or from before there was one) is never shown. */
const expired = (r: KeptRecord, now = Date.now()) => !(("page" in r ? r.page.shownUntil : r.shownUntil) > now);

/**
 * Keeps a loader answer for this URL (and its session), and drops stale ones; `generation` is the
 * session generation when it was asked for: an answer that arrives after the device learned its
 * session ended is not kept.
 */
export async function keepPage(url: URL, page: KeptPage, generation: number) {
  try {
    if (page.roster) {
      const key = `session:${page.roster.id}`;
      await keepRoster({ key, page }, generation);
      await keepRoster({ key: urlKey(url), ref: key, loadedAt: page.loadedAt, shownUntil: page.shownUntil }, generation);
    } else await keepRoster({ key: urlKey(url), page }, generation);
  } catch {
    // Private mode or a full disk: the page still works online.
  }
}

async function readKept(key: string): Promise<KeptPage | null> {
  const record = await getItem<KeptRecord>(ROSTERS, key);
  if (!record || expired(record)) return null;
  const page = "page" in record ? record.page : (((await getItem<KeptRecord>(ROSTERS, record.ref)) as { page: KeptPage } | undefined)?.page ?? null);
  return page && page.shownUntil > Date.now() ? page : null;
}

/** When the answer kept for this URL was loaded (0 when none): a small read. */
export async function keptLoadedAt(url: URL): Promise<number> {
  try {
    const record = await getItem<KeptRecord>(ROSTERS, urlKey(url));
    return record ? loadedAtOf(record) : 0;
  } catch {
    return 0;
  }
}

/** The newest kept answer for this URL: the same URL, else its session, else its site. */
export async function keptPage(url: URL): Promise<KeptPage | null> {
  try {
    const exact = await readKept(urlKey(url));
    if (exact) return exact;
    const session = url.searchParams.get("session");
    if (session) return await readKept(`session:${session}`);
    const location = url.searchParams.get("location") ?? "UUCA";
    const all = (await allItems<KeptRecord>(ROSTERS)).flatMap((r) =>
      "page" in r && r.key.startsWith("session:") && r.page.location === location && !expired(r) ? [r.page] : [],
    );
    return all.sort((a, b) => b.loadedAt - a.loadedAt)[0] ?? null;
  } catch {
    return null;
  }
}

/** Drops every kept answer past its time (the end of its session or camp day). */
async function dropStale() {
  await deleteWhere<KeptRecord>(ROSTERS, (r) => expired(r));
}

/** Signing out, or any sign that the session ended, forgets the kept rosters (medical data), never the queue of changes. */
export const forgetKeptRosters = forgetRosters;

function registerServiceWorker() {
  if (!("serviceWorker" in navigator)) return;
  navigator.serviceWorker
    // updateViaCache "none": the browser's update check fetches the worker and the build's list
    // of files it imports (/door-precache.js) afresh, so a new build is installed at once.
    .register("/door-sw.js", { scope: "/attendance", updateViaCache: "none" })
    .then(() => navigator.serviceWorker.ready)
    .then((registration) => {
      // The files this page loaded before the worker was there: the shell it must keep.
      const urls = [location.href, ...performance.getEntriesByType("resource").map((e) => e.name)];
      for (const link of document.querySelectorAll<HTMLLinkElement>("link[rel=modulepreload], link[rel=stylesheet], link[rel=preload]")) urls.push(link.href);
      registration.active?.postMessage({ type: "keep", urls });
    })
    .catch(() => undefined);
}

export function useDoorApp({ staffName, signIn, otherSiteUrl }: { staffName: string; signIn: string | null; otherSiteUrl: string | null }) {
  const revalidator = useRevalidator();
  const revalidate = useRef(revalidator.revalidate);
  revalidate.current = revalidator.revalidate;
  const otherSite = useFetcher();
  const load = useRef(otherSite.load);
  load.current = otherSite.load;
  setDoorStaffName(staffName, signIn);

  useEffect(() => {
    registerServiceWorker();
    void dropStale().catch(() => undefined);
    return startDoorQueue({
      // A 401: the session ended on the server. Nothing of it stays readable; the queue waits for the next sign-in.
      signedOut: () => void forgetRosters().finally(() => window.location.assign("/attendance-login")),
      refresh: () => {
        void revalidate.current();
        pollSoon();
      },
      // A roll-call mark says so on its own line and in the count read aloud; a toast at each of a
      // thousand taps would cover the list and restyle the page (its animation) under the next tap.
      saved: (events) => {
        if (events.length === 1 && events[0].kind !== "rollCallMark") toast({ title: SAVED_TITLES[events[0].kind] });
      },
    });
  }, []);

  // The sticky status bar ("Offline: 3 changes waiting") must not cover a row brought into view
  // by focus, find-in-page or scrollIntoView: the page scrolls it to just below the bar.
  useEffect(() => {
    const html = document.documentElement;
    html.style.scrollPaddingTop = "4.5rem";
    return () => {
      html.style.scrollPaddingTop = "";
    };
  }, []);

  // The other site's roster for the same day, kept for when the Wi-Fi goes (the clientLoader keeps it).
  useEffect(() => {
    if (otherSiteUrl && navigator.onLine) load.current(otherSiteUrl);
  }, [otherSiteUrl]);
}
