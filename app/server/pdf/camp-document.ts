// The camp's documents as typeset, tagged PDFs: the parent handbooks (made in the Worker on every
// office save and by the seed), a family's receipts and year statements. Each has the site's logo, a title block, headings, paragraphs and bulleted lists in Noto Sans
// (app/server/pdf/fonts.ts: any accent, arrows, emoji), long addresses broken to fit, page breaks
// that keep lines together (app/server/pdf/layout.ts), a structure tree screen readers follow
// (app/server/pdf/tags.ts), and "Page N of M" on every page. docs/decisions/0045 says why.
import { handbookBlocks } from "../../lib/handbook-text";
import { EmbeddedFonts } from "./embed";
import { loadHandbookFonts, textWidth, type Face, type HandbookFonts } from "./fonts";
import { blockKeeps, paginate, wrap, type FlowLine } from "./layout";
import { logo } from "./logo";
import { artifact, StructureTree, type StructureElement } from "./tags";
import { PdfWriter, textString } from "./writer";

/** A section of the document; `keepTogether` keeps all of it on one page when it fits on one (a receipt's line of care). */
export type DocumentSection = { heading: string; body: string; keepTogether?: boolean };

// Letter size, in points; margins of 0.8 inch.
const PAGE_WIDTH = 612;
const PAGE_HEIGHT = 792;
const MARGIN = 58;
const TEXT_WIDTH = PAGE_WIDTH - 2 * MARGIN;
const TOP = PAGE_HEIGHT - 92; // below the running header
const BOTTOM = 72; // above the page number
const LIST_INDENT = 16;

const SEA = "0.047 0.29 0.43"; // the site's sea-800
const TEAL = "0.05 0.55 0.55";
const INK = "0.12 0.16 0.2";

type Drawn = {
  text: string;
  face: Face;
  size: number;
  color: string;
  x: number;
  /** The structure element the line's text belongs to. */
  element: StructureElement;
  /** A list item's first line: the Lbl its bullet is tagged as. */
  bullet?: StructureElement;
};
type Line = FlowLine & Drawn;

type Typesetter = { fonts: HandbookFonts; embedded: EmbeddedFonts; tree: StructureTree };

const prepare = (text: string) => text.normalize("NFC");

/** The lines of one section, tagged: an H2, then P and L > LI > (Lbl, LBody) per block of its text. */
function sectionLines({ fonts, tree }: Typesetter, section: DocumentSection): Line[] {
  const lines: Line[] = [];
  const measure = (face: Face, size: number) => (text: string) => textWidth(fonts[face], text, size);
  const heading = tree.add(tree.root, "H2");
  const headingLines = wrap(prepare(section.heading), measure("bold", 15), TEXT_WIDTH);
  headingLines.forEach((text, k) =>
    lines.push({ text, face: "bold", size: 15, color: SEA, x: MARGIN, gapBefore: k === 0 ? 22 : 4, height: 18, keepWithPrevious: k > 0, element: heading }),
  );
  let afterHeading = headingLines.length > 0;
  handbookBlocks(section.body).forEach((block, b) => {
    const first = b === 0 ? 8 : 7;
    const body = { face: "regular" as const, size: 11, color: INK, height: 13.2 };
    if (block.kind === "paragraph") {
      const element = tree.add(tree.root, "P");
      const texts = wrap(prepare(block.text), measure("regular", 11), TEXT_WIDTH);
      const keeps = blockKeeps(texts.length, afterHeading);
      texts.forEach((text, k) => lines.push({ ...body, text, x: MARGIN, gapBefore: k === 0 ? first : 2.5, keepWithPrevious: keeps[k], element }));
    } else {
      const list = tree.add(tree.root, "L");
      const items = block.items.map((item) => wrap(prepare(item), measure("regular", 11), TEXT_WIDTH - LIST_INDENT));
      // The list as a whole keeps its first two and last two lines together too, so its last
      // one-line item never sits alone at the top of a page.
      const listKeeps = blockKeeps(items.flat().length, afterHeading);
      let t = 0;
      items.forEach((texts, n) => {
        const item = tree.add(list, "LI");
        const bullet = tree.add(item, "Lbl");
        const element = tree.add(item, "LBody");
        const keeps = blockKeeps(texts.length, false);
        texts.forEach((text, k) => {
          const gapBefore = k > 0 ? 2.5 : n === 0 ? first : 4;
          lines.push({
            ...body,
            text,
            x: MARGIN + LIST_INDENT,
            gapBefore,
            keepWithPrevious: keeps[k] || listKeeps[t++],
            element,
            bullet: k === 0 ? bullet : undefined,
          });
        });
      });
    }
    afterHeading = false;
  });
  // A section kept together moves to the next page whole rather than leave its heading or part of
  // its prices behind; one longer than a page is still broken where it must be (paginate).
  return section.keepTogether ? lines.map((line, k) => ({ ...line, keepWithPrevious: k > 0 || line.keepWithPrevious })) : lines;
}

/** One line of text, tagged as marked content of its element. */
function drawLine({ fonts, embedded, tree }: Typesetter, page: number, line: Drawn, y: number): string {
  const ops: string[] = [];
  if (line.bullet) {
    ops.push(
      tree.begin(line.bullet, page),
      `BT ${TEAL} rg ${(line.x - 12).toFixed(2)} ${y.toFixed(2)} Td ${embedded.show(fonts.bold, "•", line.size)} ET`,
      "EMC",
    );
  }
  ops.push(
    tree.begin(line.element, page),
    `BT ${line.color} rg ${line.x.toFixed(2)} ${y.toFixed(2)} Td ${embedded.show(fonts[line.face], line.text, line.size)} ET`,
    "EMC",
  );
  return ops.join("\n");
}

