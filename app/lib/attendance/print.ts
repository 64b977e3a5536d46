// Printed group rosters: one group per page, and the page's 648 px of table height (9 inches
// at 72 dpi) shared by the rows and the header row. Short rows get smaller type.
import { hasMedicalFlag } from "./prize";

export const PRINT_TABLE_HEIGHT_PX = 648;

export function printRowHeight(rowCount: number): number {
  return PRINT_TABLE_HEIGHT_PX / (Math.max(0, rowCount) + 1);
}

export function printFontSize(rowHeight: number): number {
  if (rowHeight < 16) return 9;
  if (rowHeight < 20) return 11;
  return 14;
}

/** Group names in print order: by name, campers without a group ('No group') last. */
function byGroupNoGroupLast(a: string, b: string) {
  return (a ? 0 : 1) - (b ? 0 : 1) || a.localeCompare(b);
}

/** Groups in print order, each with its campers by name; campers without a group last. */
export function groupsForPrint<T extends { camperName: string; groupName: string }>(entries: T[]) {
  const map = new Map<string, T[]>();
  for (const e of entries) map.set(e.groupName, [...(map.get(e.groupName) ?? []), e]);
  return [...map.entries()]
    .sort(([a], [b]) => byGroupNoGroupLast(a, b))
    .map(([groupName, campers]) => ({ groupName: groupName || "No group", campers: campers.sort((a, b) => a.camperName.localeCompare(b.camperName)) }));
}

/** The allergy sheet: campers with an allergy or a medication, by group (no group last), then name. */
export function allergySheetRows<T extends { camperName: string; groupName: string; allergies: string; medications: string }>(entries: T[]): T[] {
  return entries
    .filter((e) => hasMedicalFlag(e.allergies) || hasMedicalFlag(e.medications))
    .sort((a, b) => byGroupNoGroupLast(a.groupName, b.groupName) || a.camperName.localeCompare(b.camperName));
}

// A name as written in a pickup note, to compare: no "(mom)", no phone number, one space, any case.
const bareName = (text: string) =>
  text
    .replace(/\([^)]*\)/g, " ")
    .replace(/[\d+().-]/g, " ")
    .trim()
    .toLowerCase()
    .split(/\s+/)
    .join(" ");

/**
 * Who may pick a child up, as the emergency sheet lists them: each authorized adult once, with
 * their phone, then anyone the registration form's note names who is not one of them ("Grandma
 * Lee" in the note and Grandma Lee with her phone in the list are one adult).
 */
export function mayPickUp(adults: ReadonlyArray<{ name: string; phone: string }>, note: string): string[] {
  const listed = new Set(adults.map((a) => bareName(a.name)));
  const fromNote = note
    .split(/[;,\n]/)
    .map((part) => part.trim())
    .filter((part) => part && !listed.has(bareName(part)));
  return [...adults.map((a) => [a.name, a.phone].filter(Boolean).join(" ")), ...fromNote];
}
