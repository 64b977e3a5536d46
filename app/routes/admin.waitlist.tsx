// /admin/waitlist: the queues by camp day, age group and session, a page at a time (&page=2),
// searched and filtered by the address (?search=&site=&session=); ?view=12 opens a camper profile.
// The same query and function as GET /api/admin/waitlist (which refuses a query this page shows
// as no filter or the first page).
import type { ShouldRevalidateFunctionArgs } from "react-router";
import { WaitlistTab } from "~/components/admin/waitlist-tab";
import { actorFor, adminPage, idFrom } from "~/server/admin/admin-page.server";
import { getRegistrationDetailOrNull } from "~/server/admin/office-registrations.server";
import { enrollFromWaitlist, listWaitlistPage } from "~/server/admin/waitlist.server";
import { enrollSchema } from "~/lib/admin/waitlist-schema";
import { waitlistQuerySchema } from "~/lib/admin/waitlist-filters";
import { readListQuery } from "~/lib/admin/list-query";
import { adminAction, parseForm } from "~/server/admin/admin-action.server";
import { adminClientAction } from "~/components/admin/admin-client-action";
import type { Route } from "./+types/admin.waitlist";

export async function loader(args: Route.LoaderArgs) {
  return adminPage(args, async (env, user, url) => {
    const viewing = idFrom(url, "view");
    const [shown, detail] = await Promise.all([
      listWaitlistPage(env, readListQuery(waitlistQuerySchema, url.searchParams)),
      viewing ? getRegistrationDetailOrNull(env, actorFor(user), viewing) : null,
    ]);
    return { ...shown, detail };
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

// An enrolled camper's row says so where the admin clicked, and the tab moves the places and
// seats of that session's other rows itself (waitlist-tab.tsx): the page is not read again
// (the stat cards above still are, by the dashboard's own loader).
export function shouldRevalidate({ formData, actionResult, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  const enrolled = formData?.get("intent") === "enroll" && (actionResult as { ok?: boolean } | undefined)?.ok === true;
  return enrolled ? false : defaultShouldRevalidate;
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export default function AdminWaitlist({ loaderData }: Route.ComponentProps) {
  if (!loaderData) return null;
  return <WaitlistTab {...loaderData} />;
}
