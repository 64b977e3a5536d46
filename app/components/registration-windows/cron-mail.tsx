import { Badge } from "~/components/ui/badge";
import { formatCampDateTime } from "~/lib/format";

type KindSummary = { kind: string; label: string; total: number; sent: number; failed: number; queued: number; lastAt: number | null };
type RecentMail = {
  id: number;
  kind: string;
  toAddress: string;
  subject: string;
  status: "queued" | "sent" | "failed";
  createdAt: number;
  sentAt: number | null;
  lastError: string | null;
};

const STATUS_TONE = { sent: "green", queued: "yellow", failed: "red" } as const;

export function CronMail({ byKind, recent }: { byKind: KindSummary[]; recent: RecentMail[] }) {
  const labels = new Map(byKind.map((k) => [k.kind, k.label]));
  return (
    <div className="grid gap-6">
      <div className="overflow-x-auto">
        <table className="w-full min-w-[32rem] text-left text-sm">
          <caption className="sr-only">E-mails sent by the scheduled jobs, by kind</caption>
          <thead>
            <tr className="border-b border-sea-100 text-sea-900">
              <th scope="col" className="py-2 pr-3">
                Notice
              </th>
              <th scope="col" className="py-2 pr-3">
                Sent
              </th>
              <th scope="col" className="py-2 pr-3">
                Waiting or failed
              </th>
              <th scope="col" className="py-2">
                Last written
              </th>
            </tr>
          </thead>
          <tbody>
            {byKind.map((k) => (
              <tr key={k.kind} className="border-b border-sea-50 last:border-0">
                <th scope="row" className="py-2 pr-3 font-bold">
                  {k.label}
                </th>
                <td className="py-2 pr-3">{k.sent}</td>
                <td className="py-2 pr-3">{k.queued + k.failed}</td>
                <td className="py-2">{k.lastAt ? formatCampDateTime(k.lastAt) : "Never"}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {recent.length === 0 ? (
        <p className="text-muted">Nothing sent yet.</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full min-w-[40rem] text-left text-sm">
            <caption className="mb-2 text-left font-bold text-sea-900">Latest {recent.length}</caption>
            <thead>
              <tr className="border-b border-sea-100 text-sea-900">
                <th scope="col" className="py-2 pr-3">
                  Written
                </th>
                <th scope="col" className="py-2 pr-3">
                  Notice
                </th>
                <th scope="col" className="py-2 pr-3">
                  To
                </th>
                <th scope="col" className="py-2 pr-3">
                  Subject
                </th>
                <th scope="col" className="py-2">
                  Status
                </th>
              </tr>
            </thead>
            <tbody>
              {recent.map((m) => (
                <tr key={m.id} className="border-b border-sea-50 align-top last:border-0">
                  <td className="py-2 pr-3 whitespace-nowrap">{formatCampDateTime(m.createdAt)}</td>
                  <td className="py-2 pr-3">{labels.get(m.kind) ?? m.kind}</td>
                  <td className="py-2 pr-3 break-all">{m.toAddress}</td>
                  <td className="py-2 pr-3">{m.subject}</td>
                  <td className="py-2" title={m.lastError ?? undefined}>
                    <Badge tone={STATUS_TONE[m.status]}>{m.status === "sent" ? "Sent" : m.status === "queued" ? "Queued" : "Failed, will retry"}</Badge>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
