// The outbox: every e-mail the camp sent (or is about to) and still keeps, newest first. One-time
// links arrive from the server without their secret: reading the Mail tab never opens an account.
// Mail the provider refused says when it is tried again; mail given up after a day of tries is
// Failed, said at the top of the tab, with Resend on its row.
import type { outbox } from "../../../db/schema";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { Skeleton } from "~/components/ui/skeleton";
import { failedTo } from "~/lib/failure-message";
import { formatInstant } from "./admin-api";
import { useAdminPost } from "./use-admin-post";
import { useOpenedId } from "./use-opened-id";

type MailRow = Pick<
  typeof outbox.$inferSelect,
  "id" | "toAddress" | "subject" | "kind" | "status" | "createdAt" | "sentAt" | "lastError" | "attempts" | "nextAttemptAt"
>;
type Mail = typeof outbox.$inferSelect;

export function MailTab({ outbox: data, mail, localMailbox }: { outbox: MailRow[]; mail: Mail | null; localMailbox: string | null }) {
  const [reading, setReading] = useOpenedId("read");
  const failed = data.filter((m) => m.status === "failed").length;
  return (
    <section aria-labelledby="mail-heading">
      <h2 id="mail-heading" className="text-2xl font-extrabold">
        Mail
      </h2>
      <p className="mt-1 text-muted">
        E-mails sent to parents, newest first. Links that confirm an e-mail address or reset a password are shown without their one-time code.
      </p>
      {localMailbox ? (
        <p className="mt-1 text-muted">
          This copy of the camp delivers its mail to a mailbox on this computer:{" "}
          <a href={localMailbox} className="font-bold text-sea-700 underline underline-offset-4">
            open the local mailbox
          </a>{" "}
          to read it as parents would, links included.
        </p>
      ) : null}
      {failed > 0 ? (
        <div role="alert" className="mt-4 rounded-xl border-2 border-red-300 bg-red-50 p-4 text-red-900">
          <p className="font-bold">{failed === 1 ? "1 e-mail was not delivered" : `${failed} e-mails were not delivered`} after a day of tries.</p>
          <p className="mt-1 text-sm">Check the address and the last delivery error (Read), then press Resend on each failed e-mail below.</p>
        </div>
      ) : null}
      {data.length === 0 ? (
        <Card className="mt-4 p-8 text-center text-muted">No e-mails sent yet.</Card>
      ) : (
        <ul className="mt-4 grid gap-2">
          {data.map((m) => (
            <li key={m.id}>
              <Card className="flex flex-wrap items-center gap-3 p-4" data-testid="outbox-row">
                <div className="min-w-56 flex-1">
                  <p className="font-bold text-ink">{m.subject}</p>
                  <p className="text-sm text-muted break-all">
                    To {m.toAddress} · {formatInstant(m.createdAt)}
                  </p>
                </div>
                <MailStatus mail={m} />
                <Button variant="outline" size="sm" onClick={() => setReading(m.id)} aria-label={`Read "${m.subject}" to ${m.toAddress}`}>
                  Read
                </Button>
                {m.status === "failed" ? <ResendButton mail={m} /> : null}
              </Card>
            </li>
          ))}
        </ul>
      )}
      <MailDialog id={reading} loaded={mail} onClose={() => setReading(null)} />
    </section>
  );
}

function MailStatus({ mail }: { mail: MailRow }) {
  if (mail.status === "sent") return <Badge tone="green">Sent</Badge>;
  if (mail.status === "failed") return <Badge tone="red">Failed</Badge>;
  if (mail.attempts === 0) return <Badge tone="yellow">Queued</Badge>;
  return (
    <span className="flex flex-col items-end gap-0.5">
      <Badge tone="yellow">Trying again</Badge>
      {mail.nextAttemptAt ? <span className="text-xs text-muted">next try {formatInstant(mail.nextAttemptAt)}</span> : null}
    </span>
  );
}

/** A failed mail queued again with a new day of tries, and sent at once. */
function ResendButton({ mail }: { mail: MailRow }) {
  const { post, busy } = useAdminPost();
  const resend = () =>
    post(
      { intent: "resend", id: mail.id },
      {
        success: (result) => {
          const { delivered } = result as { delivered: boolean };
          return delivered
            ? { title: "E-mail sent again", description: `Delivered to ${mail.toAddress}.` }
            : { title: "Not delivered yet", description: "The mail provider refused it again. It is tried again for a day; this tab shows how it goes." };
        },
        failure: failedTo("resend the e-mail"),
      },
    );
  return (
    <Button variant="secondary" size="sm" onClick={resend} disabled={busy} aria-label={`Resend "${mail.subject}" to ${mail.toAddress}`}>
      {busy ? "Resending…" : "Resend"}
    </Button>
  );
}

function MailDialog({ id, loaded, onClose }: { id: number | null; loaded: Mail | null; onClose: () => void }) {
  const mail = loaded && loaded.id === id ? loaded : undefined;
  return (
    <Dialog open={id !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{mail?.subject ?? "E-mail"}</DialogTitle>
          <DialogDescription>{mail ? `To ${mail.toAddress} · ${formatInstant(mail.createdAt)}` : "Loading…"}</DialogDescription>
        </DialogHeader>
        {mail ? (
          <>
            <pre className="rounded-xl bg-sea-50 p-4 font-sans text-sm whitespace-pre-wrap break-words">{mail.textBody}</pre>
            {mail.lastError ? <p className="mt-3 text-sm text-red-800">Last delivery error: {mail.lastError}</p> : null}
          </>
        ) : (
          <Skeleton className="h-40" />
        )}
      </DialogContent>
    </Dialog>
  );
}
