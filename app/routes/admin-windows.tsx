import { Form, Link, useActionData, useNavigation } from "react-router";
import { runScheduledJobs } from "../../worker/cron";
import { CampSettingsCard } from "~/components/registration-windows/camp-settings-card";
import { CronMail } from "~/components/registration-windows/cron-mail";
import { DrawCard } from "~/components/registration-windows/draw-card";
import { WindowCard } from "~/components/registration-windows/window-card";
import { Button } from "~/components/ui/button";
import { Card, CardContent } from "~/components/ui/card";
import { campSettingsFormSchema } from "~/lib/camp-settings-form";
import { registrationWindowFormSchema } from "~/lib/registration-windows";
import { recordAudit } from "~/server/audit.server";
import { getCampSettings, updateCampSettings } from "~/server/camp-settings.server";
import { getEnv } from "~/server/context";
import { summarizeCronMail } from "~/server/cron-mail.server";
import { finalizeDraw, listLotteryDraws } from "~/server/lottery.server";
import { deliverQueuedMail } from "~/server/mail.server";
import { listRegistrationWindowsForAdmin, updateRegistrationWindow } from "~/server/registration-windows.server";
import { requireAdmin } from "~/server/session.server";
import type { Route } from "./+types/admin-windows";

export const meta: Route.MetaFunction = () => [{ title: "Registration Windows | Camp Sarraka Admin" }];

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export async function loader({ request, context }: Route.LoaderArgs) {
  const env = getEnv(context);
  await requireAdmin(env, request);
  const [windows, draws, mail, settings] = await Promise.all([
    listRegistrationWindowsForAdmin(env),
    listLotteryDraws(env),
    summarizeCronMail(env),
    getCampSettings(env),
  ]);
  return { windows, draws, mail, settings };
}

const JOB_LABELS: Record<string, string> = {
  "registration-open-notices": "'Registration is open' notices",
  "draw-closed-windows": "Draws for closed windows",
  "finalize-due-draws": "Finalise due draws",
  "deferred-payment-reminders": "Deferred-payment reminders",
  "release-expired-holds": "Release unpaid holds",
  "unpaid-hold-reminders": "Unpaid hold reminders",
  "delete-expired-auth-records": "Expired sign-ins and links",
  "deliver-queued-mail": "Deliver queued e-mail",
};

export async function action({ request, context }: Route.ActionArgs) {
  const env = getEnv(context);
  const admin = await requireAdmin(env, request);
  const actor = { type: "user" as const, id: admin.id, name: `${admin.firstName} ${admin.lastName}` };
  const formData = await request.formData().catch(() => null);
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

type ActionData = {
  intent: string;
  ok: boolean;
  message: string;
  windowId?: number;
  errors?: Record<string, string[]>;
  results?: Array<{ name: string; ok: boolean; detail: string }>;
};

export default function AdminWindows({ loaderData }: Route.ComponentProps) {
  const { windows, draws, mail, settings } = loaderData;
  const actionData = useActionData() as ActionData | undefined;
  const navigation = useNavigation();
  const running = navigation.state !== "idle" && navigation.formData?.get("intent") === "run-jobs";
  const inReview = draws.filter((d) => d.status === "review");
  const settled = draws.filter((d) => d.status === "final");
  return (
    <main id="main" className="mx-auto w-full max-w-5xl px-4 py-10 sm:px-6">
      <p>
        <Link to="/admin" className="font-bold text-sea-700 underline underline-offset-4 hover:text-sea-900">
          ← Admin Dashboard
        </Link>
      </p>
      <h1 className="mt-3 text-3xl sm:text-4xl">Registration Windows</h1>
      <p className="mt-2 max-w-3xl text-muted">
        Sign-ups made while a window is open count equally. When it closes, each waitlisted day with more sign-ups than seats gets a fair lottery, which you can
        review here before it is final; families are told accepted or waitlisted by the notify-by date.
      </p>

      {actionData && actionData.intent !== "save-window" && actionData.intent !== "save-settings" ? (
        <div role="status" className={`mt-6 rounded-2xl border-2 p-4 ${actionData.ok ? "border-teal-400 bg-teal-50" : "border-coral-400 bg-coral-50"}`}>
          <p className="font-bold">{actionData.message}</p>
          {actionData.results ? (
            <ul className="mt-2 grid gap-1 text-sm">
              {actionData.results.map((r) => (
                <li key={r.name}>
                  <span className="font-bold">
                    {r.ok ? "✓" : "✗"} {r.name}
                  </span>{" "}
                  — {r.detail}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}

      <section aria-labelledby="jobs-title" className="mt-8">
        <Card>
          <CardContent className="flex flex-wrap items-center justify-between gap-4 pt-6">
            <div>
              <h2 id="jobs-title" className="text-xl">
                Scheduled jobs
              </h2>
              <p className="text-sm text-muted">
                Run every 15 minutes: opening notices, draws, finalising, payment reminders, unpaid holds, clean-up and mail delivery.
              </p>
            </div>
            <Form method="post">
              <input type="hidden" name="intent" value="run-jobs" />
              <Button type="submit" variant="teal" disabled={running}>
                {running ? "Running…" : "Run jobs now"}
              </Button>
            </Form>
          </CardContent>
        </Card>
      </section>

      <section aria-labelledby="settings-title" className="mt-8">
        <CampSettingsCard
          key={settings.updatedAt}
          settings={settings}
          errors={actionData?.intent === "save-settings" ? actionData.errors : undefined}
          message={actionData?.intent === "save-settings" ? { ok: actionData.ok, text: actionData.message } : undefined}
        />
      </section>

      <section aria-labelledby="windows-title" className="mt-10">
        <h2 id="windows-title" className="text-2xl">
          Windows
        </h2>
        {windows.length === 0 ? (
          <p className="mt-3 text-muted">No registration windows yet.</p>
        ) : (
          <div className="mt-4 grid gap-5">
            {windows.map((w) => {
              const mine = actionData?.intent === "save-window" && actionData.windowId === w.id ? actionData : undefined;
              return <WindowCard key={w.id} window={w} errors={mine?.errors} saved={mine?.ok} />;
            })}
          </div>
        )}
      </section>

      <section aria-labelledby="draws-title" className="mt-10">
        <h2 id="draws-title" className="text-2xl">
          Lottery draws
        </h2>
        {draws.length === 0 ? (
          <p className="mt-3 text-muted">No draws yet. A draw is made when a window closes with more sign-ups than seats.</p>
        ) : (
          <div className="mt-4 grid gap-5">
            {inReview.length ? <h3 className="text-lg">In review ({inReview.length})</h3> : null}
            {inReview.map((d) => (
              <DrawCard key={d.id} draw={d} />
            ))}
            {settled.length ? <h3 className="text-lg">Final ({settled.length})</h3> : null}
            {settled.map((d) => (
              <DrawCard key={d.id} draw={d} />
            ))}
          </div>
        )}
      </section>

      <section aria-labelledby="mail-title" className="mt-10">
        <h2 id="mail-title" className="text-2xl">
          What the jobs sent
        </h2>
        <div className="mt-4">
          <CronMail byKind={mail.byKind} recent={mail.recent} />
        </div>
      </section>
    </main>
  );
}
