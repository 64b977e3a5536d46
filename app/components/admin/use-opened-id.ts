// A dialog opened from a list keeps its subject in the address (?view=12, ?read=5): a reload or a
// shared link opens it again, Back closes it, and the tab's loader reads what it shows.
import { useCallback } from "react";
import { useSearchParams } from "react-router";

export function useOpenedId(name: string) {
  const [params, setParams] = useSearchParams();
  const value = Number(params.get(name));
  const opened = Number.isSafeInteger(value) && value > 0 ? value : null;
  const open = useCallback(
    (id: number | null) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (id) next.set(name, String(id));
          else next.delete(name);
          return next;
        },
        { preventScrollReset: true },
      ),
    [name, setParams],
  );
  return [opened, open] as const;
}
