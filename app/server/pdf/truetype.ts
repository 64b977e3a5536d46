// Reads a TrueType font (glyf outlines) and writes a smaller copy holding only some glyphs. No
// dependency: the handbook PDF is made in the Worker on every office save, where a font library
// would weigh more than the fonts' own subset. Both the build-time cut of the camp's fonts
// (scripts/pdf-fonts.ts) and the per-PDF subset use it.
//
// A subset numbers its glyphs anew (0, 1, 2...), so its metrics and index tables hold only those
// glyphs; composite glyphs (ầ is "a" + two accents) are rewritten to point at their parts' new
// numbers.
import { concat } from "./writer";

export type TrueTypeFont = {
  unitsPerEm: number;
  ascent: number;
  descent: number;
  capHeight: number;
  italicAngle: number;
  bbox: [number, number, number, number];
  /** The font's PostScript name, for /BaseFont. */
  name: string;
  numGlyphs: number;
  /** The glyph drawing a code point, or 0 (.notdef) when the font has none. */
  glyphFor(codePoint: number): number;
  /** Every code point the font draws, with its glyph. */
  characters(): Map<number, number>;
  /** A glyph's advance, in font units. */
  advance(glyph: number): number;
  /**
   * The font with only these glyphs' outlines (and the parts composite glyphs are made of).
   * `withCharacters` also writes a cmap for these code points and the naming and metrics tables:
   * a font other programs can still read. Without it, only what a PDF reader needs (glyf, loca,
   * head, hhea, hmtx, maxp and the hinting tables): PDF maps text to glyphs itself.
   */
  subset(glyphs: Iterable<number>, withCharacters?: Map<number, number>): FontSubset;
};

export type FontSubset = {
  bytes: Uint8Array;
  /** A glyph's number in the subset, from its number in the whole font. */
  glyphs: Map<number, number>;
};

type Table = { offset: number; length: number };

const tag = (view: DataView, at: number) => String.fromCharCode(view.getUint8(at), view.getUint8(at + 1), view.getUint8(at + 2), view.getUint8(at + 3));

