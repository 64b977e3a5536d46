import type { Analytics } from "~/server/admin/stats.server";
import { Card } from "~/components/ui/card";
import { formatDay } from "./admin-api";

export function AnalyticsTab({ analytics: data }: { analytics: Analytics }) {
  const top = Math.max(1, ...data.programPopularity.map((p) => p.enrolled + p.waitlisted));
  return (
    <section aria-labelledby="analytics-heading" className="grid gap-4">
      <h2 id="analytics-heading" className="text-2xl font-extrabold">
        Analytics
      </h2>
      <div className="grid gap-4 md:grid-cols-3">
        <Figure title="This week" value={`+${data.newThisWeek} new`} note={`Registrations since ${formatDay(data.weekStart)}`} />
        <Figure title="This month" value={`+${data.newThisMonth} new`} note={`Registrations since ${formatDay(data.monthStart)}`} />
        <Figure
          title="Conversion"
          value={data.conversionPercent === null ? "—" : `${data.conversionPercent}%`}
          note={data.offeredSeat === 0 ? "No seats offered yet" : `${data.paid} of ${data.offeredSeat} registrations offered a seat have paid`}
        />
      </div>
      <Card className="p-5">
        <h3 className="text-lg font-extrabold">Program Popularity</h3>
        <p className="text-sm text-muted">Seats held (pending or confirmed) and campers waiting, per program.</p>
        {data.programPopularity.length === 0 ? (
          <p className="mt-3 text-muted">No programs created yet</p>
        ) : (
          <ul className="mt-4 grid gap-4">
            {data.programPopularity.map((p) => (
              <li key={p.id} data-testid="program-popularity">
                <div className="flex flex-wrap justify-between gap-2 text-sm">
                  <span className="font-bold">{p.name}</span>
                  <span>
                    <strong>{p.enrolled} enrolled</strong>
                    {p.seats ? ` of ${p.seats} seats` : ""} · {p.waitlisted} waiting
                  </span>
                </div>
                <div className="mt-1 flex h-3 overflow-hidden rounded-full bg-sea-50" aria-hidden="true">
                  <div className="bg-teal-600" style={{ width: `${(p.enrolled / top) * 100}%` }} />
                  <div className="bg-sun-400" style={{ width: `${(p.waitlisted / top) * 100}%` }} />
                </div>
              </li>
            ))}
          </ul>
        )}
      </Card>
    </section>
  );
}

function Figure({ title, value, note }: { title: string; value: string; note: string }) {
  return (
    <Card className="p-5">
      <h3 className="text-sm font-bold text-sea-800">{title}</h3>
      <p className="mt-1 text-3xl font-extrabold text-sea-950">{value}</p>
      <p className="mt-1 text-sm text-muted">{note}</p>
    </Card>
  );
}
