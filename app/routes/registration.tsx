import { data, type ShouldRevalidateFunctionArgs } from "react-router";
import { camperValuesOf } from "~/components/registration/camper-fields";
import { RegistrationWizard } from "~/components/registration/registration-wizard";
import { checkCamperForm } from "~/lib/camper-schema";
import { wizardRegistrationSchema } from "~/lib/registration-schema";
import { listCampersForParent } from "~/server/campers.server";
import { getEnv } from "~/server/context";
import { deferPaymentFromInput } from "~/server/pay-later.server";
import { listOfferedSessions, registerFromWizard } from "~/server/family/family-registrations.server";
import { getSessionUser, requireUser } from "~/server/session.server";
import type { Route } from "./+types/registration";

export const meta: Route.MetaFunction = () => [{ title: "Register a Camper | Camp Sarraka" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const env = getEnv(context);
  const user = await getSessionUser(env, request);
  const [campers, sessions, summerWeeks] = await Promise.all([
    user ? listCampersForParent(env, user.id) : Promise.resolve([]),
    listOfferedSessions(env),
    user ? listOfferedSessions(env, undefined, { weeks: true }) : Promise.resolve([]),
  ]);
  return data(
    {
      signedIn: Boolean(user),
      // Whose draft the wizard may pick up in this tab (wizard-draft.ts).
      userId: user?.id ?? null,
      campers: campers.map(({ registrations: _r, parentId: _p, createdAt: _c, updatedAt: _u, ...camper }) => camper),
      sessions,
      summerWeeks: summerWeeks.length,
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

// Moving between the wizard's steps changes only ?step: the campers and sessions stay the same.
export function shouldRevalidate({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (!formMethod && currentUrl.pathname === nextUrl.pathname) return false;
  return defaultShouldRevalidate;
}

export async function action({ request, context }: Route.ActionArgs) {
  const env = getEnv(context);
  const user = await requireUser(env, request);
  const formData = await request.formData();
  const intent = formData.get("intent");

  if (intent === "defer") {
    const result = await deferPaymentFromInput(env, user.id, formData.get("registrationId"), { deferReason: formData.get("deferReason") ?? "" });
    if (!result.ok) return data({ intent: "defer" as const, ok: false as const, message: result.message }, result.status);
    return { intent: "defer" as const, ok: true as const };
  }

  if (intent === "camper-info") {
    // The camper form posted before the page's scripts ran (a slow phone, a blocked script):
    // checked like the browser checks it, then on to the sessions. Nothing is saved before a
    // session is chosen.
    const check = checkCamperForm(formData);
    if (!check.ok) {
      return data({ intent: "camper-info" as const, ok: false as const, errors: check.errors, values: camperValuesOf(formData) }, 400);
    }
    const camperId = wizardRegistrationSchema.shape.camperId.parse(formData.get("camperId"));
    return { intent: "camper-info" as const, ok: true as const, camperId: camperId ?? null, values: camperValuesOf(formData) };
  }

  // The server checks everything the wizard collected, with the wizard's one schema.
  const result = await registerFromWizard(env, user.id, Object.fromEntries(formData));
  if (!result.ok) return data({ intent: "register" as const, ok: false as const, title: result.title, message: result.message }, result.status);
  const { registration, camperId, sessionId, beforeCare, afterCare } = result;
  return { intent: "register" as const, ok: true as const, registration, camperId, sessionId, beforeCare, afterCare };
}

export default function Registration({ loaderData, actionData }: Route.ComponentProps) {
  const posted = actionData?.intent === "camper-info" ? actionData : null;
  return (
    <RegistrationWizard
      signedIn={loaderData.signedIn}
      userId={loaderData.userId}
      campers={loaderData.campers}
      sessions={loaderData.sessions}
      posted={posted}
      summerWeeks={loaderData.summerWeeks}
    />
  );
}