export function readTrueType(bytes: Uint8Array): TrueTypeFont {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const version = view.getUint32(0);
  if (version !== 0x00010000 && version !== 0x74727565) throw new Error("Not a TrueType font (CFF outlines are not read)");
  const tables = new Map<string, Table>();
  for (let i = 0, count = view.getUint16(4); i < count; i++) {
    const at = 12 + i * 16;
    tables.set(tag(view, at), { offset: view.getUint32(at + 8), length: view.getUint32(at + 12) });
  }
  const table = (name: string) => {
    const found = tables.get(name);
    if (!found) throw new Error(`The font has no ${name} table`);
    return found;
  };
  const slice = (name: string) => {
    const t = table(name);
    return bytes.subarray(t.offset, t.offset + t.length);
  };

  const head = table("head").offset;
  const unitsPerEm = view.getUint16(head + 18);
  const bbox: [number, number, number, number] = [view.getInt16(head + 36), view.getInt16(head + 38), view.getInt16(head + 40), view.getInt16(head + 42)];
  const longLoca = view.getInt16(head + 50) === 1;
  const hhea = table("hhea").offset;
  const numberOfHMetrics = view.getUint16(hhea + 34);
  const numGlyphs = view.getUint16(table("maxp").offset + 4);
  const hmtx = table("hmtx").offset;
  const os2 = tables.get("OS/2");
  const ascent = os2 ? view.getInt16(os2.offset + 68) : view.getInt16(hhea + 4);
  const descent = os2 ? view.getInt16(os2.offset + 70) : view.getInt16(hhea + 6);
  const capHeight = os2 && view.getUint16(os2.offset) >= 2 ? view.getInt16(os2.offset + 88) : ascent;
  const post = tables.get("post");
  const italicAngle = post ? view.getInt32(post.offset + 4) / 65536 : 0;

  const loca = table("loca").offset;
  const glyf = table("glyf").offset;
  const glyphRange = (glyph: number): [number, number] =>
    longLoca
      ? [view.getUint32(loca + glyph * 4), view.getUint32(loca + glyph * 4 + 4)]
      : [view.getUint16(loca + glyph * 2) * 2, view.getUint16(loca + glyph * 2 + 2) * 2];

  const cmap = readCmap(view, table("cmap").offset);
  const name = postScriptName(view, tables.get("name")) ?? "Font";

  const advance = (glyph: number) => view.getUint16(hmtx + 4 * Math.min(glyph, numberOfHMetrics - 1));
  // After the last full metric, hmtx lists left side bearings alone (the advance repeats).
  const leftSideBearing = (glyph: number) =>
    glyph < numberOfHMetrics ? view.getInt16(hmtx + 4 * glyph + 2) : view.getInt16(hmtx + 4 * numberOfHMetrics + 2 * (glyph - numberOfHMetrics));

  /**
   * The glyphs a composite glyph is built from, each with where its number sits in the glyph's
   * bytes (flags per the TrueType 'glyf' specification).
   */
  const parts = (glyph: number): Array<{ glyph: number; at: number }> => {
    const [start, end] = glyphRange(glyph);
    if (end <= start || view.getInt16(glyf + start) >= 0) return [];
    const found: Array<{ glyph: number; at: number }> = [];
    let at = 10;
    for (;;) {
      const flags = view.getUint16(glyf + start + at);
      found.push({ glyph: view.getUint16(glyf + start + at + 2), at: at + 2 });
      at += 4 + (flags & 0x0001 ? 4 : 2);
      if (flags & 0x0008) at += 2;
      else if (flags & 0x0040) at += 4;
      else if (flags & 0x0080) at += 8;
      if (!(flags & 0x0020)) return found;
    }
  };

  function subset(wanted: Iterable<number>, withCharacters?: Map<number, number>): FontSubset {
    // .notdef (glyph 0) stays glyph 0: readers draw it for a missing glyph.
    const keep = new Set<number>();
    const queue = [0, ...wanted];
    while (queue.length) {
      const glyph = queue.shift()!;
      if (glyph >= numGlyphs || keep.has(glyph)) continue;
      keep.add(glyph);
      queue.push(...parts(glyph).map((part) => part.glyph));
    }
    const order = [...keep].sort((a, b) => a - b);
    const renumbered = new Map(order.map((glyph, i) => [glyph, i]));

    const outlines: Uint8Array[] = [];
    const loca = new DataView(new ArrayBuffer((order.length + 1) * 4));
    const metrics = new DataView(new ArrayBuffer(order.length * 4));
    let size = 0;
    order.forEach((glyph, i) => {
      loca.setUint32(i * 4, size);
      metrics.setUint16(i * 4, advance(glyph));
      metrics.setInt16(i * 4 + 2, leftSideBearing(glyph));
      const [start, end] = glyphRange(glyph);
      if (end <= start) return;
      const outline = new Uint8Array((end - start + 3) & ~3); // each glyph starts on a 4-byte boundary
      outline.set(bytes.subarray(glyf + start, glyf + end));
      for (const part of parts(glyph)) new DataView(outline.buffer).setUint16(part.at, renumbered.get(part.glyph)!);
      outlines.push(outline);
      size += outline.length;
    });
    loca.setUint32(order.length * 4, size);

    const newHead = slice("head").slice();
    new DataView(newHead.buffer).setUint32(8, 0); // checkSumAdjustment, set once the file is whole
    new DataView(newHead.buffer).setInt16(50, 1); // the new loca has 32-bit offsets
    const newHhea = slice("hhea").slice();
    new DataView(newHhea.buffer).setUint16(34, order.length); // every glyph has its own advance
    const newMaxp = slice("maxp").slice();
    new DataView(newMaxp.buffer).setUint16(4, order.length);

    const out = new Map<string, Uint8Array>([
      ["glyf", concat(outlines)],
      ["loca", new Uint8Array(loca.buffer)],
      ["head", newHead],
      ["hhea", newHhea],
      ["hmtx", new Uint8Array(metrics.buffer)],
      ["maxp", newMaxp],
    ]);
    for (const hinting of ["cvt ", "fpgm", "prep"]) if (tables.has(hinting)) out.set(hinting, slice(hinting));
    if (withCharacters) {
      const characters = new Map([...withCharacters].map(([code, glyph]) => [code, renumbered.get(glyph) ?? 0]));
      out.set("cmap", writeCmap(characters));
      for (const kept of ["OS/2", "name"]) if (tables.has(kept)) out.set(kept, slice(kept));
      out.set("post", postWithoutNames(slice("post")));
    }
    return { bytes: writeFont(out), glyphs: renumbered };
  }

  return {
    unitsPerEm,
    ascent,
    descent,
    capHeight,
    italicAngle,
    bbox,
    name,
    numGlyphs,
    glyphFor: (codePoint) => cmap.get(codePoint) ?? 0,
    characters: () => new Map(cmap),
    advance,
    subset,
  };
}

/** The Unicode cmap: format 12 (all planes, emoji) when the font has one, else format 4 (BMP). */
function readCmap(view: DataView, cmap: number): Map<number, number> {
  const map = new Map<number, number>();
  const subtables: Array<{ format: number; at: number }> = [];
  for (let i = 0, count = view.getUint16(cmap + 2); i < count; i++) {
    const platform = view.getUint16(cmap + 4 + i * 8);
    const encoding = view.getUint16(cmap + 6 + i * 8);
    const at = cmap + view.getUint32(cmap + 8 + i * 8);
    if (platform === 0 || (platform === 3 && (encoding === 1 || encoding === 10))) subtables.push({ format: view.getUint16(at), at });
  }
  const best = subtables.find((s) => s.format === 12) ?? subtables.find((s) => s.format === 4);
  if (!best) throw new Error("The font has no Unicode cmap");
  const at = best.at;
  if (best.format === 12) {
    for (let i = 0, groups = view.getUint32(at + 12); i < groups; i++) {
      const g = at + 16 + i * 12;
      const [first, last, glyph] = [view.getUint32(g), view.getUint32(g + 4), view.getUint32(g + 8)];
      for (let code = first; code <= last; code++) map.set(code, glyph + code - first);
    }
    return map;
  }
  const segments = view.getUint16(at + 6) / 2;
  const ends = at + 14;
  const starts = ends + segments * 2 + 2;
  const deltas = starts + segments * 2;
  const rangeOffsets = deltas + segments * 2;
  for (let s = 0; s < segments; s++) {
    const [first, last] = [view.getUint16(starts + s * 2), view.getUint16(ends + s * 2)];
    const delta = view.getInt16(deltas + s * 2);
    const rangeOffset = view.getUint16(rangeOffsets + s * 2);
    for (let code = first; code <= last && code !== 0xffff; code++) {
      let glyph = 0;
      if (rangeOffset === 0) glyph = (code + delta) & 0xffff;
      else {
        const raw = view.getUint16(rangeOffsets + s * 2 + rangeOffset + (code - first) * 2);
        glyph = raw === 0 ? 0 : (raw + delta) & 0xffff;
      }
      if (glyph) map.set(code, glyph);
    }
  }
  return map;
}

