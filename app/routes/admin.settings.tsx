// /admin/settings: the Settings tab, the camp-wide settings the office changes now and then (how
// long an unpaid seat is held, the family cap, the cancellation policy, how long records are
// kept, the summer cart's discounts, the groups' ratios, a season's payment plans). The forms post
// here; PUT /api/admin/settings, /api/admin/ratio-rules and /api/admin/payment-plans are the JSON
// doors, and both call the same functions (saveCampSettings in app/server/admin/windows.server.ts,
// app/server/here-now/ratio-rules.server.ts, app/server/payment-plans.server.ts).
import { useActionData } from "react-router";
import { CampSettingsCard } from "~/components/registration-windows/camp-settings-card";
import { adminAction, settle, type AdminActionResult } from "~/server/admin/admin-action.server";
import { adminPage } from "~/server/admin/admin-page.server";
import { saveCampSettings } from "~/server/admin/windows.server";
import { editOrigins } from "~/server/public-page-purge.server";
import { getCampSettings } from "~/server/camp-settings.server";
import { listRatioRules, removeRatioRule, saveRatioRule } from "~/server/here-now/ratio-rules.server";
import { RatioRulesCard } from "~/components/admin/ratio-rules-card";
import { PaymentPlansCard } from "~/components/admin/payment-plans-card";
import { listSeasonPaymentPlans, removePaymentPlan, savePaymentPlan, saveSeasonDeposit } from "~/server/payment-plans.server";
import { adminClientAction } from "~/components/admin/admin-client-action";
import type { Route } from "./+types/admin.settings";
import { failedTo } from "~/lib/failure-message";

export const meta: Route.MetaFunction = () => [{ title: "Settings | Camp Sarraka Admin" }, { name: "robots", content: "noindex" }];

export async function loader(args: Route.LoaderArgs) {
  return adminPage(args, async (env) => {
    const [settings, ratioRules, paymentPlans] = await Promise.all([getCampSettings(env), listRatioRules(env), listSeasonPaymentPlans(env)]);
    return { settings, ratioRules, paymentPlans };
  });
}

export async function action(args: Route.ActionArgs) {
  return adminAction(args, {
    "save-settings": async (env, actor, form) => settle(await saveCampSettings(env, actor, Object.fromEntries(form), editOrigins(args.request, env))).message,
    "save-ratio-rule": async (env, actor, form) => settle(await saveRatioRule(env, actor, Object.fromEntries(form))).message,
    "remove-ratio-rule": async (env, actor, form) => settle(await removeRatioRule(env, actor, form.get("id"))).message,
    "save-deposit": async (env, actor, form) => settle(await saveSeasonDeposit(env, actor, Object.fromEntries(form))).message,
    // With an id, the plan is edited; without, a new one.
    "save-payment-plan": async (env, actor, form) => settle(await savePaymentPlan(env, actor, Object.fromEntries(form), form.get("id") ?? undefined)).message,
    "remove-payment-plan": async (env, actor, form) => settle(await removePaymentPlan(env, actor, form.get("id"))).message,
  });
}

// A change that fails outright (or finds the session ended) answers in the tab, not the error screen.
export const clientAction = adminClientAction;

/** The settings form's answer under its button: saved, or a summary when the fields carry their own messages. */
function answerText(answer: AdminActionResult) {
  if (answer.ok) return String(answer.result);
  if (Object.keys(answer.fieldErrors).length > 0) return "Please fix the highlighted settings.";
  // A save that failed outright (admin-client-action.ts) has no message of its own.
  return answer.message || failedTo("save the settings");
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export default function AdminSettings({ loaderData }: Route.ComponentProps) {
  const answer = useActionData<AdminActionResult>();
  if (!loaderData) return null;
  return (
    <div className="grid gap-6">
      <header>
        <h2 className="text-2xl font-extrabold">Settings</h2>
        <p className="mt-2 max-w-3xl text-muted">
          Rules that apply to every family: unpaid seats, cancellations and refunds, the records the camp keeps, the summer discounts, the groups&apos; ratios.
        </p>
      </header>
      <section aria-labelledby="settings-title">
        <CampSettingsCard
          key={loaderData.settings.updatedAt}
          settings={loaderData.settings}
          errors={answer && !answer.ok ? answer.fieldErrors : undefined}
          message={answer ? { ok: answer.ok, text: answerText(answer) } : undefined}
        />
      </section>
      <section aria-labelledby="ratio-rules-title">
        <RatioRulesCard rules={loaderData.ratioRules} campersPerAdult={loaderData.settings.campersPerAdult} />
      </section>
      <section aria-labelledby="payment-plans-title">
        <PaymentPlansCard seasons={loaderData.paymentPlans} />
      </section>
    </div>
  );
}
