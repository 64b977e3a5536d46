// /admin/waitlist: the queues by camp day and age group; ?view=12 opens a camper profile.
import { WaitlistTab } from "~/components/admin/waitlist-tab";
import { actorFor, adminPage, idFrom } from "~/server/admin/admin-page.server";
import { getRegistrationDetailOrNull } from "~/server/admin/registrations.server";
import { getWaitlist } from "~/server/admin/waitlist.server";
import { enrollSchema } from "~/lib/admin/waitlist-schema";
import { adminAction, parseForm } from "~/server/admin/admin-action.server";
import { enrollFromWaitlist } from "~/server/admin/waitlist.server";
import { adminClientAction } from "~/components/admin/admin-client-action";
import type { Route } from "./+types/admin.waitlist";

export async function loader(args: Route.LoaderArgs) {
  return adminPage(args, async (env, user, url) => {
    const viewing = idFrom(url, "view");
    const [waitlist, detail] = await Promise.all([getWaitlist(env), viewing ? getRegistrationDetailOrNull(env, actorFor(user), viewing) : null]);
    return { waitlist, detail };
  });
}

// Enroll posts here, with the same schema and function as /api/admin/enroll-from-waitlist.
export async function action(args: Route.ActionArgs) {
  return adminAction(args, {
    enroll: (env, actor, form) => {
      const { camperId, sessionId } = parseForm(enrollSchema, form);
      return enrollFromWaitlist(env, actor, camperId, sessionId);
    },
  });
}

// A change that fails outright (or finds the session ended) answers in the tab, not the error screen.
export const clientAction = adminClientAction;

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export default function AdminWaitlist({ loaderData }: Route.ComponentProps) {
  if (!loaderData) return null;
  return <WaitlistTab {...loaderData} />;
}