/** A format 12 cmap (platform 3, encoding 10): runs of consecutive code points and glyphs. */
function writeCmap(characters: Map<number, number>): Uint8Array {
  const codes = [...characters.keys()].sort((a, b) => a - b);
  const groups: Array<[number, number, number]> = [];
  for (const code of codes) {
    const glyph = characters.get(code)!;
    const last = groups.at(-1);
    if (last && code === last[1] + 1 && glyph === last[2] + code - last[0]) last[1] = code;
    else groups.push([code, code, glyph]);
  }
  const length = 16 + groups.length * 12;
  const out = new Uint8Array(12 + length);
  const view = new DataView(out.buffer);
  view.setUint16(2, 1); // one subtable
  view.setUint16(4, 3);
  view.setUint16(6, 10);
  view.setUint32(8, 12);
  view.setUint16(12, 12);
  view.setUint32(16, length);
  view.setUint32(24, groups.length);
  groups.forEach(([first, last, glyph], i) => {
    view.setUint32(28 + i * 12, first);
    view.setUint32(32 + i * 12, last);
    view.setUint32(36 + i * 12, glyph);
  });
  return out;
}

/** A 'post' table of version 3: the same metrics, without the glyph names (they can be long). */
function postWithoutNames(post: Uint8Array): Uint8Array {
  const out = post.slice(0, 32);
  new DataView(out.buffer).setUint32(0, 0x00030000);
  return out;
}

function postScriptName(view: DataView, table: Table | undefined): string | undefined {
  if (!table) return undefined;
  const strings = table.offset + view.getUint16(table.offset + 4);
  for (let i = 0, count = view.getUint16(table.offset + 2); i < count; i++) {
    const record = table.offset + 6 + i * 12;
    if (view.getUint16(record + 6) !== 6) continue; // nameID 6: the PostScript name
    const [platform, length, offset] = [view.getUint16(record), view.getUint16(record + 8), view.getUint16(record + 10)];
    let text = "";
    if (platform === 3) for (let c = 0; c < length; c += 2) text += String.fromCharCode(view.getUint16(strings + offset + c));
    else for (let c = 0; c < length; c++) text += String.fromCharCode(view.getUint8(strings + offset + c));
    return text;
  }
  return undefined;
}

function checksum(data: Uint8Array): number {
  const padded = new Uint8Array((data.length + 3) & ~3);
  padded.set(data);
  const view = new DataView(padded.buffer);
  let sum = 0;
  for (let i = 0; i < padded.length; i += 4) sum = (sum + view.getUint32(i)) >>> 0;
  return sum;
}

/** The sfnt file: table directory (sorted by tag, as the format asks), then the 4-byte-aligned tables. */
function writeFont(tables: Map<string, Uint8Array>): Uint8Array {
  const tags = [...tables.keys()].sort();
  const power = 2 ** Math.floor(Math.log2(tags.length));
  const header = new Uint8Array(12 + tags.length * 16);
  const view = new DataView(header.buffer);
  view.setUint32(0, 0x00010000);
  view.setUint16(4, tags.length);
  view.setUint16(6, power * 16);
  view.setUint16(8, Math.log2(power));
  view.setUint16(10, tags.length * 16 - power * 16);
  const body: Uint8Array[] = [];
  let offset = header.length;
  tags.forEach((name, i) => {
    const data = tables.get(name)!;
    const at = 12 + i * 16;
    for (let c = 0; c < 4; c++) view.setUint8(at + c, name.charCodeAt(c));
    view.setUint32(at + 4, checksum(data));
    view.setUint32(at + 8, offset);
    view.setUint32(at + 12, data.length);
    const padded = new Uint8Array((data.length + 3) & ~3);
    padded.set(data);
    body.push(padded);
    offset += padded.length;
  });
  const font = concat([header, ...body]);
  // head.checkSumAdjustment makes the whole file's checksum 0xB1B0AFBA.
  const headAt = new DataView(header.buffer).getUint32(12 + tags.indexOf("head") * 16 + 8);
  new DataView(font.buffer).setUint32(headAt + 8, (0xb1b0afba - checksum(font)) >>> 0);
  return font;
}
