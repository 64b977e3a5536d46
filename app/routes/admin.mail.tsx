// /admin/mail: the outbox, newest first; ?read=12 opens one e-mail. Resend posts here (intent
// "resend"), with the same function as POST /api/admin/outbox/:id/resend.
import { MailTab } from "~/components/admin/mail-tab";
import { adminClientAction } from "~/components/admin/admin-client-action";
import { adminAction, formId } from "~/server/admin/admin-action.server";
import { adminPage, idFrom } from "~/server/admin/admin-page.server";
import { getOutboxMessage, listOutbox } from "~/server/admin/outbox.server";
import { localMailboxUrl, resendMail } from "~/server/mail.server";
import type { Route } from "./+types/admin.mail";

export async function loader(args: Route.LoaderArgs) {
  return adminPage(args, async (env, _user, url) => {
    const reading = idFrom(url, "read");
    const [outbox, mail] = await Promise.all([listOutbox(env), reading ? getOutboxMessage(env, reading) : null]);
    return { outbox, mail, localMailbox: localMailboxUrl(env) };
  });
}

export async function action(args: Route.ActionArgs) {
  return adminAction(args, {
    resend: (env, _actor, form) => resendMail(env, formId(form, "E-mail not found")),
  });
}

// A resend that fails outright (the network dropped) answers in the tab, not the error screen.
export const clientAction = adminClientAction;

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export default function AdminMail({ loaderData }: Route.ComponentProps) {
  if (!loaderData) return null;
  return <MailTab {...loaderData} />;
}
