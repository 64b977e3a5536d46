// A parent handbook as a typeset PDF, written without a dependency (it runs in the Worker on
// every save and in the seed): the camp's logo drawn as vector shapes, a title block, headings,
// paragraphs and bullets wrapped by the real widths of Helvetica, and "Page N of M" on every
// page. Text is WinAnsi-encoded (curly quotes, dashes and accented letters print as typed).

import { handbookBlocks } from "../lib/handbook-text";

export type HandbookSection = { heading: string; body: string };

// Glyph widths (1/1000 em) of Helvetica and Helvetica-Bold for ' ' (32) to '~' (126), from the
// standard Adobe font metrics. Other characters count as 556 (a digit's width).
const REGULAR = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 278, 278, 584, 584, 584,
  556, 1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278,
  469, 556, 333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556, 556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260,
  334, 584,
];
const BOLD = [
  278, 333, 474, 556, 556, 889, 722, 238, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 333, 333, 584, 584, 584,
  611, 975, 722, 722, 722, 722, 667, 611, 778, 722, 278, 556, 722, 611, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 333, 278, 333,
  584, 556, 333, 556, 611, 556, 611, 556, 333, 611, 611, 278, 278, 556, 278, 889, 611, 611, 611, 611, 389, 556, 333, 611, 556, 778, 556, 556, 500, 389, 280,
  389, 584,
];

// Characters outside Latin-1 that WinAnsi has, by their code in that encoding.
const WIN_ANSI: Record<string, number> = {
  "€": 0x80,
  "…": 0x85,
  "‘": 0x91,
  "’": 0x92,
  "“": 0x93,
  "”": 0x94,
  "•": 0x95,
  "–": 0x96,
  "—": 0x97,
  "™": 0x99,
};

/** The text as WinAnsi codes (one char per byte); anything else prints as '?'. */
function winAnsi(text: string): string {
  let out = "";
  for (const char of text.normalize("NFC")) {
    const code = char.codePointAt(0)!;
    if (WIN_ANSI[char]) out += String.fromCharCode(WIN_ANSI[char]);
    else if ((code >= 32 && code < 127) || (code >= 0xa0 && code <= 0xff)) out += char;
    else if (char === "\t") out += " ";
    else out += "?";
  }
  return out;
}

function widthOf(text: string, bold: boolean, size: number) {
  const table = bold ? BOLD : REGULAR;
  let units = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    units += code >= 32 && code <= 126 ? table[code - 32] : 556;
  }
  return (units * size) / 1000;
}

function wrap(text: string, bold: boolean, size: number, maxWidth: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && widthOf(candidate, bold, size) > maxWidth) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  return lines;
}

const escape = (text: string) => text.replace(/\\/g, "\\\\").replace(/\(/g, "\\(").replace(/\)/g, "\\)");

// Letter size, in points; margins of 0.8 inch.
const PAGE_WIDTH = 612;
const PAGE_HEIGHT = 792;
const MARGIN = 58;
const TEXT_WIDTH = PAGE_WIDTH - 2 * MARGIN;
const TOP = PAGE_HEIGHT - 92; // below the running header
const BOTTOM = 72; // above the page number

const SEA = "0.047 0.29 0.43"; // the site's sea-800
const TEAL = "0.05 0.55 0.55";
const INK = "0.12 0.16 0.2";

/** The logo: a sun over two waves, in a circle, drawn at (x, y) with diameter d. */
function logo(x: number, y: number, d: number): string {
  const r = d / 2;
  const cx = x + r;
  const cy = y + r;
  const circle = (ccx: number, ccy: number, rr: number) => {
    const kk = 0.5523 * rr;
    return [
      `${ccx + rr} ${ccy} m`,
      `${ccx + rr} ${ccy + kk} ${ccx + kk} ${ccy + rr} ${ccx} ${ccy + rr} c`,
      `${ccx - kk} ${ccy + rr} ${ccx - rr} ${ccy + kk} ${ccx - rr} ${ccy} c`,
      `${ccx - rr} ${ccy - kk} ${ccx - kk} ${ccy - rr} ${ccx} ${ccy - rr} c`,
      `${ccx + kk} ${ccy - rr} ${ccx + rr} ${ccy - kk} ${ccx + rr} ${ccy} c`,
    ].join("\n");
  };
  const wave = (baseline: number) =>
    [
      `${cx - r * 0.8} ${baseline} m`,
      `${cx - r * 0.5} ${baseline + r * 0.18} ${cx - r * 0.3} ${baseline + r * 0.18} ${cx} ${baseline} c`,
      `${cx + r * 0.3} ${baseline - r * 0.18} ${cx + r * 0.5} ${baseline - r * 0.18} ${cx + r * 0.8} ${baseline} c`,
      "S",
    ].join("\n");
  return [
    "q",
    `${SEA} rg`,
    circle(cx, cy, r),
    "f",
    "0.98 0.77 0.2 rg",
    circle(cx, cy + r * 0.22, r * 0.32),
    "f",
    "1 1 1 RG",
    `${(r * 0.1).toFixed(2)} w 1 J`,
    wave(cy - r * 0.25),
    wave(cy - r * 0.5),
    "Q",
  ].join("\n");
}

type Line = { text: string; bold: boolean; size: number; x: number; color: string; gapBefore: number; bullet?: boolean };

function textOp(x: number, y: number, font: "F1" | "F2", size: number, color: string, text: string) {
  return `BT /${font} ${size} Tf ${color} rg ${x.toFixed(2)} ${y.toFixed(2)} Td (${escape(text)}) Tj ET`;
}

