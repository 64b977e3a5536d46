// The operations of the registration windows page (/admin/windows): create a window or save its times,
// finalise a lottery draw, run the scheduled jobs now; and of the Settings tab (/admin/settings):
// save the camp settings. The pages' actions and the JSON API (worker/api/windows-admin.ts) both
// call these with what they received, so a message or limit is the same at either door.
import { campSettingsFormSchema } from "~/lib/camp-settings-schema";
import { registrationWindowFormSchema } from "~/lib/registration-windows";
import { recordAudit, type AuditActor } from "../audit.server";
import { purgePublicPages } from "../public-page-purge.server";
import { getCampSettings, updateCampSettings } from "../camp-settings.server";
import { listRecentJobFailures } from "../job-health.server";
import { finalizeDraw, listLotteryDraws } from "../lottery.server";
import { deliverQueuedMail } from "../mail.server";
import { parseInput, recordId, refused, type Outcome } from "../operation-result.server";
import { createRegistrationWindow, listRegistrationWindowsForAdmin, updateRegistrationWindow } from "../registration-windows.server";
import { jobs, runScheduledJobs } from "../scheduled-jobs.server";
import { listPaymentsToCheck, markPaymentChecked } from "../stripe-reconciliation.server";

/**
 * What the page and GET /api/admin/windows show: the windows, the draws, the settings, recent job
 * failures and the payments Stripe and the camp disagree about.
 */
export async function getWindowsOverview(env: Env) {
  const [windows, draws, settings, jobFailures, paymentsToCheck] = await Promise.all([
    listRegistrationWindowsForAdmin(env),
    listLotteryDraws(env),
    getCampSettings(env),
    listRecentJobFailures(env),
    listPaymentsToCheck(env),
  ]);
  return { windows, draws, settings, jobFailures, paymentsToCheck };
}

/**
 * A window's label and times (camp time, "2026-10-22T10:00"): `windowId` names the window to
 * change; without one a new window is created.
 */
/** `origins`: whose cached public pages the change drops (editOrigins, public-page-purge.server.ts). */
export async function saveRegistrationWindow(
  env: Env,
  actor: AuditActor,
  input: unknown,
  origins: string[],
): Promise<Outcome<{ windowId: number; message: string }>> {
  const parsed = parseInput(registrationWindowFormSchema, input);
  if (!parsed.ok) return parsed;
  const { windowId } = parsed.data;
  if (windowId === undefined) {
    const created = await createRegistrationWindow(env, actor, parsed.data);
    if (created === null) {
      return {
        ...refused(409, `A window named ${parsed.data.label} already exists: change that one instead.`),
        fieldErrors: { label: ["A window with this name already exists"] },
      };
    }
    await purgePublicPages(origins);
    return { ok: true, windowId: created, message: `${parsed.data.label} created.` };
  }
  if (!(await updateRegistrationWindow(env, actor, { ...parsed.data, windowId }))) return refused(404, "Registration window not found");
  // The summer camp page shows each coming window's seed fingerprint, new when a window reopens.
  await purgePublicPages(origins);
  return { ok: true, windowId, message: `${parsed.data.label} saved.` };
}

export async function saveCampSettings(env: Env, actor: AuditActor, input: unknown, origins: string[]): Promise<Outcome<{ message: string }>> {
  const parsed = parseInput(campSettingsFormSchema, input);
  if (!parsed.ok) return parsed;
  await updateCampSettings(env, parsed.data);
  await recordAudit(env, actor, { action: "settings.update", subjectType: "camp_settings", subjectId: 1, detail: parsed.data });
  // Every public page shows the phone (footer); the privacy policy states the retention periods.
  await purgePublicPages(origins);
  return { ok: true, message: "Camp settings saved." };
}

/** Seats a draw in review in its drawn order and e-mails each family at once. */
export async function finalizeLotteryDraw(
  env: Env,
  actor: AuditActor,
  rawDrawId: unknown,
): Promise<Outcome<{ seated: number; waitlisted: number; message: string }>> {
  const drawId = recordId(rawDrawId);
  if (drawId === null) return refused(404, "Draw not found");
  const result = await finalizeDraw(env, drawId, actor);
  if (!result.ok) return refused(result.message === "Draw not found" ? 404 : 409, result.message);
  await deliverQueuedMail(env);
  const message = `Draw finalised: ${result.seated} seated, ${result.waitlisted} waitlisted. Each family has been e-mailed.`;
  return { ok: true, seated: result.seated, waitlisted: result.waitlisted, message };
}

/** The office has looked into a payment Stripe and the camp disagree about: it leaves the list. */
export async function markPaymentToCheckChecked(env: Env, actor: AuditActor, rawId: unknown): Promise<Outcome<{ message: string }>> {
  const id = recordId(rawId);
  const checked = id === null ? null : await markPaymentChecked(env, actor, id);
  if (!checked) return refused(404, "This payment to check is not on the list (already checked?).");
  return { ok: true, message: `${checked.stripeId} marked as checked.` };
}

/** Runs every scheduled job now, as the cron would; each job's result in the office's words. */
export async function runJobsNow(env: Env, now = new Date()) {
  const results = await runScheduledJobs(env, now);
  const failed = results.filter((r) => !r.ok);
  return {
    ok: failed.length === 0,
    message: failed.length ? `${failed.length} job${failed.length === 1 ? "" : "s"} failed; the next run retries.` : "All jobs ran.",
    results: results.map((r) => ({
      name: jobs.find((j) => j.name === r.name)?.label ?? r.name,
      ok: r.ok,
      detail: r.ok ? describeResult(r.result) : (r.error ?? ""),
    })),
  };
}

function describeResult(result: unknown) {
  if (!result || typeof result !== "object") return "Done";
  return Object.entries(result)
    .map(([key, value]) => `${key.replace(/([A-Z])/g, " $1").toLowerCase()}: ${String(value)}`)
    .join(", ");
}
