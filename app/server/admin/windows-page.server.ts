// The actions of /admin/windows (registration windows, camp settings, lottery draws, the cron's
// jobs), kept out of the route so it reads loader -> action -> component.
import { runScheduledJobs } from "../scheduled-jobs.server";
import { campSettingsFormSchema } from "~/lib/camp-settings-form";
import { registrationWindowFormSchema } from "~/lib/registration-windows";
import { recordAudit, type AuditActor } from "~/server/audit.server";
import { updateCampSettings } from "~/server/camp-settings.server";
import { finalizeDraw } from "~/server/lottery.server";
import { deliverQueuedMail } from "~/server/mail.server";
import { updateRegistrationWindow } from "~/server/registration-windows.server";

const JOB_LABELS: Record<string, string> = {
  "registration-open-notices": "'Registration is open' notices",
  "draw-closed-windows": "Draws for closed windows",
  "finalize-due-draws": "Finalise due draws",
  "deferred-payment-reminders": "Deferred-payment reminders",
  "release-expired-holds": "Release unpaid holds",
  "unpaid-hold-reminders": "Unpaid hold reminders",
  "delete-expired-auth-records": "Expired sign-ins and links",
  "erase-expired-child-data": "Erase children's records past retention",
  "deliver-queued-mail": "Deliver queued e-mail",
};

/** The /admin/windows page's actions, by intent: save a window, save the camp settings, finalise a draw, run the jobs now. */
export async function windowsPageAction(env: Env, actor: AuditActor, formData: FormData | null) {
  if (!formData) return Response.json({ intent: null, ok: false, message: "Unknown action" }, { status: 400 });
  const intent = formData.get("intent");

  if (intent === "save-window") {
    const parsed = registrationWindowFormSchema.safeParse(Object.fromEntries(formData));
    const windowId = Number(formData.get("windowId"));
    if (!parsed.success) {
      const errors: Record<string, string[]> = {};
      for (const issue of parsed.error.issues) (errors[String(issue.path[0] ?? "form")] ??= []).push(issue.message);
      return Response.json({ intent, windowId, ok: false, errors, message: "Please fix the highlighted times." }, { status: 400 });
    }
    const saved = await updateRegistrationWindow(env, actor, parsed.data);
    if (!saved) return Response.json({ intent, windowId, ok: false, message: "Registration window not found" }, { status: 404 });
    return { intent, windowId, ok: true, message: `${parsed.data.label} saved.` };
  }

  if (intent === "save-settings") {
    const parsed = campSettingsFormSchema.safeParse(Object.fromEntries(formData));
    if (!parsed.success) {
      const errors: Record<string, string[]> = {};
      for (const issue of parsed.error.issues) (errors[String(issue.path[0] ?? "form")] ??= []).push(issue.message);
      return Response.json({ intent, ok: false, errors, message: "Please fix the highlighted settings." }, { status: 400 });
    }
    await updateCampSettings(env, parsed.data);
    await recordAudit(env, actor, { action: "settings.update", subjectType: "camp_settings", subjectId: 1, detail: parsed.data });
    return { intent, ok: true, message: "Camp settings saved." };
  }

  if (intent === "finalize") {
    const drawId = Number(formData.get("drawId"));
    if (!Number.isInteger(drawId) || drawId < 1) return Response.json({ intent, ok: false, message: "Draw not found" }, { status: 400 });
    const result = await finalizeDraw(env, drawId, actor);
    if (!result.ok) return Response.json({ intent, ok: false, message: result.message }, { status: 409 });
    await deliverQueuedMail(env);
    return { intent, ok: true, message: `Draw finalised: ${result.seated} seated, ${result.waitlisted} waitlisted. Each family has been e-mailed.` };
  }

  if (intent === "run-jobs") {
    const results = await runScheduledJobs(env, new Date());
    const failed = results.filter((r) => !r.ok);
    return {
      intent,
      ok: failed.length === 0,
      message: failed.length ? `${failed.length} job${failed.length === 1 ? "" : "s"} failed; the next run retries.` : "All jobs ran.",
      results: results.map((r) => ({ name: JOB_LABELS[r.name] ?? r.name, ok: r.ok, detail: r.ok ? describeResult(r.result) : (r.error ?? "") })),
    };
  }

  return Response.json({ intent, ok: false, message: "Unknown action" }, { status: 400 });
}

function describeResult(result: unknown) {
  if (!result || typeof result !== "object") return "Done";
  return Object.entries(result)
    .map(([key, value]) => `${key.replace(/([A-Z])/g, " $1").toLowerCase()}: ${String(value)}`)
    .join(", ");
}
