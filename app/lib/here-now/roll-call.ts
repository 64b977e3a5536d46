// An emergency roll call as every device sees it once it has the same marks: who is still
// missing, who is accounted for, and how long it took until everyone was. Devices mark while
// offline and send later, so marks merge by when they were made, whatever order they arrive in
// (docs/decisions/0047-here-now-ratios.md).

/** A tap at one device: someone accounted for, or that tap undone. `id` is the device's own event id. */
export type RollCallMark = { id: string; person: string; accounted: boolean; at: number; device: string };

/** Someone on site when the roll call started; `leftAt` when a parent checked the child out during it. */
export type OnSite = { person: string; group: string; leftAt?: number | null };

export type RollCallRow = OnSite & { accounted: boolean; markedAt: number | null; markedBy: string | null };

/**
 * The latest mark per person wins: by its time, then by its id, so two devices that hold the same
 * marks always agree, and a mark sent twice is the same mark.
 */
export function latestMarks(marks: readonly RollCallMark[]): Map<string, RollCallMark> {
  const latest = new Map<string, RollCallMark>();
  for (const mark of marks) {
    const held = latest.get(mark.person);
    if (!held || mark.at > held.at || (mark.at === held.at && mark.id > held.id)) latest.set(mark.person, mark);
  }
  return latest;
}

/**
 * The list to show: everyone still on site, the missing first (then by group and as listed). With
 * `held` (an earlier list's people, in its order), the rows keep those places instead, anyone new
 * at the end: a mark then changes its own row and moves none, and a 1,000-child list is not
 * sorted again at every tap. The screen sorts again once the taps pause.
 */
export function rollCallRows<T extends OnSite>(onSite: readonly T[], marks: readonly RollCallMark[], held?: readonly string[] | null): Array<T & RollCallRow> {
  const latest = latestMarks(marks);
  const rows = onSite
    .filter((p) => p.leftAt == null)
    .map((p) => {
      const mark = latest.get(p.person);
      return { ...p, accounted: mark?.accounted ?? false, markedAt: mark?.at ?? null, markedBy: mark?.device ?? null };
    });
  if (held) {
    const place = new Map(held.map((person, i) => [person, i]));
    const placed: Array<(typeof rows)[number] | undefined> = new Array(held.length);
    const added: typeof rows = [];
    for (const row of rows) {
      const i = place.get(row.person);
      if (i === undefined) added.push(row);
      else placed[i] = row;
    }
    return [...placed.filter((row) => row !== undefined), ...added];
  }
  return rows
    .map((row, order) => ({ row, order }))
    .sort((a, b) => Number(a.row.accounted) - Number(b.row.accounted) || a.row.group.localeCompare(b.row.group) || a.order - b.order)
    .map(({ row }) => row);
}

/**
 * Since when everyone on site has been accounted for, replaying the marks in the order they were
 * made; null while someone is missing. An undone mark (a tap on the wrong name) makes that person
 * missing again, so the time is the last moment the count reached zero. A child checked out during
 * the roll call stops counting then.
 */
export function allAccountedAt(onSite: readonly OnSite[], marks: readonly RollCallMark[]): number | null {
  type Step = { at: number; id: string; mark?: RollCallMark; left?: string };
  const steps: Step[] = [
    ...marks.map((mark) => ({ at: mark.at, id: mark.id, mark })),
    ...onSite.flatMap((p) => (p.leftAt == null ? [] : [{ at: p.leftAt, id: "", left: p.person }])),
  ].sort((a, b) => a.at - b.at || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const here = new Set(onSite.map((p) => p.person));
  const accounted = new Set<string>();
  let missing = here.size;
  let since: number | null = null;
  for (let i = 0; i < steps.length;) {
    const at = steps[i].at;
    // Every step of this instant, then the count: in (time, id) order each mark is the latest so far.
    for (; i < steps.length && steps[i].at === at; i++) {
      const { mark, left } = steps[i];
      if (left !== undefined) {
        if (here.delete(left) && !accounted.has(left)) missing--;
      } else if (mark && mark.accounted !== accounted.has(mark.person)) {
        if (mark.accounted) accounted.add(mark.person);
        else accounted.delete(mark.person);
        if (here.has(mark.person)) missing += mark.accounted ? -1 : 1;
      }
    }
    if (missing > 0) since = null;
    else since ??= at;
  }
  return since;
}
