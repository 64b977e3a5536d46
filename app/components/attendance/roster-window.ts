// A very long roster (a 1,000-camper day) renders only the rows near the screen, so a tap lays out
// a few dozen rows instead of a thousand. Spacers above and below keep the page its full height,
// so the scroll bar and scrolling behave as if every row were there. A roster of a real day (up
// to WINDOW_FROM campers) renders whole: search-in-page, a screen reader's reading order and
// printing then see every camper (decision 0043).
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from "react";
import { flushSync } from "react-dom";

/** Rosters longer than this render in a window. */
export const WINDOW_FROM = 200;
/** Rows rendered by the server and at hydration: the first screens of the roster. */
const FIRST_ROWS = 40;
/** Rows rendered beyond each edge of the screen, so a fling or a Tab lands on rows already there. */
const OVERSCAN = 20;
/** Before a row has been measured: a phone row's height in CSS px (door.css uses the same). */
const FIRST_GUESS_PX = 76;

export type RosterWindow = { first: number; last: number; topPx: number; bottomPx: number };

const everyRow = (count: number): RosterWindow => ({ first: 0, last: count, topPx: 0, bottomPx: 0 });

/** The rows [first, last) to render of `count`, given the screen's place in the list (px from the list's top). */
export function windowFor(count: number, viewTopPx: number, viewHeightPx: number, rowPx: number): RosterWindow {
  if (count <= WINDOW_FROM) return everyRow(count);
  const first = Math.max(0, Math.min(count, Math.floor(viewTopPx / rowPx) - OVERSCAN));
  const last = Math.max(first, Math.min(count, Math.ceil((viewTopPx + viewHeightPx) / rowPx) + OVERSCAN));
  return { first, last, topPx: first * rowPx, bottomPx: (count - last) * rowPx };
}

/** What the server renders and the first client render repeats (the page has not been measured yet). */
const firstWindow = (count: number) => windowFor(count, 0, (FIRST_ROWS - OVERSCAN) * FIRST_GUESS_PX, FIRST_GUESS_PX);

/**
 * The next window, anchored on the rows on screen now: the rows before the new first row become
 * spacer of exactly their measured height, so nothing on screen moves. `rows` are the rendered
 * rows' boxes (in viewport px), `listTop` the list's top; null when no rendered row is on screen
 * (a jump far away: the caller estimates from the scroll position).
 */
export function anchoredWindow(
  count: number,
  current: RosterWindow,
  rows: { top: number; bottom: number }[],
  listTop: number,
  viewHeightPx: number,
  rowPx: number,
): RosterWindow | null {
  const top = rows.findIndex((r) => r.bottom > 0);
  if (top < 0 || rows[top].top >= viewHeightPx) return null;
  let bottom = rows.length - 1;
  while (bottom > top && rows[bottom].top >= viewHeightPx) bottom--;
  // The window ends on screen (a scroll down): the rows to come, estimated.
  const beyond = Math.max(0, Math.ceil((viewHeightPx - rows[rows.length - 1].bottom) / rowPx));
  const first = Math.max(0, current.first + top - OVERSCAN);
  const last = Math.min(count, current.first + bottom + 1 + beyond + OVERSCAN);
  const topPx =
    first === 0 ? 0 : first >= current.first ? rows[first - current.first].top - listTop : Math.max(0, current.topPx - (current.first - first) * rowPx);
  return { first, last, topPx, bottomPx: (count - last) * rowPx };
}

/**
 * The window of `count` rows to render inside `body` (the roster's tbody, or the roll call's
 * list, whose rows `rowSelector` finds), following the page's scroll and size. Printing renders
 * every row (the browser prints the DOM as it is).
 */
export function useRosterWindow<E extends HTMLElement = HTMLTableSectionElement>(count: number, rowSelector = '[data-testid="roster-row"]') {
  const body = useRef<E>(null);
  const rowPx = useRef(FIRST_GUESS_PX);
  const [printing, setPrinting] = useState(false);
  const [win, setWin] = useState(() => firstWindow(count));
  const rendered = useRef(win);

  const measure = useCallback(() => {
    const el = body.current;
    if (!el || count <= WINDOW_FROM) return setWin((w) => (w.first === 0 && w.last === count && w.bottomPx === 0 ? w : everyRow(count)));
    const listTop = el.getBoundingClientRect().top;
    const rows = Array.from(el.querySelectorAll(rowSelector), (row) => row.getBoundingClientRect());
    // The rows rendered now tell the real height (a row with flags or notes is taller).
    if (rows.length > 0) {
      const measured = (rows[rows.length - 1].bottom - rows[0].top) / rows.length;
      if (measured > 0 && Math.abs(measured - rowPx.current) / rowPx.current > 0.05) rowPx.current = measured;
    }
    const current = rendered.current;
    const matches = rows.length === current.last - current.first;
    const next =
      (matches ? anchoredWindow(count, current, rows, listTop, window.innerHeight, rowPx.current) : null) ??
      windowFor(count, -listTop, window.innerHeight, rowPx.current);
    setWin((w) => (w.first === next.first && w.last === next.last && Math.abs(w.topPx - next.topPx) < 1 ? w : next));
  }, [count, rowSelector]);
  useLayoutEffect(measure, [measure]);
  useEffect(() => {
    let frame = 0;
    const onScroll = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        measure();
      });
    };
    // Synchronously: the browser lays the page out for paper right after this event.
    const beforePrint = () => flushSync(() => setPrinting(true));
    const afterPrint = () => setPrinting(false);
    window.addEventListener("scroll", onScroll, { passive: true });
    window.addEventListener("resize", onScroll);
    window.addEventListener("beforeprint", beforePrint);
    window.addEventListener("afterprint", afterPrint);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener("scroll", onScroll);
      window.removeEventListener("resize", onScroll);
      window.removeEventListener("beforeprint", beforePrint);
      window.removeEventListener("afterprint", afterPrint);
    };
  }, [measure]);

  const shown = printing ? everyRow(count) : win;
  // A shorter list (a search) can leave the window past its end until the next measure.
  const last = Math.min(shown.last, count);
  rendered.current = { ...shown, first: Math.min(shown.first, last), last };
  return { body, window: rendered.current };
}
