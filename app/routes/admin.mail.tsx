// /admin/mail: the outbox, newest first; ?read=12 opens one e-mail.
import { MailTab } from "~/components/admin/mail-tab";
import { adminPage, idFrom } from "~/server/admin/admin-page.server";
import { getOutboxMessage, listOutbox } from "~/server/admin/outbox.server";
import { localMailboxUrl } from "~/server/mail.server";
import type { Route } from "./+types/admin.mail";

export async function loader(args: Route.LoaderArgs) {
  return adminPage(args, async (env, _user, url) => {
    const reading = idFrom(url, "read");
    const [outbox, mail] = await Promise.all([listOutbox(env), reading ? getOutboxMessage(env, reading) : null]);
    return { outbox, mail, localMailbox: localMailboxUrl(env) };
  });
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export default function AdminMail({ loaderData }: Route.ComponentProps) {
  if (!loaderData) return null;
  return <MailTab {...loaderData} />;
}
