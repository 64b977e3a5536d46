// CSV reading shared by every attendance import (names, smart import, medical). papaparse does
// the quoting rules (quoted commas and newlines, CRLF); this module decides what counts as a
// CSV at all, so a spreadsheet binary or a JSON file gets 'Invalid CSV format' instead of
// a roster of garbage names.
import Papa from "papaparse";

export const INVALID_CSV = "Invalid CSV format";

export class InvalidCsvError extends Error {
  constructor() {
    super(INVALID_CSV);
    this.name = "InvalidCsvError";
  }
}

/** Rows of trimmed cells, blank rows dropped. Throws InvalidCsvError for text that is not CSV. */
export function readCsvRows(text: string): string[][] {
  const clean = text.replace(/^\uFEFF/, "");
  // NUL or other control bytes mean a binary file (xlsx, pdf, image) was picked.
  // eslint-disable-next-line no-control-regex -- looking for exactly these bytes
  if (/[\u0000-\u0008\u000E-\u001F]/.test(clean) || clean.includes("\uFFFD")) throw new InvalidCsvError();
  const start = clean.trimStart()[0];
  if (start === "{" || start === "[" || start === "<") throw new InvalidCsvError();
  const parsed = Papa.parse<string[]>(clean, { skipEmptyLines: "greedy" });
  if (parsed.errors.some((e) => e.type === "Quotes")) throw new InvalidCsvError();
  return parsed.data
    .map((row) => row.map((cell) => (cell ?? "").trim()))
    .filter((row) => row.some((cell) => cell !== ""));
}
