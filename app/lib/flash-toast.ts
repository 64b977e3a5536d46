// A toast that survives a redirect: the server sets this short-lived cookie on the redirect
// response (see app/server/flash.server.ts) and the Toaster shows it on the next page, then
// deletes it. It is readable by scripts on purpose (it carries only the message); because the
// browser reads it, a page served from the edge cache still shows the toast.
// Checked by hand rather than with zod: this module ships to every public page's browser bundle.
export const FLASH_TOAST_COOKIE = "sarraka_toast";

/**
 * The Set-Cookie / document.cookie text that carries `toast` to the next page (the server's and the
 * browser's). Always Secure: browsers keep a Secure cookie on https and on http://localhost or
 * 127.0.0.1 (local development and the journeys), so it never crosses plain http in production.
 */
export function flashToastCookieText(toast: FlashToast | null) {
  return `${FLASH_TOAST_COOKIE}=${toast ? encodeFlashToast(toast) : ""}; Path=/; Max-Age=${toast ? 60 : 0}; SameSite=Lax; Secure`;
}

/** In the browser: the toast the last page left, deleted as it is read. */
export function takeFlashToast(): FlashToast | null {
  const match = document.cookie.split("; ").find((c) => c.startsWith(`${FLASH_TOAST_COOKIE}=`));
  if (!match) return null;
  document.cookie = flashToastCookieText(null);
  return decodeFlashToast(match.slice(FLASH_TOAST_COOKIE.length + 1));
}

export type FlashToast = {
  title: string;
  description?: string;
  variant?: "default" | "destructive";
};

export function encodeFlashToast(toast: FlashToast) {
  const { title, description, variant } = toast;
  return encodeURIComponent(JSON.stringify({ title: title.slice(0, 200), description: description?.slice(0, 500), variant }));
}

export function decodeFlashToast(value: string): FlashToast | null {
  try {
    const parsed: unknown = JSON.parse(decodeURIComponent(value));
    if (!parsed || typeof parsed !== "object") return null;
    const { title, description, variant } = parsed as Record<string, unknown>;
    if (typeof title !== "string" || !title) return null;
    return {
      title,
      description: typeof description === "string" ? description : undefined,
      variant: variant === "destructive" ? "destructive" : "default",
    };
  } catch {
    return null;
  }
}
