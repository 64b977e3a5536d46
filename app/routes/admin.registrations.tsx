// /admin/registrations (and /admin itself): the registrations, filtered by the address
// (?search=&status=&payment=), a page at a time (&page=2); ?view=12 opens one registration's details.
import { redirect } from "react-router";
import { RegistrationsTab } from "~/components/admin/registrations-tab";
import { registrationsQuerySchema } from "~/lib/registration-filters";
import { readListQuery } from "~/lib/admin/list-query";
import { actorFor, adminPage, idFrom } from "~/server/admin/admin-page.server";
import { offlinePaymentOf, offlinePaymentSchema } from "~/lib/admin/payment-schema";
import { adminAction, formId, parseForm } from "~/server/admin/admin-action.server";
import {
  cancelRegistration,
  getRegistrationDetailOrNull,
  listRegistrationsPage,
  recordOfflinePayment,
  refundRegistration,
  resendPaymentLink,
} from "~/server/admin/office-registrations.server";
import { adminClientAction } from "~/components/admin/admin-client-action";
import type { Route } from "./+types/admin.registrations";

export async function loader(args: Route.LoaderArgs) {
  // Links from before the tabs were addresses (/admin?tab=waitlist) still open their tab.
  const url = new URL(args.request.url);
  const tab = url.searchParams.get("tab");
  if (tab && /^[a-z]+$/.test(tab) && url.pathname.replace(/\/+$/, "") === "/admin") throw redirect(`/admin/${tab}`);
  return adminPage(args, async (env, user, url) => {
    const viewing = idFrom(url, "view");
    const [shown, detail] = await Promise.all([
      listRegistrationsPage(env, readListQuery(registrationsQuerySchema, url.searchParams)),
      viewing ? getRegistrationDetailOrNull(env, actorFor(user), viewing) : null,
    ]);
    return { ...shown, detail };
  });
}

// The payment desk (Payment / More menu) posts here, with the same schema and functions as
// /api/admin/registrations/:id/offline-payment, /payment-link, /cancel and /refund.
const registrationId = (form: FormData) => formId(form, "Registration not found");
export async function action(args: Route.ActionArgs) {
  return adminAction(args, {
    "offline-payment": (env, actor, form) => {
      const payment = offlinePaymentOf(parseForm(offlinePaymentSchema, form));
      return recordOfflinePayment(env, actor, registrationId(form), payment);
    },
    "payment-link": (env, actor, form) => resendPaymentLink(env, actor, registrationId(form)),
    cancel: (env, actor, form) => cancelRegistration(env, actor, registrationId(form)),
    refund: (env, actor, form) => refundRegistration(env, actor, registrationId(form)),
  });
}

// A change that fails outright (or finds the session ended) answers in the tab, not the error screen.
export const clientAction = adminClientAction;

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export default function AdminRegistrations({ loaderData }: Route.ComponentProps) {
  if (!loaderData) return null;
  return <RegistrationsTab {...loaderData} />;
}
