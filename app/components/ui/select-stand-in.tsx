// A Radix Select's closed trigger without Radix: the look the menu has before its file is
// loaded (ui/on-first-use.ts). select.tsx draws its trigger with the same classes and chevron.
import { cn } from "./cn";
import { ChevronIcon } from "./icons";

export const selectTriggerClasses =
  "inline-flex h-11 w-full items-center justify-between gap-2 rounded-xl border-2 border-sea-200 bg-white px-3 text-left text-ink cursor-pointer " +
  "data-[placeholder]:text-muted aria-[invalid=true]:border-red-700 disabled:opacity-60";

/** A closed select showing `shown`; pointing at or focusing it calls `onReach`, opening it (click, Enter, Space, arrows) `onUse`. */
export function SelectStandIn({
  id,
  shown,
  busy,
  onReach,
  onUse,
  "aria-label": ariaLabel,
}: {
  id: string;
  shown: string;
  busy: boolean;
  onReach: () => void;
  onUse: () => void;
  "aria-label": string;
}) {
  return (
    <button
      type="button"
      role="combobox"
      id={id}
      aria-label={ariaLabel}
      aria-expanded={false}
      aria-autocomplete="none"
      aria-busy={busy || undefined}
      data-state="closed"
      className={cn(selectTriggerClasses, busy && "animate-pulse cursor-progress")}
      onPointerEnter={onReach}
      onFocus={onReach}
      onClick={onUse}
      onKeyDown={(event) => {
        if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
        event.preventDefault();
        onUse();
      }}
    >
      <span style={{ pointerEvents: "none" }}>{shown}</span>
      <span aria-hidden="true">
        <ChevronIcon size={4} />
      </span>
    </button>
  );
}
