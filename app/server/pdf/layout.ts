// Lines and pages of the handbook: words wrapped by their printed widths (an address too long for
// a line is broken inside, never left running past the margin), and page breaks that keep lines
// together the way a typesetter would (no heading alone at a page's foot, no line of a paragraph
// or list stranded alone at a page's top or foot).

/** Where a too-long word (a web address, an e-mail) may break: after these... */
const BREAK_AFTER = new Set(["/", "-", ".", "?", "&", "=", "_", ",", ";", ":", "#", "+", "~"]);
/** ...and before these (an e-mail's "@" starts the next line). */
const BREAK_BEFORE = new Set(["@"]);

const graphemes = (word: string) => Array.from(new Intl.Segmenter("en", { granularity: "grapheme" }).segment(word), (s) => s.segment);

/** Whether a word may break between `chars[at - 1]` and `chars[at]` the way addresses do. */
const naturalBreak = (chars: string[], at: number) => BREAK_AFTER.has(chars[at - 1]) || BREAK_BEFORE.has(chars[at]);

/** The longest start of `chars` that ends at a natural break and fits in `room`, as a count of characters (0: none). */
function naturalStart(chars: string[], width: (text: string) => number, room: number): number {
  let best = 0;
  for (let at = 1; at < chars.length; at++) {
    if (width(chars.slice(0, at).join("")) > room) break;
    if (naturalBreak(chars, at)) best = at;
  }
  return best;
}

/**
 * A word wider than the line, in pieces that each fit: each piece ends at the last place an
 * address breaks naturally (after "/" or ".", before "@") when that keeps the line at least
 * a third full, else at the last character that fits.
 */
function breakWord(chars: string[], width: (text: string) => number, maxWidth: number): string[] {
  const pieces: string[] = [];
  let start = 0;
  while (start < chars.length) {
    let end = start + 1; // at least one character per line, however narrow the line
    while (end < chars.length && width(chars.slice(start, end + 1).join("")) <= maxWidth) end++;
    if (end < chars.length) {
      const natural = naturalStart(chars.slice(start, end + 1), width, maxWidth);
      if (natural && width(chars.slice(start, start + natural).join("")) >= maxWidth / 3) end = start + natural;
    }
    pieces.push(chars.slice(start, end).join(""));
    start = end;
  }
  return pieces;
}

/** `text` in lines no wider than `maxWidth`, words separated by single spaces. */
export function wrap(text: string, width: (text: string) => number, maxWidth: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (width(candidate) <= maxWidth) {
      line = candidate;
      continue;
    }
    if (width(word) <= maxWidth) {
      lines.push(line);
      line = word;
      continue;
    }
    // A word longer than a whole line starts on this one when it breaks naturally there.
    let chars = graphemes(word);
    const head = line ? naturalStart(chars, width, maxWidth - width(`${line} `)) : 0;
    if (head) {
      lines.push(`${line} ${chars.slice(0, head).join("")}`);
      chars = chars.slice(head);
    } else if (line) {
      lines.push(line);
    }
    const pieces = breakWord(chars, width, maxWidth);
    lines.push(...pieces.slice(0, -1));
    line = pieces.at(-1)!;
  }
  if (line) lines.push(line);
  return lines;
}

export type FlowLine = {
  /** Space above the line's text when it follows another line on the same page. */
  gapBefore: number;
  /** The line's own height (its leading). */
  height: number;
  /** A page may not break between this line and the one before it. */
  keepWithPrevious: boolean;
};

/**
 * Which lines keep with the one before, for one block (a paragraph, a list item, a heading) of
 * `count` lines: the first two and the last two lines of a block stay together, so a break inside
 * it leaves at least two lines on each page; `afterHeading` ties its first line to the heading.
 */
export function blockKeeps(count: number, afterHeading: boolean): boolean[] {
  return Array.from({ length: count }, (_, k) => (k === 0 && afterHeading) || k === 1 || (k === count - 1 && count > 1));
}

/**
 * The lines in pages: `firstPage` points of room on the first page, `page` on the others. A line
 * that does not fit starts the next page, bringing along the lines it must keep with; only a run
 * of kept lines longer than a whole page is broken where it must be.
 */
export function paginate<L extends FlowLine>(lines: L[], firstPage: number, page: number): L[][] {
  const pages: L[][] = [[]];
  let used = 0;
  const room = () => (pages.length === 1 ? firstPage : page);
  // The first line on a continuation page sits at its top, without the gap above it.
  const heightOn = (current: L[], line: L) => (current.length === 0 && pages.length > 1 ? 0 : line.gapBefore) + line.height;

  lines.forEach((line, i) => {
    const current = pages.at(-1)!;
    if (current.length === 0 || used + heightOn(current, line) <= room()) {
      used += heightOn(current, line);
      current.push(line);
      return;
    }
    // The new page starts with the first line of the kept run that holds `line`...
    let from = current.length;
    for (let next = line; next.keepWithPrevious && from > 0; next = current[from]) from--;
    let end = i + 1;
    while (lines[end]?.keepWithPrevious) end++;
    // ...unless that run starts at the top of this page or is longer than a page of its own:
    // then no place is better than here.
    const run = [...current.slice(from), ...lines.slice(i, end)];
    const height = run.reduce((sum, kept, k) => sum + (k === 0 ? 0 : kept.gapBefore) + kept.height, 0);
    if (from === 0 || height > page) from = current.length;
    const next: L[] = [];
    pages.push(next);
    used = 0;
    for (const kept of [...current.splice(from), line]) {
      used += heightOn(next, kept);
      next.push(kept);
    }
  });
  return pages;
}
