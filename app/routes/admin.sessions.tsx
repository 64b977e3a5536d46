// /admin/sessions: the camp sessions (and the programs the Add Session form offers).
import { SessionsTab } from "~/components/admin/sessions-tab";
import { listCampSessionsForAdmin } from "~/server/admin/camp-sessions.server";
import { listPrograms } from "~/server/admin/programs.server";
import { adminPage } from "~/server/admin/admin-page.server";
import { sessionFormSchema, sessionPatchSchema } from "~/lib/session-schema";
import { adminAction, formId, parseForm } from "~/server/admin/admin-action.server";
import { createCampSession, createSeason, updateCampSession } from "~/server/admin/camp-sessions.server";
import { seasonFormSchema } from "~/lib/summer-season";
import { adminClientAction } from "~/components/admin/admin-client-action";
import type { Route } from "./+types/admin.sessions";

export async function loader(args: Route.LoaderArgs) {
  return adminPage(args, async (env) => {
    const [sessions, programs] = await Promise.all([listCampSessionsForAdmin(env), listPrograms(env)]);
    return { sessions, programs };
  });
}

// The Add/Edit Session dialog and the open/waitlisted switch post here, with the same schemas
// and functions as /api/sessions.
export async function action(args: Route.ActionArgs) {
  const checkboxes = ["isActive", "allowImmediateRegistration"];
  return adminAction(args, {
    "create-session": (env, _actor, form) => createCampSession(env, parseForm(sessionFormSchema, form, checkboxes)),
    "update-session": (env, _actor, form) => updateCampSession(env, formId(form, "Session not found"), parseForm(sessionPatchSchema, form, checkboxes)),
    // The site checkboxes arrive as one field each; the schema reads them as one list.
    "create-season": (env, _actor, form) => {
      form.set("sites", form.getAll("sites").join(","));
      return createSeason(env, parseForm(seasonFormSchema, form, ["allowImmediateRegistration"]));
    },
    "switch-mode": (env, _actor, form) => updateCampSession(env, formId(form, "Session not found"), parseForm(sessionPatchSchema, form)),
  });
}

// A change that fails outright (or finds the session ended) answers in the tab, not the error screen.
export const clientAction = adminClientAction;

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export default function AdminSessions({ loaderData }: Route.ComponentProps) {
  if (!loaderData) return null;
  return <SessionsTab {...loaderData} />;
}
