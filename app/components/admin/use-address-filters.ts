// A tab's search box and filter menus kept in the address (a shared link shows the same rows):
// the Registrations and Waitlist tabs. Each change writes the whole address from what the admin
// has chosen so far, never from the address on screen: while one change is still loading, a
// second (a filter chosen, the box cleared) must not start again from the old address and drop
// the first.
import { useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { filtersToSearchParams, sameFilters, type ListFilters } from "~/lib/admin/list-query";

// Typing waits this long before it changes the address.
const TYPING_PAUSE_MS = 250;

export function useAddressFilters<F extends ListFilters>(shown: F) {
  const navigate = useNavigate();
  const [chosen, setChosen] = useState(shown);
  // The filters last written to the address (perhaps still loading).
  const requested = useRef(shown);
  const typing = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  // Back, Forward or a link changed the address: the box and the menus follow it.
  useEffect(() => {
    if (sameFilters(shown, requested.current)) return;
    clearTimeout(typing.current);
    requested.current = shown;
    setChosen(shown);
  }, [shown]);
  useEffect(() => () => clearTimeout(typing.current), []);

  /** A new choice starts again at the first page; it replaces the entry, so Back leaves the tab. */
  function go(next: F) {
    clearTimeout(typing.current);
    if (sameFilters(next, requested.current)) return;
    requested.current = next;
    const query = filtersToSearchParams(next).toString();
    void navigate({ search: query ? `?${query}` : "" }, { replace: true, preventScrollReset: true });
  }

  function typeSearch(text: string) {
    setChosen((current) => ({ ...current, search: text }));
    clearTimeout(typing.current);
    typing.current = setTimeout(() => go({ ...requested.current, search: text.trim() }), TYPING_PAUSE_MS);
  }

  /** A menu's choice goes at once, with whatever is in the box now (typed or cleared). */
  function choose(name: Exclude<keyof F, "search">, value: string) {
    const next = { ...chosen, search: chosen.search.trim(), [name]: value } as F;
    setChosen((current) => ({ ...current, [name]: value }));
    go(next);
  }

  return { chosen, typeSearch, choose };
}
