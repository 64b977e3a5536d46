// Toasts for the whole app: `toast({ title, description, variant })` from any component or
// event handler, or `const { toast } = useToast()`. The store is tiny and always loaded; the
// Radix Toast UI (toaster.tsx) is fetched only when the first toast appears, which keeps it
// out of every public page's initial JavaScript. <ToastHost /> is mounted once in root.tsx.
// After a redirect, set flashToastCookie() (app/server/flash.server.ts) on the response: the
// host shows it on the next page.
import { createElement, useEffect, useState, useSyncExternalStore, type ComponentType } from "react";
import { defineIsland } from "~/islands/island";
import { takeFlashToast } from "~/lib/flash-toast";

export type ToastInput = {
  title: string;
  description?: string;
  variant?: "default" | "destructive";
};

export type ToastItem = ToastInput & { id: number; open: boolean };

// The product's toast rules: one visible at a time; a closed toast is removed after 1,000,000 ms.
const TOAST_LIMIT = 1;
const TOAST_REMOVE_DELAY = 1_000_000;

let toasts: ToastItem[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function emit(next: ToastItem[]) {
  toasts = next;
  for (const listener of listeners) listener();
}

export function toast(input: ToastInput) {
  const id = nextId++;
  emit([{ ...input, id, open: true }, ...toasts].slice(0, TOAST_LIMIT));
  return { id, dismiss: () => dismissToast(id) };
}

export function dismissToast(id?: number) {
  emit(toasts.map((t) => (id === undefined || t.id === id ? { ...t, open: false } : t)));
  setTimeout(() => emit(toasts.filter((t) => (id === undefined ? t.open : t.id !== id))), TOAST_REMOVE_DELAY);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const EMPTY: ToastItem[] = [];

export function useToast() {
  const current = useSyncExternalStore(
    subscribe,
    () => toasts,
    () => EMPTY,
  );
  return { toasts: current, toast, dismiss: dismissToast };
}

function showFlashToast() {
  const flash = takeFlashToast();
  if (flash) toast(flash);
}

type ToasterComponent = ComponentType<{ toasts: ToastItem[] }>;
let toasterFile: Promise<ToasterComponent> | undefined;
/** The toast UI's file. A download that failed (no network, and the door's service worker not installed yet) is tried again by the next toast, never thrown to the page's error screen. */
function loadToaster() {
  toasterFile ??= import("./toaster").then(
    (m) => m.default,
    (error: unknown) => {
      toasterFile = undefined;
      throw error;
    },
  );
  return toasterFile;
}

// How long a toast waits for the toast UI's file before it is shown plainly instead.
const PLAIN_AFTER_MS = 1500;

/**
 * `navigationKey` changes with every client-side navigation, so a flash toast shows on the next page.
 * A toast never depends on the network: when the toast UI's file cannot be fetched (the server is
 * down, which is when a failure is said) or is slow, the toast shows plainly (`PlainToasts`, in
 * this always-loaded file) until that file arrives.
 */
export function ToastHost({ navigationKey }: { navigationKey?: string }) {
  const { toasts: current } = useToast();
  const [Toaster, setToaster] = useState<ToasterComponent | null>(null);
  const [plain, setPlain] = useState(false);
  useEffect(showFlashToast, [navigationKey]);
  useEffect(() => {
    if (current.length === 0 || Toaster) return;
    let live = true;
    const slow = setTimeout(() => live && setPlain(true), PLAIN_AFTER_MS);
    loadToaster().then(
      (component) => live && setToaster(() => component),
      () => live && setPlain(true),
    );
    return () => {
      live = false;
      clearTimeout(slow);
    };
  }, [current, Toaster]);
  if (Toaster) return createElement(Toaster, { toasts: current });
  return plain ? createElement(PlainToasts, { toasts: current }) : null;
}

/** The toasts without the toast UI's file: the newest open one, said aloud, until it is closed. */
function PlainToasts({ toasts: current }: { toasts: ToastItem[] }) {
  const shown = current.find((t) => t.open);
  if (!shown) return null;
  const destructive = shown.variant === "destructive";
  return createElement(
    "div",
    {
      role: destructive ? "alert" : "status",
      "data-variant": shown.variant ?? "default",
      className: `fixed right-0 bottom-0 z-[100] m-4 grid max-w-[420px] gap-1 rounded-2xl border p-4 pr-12 shadow-xl ${
        destructive ? "border-red-800 bg-red-700 text-white" : "border-sea-100 bg-white text-ink"
      }`,
    },
    createElement("p", { className: "font-extrabold" }, shown.title),
    shown.description ? createElement("p", null, shown.description) : null,
    createElement(
      "button",
      {
        type: "button",
        onClick: () => dismissToast(shown.id),
        className: "absolute top-2 right-2 grid size-8 place-items-center rounded-full font-bold hover:bg-black/10",
        "aria-label": "Close",
      },
      "\u00d7",
    ),
  );
}

export const toastHostIsland = defineIsland("toast-host", ToastHost, "with-others");
