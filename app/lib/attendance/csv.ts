// CSV reading shared by every attendance import (names, smart import, medical). papaparse does
// the quoting rules (quoted commas and newlines); this module decides what counts as a CSV at
// all, so a spreadsheet binary or a JSON file gets 'Invalid CSV format' instead of a roster of
// garbage names, and numbers rows the way a spreadsheet does, so 'Row N' points at the row.
import Papa from "papaparse";
import { plural } from "../format";

export const INVALID_CSV = "Invalid CSV format";

/** A row an import refuses, numbered as the spreadsheet numbers it (1 = the first line). */
export type RejectedRow = { row: number; reason: string };

export class InvalidCsvError extends Error {
  /** Where the file stops being CSV, when one row is to blame (an unclosed quote). */
  readonly rejected: RejectedRow | null;
  constructor(rejected: RejectedRow | null = null) {
    super(INVALID_CSV);
    this.name = "InvalidCsvError";
    this.rejected = rejected;
  }
}

/** The message for an import that is not CSV: 'Invalid CSV format', and the row when one is to blame. */
export function describeInvalidCsv(error: InvalidCsvError): string | undefined {
  return error.rejected ? `Row ${error.rejected.row}: ${error.rejected.reason}` : undefined;
}

export type CsvRecord = { row: number; cells: string[] };

/**
 * Non-blank rows of trimmed cells, each with its spreadsheet row number (blank rows count, a
 * quoted line break does not start a row). Throws InvalidCsvError for text that is not CSV.
 */
export function readCsvRecords(text: string): CsvRecord[] {
  // One line end for the whole file: papaparse guesses it from the first line, so a file
  // edited on two machines (CRLF then LF) would otherwise glue rows together.
  const clean = text.replace(/^\uFEFF/, "").replace(/\r\n?/g, "\n");
  // NUL or other control bytes mean a binary file (xlsx, pdf, image) was picked.
  // eslint-disable-next-line no-control-regex -- looking for exactly these bytes
  if (/[\u0000-\u0008\u000E-\u001F]/.test(clean) || clean.includes("\uFFFD")) throw new InvalidCsvError();
  const start = clean.trimStart()[0];
  if (start === "{" || start === "[" || start === "<") throw new InvalidCsvError();
  const parsed = Papa.parse<string[]>(clean, { newline: "\n" });
  const quoteError = parsed.errors.find((e) => e.type === "Quotes");
  if (quoteError) {
    const row = typeof quoteError.row === "number" ? quoteError.row + 1 : null;
    throw new InvalidCsvError(row ? { row, reason: "a quote opened in this row is never closed" } : null);
  }
  return parsed.data
    .map((cells, i) => ({ row: i + 1, cells: cells.map((cell) => (cell ?? "").trim()) }))
    .filter((record) => record.cells.some((cell) => cell !== ""));
}

/** Rows of trimmed cells, blank rows dropped. Throws InvalidCsvError for text that is not CSV. */
export function readCsvRows(text: string): string[][] {
  return readCsvRecords(text).map((record) => record.cells);
}

/** How many columns a header row names (empty cells after the last name do not count). */
export function headerWidth(cells: string[]): number {
  let width = cells.length;
  while (width > 0 && cells[width - 1] === "") width--;
  return width;
}

/**
 * Why a row does not fit the file's columns, or null. A line break or a comma outside quotes
 * splits a camper's row into rows of the wrong width, which would otherwise import as a
 * phantom camper and a lost allergy. Empty cells past the last column are ignored
 * (spreadsheets pad rows with commas).
 */
export function fieldCountProblem(cells: string[], columns: number): string | null {
  let count = cells.length;
  while (count > columns && cells[count - 1] === "") count--;
  if (count === columns) return null;
  return `has ${plural(count, "field")} where the header has ${columns}; a cell with a line break or a comma needs quotes`;
}
