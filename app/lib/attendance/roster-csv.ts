// Import Names: the two CSV shapes the office exports. The simple shape has a header row with
// named columns; the cabin list is what the registration system prints per cabin: CIT rows,
// group header rows, and numbered 'Last, First (nickname)' rows with grade and age.
import { fieldCountProblem, headerWidth, readCsvRecords, type CsvRecord, type RejectedRow } from "./csv";
import { GROUP_NAMES, type GroupName } from "./groups";
import { firstProblem, rosterEntrySchema, type RosterEntryFields } from "./roster-entry-schema";

/** A camper the file names: the roster's fields as their schema checks them, and what the file says beside. */
export type RosterCamper = RosterEntryFields & {
  /** Which site the cabin list put the camper under; null when the file does not say. */
  site: "FLC" | "UUCA" | null;
  /** Age in whole months when the file gave one (cabin list 'Age' column). */
  ageMonths: number | null;
};

export type { RejectedRow };
export type RosterCsvResult = { campers: RosterCamper[]; rejected: RejectedRow[]; format: "simple" | "cabin-list" };

export { FIELD_MAX, NAME_MAX } from "./roster-entry-schema";

const SIMPLE_COLUMNS = {
  name: ["name", "camper_name", "camper name"],
  nickname: ["nickname"],
  group: ["group", "group_name", "group name"],
  allergies: ["allergies"],
  medications: ["medications"],
  afterCare: ["after_care", "after care", "aftercare"],
  parentPhone: ["parent_phone", "parent phone"],
  notes: ["notes"],
} as const;

function emptyCamper(): RosterCamper {
  return {
    camperName: "",
    nickname: "",
    groupName: "",
    allergies: "",
    medications: "",
    afterCare: false,
    parentPhone: "",
    notes: "",
    site: null,
    ageMonths: null,
  };
}

/** The reason a parsed camper cannot be imported, or null when it can (the roster's one schema). */
export function rosterCamperProblem(
  camper: Pick<RosterCamper, "camperName" | "nickname" | "groupName" | "allergies" | "medications" | "parentPhone" | "notes">,
): string | null {
  const parsed = rosterEntrySchema.safeParse(camper);
  return parsed.success ? null : firstProblem(parsed.error);
}

function isSimpleHeader(row: string[]) {
  const cells = row.map((c) => c.toLowerCase());
  return cells.some((c) => (SIMPLE_COLUMNS.name as readonly string[]).includes(c));
}

function parseSimple(records: CsvRecord[]): RosterCsvResult {
  const header = records[0].cells.map((c) => c.toLowerCase());
  const columns = headerWidth(header);
  const col = (names: readonly string[]) => header.findIndex((h) => names.includes(h));
  const idx = Object.fromEntries(Object.entries(SIMPLE_COLUMNS).map(([k, names]) => [k, col(names)])) as Record<keyof typeof SIMPLE_COLUMNS, number>;
  const campers: RosterCamper[] = [];
  const rejected: RejectedRow[] = [];
  for (const { row: rowNumber, cells: row } of records.slice(1)) {
    const misshapen = fieldCountProblem(row, columns);
    if (misshapen) {
      rejected.push({ row: rowNumber, reason: misshapen });
      continue;
    }
    const cell = (k: keyof typeof SIMPLE_COLUMNS) => (idx[k] >= 0 ? (row[idx[k]] ?? "") : "");
    const camperName = cell("name");
    if (!camperName) continue; // the spec: rows without a name are skipped
    const camper: RosterCamper = {
      ...emptyCamper(),
      camperName,
      nickname: cell("nickname"),
      groupName: normalizeGroupName(cell("group")),
      allergies: cell("allergies"),
      medications: cell("medications"),
      afterCare: ["true", "1"].includes(cell("afterCare").toLowerCase()),
      parentPhone: cell("parentPhone"),
      notes: cell("notes"),
    };
    const problem = rosterCamperProblem(camper);
    if (problem) rejected.push({ row: rowNumber, reason: problem });
    else campers.push(camper);
  }
  return { campers, rejected, format: "simple" };
}

/** 'Beluga Whales (FLC)' -> the group and its site; anything else -> null. */
export function parseGroupHeader(cell: string): { groupName: GroupName; site: "FLC" | "UUCA" | null } | null {
  const match = cell.trim().match(/^(beluga whales?|bull sharks?|sea otters?|cits?)\s*(?:\((flc|uuca)\))?\s*:?$/i);
  if (!match) return null;
  const groupName = normalizeGroupName(match[1]) as GroupName;
  const site = match[2] ? (match[2].toUpperCase() as "FLC" | "UUCA") : null;
  return { groupName, site };
}

