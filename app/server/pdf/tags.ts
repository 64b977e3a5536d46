// The handbook's structure for screen readers (a Tagged PDF, ISO 32000 §14.8): a tree of
// Document, H1, H2, P, L, LI, Lbl and LBody elements, each pointing at the marked content it
// reads (BDC /MCID ... EMC in the page streams), and the ParentTree that leads back from a page's
// marked content to its element, which is how a reader finds the text under the cursor.
import type { PdfWriter } from "./writer";

export type StructureType = "Document" | "H1" | "H2" | "P" | "L" | "LI" | "Lbl" | "LBody";

export type StructureElement = {
  type: StructureType;
  /** Children in reading order: elements, and marked content by page and MCID. */
  kids: Array<StructureElement | { page: number; mcid: number }>;
};

export class StructureTree {
  readonly root: StructureElement = { type: "Document", kids: [] };
  /** Per page, the element owning each MCID (the MCID is the index). */
  private readonly owners: StructureElement[][] = [];

  add(parent: StructureElement, type: StructureType): StructureElement {
    const element: StructureElement = { type, kids: [] };
    parent.kids.push(element);
    return element;
  }

  /** Opens marked content on `page` for `element`: the operators to put before its drawing. */
  begin(element: StructureElement, page: number): string {
    const owners = (this.owners[page] ??= []);
    const mcid = owners.length;
    owners.push(element);
    element.kids.push({ page, mcid });
    return `/${element.type} <</MCID ${mcid}>> BDC`;
  }

  /** Writes the tree; returns the StructTreeRoot's object id. `pageIds[i]` is page i's object. */
  write(pdf: PdfWriter, pageIds: number[]): number {
    const rootId = pdf.reserve();
    const ids = new Map<StructureElement, number>();
    const assign = (element: StructureElement) => {
      ids.set(element, pdf.reserve());
      for (const kid of element.kids) if ("type" in kid) assign(kid);
    };
    assign(this.root);
    const writeElement = (element: StructureElement, parentId: number) => {
      const kids = element.kids.map((kid) => ("type" in kid ? `${ids.get(kid)} 0 R` : `<< /Type /MCR /Pg ${pageIds[kid.page]} 0 R /MCID ${kid.mcid} >>`));
      pdf.set(ids.get(element)!, `<< /Type /StructElem /S /${element.type} /P ${parentId} 0 R /K [${kids.join(" ")}] >>`);
      for (const kid of element.kids) if ("type" in kid) writeElement(kid, ids.get(element)!);
    };
    writeElement(this.root, rootId);
    const nums = pageIds.map((_, page) => `${page} [${(this.owners[page] ?? []).map((owner) => `${ids.get(owner)} 0 R`).join(" ")}]`);
    const parentTree = pdf.add(`<< /Nums [${nums.join(" ")}] >>`);
    pdf.set(rootId, `<< /Type /StructTreeRoot /K ${ids.get(this.root)} 0 R /ParentTree ${parentTree} 0 R /ParentTreeNextKey ${pageIds.length} >>`);
    return rootId;
  }
}

/** Content that is decoration, not reading matter (logo, running header, page number, rules). */
export function artifact(ops: string, kind?: "Header" | "Footer"): string {
  const properties = kind ? `/Artifact <</Type /Pagination /Subtype /${kind}>> BDC` : "/Artifact <</Type /Layout>> BDC";
  return `${properties}\n${ops}\nEMC`;
}
