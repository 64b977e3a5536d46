// Page breaks on their own: lines of 10 points, pages of 45 points (four lines and a bit).
import { expect, test } from "vitest";
import { blockKeeps, paginate, type FlowLine } from "./layout";

const lines = (keeps: boolean[]) =>
  keeps.map((keepWithPrevious, i) => ({ name: i + 1, gapBefore: 0, height: 10, keepWithPrevious }) satisfies FlowLine & { name: number });
const names = (pages: Array<Array<{ name: number }>>) => pages.map((p) => p.map((l) => l.name));

test("a break never leaves one line of a block alone at the foot or the top of a page", () => {
  // Three free lines, then a five-line paragraph: page one has room for one of its lines, which
  // would be alone at the foot, so the paragraph starts on page two; there, its last line would be
  // alone at the top of page three, so the line before it comes along.
  const flow = lines([false, false, false, ...blockKeeps(5, false)]);
  expect(names(paginate(flow, 45, 45))).toEqual([
    [1, 2, 3],
    [4, 5, 6],
    [7, 8],
  ]);
});

test("a run of kept lines longer than a page is broken where it must be, never run past the foot", () => {
  const flow = lines([false, true, true, true, true, true, true]);
  const pages = paginate(flow, 45, 45);
  expect(names(pages)).toEqual([
    [1, 2, 3, 4],
    [5, 6, 7],
  ]);
  const withLead = lines([false, false, true, true, true, true, true]);
  expect(names(paginate(withLead, 45, 45))).toEqual([
    [1, 2, 3, 4],
    [5, 6, 7],
  ]);
});