/** The lines of one section: its heading, then its paragraphs and bullets (app/lib/handbook-text.ts). */
function sectionLines(section: HandbookSection): Line[] {
  const lines: Line[] = [];
  wrap(winAnsi(section.heading), true, 15, TEXT_WIDTH).forEach((text, i) =>
    lines.push({ text, bold: true, size: 15, x: MARGIN, color: SEA, gapBefore: i === 0 ? 22 : 4 }),
  );
  handbookBlocks(section.body).forEach((block, b) => {
    const first = b === 0 ? 8 : 7;
    if (block.kind === "paragraph") {
      wrap(winAnsi(block.text), false, 11, TEXT_WIDTH).forEach((text, i) =>
        lines.push({ text, bold: false, size: 11, x: MARGIN, color: INK, gapBefore: i === 0 ? first : 2.5 }),
      );
      return;
    }
    block.items.forEach((item, n) =>
      wrap(winAnsi(item), false, 11, TEXT_WIDTH - 16).forEach((text, i) =>
        lines.push({ text, bold: false, size: 11, x: MARGIN + 16, color: INK, gapBefore: i > 0 ? 2.5 : n === 0 ? first : 4, bullet: i === 0 }),
      ),
    );
  });
  return lines;
}

/**
 * The handbook as PDF bytes. `title` heads the first page; `subtitle` (the site's address)
 * sits under it; each page carries the running header and "Page N of M".
 */
export function handbookPdf(title: string, subtitle: string, sections: HandbookSection[]): Uint8Array {
  const pages: string[][] = [[]];
  let page = pages[0];
  // The title block on page one: a large logo, the title and the address.
  page.push(logo(MARGIN, PAGE_HEIGHT - MARGIN - 64, 64));
  const titleLines = wrap(winAnsi(title), true, 24, TEXT_WIDTH - 80);
  let y = PAGE_HEIGHT - MARGIN - 24;
  for (const line of titleLines) {
    page.push(textOp(MARGIN + 80, y, "F2", 24, SEA, line));
    y -= 28;
  }
  page.push(textOp(MARGIN + 80, y + 6, "F1", 11, TEAL, winAnsi(subtitle)));
  y = Math.min(y - 20, PAGE_HEIGHT - MARGIN - 96);
  page.push(`q ${TEAL} RG 1.5 w ${MARGIN} ${y} m ${PAGE_WIDTH - MARGIN} ${y} l S Q`);
  y -= 6;

  for (const section of sections) {
    const lines = sectionLines(section);
    lines.forEach((line, i) => {
      const height = line.gapBefore + line.size * 1.2;
      // A heading never ends a page alone: it moves with the first lines after it.
      const keepWith = line.bold && i + 1 < lines.length ? lines[i + 1].gapBefore + lines[i + 1].size * 1.2 * 2 : 0;
      if (y - height - keepWith < BOTTOM) {
        page = [];
        pages.push(page);
        y = TOP + (line.bold ? 0 : line.gapBefore);
      }
      y -= height;
      if (line.bullet) page.push(`q ${TEAL} rg ${line.x - 11} ${y + 3} 4 4 re f Q`);
      page.push(textOp(line.x, y, line.bold ? "F2" : "F1", line.size, line.color, line.text));
    });
  }

  const count = pages.length;
  const streams = pages.map((ops, i) => {
    const header =
      i === 0
        ? []
        : [
            logo(MARGIN, PAGE_HEIGHT - 62, 22),
            textOp(MARGIN + 30, PAGE_HEIGHT - 55, "F2", 10, SEA, winAnsi(title)),
            `q 0.8 0.85 0.88 RG 0.75 w ${MARGIN} ${PAGE_HEIGHT - 70} m ${PAGE_WIDTH - MARGIN} ${PAGE_HEIGHT - 70} l S Q`,
          ];
    const label = `Page ${i + 1} of ${count}`;
    const footer = textOp(PAGE_WIDTH - MARGIN - widthOf(label, false, 9), 40, "F1", 9, INK, label);
    return [...header, ...ops, footer].join("\n");
  });

  const objects: string[] = [];
  const pageIds = streams.map((_, i) => 6 + i * 2);
  objects[1] = "<< /Type /Catalog /Pages 2 0 R /Lang (en-US) /ViewerPreferences << /DisplayDocTitle true >> >>";
  objects[2] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(" ")}] /Count ${count} >>`;
  objects[3] = "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>";
  objects[4] = "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>";
  objects[5] = `<< /Title (${escape(winAnsi(title))}) /Producer (Camp Sarraka) >>`;
  streams.forEach((content, i) => {
    const id = pageIds[i];
    objects[id] =
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] /Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${id + 1} 0 R >>`;
    objects[id + 1] = `<< /Length ${content.length} >>\nstream\n${content}\nendstream`;
  });

  let out = "%PDF-1.4\n%\xe2\xe3\xcf\xd3\n";
  const offsets: number[] = [];
  for (let id = 1; id < objects.length; id++) {
    offsets[id] = out.length;
    out += `${id} 0 obj\n${objects[id]}\nendobj\n`;
  }
  const xref = out.length;
  out += `xref\n0 ${objects.length}\n0000000000 65535 f \n`;
  for (let id = 1; id < objects.length; id++) out += `${String(offsets[id]).padStart(10, "0")} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length} /Root 1 0 R /Info 5 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  // Every character is one byte (WinAnsi), so the offsets above are byte offsets.
  const bytes = new Uint8Array(out.length);
  for (let i = 0; i < out.length; i++) bytes[i] = out.charCodeAt(i) & 0xff;
  return bytes;
}
