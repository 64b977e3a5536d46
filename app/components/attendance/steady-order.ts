// A row must never slide under a finger. The default sort puts campers not yet checked in
// first, so a check-in would move the row away and bring the next camper's Check in button
// under the finger that just tapped. While a counselor is touching the roster, and for a few
// seconds after, rows keep their places (new rows go to the end); the order settles once the
// roster has been left alone, or at once when the counselor changes the sort, search or filter.
import { useCallback, useEffect, useRef, useState } from "react";

export const ORDER_SETTLE_MS = 4000;

type Held = { key: string; ids: number[] };

/**
 * `rows` in the order to show, and the handlers to put on the roster's container. `key` names
 * the sort, search and filter: a new key drops the held order.
 */
export function useSteadyOrder<T extends { id: number }>(sorted: T[], key: string) {
  const held = useRef<Held | null>(null);
  const sortedRef = useRef(sorted);
  sortedRef.current = sorted;
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const [, settle] = useState(0);

  useEffect(() => () => clearTimeout(timer.current), []);

  const hold = useCallback(() => {
    clearTimeout(timer.current);
    if (!held.current || held.current.key !== key) held.current = { key, ids: sortedRef.current.map((r) => r.id) };
  }, [key]);
  const settleLater = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      held.current = null;
      settle((n) => n + 1);
    }, ORDER_SETTLE_MS);
  }, []);

  let rows = sorted;
  const current = held.current;
  if (current && current.key === key) {
    const place = new Map(current.ids.map((id, i) => [id, i]));
    const known = sorted.filter((r) => place.has(r.id)).sort((a, b) => place.get(a.id)! - place.get(b.id)!);
    rows = [...known, ...sorted.filter((r) => !place.has(r.id))];
  }
  const handlers = {
    onPointerDownCapture: hold,
    onPointerUpCapture: settleLater,
    onPointerCancelCapture: settleLater,
    onKeyDownCapture: hold,
    onKeyUpCapture: settleLater,
  };
  return { rows, handlers };
}
