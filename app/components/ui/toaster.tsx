// The Radix Toast UI with the product's timings: auto-close 5000 ms, swipe right 50 px, F8
// focuses the region, at most 420 px wide from medium screens. Loaded lazily by ToastHost.
import { Toast as ToastPrimitive } from "radix-ui";
import { cn } from "./cn";
import { CloseIcon } from "./icons";
import { dismissToast, type ToastItem } from "./toast";

export default function Toaster({ toasts }: { toasts: ToastItem[] }) {
  return (
    <ToastPrimitive.Provider duration={5000} swipeDirection="right" swipeThreshold={50} label="Notification">
      {toasts.map((t) => (
        <ToastPrimitive.Root
          key={t.id}
          open={t.open}
          onOpenChange={(open) => (open ? undefined : dismissToast(t.id))}
          onEscapeKeyDown={escapeToDialog}
          className={cn(
            "group pointer-events-auto relative flex w-full items-start gap-3 rounded-2xl border p-4 pr-10 shadow-xl",
            "data-[state=open]:animate-toast-in data-[state=closed]:animate-toast-out",
            "data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=cancel]:translate-x-0 data-[swipe=cancel]:transition-transform data-[swipe=end]:animate-swipe-out",
            t.variant === "destructive" ? "border-red-800 bg-red-700 text-white" : "border-sea-100 bg-white text-ink",
          )}
          data-variant={t.variant ?? "default"}
        >
          <div className="grid gap-1">
            <ToastPrimitive.Title className="font-extrabold">{t.title}</ToastPrimitive.Title>
            {t.description ? (
              <ToastPrimitive.Description className={t.variant === "destructive" ? "text-white" : "text-muted"}>{t.description}</ToastPrimitive.Description>
            ) : null}
          </div>
          <ToastPrimitive.Close aria-label="Close" className="absolute top-2 right-2 grid size-8 place-items-center rounded-full hover:bg-black/10">
            <CloseIcon className="size-4" />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      {/* On a phone an open dialog's buttons sit at the bottom of the screen: the toast goes to the top. */}
      <ToastPrimitive.Viewport className="fixed right-0 bottom-0 z-[100] flex max-h-screen w-full flex-col gap-2 p-4 outline-none md:max-w-[420px] max-md:[body:has([role=dialog],[role=alertdialog])_&]:top-0 max-md:[body:has([role=dialog],[role=alertdialog])_&]:bottom-auto" />
    </ToastPrimitive.Provider>
  );
}

/**
 * Radix gives Escape to the newest layer, and a toast that appears while a dialog is open ("Checked
 * in", answered by the server) is newer than the dialog: Escape would close the toast and leave the
 * dialog open, over a page the screen reader cannot reach. The person is working in the dialog, so
 * Escape closes it (through its own close control, with its focus return) and the toast stays.
 * A menu or list open inside the dialog is left to Radix: the toast closes, as before.
 */
function escapeToDialog(event: KeyboardEvent) {
  if (document.querySelector("[data-radix-popper-content-wrapper]")) return;
  const open = document.querySelectorAll<HTMLElement>("[role=dialog][data-state=open], [role=alertdialog][data-state=open]");
  const close = open[open.length - 1]?.querySelector<HTMLElement>("[data-escape-closes]");
  if (!close) return;
  event.preventDefault();
  close.click();
}
