import { useRef } from "react";

// Radix gives focus back to a dialog's Trigger only. Our dialogs are mostly opened from
// elsewhere (a controlled `open`, a lazily loaded panel, a menu item), and closing them left
// focus on the page (WCAG 2.4.3). Every dialog primitive remembers what had focus when it opened
// and goes back there when it closes.

// The last few elements that had focus, most recent first. A dialog opened from a menu item opens
// once the menu (and its item) is gone: the menu's button, focused just before, is the opener.
const recentFocus: HTMLElement[] = [];
if (typeof document !== "undefined") {
  document.addEventListener(
    "focusin",
    (event) => {
      if (!(event.target instanceof HTMLElement)) return;
      const at = recentFocus.indexOf(event.target);
      if (at >= 0) recentFocus.splice(at, 1);
      recentFocus.unshift(event.target);
      recentFocus.length = Math.min(recentFocus.length, 5);
    },
    true,
  );
}

const canTakeFocus = (element: HTMLElement) => element.isConnected && element.getClientRects().length > 0;

type AutoFocusHandlers = { onOpenAutoFocus?: (event: Event) => void; onCloseAutoFocus?: (event: Event) => void };

/**
 * The `onOpenAutoFocus` / `onCloseAutoFocus` pair for a Radix dialog's Content: on close, focus
 * returns to the control that opened it (or, if that control is gone, the one focused before it).
 * A caller's own handlers run first; one that prevents the default keeps the last word.
 */
export function useReturnFocus({ onOpenAutoFocus, onCloseAutoFocus }: AutoFocusHandlers = {}): Required<AutoFocusHandlers> {
  const openers = useRef<HTMLElement[]>([]);
  return {
    onOpenAutoFocus(event) {
      const dialog = event.currentTarget instanceof Node ? event.currentTarget : null;
      openers.current = [document.activeElement, ...recentFocus].filter(
        (element): element is HTMLElement => element instanceof HTMLElement && element !== document.body && !dialog?.contains(element),
      );
      onOpenAutoFocus?.(event);
    },
    onCloseAutoFocus(event) {
      onCloseAutoFocus?.(event);
      if (event.defaultPrevented) return;
      const opener = openers.current.find(canTakeFocus);
      openers.current = [];
      if (!opener) return;
      event.preventDefault();
      opener.focus({ preventScroll: true });
    },
  };
}
