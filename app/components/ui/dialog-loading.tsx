// What a dialog that loads on first use (on-first-use.ts) shows while its code arrives: its
// panel with its title and "Opening…". Not focusable: focus stays on the control that opened
// it until the real dialog takes it (and gives it back on close, return-focus.ts).
import { cn } from "./cn";
import { overlayClasses, panelClasses } from "./dialog-look";

export function DialogLoading({ title, className }: { title: string; className?: string }) {
  return (
    <>
      <div className={overlayClasses} data-state="open" />
      <div role="status" className={cn(panelClasses, className)} data-state="open">
        <p className="text-2xl font-extrabold text-sea-900">{title}</p>
        <p className="mt-2 text-muted">Opening…</p>
      </div>
    </>
  );
}