/**
 * A document as PDF bytes. `title` heads the first page; `subtitle` (a handbook's site address, a
 * receipt's payment method) sits under it; each page carries the running header and "Page N of M".
 */
export async function campDocumentPdf(title: string, subtitle: string, sections: DocumentSection[]): Promise<Uint8Array> {
  const typesetter: Typesetter = { fonts: await loadHandbookFonts(), embedded: new EmbeddedFonts(), tree: new StructureTree() };
  const { fonts, embedded, tree } = typesetter;

  // The title block on page one: a large logo, the title (H1) and the address (P).
  const first: string[] = [artifact(logo(MARGIN, PAGE_HEIGHT - MARGIN - 64, 64))];
  const titleElement = tree.add(tree.root, "H1");
  let y = PAGE_HEIGHT - MARGIN - 24;
  for (const text of wrap(prepare(title), (t) => textWidth(fonts.bold, t, 24), TEXT_WIDTH - 80)) {
    first.push(drawLine(typesetter, 0, { text, face: "bold", size: 24, color: SEA, x: MARGIN + 80, element: titleElement }, y));
    y -= 28;
  }
  const address = tree.add(tree.root, "P");
  for (const text of wrap(prepare(subtitle), (t) => textWidth(fonts.regular, t, 11), TEXT_WIDTH - 80)) {
    first.push(drawLine(typesetter, 0, { text, face: "regular", size: 11, color: TEAL, x: MARGIN + 80, element: address }, y + 6));
    y -= 14;
  }
  y = Math.min(y - 6, PAGE_HEIGHT - MARGIN - 96);
  first.push(artifact(`q ${TEAL} RG 1.5 w ${MARGIN} ${y} m ${PAGE_WIDTH - MARGIN} ${y} l S Q`));
  y -= 6;

  const lines = sections.flatMap((section) => sectionLines(typesetter, section));
  const pages = paginate(lines, y - BOTTOM, TOP - BOTTOM);
  const bodies = pages.map((pageLines, page) => {
    const ops = page === 0 ? first : [];
    let top = page === 0 ? y : TOP;
    pageLines.forEach((line, i) => {
      top -= (i === 0 && page > 0 ? 0 : line.gapBefore) + line.height;
      ops.push(drawLine(typesetter, page, line, top));
    });
    return ops;
  });

  const count = pages.length;
  const streams = bodies.map((ops, page) => {
    const header =
      page === 0
        ? []
        : [
            artifact(
              [
                logo(MARGIN, PAGE_HEIGHT - 62, 22),
                `BT ${SEA} rg ${MARGIN + 30} ${PAGE_HEIGHT - 55} Td ${embedded.show(fonts.bold, prepare(title), 10)} ET`,
                `q 0.8 0.85 0.88 RG 0.75 w ${MARGIN} ${PAGE_HEIGHT - 70} m ${PAGE_WIDTH - MARGIN} ${PAGE_HEIGHT - 70} l S Q`,
              ].join("\n"),
              "Header",
            ),
          ];
    const label = `Page ${page + 1} of ${count}`;
    const x = PAGE_WIDTH - MARGIN - textWidth(fonts.regular, label, 9);
    const footer = artifact(`BT ${INK} rg ${x.toFixed(2)} 40 Td ${embedded.show(fonts.regular, label, 9)} ET`, "Footer");
    return [...header, ...ops, footer].join("\n");
  });

  const pdf = new PdfWriter();
  const catalog = pdf.reserve();
  const pagesId = pdf.reserve();
  const fontResources = pdf.reserve();
  const pageIds = streams.map(() => pdf.reserve());
  for (const [page, content] of streams.entries()) {
    const contents = pdf.reserve();
    await pdf.stream(contents, content);
    // /StructParents leads from the page's MCIDs to their elements; /Tabs /S orders by structure.
    pdf.set(
      pageIds[page],
      `<< /Type /Page /Parent ${pagesId} 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] /Resources << /Font ${fontResources} 0 R >>` +
        ` /Contents ${contents} 0 R /StructParents ${page} /Tabs /S >>`,
    );
  }
  pdf.set(pagesId, `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(" ")}] /Count ${count} >>`);
  pdf.set(fontResources, await embedded.write(pdf));
  const structure = tree.write(pdf, pageIds);
  const metadata = pdf.reserve();
  await pdf.stream(metadata, xmp(prepare(title)), "/Type /Metadata /Subtype /XML", true);
  pdf.set(
    catalog,
    `<< /Type /Catalog /Pages ${pagesId} 0 R /Lang (en-US) /MarkInfo << /Marked true >> /StructTreeRoot ${structure} 0 R` +
      ` /ViewerPreferences << /DisplayDocTitle true >> /Metadata ${metadata} 0 R >>`,
  );
  const info = pdf.add(`<< /Title ${textString(prepare(title))} /Producer (Camp Sarraka) >>`);
  return pdf.bytes(catalog, info);
}

/** XMP metadata with the title (dc:title), which accessibility checkers read rather than /Info. */
function xmp(title: string): string {
  const escaped = title.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
  return [
    '<?xpacket begin="\ufeff" id="W5M0MpCehiHzreSzNTczkc9d"?>',
    '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">',
    '<rdf:Description rdf:about="" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:pdf="http://ns.adobe.com/pdf/1.3/">',
    `<dc:title><rdf:Alt><rdf:li xml:lang="x-default">${escaped}</rdf:li></rdf:Alt></dc:title>`,
    "<dc:language><rdf:Bag><rdf:li>en-US</rdf:li></rdf:Bag></dc:language>",
    "<pdf:Producer>Camp Sarraka</pdf:Producer>",
    "</rdf:Description></rdf:RDF></x:xmpmeta>",
    '<?xpacket end="w"?>',
  ].join("\n");
}
