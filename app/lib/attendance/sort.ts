// The roster's sort options and filters, as the spec lists them.
import { lastNameOf } from "./display";
import { hasMedicalFlag } from "./prize";
import { timeEventsForEntry } from "./time-events";
import { groupLabel } from "../vocabulary";

export const SORT_OPTIONS = [
  { value: "default", label: "Not checked in first" },
  { value: "lastName", label: "Last name" },
  { value: "group", label: "Group" },
  { value: "medical", label: "Allergies & medications first" },
  { value: "notes", label: "Has notes first" },
  { value: "timeEvents", label: "Pickup & medication times" },
] as const;
export type SortOption = (typeof SORT_OPTIONS)[number]["value"];

export type SortableEntry = {
  id: number;
  camperName: string;
  groupName: string;
  allergies: string;
  medications: string;
  notes: string;
  checkedIn: boolean;
  checkedOut: boolean;
};

const byName = (a: SortableEntry, b: SortableEntry) => a.camperName.localeCompare(b.camperName) || a.id - b.id;

function nextEventMinutes(e: SortableEntry): number {
  const times = timeEventsForEntry(e).map((t) => t.minutes);
  return times.length ? Math.min(...times) : Number.POSITIVE_INFINITY;
}

export function sortRoster<T extends SortableEntry>(entries: T[], option: SortOption): T[] {
  const list = [...entries];
  switch (option) {
    case "lastName":
      return list.sort((a, b) => lastNameOf(a.camperName).localeCompare(lastNameOf(b.camperName)) || byName(a, b));
    case "group":
      // No group last.
      return list.sort((a, b) => (a.groupName ? 0 : 1) - (b.groupName ? 0 : 1) || a.groupName.localeCompare(b.groupName) || byName(a, b));
    case "medical": {
      const flag = (e: SortableEntry) => (hasMedicalFlag(e.allergies) || hasMedicalFlag(e.medications) ? 0 : 1);
      return list.sort((a, b) => flag(a) - flag(b) || byName(a, b));
    }
    case "notes":
      return list.sort((a, b) => (a.notes.trim() ? 0 : 1) - (b.notes.trim() ? 0 : 1) || byName(a, b));
    case "timeEvents":
      return list.sort((a, b) => nextEventMinutes(a) - nextEventMinutes(b) || byName(a, b));
    default: {
      // Who is still expected at the door first, then who is here, then who has gone home.
      const stage = (e: SortableEntry) => (!e.checkedIn ? 0 : e.checkedOut ? 2 : 1);
      return list.sort((a, b) => stage(a) - stage(b) || byName(a, b));
    }
  }
}

export type RosterFilters = { search: string; group: string; medicalOnly: boolean };

export function filterRoster<T extends SortableEntry & { nickname?: string }>(entries: T[], f: RosterFilters): T[] {
  const q = f.search.trim().toLowerCase();
  return entries.filter((e) => {
    if (q && !e.camperName.toLowerCase().includes(q) && !(e.nickname ?? "").toLowerCase().includes(q)) return false;
    if (f.group === "__none" ? e.groupName !== "" : f.group && e.groupName !== f.group) return false;
    if (f.medicalOnly && !hasMedicalFlag(e.allergies) && !hasMedicalFlag(e.medications)) return false;
    return true;
  });
}

/** present/total per group for the badges ('present' = checked in and not yet checked out). */
export function groupBadges(entries: SortableEntry[]): Array<{ groupName: string; present: number; total: number }> {
  const map = new Map<string, { present: number; total: number }>();
  for (const e of entries) {
    const key = groupLabel(e.groupName);
    const g = map.get(key) ?? { present: 0, total: 0 };
    g.total++;
    if (e.checkedIn && !e.checkedOut) g.present++;
    map.set(key, g);
  }
  return [...map.entries()]
    .sort(([a], [b]) => (a === groupLabel("") ? 1 : b === groupLabel("") ? -1 : a.localeCompare(b)))
    .map(([groupName, v]) => ({ groupName, ...v }));
}
