// The door's one line about the network: "Offline: N changes waiting" while the Wi-Fi is gone,
// "Waiting to send" while the Wi-Fi is up but the server does not answer (the queue tries again,
// each time after a longer pause), "All changes saved" once the queue is sent, and what to do when
// the session ended or a change was refused. The status region is always in the page so screen
// readers hear each change.
import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import type { QueuedDoorEvent } from "~/lib/attendance/door-events";
import { refusedChangeText } from "~/lib/attendance/refused-change";
import { plural } from "~/lib/format";
import { dismissSetAside, useDoorQueue } from "./door-queue";

// "All changes saved" stays this long after a queue that had to wait was sent.
const SAVED_SHOWN_MS = 6000;
// "Saving…" only for a send a counselor would notice: a line that came and went at every tap
// moved the list under the finger and made the whole page's style again (the strip's height is a
// page-wide variable), 100-200 ms of a phone's time per roll-call mark.
const SAVING_SHOWN_AFTER_MS = 1000;

const onlineStore = {
  subscribe(listener: () => void) {
    window.addEventListener("online", listener);
    window.addEventListener("offline", listener);
    return () => {
      window.removeEventListener("online", listener);
      window.removeEventListener("offline", listener);
    };
  },
  get: () => navigator.onLine,
};

export function useOnline() {
  return useSyncExternalStore(onlineStore.subscribe, onlineStore.get, () => true);
}

const changes = (n: number) => plural(n, "change");

/** Whom a refused change was about: the child by name (kept by the page even once removed from the roster), a visitor by name. */
function whoOf(event: QueuedDoorEvent, camperName: (entryId: number) => string): string {
  if (event.entryId !== undefined) return camperName(event.entryId);
  if ("visitor" in event && event.visitor) return `visitor ${event.visitor.name.trim()}`;
  return "a staff member or the roll call";
}

export function OfflineBanner({ camperName }: { camperName: (entryId: number) => string }) {
  const { pending, status, slow, setAside } = useDoorQueue();
  const online = useOnline();
  const waited = useRef(false);
  const [savedUntil, setSavedUntil] = useState(0);
  const count = pending.length;
  const saving = useShownAfter(count > 0, SAVING_SHOWN_AFTER_MS);
  // navigator.onLine can say online with no network at all (a page reloaded offline): a send that
  // failed at once says so too.
  const offline = !online || status === "offline";
  const noAnswer = online && count > 0 && (status === "waiting" || slow);
  if (offline || noAnswer || status === "signIn") waited.current = true;
  useEffect(() => {
    if (status === "saved" && count === 0 && waited.current) {
      waited.current = false;
      setSavedUntil(Date.now() + SAVED_SHOWN_MS);
      const timer = setTimeout(() => setSavedUntil(0), SAVED_SHOWN_MS);
      return () => clearTimeout(timer);
    }
  }, [status, count]);

  let line: React.ReactNode = null;
  let tone = "";
  if (status === "signIn") {
    tone = "bg-amber-300 text-slate-950 border-amber-700";
    line = (
      <>
        Signed out: {changes(count)} waiting on this device.{" "}
        <a className="underline" href={`/attendance-login?redirect=${encodeURIComponent(location.pathname + location.search)}`}>
          Sign in again to send them
        </a>
      </>
    );
  } else if (offline) {
    tone = "bg-slate-900 text-white border-slate-950";
    line = <>Offline: {count === 0 ? "no changes waiting" : `${changes(count)} waiting`}</>;
  } else if (noAnswer) {
    tone = "bg-amber-200 text-slate-950 border-amber-700";
    line = <>Waiting to send: {changes(count)} kept on this device (no answer from the server yet)</>;
  } else if (count > 0 && saving) {
    tone = "bg-sky-100 text-sky-950 border-sky-800";
    line = <>Saving {changes(count)}…</>;
  } else if (savedUntil && setAside.length === 0) {
    // Never "All changes saved" beside a change the server refused.
    tone = "bg-green-100 text-green-950 border-green-800";
    line = <>✓ All changes saved</>;
  }

  return (
    // Kept at the top of the screen by the door's strip (door-strip.tsx).
    <div className="print:hidden">
      <p role="status" aria-live="polite" className={line ? `rounded-lg border-2 px-3 py-2 text-base font-black ${tone}` : "sr-only"} data-testid="door-status">
        {line}
      </p>
      {setAside.length ? (
        <div
          role="alert"
          className="mt-1 flex flex-wrap items-center justify-between gap-2 rounded-lg border-2 border-red-700 bg-red-50 px-3 py-1 font-bold text-red-900"
        >
          <ul>
            {setAside.map(({ event, message }) => (
              <li key={event.id} data-testid="refused-change">
                <span aria-hidden="true">⚠ </span>
                {refusedChangeText({ kind: event.kind, at: event.at, who: whoOf(event, camperName), message })}
              </li>
            ))}
          </ul>
          <button type="button" className="min-h-11 rounded-lg border-2 border-red-800 px-3" onClick={dismissSetAside}>
            Dismiss
          </button>
        </div>
      ) : null}
    </div>
  );
}

/** True once `on` has held for `ms` (false again as soon as it stops). */
function useShownAfter(on: boolean, ms: number): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!on) return setShown(false);
    const timer = setTimeout(() => setShown(true), ms);
    return () => clearTimeout(timer);
  }, [on, ms]);
  return on && shown;
}
