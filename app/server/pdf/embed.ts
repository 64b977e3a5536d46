// The fonts as the PDF holds them: each one a Type0 font (Identity-H, two bytes per character)
// over a CIDFontType2 carrying only the glyphs the handbook prints. Each distinct character gets
// its own CID, with its width (/W) and its Unicode text (/ToUnicode), so text can be searched,
// copied and read aloud, even a character no font draws (it prints as a box and still reads right).
import { fontFor, glyphWidth, isDrawn } from "./fonts";
import type { TrueTypeFont } from "./truetype";
import type { PdfWriter } from "./writer";

type Used = { resource: string; cids: Map<string, number>; glyphs: number[]; characters: string[] };

const hex4 = (n: number) => n.toString(16).padStart(4, "0").toUpperCase();

/** UTF-16BE hex of a character, as ToUnicode wants it. */
const utf16 = (char: string) => Array.from({ length: char.length }, (_, i) => hex4(char.charCodeAt(i))).join("");

/** Six capital letters naming the subset (PDF asks for a tag before a subset font's name); the same glyphs give the same tag. */
function subsetTag(name: string, glyphs: number[]): string {
  let hash = 2166136261;
  for (const n of [...name].map((c) => c.charCodeAt(0)).concat(glyphs)) hash = Math.imul(hash ^ n, 16777619) >>> 0;
  let tag = "";
  for (let i = 0; i < 6; i++, hash = Math.floor(hash / 26)) tag += String.fromCharCode(65 + (hash % 26));
  return tag;
}

export class EmbeddedFonts {
  private readonly used = new Map<TrueTypeFont, Used>();

  private cidFor(font: TrueTypeFont, glyph: number, char: string): { resource: string; cid: number } {
    let entry = this.used.get(font);
    if (!entry) {
      entry = { resource: `F${this.used.size + 1}`, cids: new Map(), glyphs: [0], characters: [""] };
      this.used.set(font, entry);
    }
    let cid = entry.cids.get(char);
    if (cid === undefined) {
      cid = entry.glyphs.length;
      entry.cids.set(char, cid);
      entry.glyphs.push(glyph);
      entry.characters.push(char);
    }
    return { resource: entry.resource, cid };
  }

  /** Operators showing `text` at `size` (inside BT ... ET): one Tj per run of characters in the same font. */
  show(chain: TrueTypeFont[], text: string, size: number): string {
    const ops: string[] = [];
    let resource = "";
    let run = "";
    const flush = () => {
      if (run) ops.push(`/${resource} ${size} Tf <${run}> Tj`);
      run = "";
    };
    for (const char of text) {
      const codePoint = char.codePointAt(0)!;
      if (!isDrawn(codePoint)) continue;
      const { font, glyph } = fontFor(chain, codePoint);
      const found = this.cidFor(font, glyph, char);
      if (found.resource !== resource) {
        flush();
        resource = found.resource;
      }
      run += hex4(found.cid);
    }
    flush();
    return ops.join(" ");
  }

  /** Writes every font used; returns the /Font resource dictionary naming them. */
  async write(pdf: PdfWriter): Promise<string> {
    const names: string[] = [];
    for (const [font, used] of this.used) {
      const name = `${subsetTag(font.name, used.glyphs)}+${font.name}`;
      const scale = (n: number) => Math.round((n * 1000) / font.unitsPerEm);

      const file = pdf.reserve();
      const subset = font.subset(used.glyphs);
      await pdf.stream(file, subset.bytes, `/Length1 ${subset.bytes.length}`);

      // CIDToGIDMap: for CID n, bytes 2n and 2n+1 hold its glyph's number in the subset.
      const map = pdf.reserve();
      const glyphs = new Uint8Array(used.glyphs.length * 2);
      used.glyphs.forEach((glyph, cid) => new DataView(glyphs.buffer).setUint16(cid * 2, subset.glyphs.get(glyph) ?? 0));
      await pdf.stream(map, glyphs);

      const toUnicode = pdf.reserve();
      await pdf.stream(toUnicode, toUnicodeCMap(used.characters));

      const [xMin, yMin, xMax, yMax] = font.bbox.map(scale);
      const descriptor = pdf.add(
        `<< /Type /FontDescriptor /FontName /${name} /Flags 4 /FontBBox [${xMin} ${yMin} ${xMax} ${yMax}] /ItalicAngle ${font.italicAngle}` +
          ` /Ascent ${scale(font.ascent)} /Descent ${scale(font.descent)} /CapHeight ${scale(font.capHeight)} /StemV 80 /FontFile2 ${file} 0 R >>`,
      );
      const widths = used.glyphs.slice(1).map((glyph) => glyphWidth(font, glyph));
      const cidFont = pdf.add(
        `<< /Type /Font /Subtype /CIDFontType2 /BaseFont /${name} /CIDSystemInfo << /Registry (Adobe) /Ordering (Identity) /Supplement 0 >>` +
          ` /FontDescriptor ${descriptor} 0 R /DW ${glyphWidth(font, 0)} /W [1 [${widths.join(" ")}]] /CIDToGIDMap ${map} 0 R >>`,
      );
      const type0 = pdf.add(
        `<< /Type /Font /Subtype /Type0 /BaseFont /${name} /Encoding /Identity-H /DescendantFonts [${cidFont} 0 R] /ToUnicode ${toUnicode} 0 R >>`,
      );
      names.push(`/${used.resource} ${type0} 0 R`);
    }
    return `<< ${names.join(" ")} >>`;
  }
}

/** The CMap from each CID (two bytes) to its character, in blocks of at most 100 (the format's limit). */
function toUnicodeCMap(characters: string[]): string {
  const entries = characters.map((char, cid) => (cid === 0 ? "" : `<${hex4(cid)}> <${utf16(char)}>`)).filter(Boolean);
  const blocks: string[] = [];
  for (let i = 0; i < entries.length; i += 100) {
    const block = entries.slice(i, i + 100);
    blocks.push(`${block.length} beginbfchar\n${block.join("\n")}\nendbfchar`);
  }
  return [
    "/CIDInit /ProcSet findresource begin",
    "12 dict begin",
    "begincmap",
    "/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def",
    "/CMapName /Adobe-Identity-UCS def",
    "/CMapType 2 def",
    "1 begincodespacerange\n<0000> <FFFF>\nendcodespacerange",
    ...blocks,
    "endcmap",
    "CMapName currentdict /CMap defineresource pop",
    "end",
    "end",
  ].join("\n");
}
