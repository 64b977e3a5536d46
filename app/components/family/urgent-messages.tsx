// The office's urgent messages (a closure, a safety notice) at the top of the dashboard and the
// family page, until the parent marks each one read. "Mark as read" posts to the page's own
// action, so it works before the scripts load; once they have, the message leaves at once and the
// focus moves to the next message's button, or to the page's heading, rather than to nowhere.
import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { formatInstant } from "~/lib/format";
import { READ_MESSAGE_INTENT } from "~/lib/messages/message-limits";

export type UrgentMessageView = { id: number; subject: string; body: string; sentAt: number | null };

export function UrgentMessages({ messages }: { messages: UrgentMessageView[] }) {
  const region = useRef<HTMLElement>(null);
  const shown = useRef(messages.length);
  useEffect(() => {
    // A message just marked read took the focused button with it.
    if (messages.length < shown.current && !region.current?.contains(document.activeElement)) {
      const next = region.current?.querySelector<HTMLButtonElement>("button");
      const heading = document.querySelector<HTMLElement>("main h1");
      if (next) next.focus();
      else if (heading) {
        heading.tabIndex = -1;
        heading.focus();
      }
    }
    shown.current = messages.length;
  }, [messages.length]);
  if (messages.length === 0) return null;
  return (
    <section ref={region} aria-labelledby="urgent-messages-title" className="mt-6 grid gap-3" data-testid="urgent-messages">
      <h2 id="urgent-messages-title" className="sr-only">
        Urgent messages from the camp
      </h2>
      {messages.map((message) => (
        <UrgentMessage key={message.id} message={message} />
      ))}
    </section>
  );
}

function UrgentMessage({ message }: { message: UrgentMessageView }) {
  const fetcher = useFetcher();
  if (fetcher.state !== "idle" && fetcher.formData) return null;
  const titleId = `urgent-message-${message.id}`;
  return (
    <article aria-labelledby={titleId} className="rounded-2xl border-2 border-red-700 bg-coral-50 p-4 sm:p-5">
      <p className="text-sm font-bold tracking-wide text-red-800 uppercase">Urgent{message.sentAt ? ` · ${formatInstant(message.sentAt)}` : ""}</p>
      <h3 id={titleId} className="mt-1 text-xl font-extrabold text-ink">
        {message.subject}
      </h3>
      <p className="mt-2 whitespace-pre-line text-ink">{message.body}</p>
      <fetcher.Form method="post" className="mt-3">
        <input type="hidden" name="intent" value={READ_MESSAGE_INTENT} />
        <input type="hidden" name="messageId" value={message.id} />
        <Button type="submit" variant="outline" size="sm">
          Mark as read<span className="sr-only">: {message.subject}</span>
        </Button>
      </fetcher.Form>
    </article>
  );
}
