// The office's Here now: each site's groups on site now against the ratio, and the ratio report
// for an inspector (every stretch out of ratio per day and site, the minutes counted as an
// inspector counts them), printable on its own and as CSV.
import { Form } from "react-router";
import { printOnlyCss } from "~/components/ui/print-only";
import { Button } from "~/components/ui/button";
import { Input, Label } from "~/components/ui/field";
import { RATIO_WORDS } from "~/lib/here-now/adults";
import type { RatioStatus } from "~/lib/here-now/ratio";
import { formatCampDay, formatClock, formatClockSeconds, plural } from "~/lib/format";
import { ADULT_ROLE_NAMES, ADULT_ROLES, groupLabel, type AdultRole } from "~/lib/vocabulary";
import type { HereNowRoster, RatioReport } from "~/server/here-now/ratio-report.server";
import type { Drill } from "~/server/here-now/drill-log.server";
import { signInEndedNote } from "~/lib/attendance/made-by";

type Props = {
  today: string;
  onSite: HereNowRoster[];
  report: RatioReport | null;
  drills: Drill[];
  openRollCalls: Drill[];
  rangeError: string | null;
};

const PRINT_CSS = printOnlyCss("ratio-report");

const TONE: Record<RatioStatus, string> = {
  empty: "border-sea-200",
  ok: "border-green-700 bg-green-50",
  "next-breaks": "border-amber-600 bg-amber-50",
  broken: "border-red-700 bg-red-50",
};

const cell = "border-b border-sea-100 p-2 align-top";
const head = "border-b-2 border-sea-900 p-2 text-left text-sm font-black";

export function HereNowTab({ today, onSite, report, drills, openRollCalls, rangeError }: Props) {
  return (
    <div className="grid gap-8">
      <style>{PRINT_CSS}</style>
      {openRollCalls.map((d) => (
        <OpenRollCall key={d.ids[0]} drill={d} />
      ))}
      <section aria-labelledby="on-site-heading">
        <h2 id="on-site-heading" className="text-2xl font-extrabold">
          On site now: {formatCampDay(today)}
        </h2>
        <p className="mt-1 text-muted">
          From the door devices; refreshed every 30 seconds. Everyone on site, and which adults count toward their group&apos;s ratio.
        </p>
        {onSite.length === 0 ? (
          <p className="mt-3 rounded-xl border-2 border-dashed border-sea-200 p-6 text-center text-muted">No door roster today.</p>
        ) : (
          <div className="mt-3 grid gap-4 md:grid-cols-2">
            {onSite.map((roster) => (
              <SiteNow key={roster.id} roster={roster} />
            ))}
          </div>
        )}
      </section>

      <section id="ratio-report" aria-labelledby="ratio-report-heading">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <h2 id="ratio-report-heading" className="text-2xl font-extrabold">
              Ratio report{report ? `: ${formatCampDay(report.from)}${report.to !== report.from ? ` to ${formatCampDay(report.to)}` : ""}` : ""}
            </h2>
            <p className="mt-1 text-muted">
              Every stretch a group had more children than its adults may have under its ratio (the camp&apos;s
              {report?.rules ? `, one adult per ${report.rules.campersPerAdult} children,` : ""} or the group&apos;s own from Settings). A started minute counts
              as a minute.
            </p>
          </div>
          <div className="no-print flex flex-wrap items-end gap-3">
            <Form method="get" className="flex flex-wrap items-end gap-2">
              <div className="grid gap-1">
                <Label htmlFor="ratio-from">From</Label>
                <Input id="ratio-from" type="date" name="from" defaultValue={report?.from ?? today} className="w-44" />
              </div>
              <div className="grid gap-1">
                <Label htmlFor="ratio-to">To</Label>
                <Input
                  id="ratio-to"
                  type="date"
                  name="to"
                  defaultValue={report?.to ?? today}
                  className="w-44"
                  aria-describedby={rangeError ? "ratio-range-error" : undefined}
                />
              </div>
              <Button type="submit" variant="outline">
                Show
              </Button>
            </Form>
            {report ? (
              <>
                <Button variant="secondary" onClick={() => window.print()}>
                  Print
                </Button>
                <a className="font-bold underline" href={`/admin/ratios.csv?from=${report.from}&to=${report.to}`} download>
                  Download CSV
                </a>
              </>
            ) : null}
          </div>
        </div>
        {rangeError ? (
          <p id="ratio-range-error" role="alert" className="mt-3 font-bold text-coral-700">
            {rangeError}
          </p>
        ) : null}
        {report ? <ReportTables report={report} /> : null}
        {report?.timelines.length ? <DayTimelines report={report} /> : null}
        <DrillLog drills={drills} />
      </section>
    </div>
  );
}

