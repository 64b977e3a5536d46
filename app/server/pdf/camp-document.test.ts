// The parent handbook PDF read back as a parent's PDF reader and screen reader would: its text
// (through the fonts' ToUnicode maps), where each line sits on the page, and its structure tree.
import { expect, test } from "vitest";
import { decodeTextString, isName, pdfText, readPdf, type PdfDict, type PdfLine, type PdfRef, type PdfValue } from "../../../tests/support/pdf-reader";
import { defaultHandbooks, handbookTitle } from "../../content/handbooks";
import { campDocumentPdf, type DocumentSection } from "./camp-document";

const TITLE = handbookTitle("UUCA");
const ADDRESS = "Unitarian Universalist Church of Arlington, 4444 Arlington Blvd, Arlington, VA";
const RIGHT_MARGIN = 612 - 58;

const read = async (sections: DocumentSection[]) => readPdf(await campDocumentPdf(TITLE, ADDRESS, sections));
/** The handbook's own text on each page (not the running header or page number). */
const bodyLines = (pdf: Awaited<ReturnType<typeof read>>) => pdf.pages.map((page) => page.lines.filter((l) => l.tag !== "Artifact" && l.tag !== "Lbl"));

// The first PDF of a test run reads the fonts, whose modules (about 2 MB) are transformed first.
test("a Vietnamese name, an arrow and emoji print as typed, and copy or read aloud as the same text", { timeout: 30_000 }, async () => {
  const decomposed = "Trần Thị Nguyễn".normalize("NFD"); // as some keyboards type it
  const pdf = await read([
    {
      heading: "Who to call → the director",
      body: `Our director Trần Thị Nguyễn answers the camp phone 🎉\n\n- Sunscreen first ☀ ✓\n- Ask for ${decomposed} at the door`,
    },
  ]);
  const text = pdfText(pdf);
  expect(text).toContain("Who to call → the director");
  expect(text).toContain("Our director Trần Thị Nguyễn answers the camp phone 🎉");
  expect(text).toContain("Sunscreen first ☀ ✓");
  expect(text).toContain("Ask for Trần Thị Nguyễn at the door");
  expect(text).not.toContain("?");

  // Real fonts travel inside the file, cut down to the glyphs used.
  const fonts = pdf.dict(pdf.dict(pdf.pages[0].dict.Resources).Font);
  const names = Object.values(fonts).map((ref) => {
    const font = pdf.dict(ref);
    expect(font.Subtype).toEqual({ name: "Type0" });
    expect(font.Encoding).toEqual({ name: "Identity-H" });
    const cidFont = pdf.dict((pdf.resolve(font.DescendantFonts) as PdfValue[])[0]);
    expect(cidFont.Subtype).toEqual({ name: "CIDFontType2" });
    const file = pdf.dict(pdf.dict(cidFont.FontDescriptor).FontFile2);
    expect(file.Length1).toBeLessThan(40_000);
    return (font.BaseFont as { name: string }).name;
  });
  expect(names.map((n) => n.replace(/^[A-Z]{6}\+/, ""))).toEqual(
    expect.arrayContaining(["NotoSans-Regular", "NotoSans-Bold", "NotoSansMath-Regular", "NotoEmoji-Regular"]),
  );
});

test("a long web address or e-mail is broken to stay inside the right margin", async () => {
  const url = "https://www.camp-sarraka.example.org/handbooks/uuca/sections/weather-and-outdoor-play?print=yes&lang=en-US";
  const email = "the.family.of.a.camper.with.a.very.long.address.for.the.camp.office@subdomain.example-families-of-arlington.org";
  const pdf = await read([{ heading: "Where to write", body: `See ${url} for the latest.\n\n- Write to ${email} before Friday` }]);
  const lines = pdf.pages.flatMap((p) => p.lines);
  for (const line of lines) expect(line.x + line.width, line.text).toBeLessThanOrEqual(RIGHT_MARGIN + 0.01);
  const joined = lines.map((l) => l.text).join("");
  expect(joined).toContain(url);
  expect(joined).toContain(email);
  // Neither fits on one line: each is broken where an address breaks naturally.
  expect(lines.some((l) => l.text.includes(url) || l.text.includes(email))).toBe(false);
});

/** Sections whose `n` one-line paragraphs push what follows toward the foot of page one. */
const pushedDown = (n: number, then: string): DocumentSection[] => [
  { heading: "Notes", body: [...Array.from({ length: n }, (_, i) => `Note ${i + 1}.`), then].join("\n\n") },
];

