// /admin/messages: write one message to the families of a day, a week, a session, a site or a camp
// group; preview who it reaches; send it now or schedule it; and read every recipient's delivery.
// The operations live in app/server/messages/ (also behind /api/admin/messages); this module only wires them.
import type { ShouldRevalidateFunctionArgs } from "react-router";
import { MessagesTab } from "~/components/admin/messages-tab";
import { adminClientAction } from "~/components/admin/admin-client-action";
import { campToday } from "~/lib/camp-dates";
import { adminAction, settle } from "~/server/admin/admin-action.server";
import { adminPage } from "~/server/admin/admin-page.server";
import { cancelScheduledMessage, createFamilyMessage, previewFamilyMessage } from "~/server/messages/family-messages.server";
import { listFamilyMessages, sessionsForMessages } from "~/server/messages/message-list.server";
import type { Route } from "./+types/admin.messages";

export async function loader(args: Route.LoaderArgs) {
  return adminPage(args, async (env) => {
    const today = campToday();
    const [messages, sessions] = await Promise.all([listFamilyMessages(env), sessionsForMessages(env, today)]);
    // A fresh key for each compose form: posting the same form twice is the same message.
    return { messages, sessions, today, requestKey: crypto.randomUUID() };
  });
}

const fieldsOf = (form: FormData) => Object.fromEntries([...form].filter(([name]) => name !== "intent"));

export async function action(args: Route.ActionArgs) {
  return adminAction(args, {
    "preview-message": async (env, _actor, form) => settle(await previewFamilyMessage(env, fieldsOf(form))),
    "send-message": async (env, actor, form) => settle(await createFamilyMessage(env, actor, fieldsOf(form))),
    "cancel-message": async (env, actor, form) => settle(await cancelScheduledMessage(env, actor, form.get("id"))),
  });
}

export const clientAction = adminClientAction;

// A preview changes nothing: the form (and its key) stay as they are. After a send, the list and a new form.
export function shouldRevalidate({ formData, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formData?.get("intent") === "preview-message" ? false : defaultShouldRevalidate;
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export default function AdminMessages({ loaderData }: Route.ComponentProps) {
  if (!loaderData) return null;
  return <MessagesTab {...loaderData} />;
}
