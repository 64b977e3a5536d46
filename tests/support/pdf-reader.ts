// Reads back a PDF the camp writes, as a reader would: objects, Flate streams, each page's text
// lines (decoded through the fonts' /ToUnicode CMaps, measured with their /W widths) with the
// marked content they sit in, and the structure tree. Enough for the handbook PDF; no dependency,
// so it runs in Node (unit tests, journeys) and in workerd alike.

export type PdfValue = number | boolean | string | PdfName | PdfRef | PdfValue[] | PdfDict | null;
export type PdfName = { name: string };
export type PdfRef = { ref: number };
export type PdfDict = { [key: string]: PdfValue };

export type PdfLine = {
  page: number;
  x: number;
  y: number;
  size: number;
  /** Printed width, from the fonts' /W arrays. */
  width: number;
  text: string;
  /** The innermost marked content's tag (P, LBody, Lbl, H1...) and MCID, or "Artifact". */
  tag: string;
  mcid?: number;
};

export type PdfPage = {
  dict: PdfDict;
  lines: PdfLine[];
  /** Every MCID opened on the page, in order. */
  mcids: number[];
  /** Painting operators (text or paths) found outside any marked content. */
  untagged: string[];
};

const latin1 = (bytes: Uint8Array) => Array.from(bytes, (b) => String.fromCharCode(b)).join("");

