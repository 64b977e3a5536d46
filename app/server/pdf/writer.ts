// The PDF file itself: numbered objects, streams compressed with Flate, and the cross-reference
// table of byte offsets that lets a reader jump to any object. Objects are bytes, not text, since
// fonts are binary and the XMP metadata is UTF-8.

const encoder = new TextEncoder();

/** Bytes compressed with zlib (PDF's FlateDecode), by the platform's own CompressionStream. */
export async function deflate(data: Uint8Array): Promise<Uint8Array> {
  const stream = new Blob([data as Uint8Array<ArrayBuffer>]).stream().pipeThrough(new CompressionStream("deflate"));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/** A PDF text string (titles, alternate text) in UTF-16BE, so any language prints as typed. */
export function textString(text: string): string {
  let hex = "FEFF";
  for (let i = 0; i < text.length; i++) hex += text.charCodeAt(i).toString(16).padStart(4, "0");
  return `<${hex}>`;
}

export class PdfWriter {
  private readonly objects: Array<Uint8Array | undefined> = [undefined];

  /** An object number to refer to before the object is written. */
  reserve(): number {
    this.objects.push(undefined);
    return this.objects.length - 1;
  }

  set(id: number, body: string | Uint8Array): void {
    this.objects[id] = typeof body === "string" ? encoder.encode(body) : body;
  }

  add(body: string): number {
    const id = this.reserve();
    this.set(id, body);
    return id;
  }

  /** A stream object: `entries` are its dictionary's other keys. Compressed unless `plain`. */
  async stream(id: number, data: Uint8Array | string, entries = "", plain = false): Promise<void> {
    const raw = typeof data === "string" ? encoder.encode(data) : data;
    const bytes = plain ? raw : await deflate(raw);
    const dictionary = `<< ${entries}${plain ? "" : " /Filter /FlateDecode"} /Length ${bytes.length} >>\nstream\n`;
    this.set(id, concat([encoder.encode(dictionary), bytes, encoder.encode("\nendstream")]));
  }

  /** The file: header, objects, cross-reference table and trailer. */
  bytes(catalogId: number, infoId: number): Uint8Array {
    const parts: Uint8Array[] = [encoder.encode("%PDF-1.7\n%\u00e2\u00e3\u00cf\u00d3\n")];
    let length = parts[0].length;
    const offsets: number[] = [];
    this.objects.forEach((body, id) => {
      if (id === 0) return;
      if (!body) throw new Error(`PDF object ${id} was reserved but never written`);
      offsets[id] = length;
      const object = concat([encoder.encode(`${id} 0 obj\n`), body, encoder.encode("\nendobj\n")]);
      parts.push(object);
      length += object.length;
    });
    let xref = `xref\n0 ${this.objects.length}\n0000000000 65535 f \n`;
    for (let id = 1; id < this.objects.length; id++) xref += `${String(offsets[id]).padStart(10, "0")} 00000 n \n`;
    xref += `trailer\n<< /Size ${this.objects.length} /Root ${catalogId} 0 R /Info ${infoId} 0 R >>\nstartxref\n${length}\n%%EOF\n`;
    parts.push(encoder.encode(xref));
    return concat(parts);
  }
}

export function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}
