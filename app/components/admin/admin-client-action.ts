// Every admin tab's clientAction: the tab's own action on the server, with what the browser must
// do when it does not answer as planned. A change that failed (the server threw, the network
// dropped) answers as a refusal with no message, so the dialog stays open with what was typed,
// a switch goes back, and the form's own "Failed to ..." toast (failedTo) shows, instead
// of the whole page giving way to the error screen. A session that ended says so for a moment
// before the sign-in page (the server's answer is already that redirect).
import { data } from "react-router";
import { toast } from "~/components/ui/toast";
import type { AdminActionResult } from "~/server/admin/admin-action.server";

// The specification's wait between "You are logged out" and the sign-in page.
const SIGNED_OUT_TOAST_MS = 500;

const isRedirect = (error: unknown): error is Response => error instanceof Response && error.status >= 300 && error.status < 400;

export async function adminClientAction({ serverAction }: { serverAction: () => Promise<unknown> }) {
  try {
    return await serverAction();
  } catch (error) {
    if (isRedirect(error)) {
      if (error.headers.get("Location")?.startsWith("/api/login")) {
        // The toast's UI loads on first use: here it must be on screen before the page goes.
        await import("~/components/ui/toaster").catch(() => null);
        toast({ title: "Unauthorized", description: "You are logged out. Logging in again...", variant: "destructive" });
        await new Promise((resolve) => setTimeout(resolve, SIGNED_OUT_TOAST_MS));
      }
      throw error;
    }
    console.error(error);
    // A status of 500 keeps the tab from reading its lists again after a change that did not happen.
    return data<AdminActionResult>({ ok: false, message: "", fieldErrors: {} }, { status: 500 });
  }
}
