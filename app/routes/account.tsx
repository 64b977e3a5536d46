import { data, Link, useActionData } from "react-router";
import { AccountSettings, FamilyCampers, FamilyData, type FamilyActionData } from "~/components/family/family-account";
import { FamilyRegistrations } from "~/components/family/family-registrations";
import { UrgentMessages } from "~/components/family/urgent-messages";
import { buttonClasses } from "~/components/ui/button";
import { getEnv } from "~/server/context";
import { familyPageAction } from "~/server/family/family-page.server";
import { loadFamilyPage } from "~/server/family/family.server";
import { requireUser } from "~/server/session.server";
import type { Route } from "./+types/account";

export const meta: Route.MetaFunction = () => [{ title: "Your Family | Camp Sarraka" }];

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

// The family page: every registration in one list (pay, cancel, receipts), each camper's profile
// and medical form, account settings, and the family's data. Rendered on the server; every form
// works before the scripts have loaded.
export async function loader({ request, context }: Route.LoaderArgs) {
  const env = getEnv(context);
  const user = await requireUser(env, request);
  return data(await loadFamilyPage(env, user), { headers: { "Cache-Control": "private, no-store" } });
}

export async function action({ request, context }: Route.ActionArgs) {
  const env = getEnv(context);
  const user = await requireUser(env, request);
  return familyPageAction(env, request, user);
}

export default function Account({ loaderData }: Route.ComponentProps) {
  const { urgentMessages, registrations, paidTogether, campers, account, policy, childDataRetentionDays, upcomingRegistrations, statementYears } = loaderData;
  const answer = useActionData() as FamilyActionData | undefined;
  return (
    <main id="main" className="mx-auto w-full max-w-5xl px-4 py-10 sm:px-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h1 className="text-3xl font-extrabold text-sea-900 sm:text-4xl">Your Family</h1>
          <p className="mt-1 text-muted">Registrations, campers, settings and your data, in one place.</p>
        </div>
        <div className="flex flex-wrap gap-3">
          <Link to="/account/pickup" className={buttonClasses("outline")}>
            Pickup adults and code
          </Link>
          <Link to="/registration" className={buttonClasses("primary")}>
            Register a Camper
          </Link>
        </div>
      </div>

      <UrgentMessages messages={urgentMessages} />

      <section aria-labelledby="registrations-title" className="mt-10">
        <h2 id="registrations-title" className="text-2xl font-extrabold text-sea-900">
          Registrations
        </h2>
        <p className="mt-1 mb-4 text-sm text-muted">
          You can cancel up to {policy.cancellationDeadlineDays} days before camp and get back {policy.cancellationRefundPercent}% of what you paid by card.
        </p>
        {answer?.intent === "cancel" ? (
          <p
            role={answer.ok ? "status" : "alert"}
            className={`mb-4 rounded-xl border-l-4 px-4 py-3 font-semibold ${answer.ok ? "border-teal-600 bg-teal-50 text-teal-800" : "border-red-700 bg-coral-50 text-red-800"}`}
          >
            {answer.message}
          </p>
        ) : null}
        <FamilyRegistrations registrations={registrations} paidTogether={paidTogether} policy={policy} />
      </section>

      {statementYears.length ? (
        <section aria-labelledby="statements-title" className="mt-12">
          <h2 id="statements-title" className="text-2xl font-extrabold text-sea-900">
            Year statements
          </h2>
          <p className="mt-1 mb-4 text-sm text-muted">
            For a dependent care FSA claim or the child and dependent care credit: each child, the dates of care and what you paid, with the camp&apos;s tax id.
          </p>
          <ul className="flex flex-wrap gap-3">
            {statementYears.map(({ year, final }) => (
              <li key={year} className="flex flex-wrap items-center gap-2 rounded-xl border-2 border-sea-100 px-3 py-2" data-testid="statement-year">
                <Link to={`/account/statements/${year}`} className="font-bold underline">
                  {year}
                  {final ? "" : " so far"}
                </Link>
                <a href={`/account/statements/${year}/pdf`} className="text-sm underline" download>
                  PDF<span className="sr-only"> of the {year} statement</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <section aria-labelledby="campers-title" className="mt-12">
        <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
          <h2 id="campers-title" className="text-2xl font-extrabold text-sea-900">
            Campers
          </h2>
          <Link to="/account/campers/new" className={buttonClasses("outline")}>
            Add a camper
          </Link>
        </div>
        <FamilyCampers campers={campers} />
      </section>

      <section aria-labelledby="settings-title" className="mt-12">
        <h2 id="settings-title" className="mb-4 text-2xl font-extrabold text-sea-900">
          Account settings
        </h2>
        <AccountSettings account={account} answer={answer} />
      </section>

      <section aria-labelledby="data-title" className="mt-12">
        <h2 id="data-title" className="mb-4 text-2xl font-extrabold text-sea-900">
          Your data
        </h2>
        <FamilyData account={account} retentionDays={childDataRetentionDays} upcoming={upcomingRegistrations} answer={answer} />
      </section>
    </main>
  );
}