/** How the office names each kind of adult, one and many: "1 counselor", "2 CITs". */
const KIND_WORD: Record<AdultRole, string> = { counselor: "counselor", volunteer: "volunteer", cit: "CIT", visitor: "visitor" };

type OnSiteAdult = HereNowRoster["adults"][number];

/** "Yes", or why not: visitors never count; a CIT counts only where the group's rule says so. */
const countsWords = (a: OnSiteAdult) => (a.counts ? "Yes" : a.role === "visitor" ? "No: visitors never count" : "No: CITs do not count in this group");

/** "3 adults: 1 counselor, 1 CIT, 1 visitor". */
function adultsByKind(adults: readonly OnSiteAdult[]) {
  const kinds = ADULT_ROLES.map((role) => ({ role, n: adults.filter((a) => a.role === role).length })).filter((k) => k.n > 0);
  return `${plural(adults.length, "adult")}${kinds.length ? `: ${kinds.map((k) => plural(k.n, KIND_WORD[k.role])).join(", ")}` : ""}`;
}

/** One site's roster now: everyone on site by kind, each group against its ratio, and every adult with whether they count. */
function SiteNow({ roster }: { roster: HereNowRoster }) {
  const counted = roster.adults.filter((a) => a.counts).length;
  const adults = [...roster.adults].sort((a, b) => ADULT_ROLES.indexOf(a.role) - ADULT_ROLES.indexOf(b.role) || a.name.localeCompare(b.name));
  return (
    <section aria-label={`${roster.site}: ${roster.roster}`} className="rounded-xl border-2 border-sea-200 p-3" data-testid="site-now">
      <h3 className="font-extrabold">
        {roster.site} · {roster.roster}
      </h3>
      <p className="text-sm" data-testid="site-now-summary">
        <strong>
          {plural(roster.children, "child", "children")} · {adultsByKind(roster.adults)}
        </strong>{" "}
        · {plural(counted, "counts", "count")} toward ratio · one adult per {plural(roster.rules.campersPerAdult, "child", "children")}
        {Object.keys(roster.rules.groups).length ? " unless a group has its own ratio" : ""}
      </p>
      {roster.groups.length === 0 ? (
        <p className="mt-2 text-muted">No one checked in.</p>
      ) : (
        <ul className="mt-2 grid gap-1">
          {roster.groups.map((g) => (
            <li key={g.group} className={`rounded-lg border-2 px-2 py-1 ${TONE[g.status]}`} data-testid="group-now">
              <span className="font-bold">{g.group}</span>: {plural(g.children, "child", "children")} / {plural(g.adults, "adult")} counted ·{" "}
              <strong>{RATIO_WORDS[g.status]}</strong> ({g.ratio})
            </li>
          ))}
        </ul>
      )}
      {adults.length ? (
        <table className="mt-2 w-full text-sm" data-testid="adults-now">
          <caption className="text-left font-bold">Adults on site</caption>
          <thead>
            <tr>
              <th className={head}>Name</th>
              <th className={head}>Kind</th>
              <th className={head}>Group</th>
              <th className={head}>Counts toward ratio</th>
            </tr>
          </thead>
          <tbody>
            {adults.map((a) => (
              <tr key={a.person} data-testid="adult-now">
                <td className={cell}>
                  {a.name}
                  {a.reason ? <span className="text-muted"> ({a.reason})</span> : null}
                </td>
                <td className={cell}>{ADULT_ROLE_NAMES[a.role]}</td>
                <td className={cell}>{groupLabel(a.group)}</td>
                <td className={cell}>{countsWords(a)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </section>
  );
}

function ReportTables({ report }: { report: RatioReport }) {
  const total = report.totals.reduce((n, t) => n + t.minutes, 0);
  if (report.totals.length === 0) return <p className="mt-3 text-muted">No door rosters on these days.</p>;
  return (
    <>
      <table className="mt-4 w-full" data-testid="ratio-totals">
        <caption className="text-left font-bold">Minutes out of ratio per day and site: {total} in all</caption>
        <thead>
          <tr>
            <th className={head}>Day</th>
            <th className={head}>Site</th>
            <th className={head}>Roster</th>
            <th className={head}>Minutes out of ratio</th>
          </tr>
        </thead>
        <tbody>
          {report.totals.map((t, i) => (
            <tr key={i}>
              <td className={cell}>{formatCampDay(t.date)}</td>
              <td className={cell}>{t.site}</td>
              <td className={cell}>{t.roster}</td>
              <td className={cell}>{t.minutes}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {report.rows.length === 0 ? (
        <p className="mt-4 font-bold">Every group was within ratio on these days.</p>
      ) : (
        <div className="mt-4 overflow-x-auto">
          <table className="w-full" data-testid="ratio-rows">
            <caption className="text-left font-bold">
              Each stretch out of ratio (its children and adults counted at its worst moment; the rule it was judged by: the camp&apos;s, an age group&apos;s or
              a camp group&apos;s own)
            </caption>
            <thead>
              <tr>
                <th className={head}>Day</th>
                <th className={head}>Site</th>
                <th className={head}>Roster</th>
                <th className={head}>Group</th>
                <th className={head}>Ratio</th>
                <th className={head}>Judged by</th>
                <th className={head}>From</th>
                <th className={head}>To</th>
                <th className={head}>Minutes</th>
                <th className={head}>Children</th>
                <th className={head}>Adults</th>
              </tr>
            </thead>
            <tbody>
              {report.rows.map((r, i) => (
                <tr key={i} data-testid="ratio-row">
                  <td className={cell}>{formatCampDay(r.date)}</td>
                  <td className={cell}>{r.site}</td>
                  <td className={cell}>{r.roster}</td>
                  <td className={cell}>{r.group}</td>
                  <td className={cell}>{r.ratio}</td>
                  <td className={cell}>{r.judgedBy}</td>
                  <td className={cell}>{formatClockSeconds(r.from)}</td>
                  <td className={cell}>{formatClockSeconds(r.to)}</td>
                  <td className={cell}>{r.minutes}</td>
                  <td className={cell}>{r.children}</td>
                  <td className={cell}>{r.adults}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}

/** A roll call open now at a site: how many are accounted for, who is still missing, the marks as they come. */
function OpenRollCall({ drill }: { drill: Drill }) {
  const stillHere = drill.onSite.filter((p) => p.leftAt == null).length;
  return (
    <section aria-labelledby={`open-${drill.ids[0]}`} className="rounded-xl border-4 border-red-700 bg-red-50 p-4" data-testid="open-roll-call">
      <h2 id={`open-${drill.ids[0]}`} className="text-2xl font-extrabold text-red-900">
        <span aria-hidden="true">⚠ </span>Emergency roll call at {drill.site}
      </h2>
      <p className="mt-1 font-bold" aria-live="polite">
        {stillHere - drill.stillMissing.length} of {stillHere} accounted for · started {formatClockSeconds(drill.startedAt)} by {drill.startedBy}
      </p>
      <p className="mt-1">
        {drill.stillMissing.length ? `Still missing: ${drill.stillMissing.join(", ")}` : "Everyone on site is accounted for."} The doors send each mark as they
        reach the server; this page looks again every 5 seconds.
      </p>
      <a href={`?from=${drill.date}&to=${drill.date}#drill-${drill.ids[0]}`} className="mt-2 inline-block font-bold underline">
        Every mark so far
      </a>
    </section>
  );
}

const duration = (seconds: number) => (seconds < 60 ? `${seconds} s` : `${Math.floor(seconds / 60)} min ${seconds % 60} s`);

/** Each emergency roll call of the days shown: when, how long until everyone was accounted for, every mark. */
function DrillLog({ drills }: { drills: Drill[] }) {
  return (
    <section aria-labelledby="drill-log-heading" className="mt-8">
      <h3 id="drill-log-heading" className="text-xl font-extrabold">
        Drill log ({drills.length})
      </h3>
      {drills.length === 0 ? (
        <p className="mt-2 text-muted">No roll call on these days.</p>
      ) : (
        drills.map((d) => (
          <article key={d.ids[0]} id={`drill-${d.ids[0]}`} className="mt-4 rounded-xl border-2 border-sea-200 p-3" data-testid="drill">
            <h4 className="font-extrabold">
              {formatCampDay(d.date)} · {d.site} · {d.roster}: started {formatClockSeconds(d.startedAt)} by {d.startedBy}
              {d.endedAt ? `, ended ${formatClockSeconds(d.endedAt)} by ${d.endedBy}` : " (still open)"}
            </h4>
            <p data-testid="drill-summary">
              {d.onSite.length} on site at the start
              {d.secondsToAllAccounted === null
                ? ` · still missing: ${d.stillMissing.join(", ")}`
                : ` · all accounted for after ${duration(d.secondsToAllAccounted)}`}
              {d.onSite.some((p) => p.leftAt != null)
                ? ` · left during it: ${d.onSite
                    .filter((p) => p.leftAt != null)
                    .map((p) => `${p.name} (${formatClockSeconds(p.leftAt!)})`)
                    .join(", ")}`
                : ""}
            </p>
            <div className="mt-2 overflow-x-auto">
              <table className="w-full">
                <caption className="sr-only">Every mark of this roll call</caption>
                <thead>
                  <tr>
                    <th className={head}>Time</th>
                    <th className={head}>Who</th>
                    <th className={head}>Mark</th>
                    <th className={head}>Device</th>
                    <th className={head}>Counselor</th>
                  </tr>
                </thead>
                <tbody>
                  {d.marks.map((m) => (
                    <tr key={m.id} data-testid="drill-mark">
                      <td className={cell}>{formatClockSeconds(m.at)}</td>
                      <td className={cell}>{m.name}</td>
                      <td className={cell}>{m.accounted ? "Accounted for" : "Undone"}</td>
                      <td className={cell}>{m.device}</td>
                      <td className={cell}>
                        {m.madeBy}
                        {m.sentBy !== m.madeBy ? `, sent by ${m.sentBy}` : ""}
                        {m.signInEnded ? <span className="block text-sm font-bold text-amber-900">{signInEndedNote(m.madeBy)}</span> : null}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </article>
        ))
      )}
    </section>
  );
}

const STATUS_FILL: Record<RatioStatus, string> = { empty: "bg-slate-200", ok: "bg-green-600", "next-breaks": "bg-amber-400", broken: "bg-red-600" };

/** One day, per roster and group: a bar from the first to the last change, coloured by status, with the minutes in words. */
function DayTimelines({ report }: { report: RatioReport }) {
  return (
    <section aria-labelledby="timeline-heading" className="mt-8">
      <h3 id="timeline-heading" className="text-xl font-extrabold">
        The day per group
      </h3>
      {report.timelines.map((roster) => (
        <div key={roster.id} className="mt-3">
          <p className="font-bold">
            {roster.site} · {roster.roster}
          </p>
          <ul className="mt-1 grid gap-2">
            {roster.groups.map((g) => {
              const start = g.spans[0].from;
              const length = Math.max(1, g.spans.at(-1)!.to - start);
              return (
                <li key={g.group} data-testid="group-timeline">
                  <p className="text-sm">
                    <span className="font-bold">{g.group}</span> ({formatClock(start)} to {formatClock(g.spans.at(-1)!.to)}): within ratio {g.minutes.ok} min,
                    next child breaks ratio {g.minutes.nextBreaks} min, out of ratio {g.minutes.broken} min
                  </p>
                  <div className="mt-1 flex h-4 w-full overflow-hidden rounded border border-sea-900 [print-color-adjust:exact]" aria-hidden="true">
                    {g.spans.map((s) => (
                      <div
                        key={s.from}
                        className={STATUS_FILL[s.status]}
                        style={{ width: `${((s.to - s.from) / length) * 100}%` }}
                        title={`${formatClock(s.from)}: ${plural(s.children, "child", "children")} / ${plural(s.adults, "adult")}`}
                      />
                    ))}
                  </div>
                </li>
              );
            })}
          </ul>
        </div>
      ))}
    </section>
  );
}
