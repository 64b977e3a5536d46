// What the door app says when a tap never reached the server (no connection): nothing was
// saved, and how to try again. The roster stays on screen.
import type { AttendanceActionResult } from "~/server/attendance/page.server";

const WHAT: Record<string, string> = { checkin: "Check-in", uncheckin: "Undo of check-in", checkout: "Check-out", uncheckout: "Undo of check-out" };

export function unsavedReply(form: FormData): AttendanceActionResult {
  const intent = String(form.get("intent") ?? "");
  const change = intent === "attendance" ? String(form.get("change") ?? "") : undefined;
  const title = change && WHAT[change] ? `${WHAT[change]} not saved` : "Not saved";
  const description =
    change !== undefined
      ? "No connection to the camp server. Tap Retry on the camper's row when the Wi-Fi is back."
      : "No connection to the camp server. Nothing was changed; try again when the Wi-Fi is back.";
  return { ok: false, intent, unsaved: true, change, toast: { title, description, variant: "destructive" } };
}

/** 'Check-in', 'Check-out', … for a change the row could not save. */
export function unsavedChangeLabel(change: string): string {
  return WHAT[change] ?? "Change";
}
