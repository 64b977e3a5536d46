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

/** `navigationKey` changes with every client-side navigation, so a flash toast shows on the next page. */
export function ToastHost({ navigationKey }: { navigationKey?: string }) {
  const { toasts: current } = useToast();
  const [Toaster, setToaster] = useState<ToasterComponent | null>(null);
  useEffect(showFlashToast, [navigationKey]);
  useEffect(() => {
    if (current.length === 0 || Toaster) return;
    let live = true;
    loadToaster().then(
      (component) => live && setToaster(() => component),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [current, Toaster]);
  return Toaster ? createElement(Toaster, { toasts: current }) : null;
}

export const toastHostIsland = defineIsland("toast-host", ToastHost, "with-others");
