// The page door of /admin/windows: the form's `intent` picks the operation of windows.server.ts,
// and its answer becomes the page's action data (a refusal keeps its status).
import { data } from "react-router";
import type { AuditActor } from "../audit.server";
import type { Refused } from "../operation-result.server";
import { PRIVATE } from "./admin-page.server";
import { finalizeLotteryDraw, markPaymentToCheckChecked, runJobsNow, saveRegistrationWindow } from "./windows.server";

export type WindowsActionData = {
  intent: string | null;
  ok: boolean;
  message: string;
  windowId?: number;
  errors?: Record<string, string[]>;
  results?: Array<{ name: string; ok: boolean; detail: string }>;
};

const answer = (body: WindowsActionData, status = 200) => data(body, { status, headers: PRIVATE });

/** A refusal as the page shows it: a form's fields keep their messages under a summary. */
function refusal(intent: string, outcome: Refused, summary?: string, windowId?: number) {
  const errors = outcome.fieldErrors;
  const message = errors && summary ? summary : outcome.message;
  return answer({ intent, windowId, ok: false, message, errors }, outcome.status);
}

export async function windowsPageAction(env: Env, actor: AuditActor, formData: FormData | null, origins: string[]) {
  if (!formData) return answer({ intent: null, ok: false, message: "Unknown action" }, 400);
  const intent = String(formData.get("intent") ?? "");
  const fields = Object.fromEntries(formData);

  if (intent === "save-window") {
    const outcome = await saveRegistrationWindow(env, actor, fields, origins);
    // A new window's form answers as window 0 until it has an id.
    const windowId = Number(formData.get("windowId") || 0);
    if (!outcome.ok) return refusal(intent, outcome, "Please fix the highlighted fields.", windowId);
    return answer({ intent, windowId: formData.get("windowId") ? outcome.windowId : 0, ok: true, message: outcome.message });
  }
  if (intent === "finalize") {
    const outcome = await finalizeLotteryDraw(env, actor, formData.get("drawId"));
    if (!outcome.ok) return refusal(intent, outcome);
    return answer({ intent, ok: true, message: outcome.message });
  }
  if (intent === "payment-checked") {
    const outcome = await markPaymentToCheckChecked(env, actor, formData.get("id"));
    if (!outcome.ok) return refusal(intent, outcome);
    return answer({ intent, ok: true, message: outcome.message });
  }
  if (intent === "run-jobs") return answer({ intent, ...(await runJobsNow(env)) });
  return answer({ intent, ok: false, message: "Unknown action" }, 400);
}
