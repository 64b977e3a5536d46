// Import Medical: the nurse's export. The header row (a cell equal to or containing 'camper')
// must be in the first 10 rows. Each data row: camper in column 2 as 'Last, First'; column 5
// says what the row is (anything with 'allerg' or 'dietary' is an allergy, the rest are
// medications); columns 6 and 7 are the detail, joined with ': '. Short rows are skipped when
// the whole file is that narrow (the spec's rule); a row narrower or wider than the header row
// is a camper's row split by a line break and refuses the whole file (docs/decisions/0009).
import { countCampers } from "./display";
import { fieldCountProblem, headerWidth, readCsvRecords, type RejectedRow } from "./csv";

export const NO_CAMPER_HEADER = "Could not find camper data in CSV";

export type MedicalUpdate = { camperName: string; allergies: string; medications: string };
export type MedicalCsvResult = { ok: true; updates: MedicalUpdate[]; skippedRows: number } | { ok: false; message: string; rejected?: RejectedRow[] };

export const MEDICAL_IMPORT_FAILED = "Failed to import medical data";

/** 'Rivera, Maya' -> 'Maya Rivera'; a name without a comma is kept as written. */
export function medicalNameToCamperName(cell: string): string {
  const [last, first] = cell.split(",").map((s) => s.trim());
  return first ? `${first} ${last}` : cell.trim();
}

export function parseMedicalCsv(text: string): MedicalCsvResult {
  const records = readCsvRecords(text);
  const headerIndex = records.slice(0, 10).findIndex((record) => record.cells.some((c) => c.toLowerCase().includes("camper")));
  if (headerIndex < 0) return { ok: false, message: NO_CAMPER_HEADER };
  const columns = headerWidth(records[headerIndex].cells);
  const rejected = records.slice(headerIndex + 1).flatMap(({ row, cells }) => {
    const reason = fieldCountProblem(cells, columns);
    return reason ? [{ row, reason }] : [];
  });
  if (rejected.length) return { ok: false, message: MEDICAL_IMPORT_FAILED, rejected };
  const byCamper = new Map<string, { camperName: string; allergies: string[]; medications: string[] }>();
  let skippedRows = 0;
  for (const { cells: row } of records.slice(headerIndex + 1)) {
    if (row.length < 5 || !row[1]) {
      skippedRows++;
      continue;
    }
    const camperName = medicalNameToCamperName(row[1]);
    const key = camperName.toLowerCase();
    const entry = byCamper.get(key) ?? { camperName, allergies: [], medications: [] };
    const kind = (row[4] ?? "").toLowerCase();
    const detail = [row[5], row[6]].filter((c) => c && c.trim()).join(": ");
    if (detail) {
      if (kind.includes("allerg") || kind.includes("dietary")) entry.allergies.push(detail);
      else entry.medications.push(detail);
    }
    byCamper.set(key, entry);
  }
  const updates = [...byCamper.values()].map((e) => ({
    camperName: e.camperName,
    allergies: unique(e.allergies).join("; "),
    medications: unique(e.medications).join("; "),
  }));
  return { ok: true, updates, skippedRows };
}

function unique(values: string[]) {
  return [...new Set(values)];
}

function words(name: string) {
  return name
    .toLowerCase()
    .replace(/[^\p{L}\p{N}'\- ]/gu, " ")
    .split(/\s+/)
    .filter(Boolean);
}

/** The spec's match: the full name, or both the first and the last name contained. */
export function camperNamesMatch(csvName: string, rosterName: string): boolean {
  const a = words(csvName);
  const b = words(rosterName);
  if (a.length === 0 || b.length === 0) return false;
  if (a.join(" ") === b.join(" ")) return true;
  const first = a[0];
  const last = a[a.length - 1];
  const roster = b.join(" ");
  return a.length > 1 && b.includes(first) && (b.includes(last) || roster.includes(last));
}

/**
 * Which roster entries each update applies to, and which names matched nobody. Same rule as
 * camperNamesMatch, with each roster name split once (a 1,000-row file against a 1,000-camper
 * day is a million comparisons).
 */
export function matchMedicalUpdates<T extends { id: number; camperName: string }>(updates: MedicalUpdate[], roster: T[]) {
  const prepared = roster.map((entry) => {
    const w = words(entry.camperName);
    return { entry, full: w.join(" "), set: new Set(w) };
  });
  const matches: Array<{ entry: T; update: MedicalUpdate }> = [];
  const unmatchedNames: string[] = [];
  for (const update of updates) {
    const a = words(update.camperName);
    const full = a.join(" ");
    const first = a[0];
    const last = a[a.length - 1];
    const hits =
      a.length === 0 ? [] : prepared.filter((p) => p.full === full || (a.length > 1 && p.set.has(first) && (p.set.has(last) || p.full.includes(last))));
    if (hits.length === 0) unmatchedNames.push(update.camperName);
    for (const hit of hits) matches.push({ entry: hit.entry, update });
  }
  return { matches, unmatchedNames };
}

/** The message the import answers with, in the spec's words. */
export function medicalImportMessage(updatedCount: number, unmatched: number): string {
  if (updatedCount === 0) return "No matching campers found";
  if (unmatched > 0) return `Matched ${countCampers(updatedCount)}`;
  return "Medical data imported successfully";
}
