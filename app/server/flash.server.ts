import { flashToastCookieText, type FlashToast } from "~/lib/flash-toast";

/**
 * The Set-Cookie value that makes the next page show a toast, for redirects:
 *   throw redirect("/", { headers: { "Set-Cookie": flashToastCookie({ title: "Registration saved" }) } });
 */
export function flashToastCookie(toast: FlashToast) {
  return flashToastCookieText(toast);
}
