import { data, Link } from "react-router";
import { camperRegistrationsId, RegistrationCard } from "~/components/dashboard/registration-card";
import { buttonClasses } from "~/components/ui/button";
import { getEnv } from "~/server/context";
import { loadParentRegistrations } from "~/server/dashboard.server";
import { requireUser } from "~/server/session.server";
import type { Route } from "./+types/account-registrations";
import { RegisterFirst } from "~/components/family/register-first";
import { plural } from "~/lib/format";

export const meta: Route.MetaFunction = () => [{ title: "Your Registrations | Camp Sarraka" }];

// Every registration of the signed-in parent (the dashboard shows the five most recent), by
// camper, each with the way to pay what is due. Rendered on the server: it reads without scripts.
export async function loader({ request, context }: Route.LoaderArgs) {
  const env = getEnv(context);
  const user = await requireUser(env, request);
  return data(await loadParentRegistrations(env, user.id), { headers: { "Cache-Control": "private, no-store" } });
}

export default function AccountRegistrations({ loaderData }: Route.ComponentProps) {
  const { campers } = loaderData;
  return (
    <main id="main" className="mx-auto w-full max-w-4xl px-4 py-10 sm:px-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h1 className="text-3xl font-extrabold text-sea-900 sm:text-4xl">Your Registrations</h1>
          <p className="mt-1 text-muted">Every registration of your campers, newest first.</p>
        </div>
        <Link to="/" className={buttonClasses("outline")}>
          Return to Dashboard
        </Link>
      </div>
      {campers.length === 0 ? (
        <RegisterFirst message="No registrations yet" className="mt-8" />
      ) : (
        campers.map((camper) => (
          <section
            key={camper.camperId}
            id={camperRegistrationsId(camper.camperId)}
            aria-labelledby={`${camperRegistrationsId(camper.camperId)}-name`}
            className="mt-10 scroll-mt-6"
          >
            <h2 id={`${camperRegistrationsId(camper.camperId)}-name`} className="text-2xl font-extrabold text-sea-900">
              {camper.camperName} <span className="text-base font-semibold text-muted">· {plural(camper.registrations.length, "registration")}</span>
            </h2>
            <ul className="mt-4 grid gap-4">
              {camper.registrations.map((r) => (
                <li key={r.id}>
                  <RegistrationCard registration={r} showCamper={false} />
                </li>
              ))}
            </ul>
          </section>
        ))
      )}
    </main>
  );
}
