// /admin/sessions: the camp sessions (and the programs the Add Session form offers).
import { SessionsTab } from "~/components/admin/sessions-tab";
import { listCampSessionsForAdmin } from "~/server/admin/camp-sessions.server";
import { listPrograms } from "~/server/admin/programs.server";
import { adminPage } from "~/server/admin/admin-page.server";
import type { Route } from "./+types/admin.sessions";

export async function loader(args: Route.LoaderArgs) {
  return adminPage(args, async (env) => {
    const [sessions, programs] = await Promise.all([listCampSessionsForAdmin(env), listPrograms(env)]);
    return { sessions, programs };
  });
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export default function AdminSessions({ loaderData }: Route.ComponentProps) {
  if (!loaderData) return null;
  return <SessionsTab {...loaderData} />;
}
