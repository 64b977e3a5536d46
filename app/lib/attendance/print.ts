// Printed group rosters: one group per page, and the page's 648 px of table height (9 inches
// at 72 dpi) shared by the rows and the header row. Short rows get smaller type.
export const PRINT_TABLE_HEIGHT_PX = 648;

export function printRowHeight(rowCount: number): number {
  return PRINT_TABLE_HEIGHT_PX / (Math.max(0, rowCount) + 1);
}

export function printFontSize(rowHeight: number): number {
  if (rowHeight < 16) return 9;
  if (rowHeight < 20) return 11;
  return 14;
}

/** Groups in print order, each with its campers by name; campers without a group last. */
export function groupsForPrint<T extends { camperName: string; groupName: string }>(entries: T[]) {
  const map = new Map<string, T[]>();
  for (const e of entries) {
    const key = e.groupName || "No group";
    map.set(key, [...(map.get(key) ?? []), e]);
  }
  return [...map.entries()]
    .sort(([a], [b]) => (a === "No group" ? 1 : b === "No group" ? -1 : a.localeCompare(b)))
    .map(([groupName, campers]) => ({ groupName, campers: campers.sort((a, b) => a.camperName.localeCompare(b.camperName)) }));
}
