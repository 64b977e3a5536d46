// /admin/windows: the Windows tab of the admin dashboard. Registration windows, lottery draws,
// the scheduled jobs and the payments Stripe and the camp disagree about; the camp settings have
// their own tab (/admin/settings), linked from here.
// The operations live in app/server/admin/windows.server.ts (also behind /api/admin/windows,
// /draws, /jobs); this module only wires them.
// The page is one column of sections: a new piece goes in as one more <section>.
import { Link, useActionData } from "react-router";
import { DrawSeals } from "~/components/admin/draw-seal";
import { CronMail } from "~/components/registration-windows/cron-mail";
import { LotteryDraws } from "~/components/registration-windows/lottery-draws";
import { PaymentsToCheck } from "~/components/registration-windows/payments-to-check";
import { ActionReport, ScheduledJobsCard } from "~/components/registration-windows/scheduled-jobs";
import { WindowCard } from "~/components/registration-windows/window-card";
import { actorFor, PRIVATE } from "~/server/admin/admin-page.server";
import { windowsPageAction, type WindowsActionData } from "~/server/admin/windows-page.server";
import { getWindowsOverview } from "~/server/admin/windows.server";
import { getEnv } from "~/server/context";
import { editOrigins } from "~/server/public-page-purge.server";
import { summarizeCronMail } from "~/server/cron-mail.server";
import { requireAdmin } from "~/server/session.server";
import type { Route } from "./+types/admin.windows";

export const meta: Route.MetaFunction = () => [{ title: "Registration Windows | Camp Sarraka Admin" }, { name: "robots", content: "noindex" }];

export const headers: Route.HeadersFunction = () => PRIVATE;

// Signed out: sent to sign in and back here (the tabs beside it answer 401 in the layout).
export async function loader({ request, context }: Route.LoaderArgs) {
  const env = getEnv(context);
  await requireAdmin(env, request);
  const [overview, mail] = await Promise.all([getWindowsOverview(env), summarizeCronMail(env)]);
  return { ...overview, mail };
}

export async function action({ request, context }: Route.ActionArgs) {
  const env = getEnv(context);
  const admin = await requireAdmin(env, request);
  const formData = await request.formData().catch(() => null);
  return windowsPageAction(env, actorFor(admin), formData, editOrigins(request, env));
}

/** Forms show their own answer; the rest (jobs run, a draw finalised) is reported at the top. */
const FORM_INTENTS = new Set(["save-window"]);

export default function AdminWindows({ loaderData }: Route.ComponentProps) {
  const { windows, draws, mail, jobFailures, paymentsToCheck } = loaderData;
  const actionData = useActionData<WindowsActionData>();
  const newWindowAnswer = actionData?.intent === "save-window" && actionData.windowId === 0 ? actionData : undefined;
  return (
    <div className="grid gap-8">
      <header>
        <h2 id="windows-page-title" className="text-2xl font-extrabold">
          Registration Windows
        </h2>
        <p className="mt-2 max-w-3xl text-muted">
          Sign-ups made while a window is open count equally. When it closes, each waitlisted day with more sign-ups than seats gets a fair lottery, which you
          can review here before it is final; families are told accepted or waitlisted by the notify-by date.
        </p>
      </header>

      {actionData && !FORM_INTENTS.has(actionData.intent ?? "") ? <ActionReport report={actionData} /> : null}

      <section aria-labelledby="jobs-title">
        <ScheduledJobsCard failures={jobFailures} />
      </section>

      <PaymentsToCheck payments={paymentsToCheck} />

      <section aria-labelledby="settings-title" className="rounded-2xl border-2 border-sea-100 p-5">
        <h3 id="settings-title" className="text-xl font-extrabold">
          Camp settings
        </h3>
        <p className="mt-2 text-muted">How long unpaid seats are held, the family cap, cancellations and refunds, the records kept and the summer discounts.</p>
        <Link to="/admin/settings" className="mt-3 inline-flex min-h-11 items-center font-bold text-sea-700 underline underline-offset-4">
          Open the Settings tab
        </Link>
      </section>

      <section aria-labelledby="windows-title">
        <h3 id="windows-title" className="text-xl font-extrabold">
          Windows
        </h3>
        {windows.length === 0 ? <p className="mt-3 text-muted">No registration windows yet: create the first one below.</p> : null}
        <div className="mt-4 grid gap-5">
          {windows.map((w) => {
            const mine = actionData?.intent === "save-window" && actionData.windowId === w.id ? actionData : undefined;
            return <WindowCard key={w.id} window={w} errors={mine?.errors} saved={mine?.ok} />;
          })}
          {/* Keyed by the count, so the form empties once a window is created. */}
          <WindowCard key={`new-${windows.length}`} errors={newWindowAnswer?.errors} saved={newWindowAnswer?.ok} />
        </div>
      </section>

      <DrawSeals windows={windows} />
      <section aria-labelledby="draws-title">
        <h3 id="draws-title" className="text-xl font-extrabold">
          Lottery draws
        </h3>
        <LotteryDraws draws={draws} />
      </section>

      <section aria-labelledby="mail-title">
        <h3 id="mail-title" className="text-xl font-extrabold">
          What the jobs sent
        </h3>
        <div className="mt-4">
          <CronMail byKind={mail.byKind} recent={mail.recent} />
        </div>
      </section>
    </div>
  );
}
