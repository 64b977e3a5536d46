// The Messages tab: the compose form, then every message with its audience, its status and each
// recipient's delivery (the outbox's status) and, for urgent messages, whether they read it.
import { useFetcher } from "react-router";
import { Badge, type BadgeTone } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { formatInstant, plural } from "~/lib/format";
import { MESSAGE_KIND_NAMES } from "~/lib/vocabulary";
import type { AdminActionResult } from "~/server/admin/admin-action.server";
import type { FamilyMessageForOffice, RecipientStatus } from "~/server/messages/message-list.server";
import { MessageComposeForm, SEND_FETCHER, type Sent, type SessionChoice } from "./message-compose-form";

const DELIVERY: Record<RecipientStatus, { label: string; tone: BadgeTone }> = {
  queued: { label: "Queued", tone: "yellow" },
  sent: { label: "Sent", tone: "green" },
  failed: { label: "Failed", tone: "red" },
};
const KIND_TONE = { news: "blue", operational: "teal", urgent: "red" } as const;

export function MessagesTab({
  messages,
  sessions,
  today,
  requestKey,
}: {
  messages: FamilyMessageForOffice[];
  sessions: SessionChoice[];
  today: string;
  requestKey: string;
}) {
  const send = useFetcher<AdminActionResult>({ key: SEND_FETCHER });
  const sent = send.state === "idle" && send.data?.ok ? (send.data.result as Sent) : null;
  return (
    <section aria-labelledby="messages-heading" className="grid gap-6">
      <div>
        <h2 id="messages-heading" className="text-2xl font-extrabold">
          Messages to families
        </h2>
        <p className="mt-1 text-muted">
          One message to the families of a day, a week, a session, a site or a camp group. Each family gets it once, however many children they have there.
        </p>
      </div>
      <p role="status" className={sent ? "rounded-xl border-l-4 border-teal-600 bg-teal-50 px-4 py-3 font-semibold text-teal-800" : "sr-only"}>
        {sent ? (sent.status === "sent" ? `Sent to ${plural(sent.families, "family", "families")}.` : "Scheduled: it will be sent at its time.") : ""}
      </p>
      <Card>
        <CardHeader>
          <CardTitle as="h3" id="compose-title">
            Write a message
          </CardTitle>
          <CardDescription>
            Preview who it reaches, then send it now or at a time you choose. News goes only to families who want it; operational and urgent messages go to
            every family.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <MessageComposeForm key={requestKey} sessions={sessions} today={today} requestKey={requestKey} />
        </CardContent>
      </Card>
      <section aria-labelledby="sent-messages-title">
        <h3 id="sent-messages-title" className="text-xl font-extrabold">
          Messages written
        </h3>
        {messages.length === 0 ? (
          <Card className="mt-3 p-8 text-center text-muted">No messages yet.</Card>
        ) : (
          <ul className="mt-3 grid gap-3">
            {messages.map((m) => (
              <li key={m.id}>
                <MessageCard message={m} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </section>
  );
}

function MessageCard({ message: m }: { message: FamilyMessageForOffice }) {
  const urgent = m.kind === "urgent";
  return (
    <Card className="grid gap-2 p-4" data-testid="family-message">
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone={KIND_TONE[m.kind]}>{MESSAGE_KIND_NAMES[m.kind]}</Badge>
        <Badge tone={m.status === "sent" ? "green" : "yellow"}>{m.status === "sent" ? "Sent" : "Scheduled"}</Badge>
        <span className="text-sm text-muted">
          {m.status === "sent" && m.sentAt ? `Sent ${formatInstant(m.sentAt)}` : `To be sent ${formatInstant(m.scheduledFor)}`}
        </span>
      </div>
      <p className="font-bold break-words text-ink">{m.subject}</p>
      <p className="text-sm text-muted">{m.audience}</p>
      {m.status === "sent" ? (
        <p className="text-sm">
          {plural(m.counts.families, "family", "families")} · {m.counts.sent} sent · {m.counts.queued} queued · {m.counts.failed} failed
          {urgent ? ` · ${m.counts.read} read` : ""}
        </p>
      ) : null}
      {m.status === "scheduled" ? <CancelScheduled message={m} /> : null}
      {m.recipients.length ? (
        <details className="rounded-xl border-2 border-sea-100 p-2">
          <summary className="cursor-pointer font-bold text-sea-800">
            Recipients ({m.recipients.length})<span className="sr-only"> of “{m.subject}”</span>
          </summary>
          <table className="mt-2 w-full text-left text-sm">
            <thead>
              <tr>
                <th scope="col" className="py-1 pr-2">
                  E-mail
                </th>
                <th scope="col" className="py-1 pr-2">
                  Delivery
                </th>
                {urgent ? (
                  <th scope="col" className="py-1">
                    Read
                  </th>
                ) : null}
              </tr>
            </thead>
            <tbody>
              {m.recipients.map((r) => (
                <tr key={r.email} className="border-t border-sea-100" data-testid="message-recipient">
                  <td className="py-1 pr-2 break-all">{r.email}</td>
                  <td className="py-1 pr-2">
                    <Badge tone={DELIVERY[r.delivery].tone}>{DELIVERY[r.delivery].label}</Badge>
                  </td>
                  {urgent ? <td className="py-1">{r.readAt ? formatInstant(r.readAt) : "Not yet"}</td> : null}
                </tr>
              ))}
            </tbody>
          </table>
        </details>
      ) : null}
    </Card>
  );
}

/** Withdraws a message still waiting for its time; the list reads again after it. */
function CancelScheduled({ message }: { message: FamilyMessageForOffice }) {
  const cancel = useFetcher<AdminActionResult>();
  const failed = cancel.state === "idle" && cancel.data && !cancel.data.ok ? cancel.data : null;
  // No answer at all (the network dropped): the message may still be scheduled.
  const refusal = failed ? failed.message || "Could not reach the server: the message may still be scheduled. Check your connection and try again." : null;
  return (
    <cancel.Form method="post" className="flex flex-wrap items-center gap-3">
      <input type="hidden" name="intent" value="cancel-message" />
      <input type="hidden" name="id" value={message.id} />
      <Button type="submit" variant="outline" size="sm" disabled={cancel.state !== "idle"}>
        Cancel sending<span className="sr-only"> “{message.subject}”</span>
      </Button>
      {refusal ? (
        <p role="alert" className="text-sm font-semibold text-red-800">
          {refusal}
        </p>
      ) : null}
    </cancel.Form>
  );
}
