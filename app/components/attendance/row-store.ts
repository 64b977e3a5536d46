// The door's roster rows, kept by entry id, each row subscribed to its own entry
// (docs/decisions/0027-door-rows-by-id.md). A tap or a sync changes a few campers; only their
// rows render again. The table itself renders only when the order of the rows changes, and a
// sync that brings back the same roster renders nothing at all.
import { useLayoutEffect, useRef, useState, useSyncExternalStore } from "react";

/** Rows by entry id, with one set of listeners per id. */
export class RowStore<R extends { id: number }> {
  private rows = new Map<number, R>();
  private listeners = new Map<number, Set<() => void>>();

  get(id: number): R | undefined {
    return this.rows.get(id);
  }

  /** Adds rows not seen yet without telling anyone: nobody can be listening to a new id. */
  addMissing(list: readonly R[]) {
    for (const row of list) if (!this.rows.has(row.id)) this.rows.set(row.id, row);
  }

  /** Lays the roster in; tells only the ids whose row changed (a new object with the same data is no change). Returns those ids. */
  set(list: readonly R[]): number[] {
    const changed: number[] = [];
    const seen = new Set<number>();
    for (const row of list) {
      seen.add(row.id);
      const before = this.rows.get(row.id);
      if (before !== row && !(before !== undefined && sameData(before, row))) {
        this.rows.set(row.id, row);
        changed.push(row.id);
      }
    }
    for (const id of this.rows.keys()) {
      if (!seen.has(id)) {
        this.rows.delete(id);
        changed.push(id);
      }
    }
    for (const id of changed) for (const listener of this.listeners.get(id) ?? []) listener();
    return changed;
  }

  subscribe(id: number, listener: () => void) {
    let set = this.listeners.get(id);
    if (!set) this.listeners.set(id, (set = new Set()));
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.listeners.delete(id);
    };
  }
}

/**
 * A store holding `rows`: filled during the first render (so the server and hydration render
 * the same rows), then updated after each render, before paint, telling only changed rows.
 */
export function useRowStore<R extends { id: number }>(rows: readonly R[]): RowStore<R> {
  const [store] = useState(() => new RowStore<R>());
  // Rows that appear (an added camper) must be readable when the table first renders them.
  store.addMissing(rows);
  useLayoutEffect(() => {
    store.set(rows);
  }, [store, rows]);
  return store;
}

/** One row's data, re-rendering its component only when that row changed. */
export function useRow<R extends { id: number }>(store: RowStore<R>, id: number): R | undefined {
  const subscribe = (listener: () => void) => store.subscribe(id, listener);
  const get = () => store.get(id);
  return useSyncExternalStore(subscribe, get, get);
}

/** The same array as last time when it holds the same ids in the same order (the table skips rendering). */
export function useStableIds(ids: number[]): number[] {
  const last = useRef(ids);
  const prev = last.current;
  if (prev !== ids && (prev.length !== ids.length || prev.some((id, i) => id !== ids[i]))) last.current = ids;
  return last.current;
}

/** `held` while `next` holds the same items in the same order, else `next`: a list that keeps its identity while it has not changed. */
export function sameItemsOr<L extends readonly unknown[]>(held: L, next: L): L {
  return next.length === held.length && next.every((item, i) => item === held[i]) ? held : next;
}

/** The value held since the last render while `value` holds the same data (a reloaded list that did not change keeps its identity). */
export function useSameData<T>(value: T): T {
  const last = useRef(value);
  if (last.current !== value && !sameData(last.current, value)) last.current = value;
  return last.current;
}

/**
 * `next` with each row replaced by the previous object for the same id when nothing in it
 * changed (deep equality of plain JSON data), so a reloaded roster keeps the objects of the
 * campers that did not change. `previous` is updated in place.
 */
export function keepUnchanged<T extends { id: number }>(previous: Map<number, T>, next: readonly T[]): T[] {
  const seen = new Map<number, T>();
  const shared = next.map((row) => {
    const before = previous.get(row.id);
    const kept = before !== undefined && sameData(before, row) ? before : row;
    seen.set(row.id, kept);
    return kept;
  });
  previous.clear();
  for (const [id, row] of seen) previous.set(id, row);
  return shared;
}

/** Deep equality of JSON-like data (what a loader answer holds). */
export function sameData(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!sameData(a[i], b[i])) return false;
    return true;
  }
  if (Array.isArray(b)) return false;
  const ka = Object.keys(a);
  if (ka.length !== Object.keys(b).length) return false;
  for (const k of ka) if (!sameData((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k])) return false;
  return true;
}

declare global {
  // A journey or the bench sets this before the page loads to count which rows render.
  var __doorRenderMarks: boolean | undefined;
}

/** A performance mark per row render when measuring (window.__doorRenderMarks), nothing otherwise. */
export function markRowRender(id: number) {
  if (globalThis.__doorRenderMarks) performance.mark("door-row-render", { detail: id });
}
