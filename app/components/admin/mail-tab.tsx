// The outbox: every e-mail the camp sent (or is about to) and still keeps, newest first. One-time
// links arrive from the server without their secret: reading the Mail tab never opens an account.
import type { outbox } from "../../../db/schema";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { Skeleton } from "~/components/ui/skeleton";
import { formatInstant } from "./admin-api";
import { useOpenedId } from "./use-opened-id";

type MailRow = Pick<typeof outbox.$inferSelect, "id" | "toAddress" | "subject" | "kind" | "status" | "createdAt" | "sentAt" | "lastError">;
type Mail = typeof outbox.$inferSelect;

export function MailTab({ outbox: data, mail, localMailbox }: { outbox: MailRow[]; mail: Mail | null; localMailbox: string | null }) {
  const [reading, setReading] = useOpenedId("read");
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
                <Badge tone={m.status === "sent" ? "green" : m.status === "failed" ? "red" : "yellow"}>
                  {m.status === "sent" ? "Sent" : m.status === "failed" ? "Failed" : "Queued"}
                </Badge>
                <Button variant="outline" size="sm" onClick={() => setReading(m.id)} aria-label={`Read "${m.subject}" to ${m.toAddress}`}>
                  Read
                </Button>
              </Card>
            </li>
          ))}
        </ul>
      )}
      <MailDialog id={reading} loaded={mail} onClose={() => setReading(null)} />
    </section>
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
