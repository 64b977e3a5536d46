// The door's strip (door-strip.tsx: Roll call, the network's line, a ratio warning) sticks to the
// top of the screen. What else sticks there, the roll call's title, sits just below it and is
// never covered by it: the strip's height, measured as it changes, is the CSS variable it uses.
import { useEffect, type RefObject } from "react";

const HEIGHT = "--door-status-height";

/** Style for a sticky bar below the door's strip. */
export const BELOW_DOOR_STATUS = { top: `var(${HEIGHT}, 0px)` } as const;

/** Keeps the strip's height in the page's CSS variable. */
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
