// The door's status line ("Offline: 3 changes waiting") sticks to the top of the screen. What else
// sticks there, the roll call's title and its "back to the roll call" bar, sits just below it and
// is never covered by it: the line's height, measured as it changes, is the CSS variable they use.
import { useEffect, type RefObject } from "react";

const HEIGHT = "--door-status-height";

/** Style for a sticky bar below the door's status line. */
export const BELOW_DOOR_STATUS = { top: `var(${HEIGHT}, 0px)` } as const;

/** Keeps the status line's height (0 while it says nothing) in the page's CSS variable. */
export function useDoorStatusHeight(ref: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const root = document.documentElement;
    const measure = () => root.style.setProperty(HEIGHT, `${el.getBoundingClientRect().height}px`);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => {
      observer.disconnect();
      root.style.removeProperty(HEIGHT);
    };
  }, [ref]);
}
