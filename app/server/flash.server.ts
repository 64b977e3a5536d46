import { encodeFlashToast, FLASH_TOAST_COOKIE, type FlashToast } from "~/lib/flash-toast";

/**
 * The Set-Cookie value that makes the next page show a toast, for redirects:
 *   throw redirect("/", { headers: { "Set-Cookie": flashToastCookie({ title: "Registration saved" }) } });
 */
export function flashToastCookie(toast: FlashToast) {
  return `${FLASH_TOAST_COOKIE}=${encodeFlashToast(toast)}; Path=/; Max-Age=60; SameSite=Lax`;
}
