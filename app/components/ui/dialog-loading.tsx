// What a dialog that loads on first use (dialog-on-first-use.tsx) shows while its code arrives:
// its panel with its title and "Opening…". Not focusable: focus stays on the control that opened
// it until the real dialog takes it (and gives it back on close, return-focus.ts). If the code
// cannot be fetched, the panel says so, with a Close button. Chromium keeps a file that failed
// to load as failed until the page is reloaded, so the message asks for a reload.
import { useLayoutEffect, useRef } from "react";
import { Button } from "./button";
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

/**
 * The dialog's code did not arrive (no connection): its panel says so. Close (or Escape) shuts
 * it and gives focus back to the control that opened it.
 */
export function DialogLoadFailed({ title, className, onClose }: { title: string; className?: string; onClose: () => void }) {
  const close = useRef<HTMLButtonElement>(null);
  useLayoutEffect(() => {
    // The opener still has the focus (the loading panel never takes it).
    const opener = document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null;
    close.current?.focus();
    return () => {
      if (opener?.isConnected) opener.focus({ preventScroll: true });
    };
  }, []);
  return (
    <>
      <div className={overlayClasses} data-state="open" onClick={onClose} />
      <div
        role="alertdialog"
        aria-modal="true"
        aria-labelledby="dialog-load-failed-title"
        aria-describedby="dialog-load-failed-message"
        className={cn(panelClasses, className)}
        data-state="open"
        onKeyDown={(event) => {
          if (event.key !== "Escape") return;
          event.preventDefault();
          onClose();
        }}
      >
        <p id="dialog-load-failed-title" className="text-2xl font-extrabold text-sea-900">
          {title}
        </p>
        <p id="dialog-load-failed-message" className="mt-2 text-red-800">
          This could not be opened: the page did not reach the server. Check the connection, then reload the page to try again.
        </p>
        <div className="mt-6 flex justify-end">
          <Button ref={close} variant="outline" onClick={onClose}>
            Close
          </Button>
        </div>
      </div>
    </>
  );
}