async function inflate(data: Uint8Array): Promise<Uint8Array> {
  const stream = new Blob([data as Uint8Array<ArrayBuffer>]).stream().pipeThrough(new DecompressionStream("deflate"));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/** A tokenizer and parser for PDF objects and content streams (ISO 32000 §7.3). */
class Lexer {
  at = 0;
  constructor(readonly text: string) {}

  private skip() {
    for (;;) {
      while (this.at < this.text.length && /\s/.test(this.text[this.at])) this.at++;
      if (this.text[this.at] !== "%") return;
      while (this.at < this.text.length && this.text[this.at] !== "\n") this.at++;
    }
  }

  /** The next value, or an operator as `{ op }`; undefined at the end. */
  next(): PdfValue | { op: string } | undefined {
    this.skip();
    const t = this.text;
    if (this.at >= t.length) return undefined;
    const c = t[this.at];
    if (c === "/") {
      const m = /^\/[^\s/<>[\]()%{}]*/.exec(t.slice(this.at, this.at + 200))!;
      this.at += m[0].length;
      return { name: m[0].slice(1) };
    }
    if (t.startsWith("<<", this.at)) {
      this.at += 2;
      const dict: PdfDict = {};
      for (;;) {
        this.skip();
        if (t.startsWith(">>", this.at)) {
          this.at += 2;
          return dict;
        }
        const key = this.next() as PdfName;
        dict[key.name] = this.value();
      }
    }
    if (c === "<") {
      const end = t.indexOf(">", this.at);
      const hex = t.slice(this.at + 1, end).replace(/\s/g, "");
      this.at = end + 1;
      let out = "";
      for (let i = 0; i < hex.length; i += 2) out += String.fromCharCode(parseInt(hex.slice(i, i + 2).padEnd(2, "0"), 16));
      return out;
    }
    if (c === "(") {
      let depth = 0;
      let out = "";
      for (this.at++; ; this.at++) {
        const ch = t[this.at];
        if (ch === "\\") {
          out += t[++this.at];
          continue;
        }
        if (ch === "(") depth++;
        if (ch === ")" && depth-- === 0) break;
        out += ch;
      }
      this.at++;
      return out;
    }
    if (c === "[") {
      this.at++;
      const list: PdfValue[] = [];
      for (;;) {
        this.skip();
        if (t[this.at] === "]") {
          this.at++;
          return list;
        }
        list.push(this.value());
      }
    }
    const m = /^[^\s/<>[\]()%]+/.exec(t.slice(this.at, this.at + 100))!;
    this.at += m[0].length;
    if (/^[+-]?(\d+\.?\d*|\.\d+)$/.test(m[0])) {
      // "12 0 R" is a reference.
      const after = /^\s+(\d+)\s+R(?![^\s/<>[\]()%])/.exec(t.slice(this.at, this.at + 30));
      if (after && /^\d+$/.test(m[0])) {
        this.at += after[0].length;
        return { ref: Number(m[0]) };
      }
      return Number(m[0]);
    }
    if (m[0] === "true" || m[0] === "false") return m[0] === "true";
    if (m[0] === "null") return null;
    return { op: m[0] };
  }

  value(): PdfValue {
    const v = this.next();
    if (v === undefined || (typeof v === "object" && v !== null && "op" in v)) throw new Error(`Expected a value at ${this.at}`);
    return v;
  }
}

export const isName = (v: PdfValue | undefined, name?: string): v is PdfName =>
  typeof v === "object" && v !== null && "name" in v && (name === undefined || v.name === name);

/** The UTF-16BE (with BOM) or PDFDocEncoding text of a PDF string. */
export function decodeTextString(s: string): string {
  if (!s.startsWith("\u00fe\u00ff")) return s;
  let out = "";
  for (let i = 2; i + 1 < s.length; i += 2) out += String.fromCharCode((s.charCodeAt(i) << 8) | s.charCodeAt(i + 1));
  return out;
}

export async function readPdf(bytes: Uint8Array) {
  const text = latin1(bytes);
  const objects = new Map<number, PdfValue>();
  const streams = new Map<number, Uint8Array>();
  for (const m of text.matchAll(/(\d+) 0 obj\s/g)) {
    const lexer = new Lexer(text);
    lexer.at = m.index + m[0].length;
    const value = lexer.value();
    objects.set(Number(m[1]), value);
    const rest = text.slice(lexer.at, lexer.at + 20);
    const streamStart = /^\s*stream\r?\n/.exec(rest);
    if (streamStart) {
      const dict = value as PdfDict;
      const start = lexer.at + streamStart[0].length;
      const raw = bytes.subarray(start, start + (dict.Length as number));
      streams.set(Number(m[1]), isName(dict.Filter, "FlateDecode") ? await inflate(raw) : raw);
    }
  }

  const isRef = (v: PdfValue | undefined): v is PdfRef => typeof v === "object" && v !== null && !Array.isArray(v) && typeof (v as PdfRef).ref === "number";
  const resolve = (v: PdfValue | undefined): PdfValue | undefined => (isRef(v) ? objects.get(v.ref) : v);
  const dict = (v: PdfValue | undefined) => resolve(v) as PdfDict;
  const stream = (v: PdfValue | undefined) => streams.get((v as PdfRef).ref)!;

  const trailer = new Lexer(text.slice(text.lastIndexOf("trailer") + 7)).value() as PdfDict;
  const catalog = dict(trailer.Root);
  const info = dict(trailer.Info);

  /** A font's decoding: two-byte CIDs to text (ToUnicode) and widths in thousandths of an em (/W). */
  const fontCache = new Map<number, { text: Map<number, string>; widths: Map<number, number>; dw: number; font: PdfDict }>();
  const readFont = (ref: PdfRef) => {
    const cached = fontCache.get(ref.ref);
    if (cached) return cached;
    const font = dict(ref);
    const cidFont = dict((resolve(font.DescendantFonts) as PdfValue[])[0]);
    const widths = new Map<number, number>();
    const w = resolve(cidFont.W) as PdfValue[];
    for (let i = 0; i < w.length;) {
      const first = w[i] as number;
      if (Array.isArray(w[i + 1])) {
        (w[i + 1] as number[]).forEach((width, k) => widths.set(first + k, width));
        i += 2;
      } else {
        for (let c = first; c <= (w[i + 1] as number); c++) widths.set(c, w[i + 2] as number);
        i += 3;
      }
    }
    const cmap = new TextDecoder("latin1").decode(stream(font.ToUnicode));
    const toText = new Map<number, string>();
    const utf16 = (hex: string) => String.fromCharCode(...(hex.match(/.{4}/g) ?? []).map((h) => parseInt(h, 16)));
    for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
      for (const pair of block[1].matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g)) toText.set(parseInt(pair[1], 16), utf16(pair[2]));
    }
    for (const block of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
      for (const r of block[1].matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g)) {
        const [lo, hi, dst] = [parseInt(r[1], 16), parseInt(r[2], 16), parseInt(r[3], 16)];
        for (let c = lo; c <= hi; c++) toText.set(c, String.fromCodePoint(dst + c - lo));
      }
    }
    const decoded = { text: toText, widths, dw: (cidFont.DW as number) ?? 1000, font };
    fontCache.set(ref.ref, decoded);
    return decoded;
  };

  const pageRefs: PdfRef[] = [];
  const collect = (node: PdfDict) => {
    for (const kid of resolve(node.Kids) as PdfRef[]) {
      const d = dict(kid);
      if (isName(d.Type, "Pages")) collect(d);
      else pageRefs.push(kid);
    }
  };
  collect(dict(catalog.Pages));

  const pages: PdfPage[] = pageRefs.map((ref, page) => {
    const pageDict = dict(ref);
    const fonts = dict(dict(pageDict.Resources).Font);
    const content = latin1(stream(pageDict.Contents));
    const lexer = new Lexer(content);
    const operands: PdfValue[] = [];
    const marked: Array<{ tag: string; mcid?: number }> = [];
    const lines: PdfLine[] = [];
    const mcids: number[] = [];
    const untagged: string[] = [];
    let font: ReturnType<typeof readFont> | undefined;
    let size = 0;
    let line: PdfLine | undefined;
    const current = () => marked.at(-1);
    for (let token = lexer.next(); token !== undefined; token = lexer.next()) {
      if (typeof token !== "object" || token === null || !("op" in token)) {
        operands.push(token);
        continue;
      }
      const args = operands.splice(0);
      switch (token.op) {
        case "BDC": {
          const props = resolve(args[1]) as PdfDict;
          const mcid = typeof props?.MCID === "number" ? props.MCID : undefined;
          if (mcid !== undefined) mcids.push(mcid);
          marked.push({ tag: (args[0] as PdfName).name, mcid });
          break;
        }
        case "BMC":
          marked.push({ tag: (args[0] as PdfName).name });
          break;
        case "EMC":
          marked.pop();
          break;
        case "BT":
          line = undefined;
          break;
        case "Tf":
          font = readFont(fonts[(args[0] as PdfName).name] as PdfRef);
          size = args[1] as number;
          break;
        case "Td":
          line = { page, x: args[0] as number, y: args[1] as number, size, width: 0, text: "", tag: "" };
          break;
        case "Tj": {
          if (!line || !font) throw new Error("Tj before Td/Tf");
          const s = args[0] as string;
          for (let i = 0; i + 1 < s.length; i += 2) {
            const cid = (s.charCodeAt(i) << 8) | s.charCodeAt(i + 1);
            line.text += font.text.get(cid) ?? "\ufffd";
            line.width += ((font.widths.get(cid) ?? font.dw) * size) / 1000;
          }
          break;
        }
        case "ET":
          if (line) {
            const inArtifact = marked.some((m) => m.tag === "Artifact");
            lines.push({ ...line, tag: inArtifact ? "Artifact" : (current()?.tag ?? ""), mcid: inArtifact ? undefined : current()?.mcid });
            if (!marked.length) untagged.push(`text "${line.text}"`);
          }
          line = undefined;
          break;
        case "f":
        case "S":
        case "B":
        case "b":
        case "F":
          if (!marked.length) untagged.push(`path painted with ${token.op}`);
          break;
      }
    }
    return { dict: pageDict, lines, mcids, untagged };
  });

  return { catalog, info, pages, objects, resolve, dict, stream };
}

export type ReadPdf = Awaited<ReturnType<typeof readPdf>>;

/** Every page's text, line by line. */
export const pdfText = (pdf: ReadPdf) => pdf.pages.flatMap((p) => p.lines.map((l) => l.text)).join("\n");