/** Accepts the office's spellings ('bull shark', 'CIT') and returns the roster's group name. */
export function normalizeGroupName(value: string): string {
  const v = value.trim().toLowerCase().replace(/\s+/g, " ");
  if (!v) return "";
  const found = GROUP_NAMES.find((g) => g.toLowerCase() === v || g.toLowerCase().replace(/s$/, "") === v.replace(/s$/, ""));
  return found ?? value.trim();
}

/** 'Rivera, Maya (May)' -> { camperName: 'Maya Rivera', nickname: 'May' }. */
export function parseCabinName(cell: string): { camperName: string; nickname: string } | null {
  const match = cell.trim().match(/^([^,()]+),\s*([^()]+?)\s*(?:\(([^)]*)\))?\s*$/);
  if (!match) return null;
  return { camperName: `${match[2].trim()} ${match[1].trim()}`, nickname: (match[3] ?? "").trim() };
}

/** '9', '9:4', '9y 4m' -> months; anything else -> null. */
export function parseAgeMonths(value: string): number | null {
  const match = value.trim().match(/^(\d{1,2})(?:\s*[:.y]\s*(\d{1,2})\s*m?)?$/i);
  if (!match) return null;
  const months = match[2] ? Number(match[2]) : 0;
  if (months > 11) return null;
  return Number(match[1]) * 12 + months;
}

function parseCabinList(records: CsvRecord[]): RosterCsvResult {
  const campers: RosterCamper[] = [];
  const rejected: RejectedRow[] = [];
  let group = "";
  let site: "FLC" | "UUCA" | null = null;
  // Grade and age columns: from a header row when the list has one, else the usual positions.
  let gradeCol = 2;
  let ageCol = 3;
  // Camper rows are as wide as the column header row, or else as the first camper row.
  let columns: number | null = null;
  for (const { row: rowNumber, cells: row } of records) {
    const first = row[0] ?? "";
    const lower = row.map((c) => c.toLowerCase());
    if (lower.includes("grade") || lower.includes("age")) {
      gradeCol = lower.indexOf("grade");
      ageCol = lower.indexOf("age");
      columns = headerWidth(row);
      continue;
    }
    const filled = row.filter((c) => c !== "");
    const header = filled.length === 1 ? parseGroupHeader(filled[0]) : null;
    if (header) {
      group = header.groupName;
      site = header.site;
      continue;
    }
    const isCit = /^cits?$/i.test(first);
    const isNumbered = /^\d+\.?$/.test(first);
    if (!isCit && !isNumbered) continue; // titles, dates, totals and other print furniture
    columns ??= headerWidth(row);
    const misshapen = fieldCountProblem(row, columns);
    if (misshapen) {
      rejected.push({ row: rowNumber, reason: misshapen });
      continue;
    }
    const name = parseCabinName(row[1] ?? "");
    if (!name) {
      rejected.push({ row: rowNumber, reason: `Name "${row[1] ?? ""}" is not in the form 'Last, First (nickname)'` });
      continue;
    }
    const grade = gradeCol >= 0 ? (row[gradeCol] ?? "") : "";
    const age = ageCol >= 0 ? (row[ageCol] ?? "") : "";
    const notes = [grade && `Grade: ${grade}`, age && `Age: ${age}`].filter(Boolean).join(", ");
    const camper: RosterCamper = {
      ...emptyCamper(),
      ...name,
      groupName: isCit ? "CITs" : group,
      notes,
      site,
      ageMonths: age ? parseAgeMonths(age) : null,
    };
    const problem = rosterCamperProblem(camper);
    if (problem) rejected.push({ row: rowNumber, reason: problem });
    else campers.push(camper);
  }
  return { campers, rejected, format: "cabin-list" };
}

/** Parses either CSV shape. Throws InvalidCsvError when the text is not CSV. */
export function parseRosterCsv(text: string): RosterCsvResult {
  const records = readCsvRecords(text);
  if (records.length === 0) return { campers: [], rejected: [], format: "simple" };
  return isSimpleHeader(records[0].cells) ? parseSimple(records) : parseCabinList(records);
}

/** One line per rejected row, for the import dialog and the API's answer. */
export function describeRejectedRows(rejected: RejectedRow[], limit = 10): string {
  const lines = rejected.slice(0, limit).map((r) => `Row ${r.row}: ${r.reason}`);
  if (rejected.length > limit) lines.push(`…and ${rejected.length - limit} more`);
  return lines.join("\n");
}
