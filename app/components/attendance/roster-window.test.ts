// Which rows a long roster renders: a real day's roster renders whole; a 1,000-camper day renders
// the rows near the screen, and moving the window never moves the rows on screen.
import { describe, expect, test } from "vitest";
import { anchoredWindow, windowFor, WINDOW_FROM } from "./roster-window";

describe("windowFor (from the scroll position alone)", () => {
  test("a roster up to WINDOW_FROM campers renders every row", () => {
    expect(windowFor(WINDOW_FROM, 5000, 800, 80)).toEqual({ first: 0, last: WINDOW_FROM, topPx: 0, bottomPx: 0 });
  });

  test("a 1,000-camper roster renders the screen's rows and 20 either side, with spacers for the rest", () => {
    // 80 px rows, the screen from 8,000 to 8,800 px: rows 100 to 110 are on it.
    expect(windowFor(1000, 8000, 800, 80)).toEqual({ first: 80, last: 130, topPx: 6400, bottomPx: 870 * 80 });
    expect(windowFor(1000, -400, 800, 80)).toMatchObject({ first: 0, last: 25, topPx: 0 });
    expect(windowFor(1000, 80 * 1000, 800, 80)).toMatchObject({ first: 980, last: 1000, bottomPx: 0 });
  });
});

describe("anchoredWindow (from the rows rendered now)", () => {
  // Rows 100-149 rendered, each 90 px, the list's top 9,000 px above the screen: the top spacer
  // (100 rows estimated at 80 px) ends 1,000 px above the screen, so row 111 is at its top.
  const current = { first: 100, last: 150, topPx: 8000, bottomPx: 850 * 80 };
  const listTop = -9000;
  const rows = Array.from({ length: 50 }, (_, i) => ({ top: listTop + 8000 + i * 90, bottom: listTop + 8000 + (i + 1) * 90 }));

  test("keeps the rows on screen where they are: the new top spacer is exactly the rows it replaces", () => {
    const next = anchoredWindow(1000, current, rows, listTop, 800, 80)!;
    // Row 111 is at the screen's top and row 119 at its bottom: 20 rows either side.
    expect(next.first).toBe(91);
    expect(next.last).toBe(140);
    // Scrolling up: the 9 rows above the window are not measured yet, so estimated.
    expect(next.topPx).toBe(8000 - 9 * 80);
  });

  test("moving down, the spacer takes the measured height of the rows it replaces", () => {
    const lower = rows.map((r) => ({ top: r.top - 2000, bottom: r.bottom - 2000 }));
    const next = anchoredWindow(1000, current, lower, listTop - 2000, 800, 80)!;
    // Row 133 is now at the top: the window starts at row 113, whose top is 13 rows of 90 px below row 100's.
    expect(next.first).toBe(113);
    expect(next.topPx).toBe(8000 + 13 * 90);
  });

  test("a window that ends on screen reaches past its end with estimated rows", () => {
    const next = anchoredWindow(1000, { ...current, last: 115 }, rows.slice(0, 15), listTop, 800, 80)!;
    // Rendered rows end at 9,350 px in the list, the screen at 9,800: 6 more rows of 80 px, then 20.
    expect(next.last).toBe(115 + 6 + 20);
  });

  test("gives way to the estimate when no rendered row is on screen (a jump far away)", () => {
    const far = rows.map((r) => ({ top: r.top - 50_000, bottom: r.bottom - 50_000 }));
    expect(anchoredWindow(1000, current, far, listTop - 50_000, 800, 80)).toBeNull();
  });
});
