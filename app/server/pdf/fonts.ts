// The handbook's typefaces: Noto Sans for text (Latin with every accent, so "Trần Thị Nguyễn"
// prints as typed), Noto Sans Math for arrows and symbols Noto Sans lacks (→ ✓ ★), Noto Emoji
// (monochrome) for emoji. A character takes the first of these that draws it. The fonts are
// imported only when a PDF is made, so the pages the Worker serves never load them.
import { readTrueType, type TrueTypeFont } from "./truetype";

export type Face = "regular" | "bold";

export type HandbookFonts = Record<Face, TrueTypeFont[]>;

let loading: Promise<HandbookFonts> | undefined;

function fromBase64(text: string): Uint8Array {
  const binary = atob(text);
  // A plain loop: Uint8Array.from over a string of a million characters takes seconds.
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** The fonts, read once per Worker instance. */
export function loadHandbookFonts(): Promise<HandbookFonts> {
  loading ??= Promise.all([
    import("./fonts/noto-sans-regular"),
    import("./fonts/noto-sans-bold"),
    import("./fonts/noto-sans-math"),
    import("./fonts/noto-emoji"),
  ]).then(([regular, bold, math, emoji]) => {
    const [symbols, pictures] = [readTrueType(fromBase64(math.default)), readTrueType(fromBase64(emoji.default))];
    return {
      regular: [readTrueType(fromBase64(regular.default)), symbols, pictures],
      bold: [readTrueType(fromBase64(bold.default)), symbols, pictures],
    };
  });
  return loading;
}

/**
 * Whether a character is drawn. Not drawn, and taking no room: control characters, invisible
 * ones (soft hyphen, zero-width space, joiners, direction marks), and those that change how the
 * one before them is shown (variation selectors, skin tones, tag characters). Without a shaping
 * engine "👍🏽" prints as 👍 and a family emoji as its people side by side.
 */
const HIDDEN: Array<[number, number]> = [
  [0x00, 0x1f],
  [0x7f, 0x9f],
  [0xad, 0xad],
  [0x200b, 0x200f],
  [0x2060, 0x2064],
  [0xfe00, 0xfe0f],
  [0x1f3fb, 0x1f3ff],
  [0xe0020, 0xe007f],
];

export function isDrawn(codePoint: number): boolean {
  return !HIDDEN.some(([first, last]) => codePoint >= first && codePoint <= last);
}

/** A glyph's advance in thousandths of an em, as the PDF's /W array states it. */
export function glyphWidth(font: TrueTypeFont, glyph: number): number {
  return Math.round((font.advance(glyph) * 1000) / font.unitsPerEm);
}

/** The font in `chain` that draws `codePoint`, with its glyph; the first font's .notdef box when none does. */
export function fontFor(chain: TrueTypeFont[], codePoint: number): { font: TrueTypeFont; glyph: number } {
  for (const font of chain) {
    const glyph = font.glyphFor(codePoint);
    if (glyph) return { font, glyph };
  }
  return { font: chain[0], glyph: 0 };
}

/** How wide `text` is at `size` points, as the PDF will draw it. */
export function textWidth(chain: TrueTypeFont[], text: string, size: number): number {
  let width = 0;
  for (const char of text) {
    const codePoint = char.codePointAt(0)!;
    if (!isDrawn(codePoint)) continue;
    const { font, glyph } = fontFor(chain, codePoint);
    width += glyphWidth(font, glyph);
  }
  return (width * size) / 1000;
}
