// The door's one line about the network: "Offline: N changes waiting" while the Wi-Fi is gone,
// "Waiting to send" while the Wi-Fi is up but the server does not answer (the queue tries again,
// each time after a longer pause), "All changes saved" once the queue is sent, and what to do when
// the session ended or a change was refused. The status region is always in the page so screen
// readers hear each change.
import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import { EVENT_LABELS } from "~/lib/attendance/door-changes";
import { dismissSetAside, useDoorQueue } from "./door-queue";
import { useDoorStatusHeight } from "./door-status-height";

// "All changes saved" stays this long after a queue that had to wait was sent.
const SAVED_SHOWN_MS = 6000;

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

const changes = (n: number) => `${n} ${n === 1 ? "change" : "changes"}`;

export function OfflineBanner({ camperName }: { camperName: (entryId: number) => string }) {
  const { pending, status, slow, setAside } = useDoorQueue();
  const online = useOnline();
  const waited = useRef(false);
  const [savedUntil, setSavedUntil] = useState(0);
  const bar = useRef<HTMLDivElement>(null);
  useDoorStatusHeight(bar);
  const count = pending.length;
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
  } else if (count > 0) {
    tone = "bg-sky-100 text-sky-950 border-sky-800";
    line = <>Saving {changes(count)}…</>;
  } else if (savedUntil) {
    tone = "bg-green-100 text-green-950 border-green-800";
    line = <>✓ All changes saved</>;
  }

  return (
    <div ref={bar} className="sticky top-0 z-20 print:hidden">
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
              <li key={event.id}>
                ⚠ Not saved: {EVENT_LABELS[event.kind]} for {event.entryId === undefined ? "an adult" : camperName(event.entryId)}: {message}
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
