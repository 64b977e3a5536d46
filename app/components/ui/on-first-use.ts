// Parts of a page that load on first use: menus, dialogs and the code only they need (Radix,
// the forms' schemas). Until someone reaches for one, the page shows a stand-in with the same
// look, rendered by the server like the rest; pointing at it or focusing it starts the download,
// and the click that opens it waits for it: the stand-in stays on screen, marked busy, and the
// real part then opens in its place. What a phone downloads on opening stays small (docs/admin.md).
import { createElement, lazy, useLayoutEffect, useRef, useState, useTransition, type ComponentType } from "react";

// The errors of files that did not arrive (a dropped connection): a dialog's boundary
// (dialog-on-first-use.tsx) says so in the dialog's place; any other error is the page's.
const loadFailures = new WeakSet<object>();

/** Whether `error` is a part's file that could not be loaded (rather than a fault in the part). */
export const isLoadFailure = (error: unknown) => typeof error === "object" && error !== null && loadFailures.has(error);

/**
 * `Part` renders the loaded component (it suspends until the file is there); `preload()` starts
 * the download. After a download failed, the part keeps failing (React keeps a lazy component's
 * failure for good, and a boundary shows it) until someone reaches for it again: `preload()` then
 * starts a new download with a new lazy component. Swapping it in as the download fails instead
 * would hand React a new, pending part each time it renders the failed one: a browser that does
 * not keep a failed module as failed (Chromium since 156) would then download it again for ever.
 */
export function onFirstUse<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  let failed = false;
  const fetchPart = (): Promise<{ default: ComponentType<P> }> =>
    (loading ??= load().then(
      (component) => ({ default: component }),
      (error: unknown) => {
        failed = true;
        const failure = typeof error === "object" && error !== null ? error : new Error(String(error));
        loadFailures.add(failure);
        throw failure;
      },
    ));
  let Loaded = lazy(fetchPart);
  const Part = (props: P) => createElement(Loaded as ComponentType<P>, props);
  /** Starts the download (pointing at or focusing what opens the part); after a failure, a new one. */
  const preload = () => {
    if (failed) {
      failed = false;
      loading = undefined;
      Loaded = lazy(fetchPart);
    }
    return fetchPart().catch(() => undefined);
  };
  return { Part, preload };
}

/**
 * A stand-in's state: `used` once it was opened (render the real part from then on), `busy`
 * while the opening waits for the file. The opening is a transition: with the stand-in and then
 * the part inside one Suspense (`<Suspense fallback={standIn}>{used ? <Part /> : standIn}</Suspense>`),
 * the stand-in stays on screen, with its focus, until the part is ready.
 */
export function useFirstUse(preload: () => unknown) {
  const [used, setUsed] = useState(false);
  const [busy, startTransition] = useTransition();
  const use = () => {
    void preload();
    startTransition(() => setUsed(true));
  };
  return { used, busy, use, reach: () => void preload() };
}

/**
 * In the real part, opened as it mounts (`openAtOnce`): its trigger takes the focus first, as
 * if it had been clicked. The stand-in that had the focus is gone, so without it a dialog opened
 * from the part's menu would find no control to give focus back to (return-focus.ts). A layout
 * effect: it runs before the opened menu moves focus into itself.
 */
export function useTriggerTakesFocus<T extends HTMLElement>(openAtOnce: boolean) {
  const trigger = useRef<T>(null);
  useLayoutEffect(() => {
    if (openAtOnce) trigger.current?.focus({ preventScroll: true });
  }, [openAtOnce]);
  return trigger;
}
