// /admin/registrations (and /admin itself): the registrations, filtered by the address
// (?search=&status=&payment=); ?view=12 opens one registration's details.
import { redirect } from "react-router";
import { RegistrationsTab } from "~/components/admin/registrations-tab";
import { readRegistrationFilters, registrationFiltersSchema } from "~/lib/registration-filters";
import { actorFor, adminPage, idFrom } from "~/server/admin/admin-page.server";
import { getRegistrationDetailOrNull, listRegistrations } from "~/server/admin/registrations.server";
import type { Route } from "./+types/admin.registrations";

export async function loader(args: Route.LoaderArgs) {
  // Links from before the tabs were addresses (/admin?tab=waitlist) still open their tab.
  const url = new URL(args.request.url);
  const tab = url.searchParams.get("tab");
  if (tab && /^[a-z]+$/.test(tab) && url.pathname.replace(/\/+$/, "") === "/admin") throw redirect(`/admin/${tab}`);
  return adminPage(args, async (env, user, url) => {
    const parsed = readRegistrationFilters(url.searchParams);
    const filters = parsed.success ? parsed.data : registrationFiltersSchema.parse({});
    const viewing = idFrom(url, "view");
    const [registrations, detail] = await Promise.all([
      listRegistrations(env, filters),
      viewing ? getRegistrationDetailOrNull(env, actorFor(user), viewing) : null,
    ]);
    return { filters, registrations, detail };
  });
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export default function AdminRegistrations({ loaderData }: Route.ComponentProps) {
  if (!loaderData) return null;
  return <RegistrationsTab {...loaderData} />;
}
