// The actions of the family page (/account), by intent, each calling the same function as the
// JSON API (worker/api/family.ts) and answering { intent, ok, message, fieldErrors }.
import { data, redirect } from "react-router";
import { formatDollars } from "~/lib/format";
import { READ_MESSAGE_INTENT } from "~/lib/messages/message-limits";
import { flashToastCookie } from "../flash.server";
import { markReadFromPage } from "../messages/urgent-notices.server";
import type { Refused } from "../operation-result.server";
import { destroyUserSession, type SessionUser } from "../session.server";
import { cancelRegistrationForParent, changePassword, deleteFamilyAccount, updateEmailPreferences } from "./family.server";

const answer = (intent: string, refusal: Refused) => data({ intent, ok: false, message: refusal.message, fieldErrors: refusal.fieldErrors }, refusal.status);

export async function familyPageAction(env: Env, request: Request, user: SessionUser) {
  const formData = await request.formData().catch(() => null);
  const intent = String(formData?.get("intent") ?? "");
  const fields = formData ? Object.fromEntries([...formData].filter(([key]) => key !== "intent")) : {};

  if (intent === "cancel") {
    const result = await cancelRegistrationForParent(env, user, fields.registrationId);
    if (!result.ok) return answer(intent, result);
    const message =
      result.refundedCents > 0 ? `Registration cancelled. ${formatDollars(result.refundedCents)} is on its way back to your card.` : "Registration cancelled.";
    return { intent, ok: true, message };
  }
  if (intent === "password") {
    const result = await changePassword(env, user, request, fields);
    return result.ok ? { intent, ok: true, message: "Password changed. Every other device was signed out." } : answer(intent, result);
  }
  if (intent === "preferences") {
    // An unticked checkbox sends nothing: that is a "no".
    const result = await updateEmailPreferences(env, user, {
      notifyRegistrationOpen: fields.notifyRegistrationOpen ?? "",
      notifyNews: fields.notifyNews ?? "",
    });
    return result.ok ? { intent, ok: true, message: "E-mail preferences saved." } : answer(intent, result);
  }
  if (intent === READ_MESSAGE_INTENT) return markReadFromPage(env, user.id, formData);
  if (intent === "delete") {
    const result = await deleteFamilyAccount(env, user, fields);
    if (!result.ok) return answer(intent, result);
    const headers = new Headers();
    headers.append("Set-Cookie", await destroyUserSession(env, request));
    headers.append(
      "Set-Cookie",
      flashToastCookie({ title: "Your account is deleted", description: "Your children's data has been erased. Thank you for camping with us." }),
    );
    throw redirect("/", { headers });
  }
  return data({ intent, ok: false, message: "Unknown action" }, 400);
}
