// The door's rows by id: a sync that brings back the same roster keeps every row object and
// tells no row to render; a changed camper tells only that row.
import { describe, expect, test } from "vitest";
import { keepUnchanged, RowStore, sameData, sameItemsOr } from "./row-store";

type Row = { id: number; camperName: string; attendanceRecord: { checkedIn: boolean; notes: string }; authorizedAdults: Array<{ name: string }> };

/** A roster as a loader answer decodes it: every object new, even when nothing changed. */
const roster = (count: number, change: (r: Row) => Row = (r) => r): Row[] =>
  Array.from({ length: count }, (_, i) =>
    change({ id: i + 1, camperName: `Camper ${i}`, attendanceRecord: { checkedIn: false, notes: "" }, authorizedAdults: [{ name: "Dana" }] }),
  );

function listened(store: RowStore<Row>, ids: number[]) {
  const told: number[] = [];
  for (const id of ids) store.subscribe(id, () => told.push(id));
  return told;
}

/** A door that has shown a roster of 1000 campers, every row listening: its kept rows, the store, and the rows told since. */
function doorShowingRoster() {
  const previous = new Map<number, Row>();
  const first = keepUnchanged(previous, roster(1000));
  const store = new RowStore<Row>();
  store.set(first);
  const told = listened(
    store,
    first.map((r) => r.id),
  );
  return { previous, first, store, told };
}

describe("the door's rows by id", () => {
  test("an identical sync keeps every row object and renders no row", () => {
    const { previous, first, store, told } = doorShowingRoster();
    const again = keepUnchanged(previous, roster(1000));
    expect(again.every((row, i) => row === first[i])).toBe(true);
    expect(store.set(again)).toEqual([]);
    expect(told).toEqual([]);
  });

  test("a reload that changed no camper gives the same list, so nothing that follows the campers is made again", () => {
    const previous = new Map<number, Row>();
    const first = keepUnchanged(previous, roster(1000));
    expect(sameItemsOr(first, keepUnchanged(previous, roster(1000)))).toBe(first);
    const changed = keepUnchanged(
      previous,
      roster(1000, (r) => (r.id === 7 ? { ...r, camperName: "Camper Seven" } : r)),
    );
    expect(sameItemsOr(first, changed)).toBe(changed);
    expect(sameItemsOr(first, first.slice(1))).not.toBe(first);
  });

  test("a sync that changed one camper gives that camper a new object and tells only its row", () => {
    const { previous, first, store, told } = doorShowingRoster();
    const next = keepUnchanged(
      previous,
      roster(1000, (r) => (r.id === 42 ? { ...r, attendanceRecord: { ...r.attendanceRecord, checkedIn: true } } : r)),
    );
    expect(next.filter((row, i) => row !== first[i]).map((r) => r.id)).toEqual([42]);
    expect(store.set(next)).toEqual([42]);
    expect(told).toEqual([42]);
    expect(store.get(42)!.attendanceRecord.checkedIn).toBe(true);
  });

  test("a new object with the same data is no change; a removed camper tells its row", () => {
    const store = new RowStore<Row>();
    const rows = roster(3);
    store.set(rows);
    const told = listened(store, [1, 2, 3]);
    expect(store.set([structuredClone(rows[0]), rows[1]])).toEqual([3]);
    expect(told).toEqual([3]);
    expect(store.get(3)).toBeUndefined();
  });

  test("rows added before the table renders them are readable, and nobody is told", () => {
    const store = new RowStore<Row>();
    const told = listened(store, [1]);
    store.addMissing(roster(2));
    expect(store.get(2)?.camperName).toBe("Camper 1");
    expect(told).toEqual([]);
  });

  test("sameData compares JSON-like data deeply", () => {
    expect(sameData({ a: [1, { b: null }] }, { a: [1, { b: null }] })).toBe(true);
    expect(sameData({ a: [1, { b: null }] }, { a: [1, { b: 0 }] })).toBe(false);
    expect(sameData({ a: 1 }, { a: 1, b: undefined })).toBe(false);
    expect(sameData([1], { 0: 1 })).toBe(false);
  });
});
