import { Form, Link, useActionData, useNavigation } from "react-router";
import { DrawSeals } from "~/components/admin/draw-seal";
import { CampSettingsCard } from "~/components/registration-windows/camp-settings-card";
import { CronMail } from "~/components/registration-windows/cron-mail";
import { DrawCard } from "~/components/registration-windows/draw-card";
import { WindowCard } from "~/components/registration-windows/window-card";
import { Button } from "~/components/ui/button";
import { Card, CardContent } from "~/components/ui/card";
import { getCampSettings } from "~/server/camp-settings.server";
import { getEnv } from "~/server/context";
import { summarizeCronMail } from "~/server/cron-mail.server";
import { windowsPageAction } from "~/server/admin/windows-page.server";
import { listLotteryDraws } from "~/server/lottery.server";
import { listRegistrationWindowsForAdmin } from "~/server/registration-windows.server";
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

export async function action({ request, context }: Route.ActionArgs) {
  const env = getEnv(context);
  const admin = await requireAdmin(env, request);
  const actor = { type: "user" as const, id: admin.id, name: `${admin.firstName} ${admin.lastName}` };
  const formData = await request.formData().catch(() => null);
  return windowsPageAction(env, actor, formData);
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

      <DrawSeals windows={windows} />
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
