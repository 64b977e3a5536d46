// A PDF the camp gives a family, as it looks on paper: each page drawn to a PNG by poppler's
// pdftoppm (Debian's poppler-utils, installed by scripts/setup.sh) at 100 dpi, kept with the
// run's results so a person can look at them.
import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

export type PdfPageImage = { file: string; width: number; height: number };

/** Draws every page of `pdfFile` as `<outputPrefix>-N.png` and answers each image's size in pixels. */
export function pdfPagesAsImages(pdfFile: string, outputPrefix: string): PdfPageImage[] {
  execFileSync("pdftoppm", ["-r", "100", "-png", pdfFile, outputPrefix]);
  const dir = path.dirname(outputPrefix);
  const base = path.basename(outputPrefix);
  return readdirSync(dir)
    .filter((name) => name.startsWith(`${base}-`) && name.endsWith(".png"))
    .sort()
    .map((name) => {
      const file = path.join(dir, name);
      // A PNG's width and height are the IHDR chunk's first two big-endian words.
      const png = readFileSync(file);
      return { file, width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
    });
}

/** The text pdftotext reads from the page as laid out, so words drawn off the page or over each other show. */
export function pdfLaidOutText(pdfFile: string): string {
  return execFileSync("pdftotext", ["-layout", pdfFile, "-"]).toString();
}