test("a list's last line never starts a page alone, nor its first line ends one", { timeout: 30_000 }, async () => {
  const items = ["Item one", "Item two", "Item three", "Item four"];
  let splits = 0;
  for (let n = 18; n <= 34; n++) {
    const pages = bodyLines(await read(pushedDown(n, items.map((i) => `- ${i}`).join("\n"))));
    for (const [p, lines] of pages.entries()) {
      if (p > 0) expect(lines[0].text, `${n} notes, top of page ${p + 1}`).not.toBe(items.at(-1));
      expect(lines.at(-1)!.text, `${n} notes, foot of page ${p + 1}`).not.toBe(items[0]);
      if (lines.some((l) => l.text === items[0]) && !lines.some((l) => l.text === items.at(-1))) splits++;
    }
  }
  expect(splits).toBeGreaterThan(0); // some of these lists did break across pages
});

test("a paragraph breaks across pages only with two lines on each side, and a heading stays with its text", async () => {
  const paragraph = Array.from(
    { length: 5 },
    (_, i) => `Sentence ${i + 1} of a paragraph that runs long enough to fill a whole line of the handbook page.`,
  ).join(" ");
  for (let n = 14; n <= 34; n += 2) {
    const sections = [...pushedDown(n, paragraph), { heading: "Weather", body: "We play outside when it is safe." }];
    const pages = bodyLines(await read(sections));
    for (const [p, lines] of pages.entries()) {
      const ofParagraph = (line: PdfLine | undefined) => line?.text.includes("Sentence") || line?.text.includes("handbook page.");
      const next = pages[p + 1];
      if (next && ofParagraph(lines.at(-1)) && ofParagraph(next[0])) {
        expect(ofParagraph(lines.at(-2)), `${n} notes: the foot of page ${p + 1}`).toBe(true);
        expect(ofParagraph(next[1]), `${n} notes: the top of page ${p + 2}`).toBe(true);
      }
      expect(lines.at(-1)!.tag, `${n} notes: the foot of page ${p + 1}`).not.toBe("H2");
    }
  }
});

test("the PDF is tagged: a structure tree in reading order, every marked text in the parent tree, decoration as artifacts", async () => {
  const pdf = await read(defaultHandbooks.UUCA);
  const { catalog, dict, resolve } = pdf;
  expect(catalog.Lang).toBe("en-US");
  expect(dict(catalog.MarkInfo).Marked).toBe(true);
  expect(dict(catalog.ViewerPreferences).DisplayDocTitle).toBe(true);
  expect(decodeTextString(pdf.info.Title as string)).toBe(TITLE);
  expect(pdf.pages.length).toBeGreaterThanOrEqual(2);

  const treeRoot = dict(catalog.StructTreeRoot);
  const types = new Set<string>();
  const walk = (element: PdfDict) => {
    types.add((element.S as { name: string }).name);
    for (const kid of resolve(element.K) as PdfValue[]) {
      const kidValue = resolve(kid) as PdfDict;
      if (isName(kidValue.Type, "StructElem")) walk(kidValue);
    }
  };
  walk(dict(treeRoot.K));
  expect([...types].sort()).toEqual(["Document", "H1", "H2", "L", "LBody", "LI", "Lbl", "P"]);

  const nums = dict(treeRoot.ParentTree).Nums as PdfValue[];
  const parentTree = new Map<number, PdfRef[]>();
  for (let i = 0; i < nums.length; i += 2) parentTree.set(nums[i] as number, resolve(nums[i + 1]) as PdfRef[]);
  for (const [p, page] of pdf.pages.entries()) {
    expect(page.untagged).toEqual([]);
    expect(page.mcids).toEqual(page.mcids.map((_, i) => i));
    const owners = parentTree.get(page.dict.StructParents as number)!;
    expect(owners).toHaveLength(page.mcids.length);
    page.mcids.forEach((mcid) => {
      const kids = resolve(dict(owners[mcid]).K) as PdfValue[];
      const points = kids.map((k) => resolve(k) as PdfDict).some((k) => isName(k.Type, "MCR") && k.MCID === mcid && (k.Pg as PdfRef).ref === pageRefOf(p));
      expect(points, `page ${p + 1}, MCID ${mcid}`).toBe(true);
    });
    const footer = page.lines.find((l) => l.text === `Page ${p + 1} of ${pdf.pages.length}`)!;
    expect(footer.tag).toBe("Artifact");
  }
  const first = pdf.pages[0].lines;
  expect(first.find((l) => l.text.startsWith("Camp Sarraka"))!.tag).toBe("H1");
  expect(first.find((l) => l.text === "Welcome")!.tag).toBe("H2");
  expect(first.find((l) => l.text === "•")!.tag).toBe("Lbl");
  expect(first.find((l) => l.text === "4:00 pm: camp day ends")!.tag).toBe("LBody");

  function pageRefOf(index: number) {
    return (resolve(dict(catalog.Pages).Kids) as PdfRef[])[index].ref;
  }
});
