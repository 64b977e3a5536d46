// One registration window on /lottery: its seal before the draw, and each draw's published record
// (seed, entries, the order every drawn session took them in) once it is made. Entries are opaque
// ids: no name, no registration id.
import type { ReactNode } from "react";
import { Card } from "~/components/ui/card";
import { campDayFull, formatCampDateTime } from "~/lib/format";
import type { PublicWindowLottery, PublishedRound } from "~/lib/lottery-seal";

function Fact({ term, children, testId }: { term: string; children: ReactNode; testId?: string }) {
  return (
    <div className="grid gap-0.5 sm:grid-cols-[12rem_1fr] sm:gap-3">
      <dt className="font-bold">{term}</dt>
      <dd className="font-mono text-sm break-all" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

function stateLine(w: PublicWindowLottery) {
  if (w.state === "upcoming") return `Opens ${formatCampDateTime(w.opensAt)}`;
  if (w.state === "open") return w.closesAt ? `Open until ${formatCampDateTime(w.closesAt)}` : "Open";
  return w.closesAt ? `Closed ${formatCampDateTime(w.closesAt)}` : "Closed";
}

function DrawRecord({ round, index }: { round: PublishedRound & { sealedAt: number }; index: number }) {
  return (
    <div className="grid gap-3 rounded-2xl border-2 border-sea-100 p-4">
      <h4 className="font-extrabold">Draw made {formatCampDateTime(round.sealedAt)}</h4>
      <dl className="grid gap-2">
        <Fact term="Seed" testId={`draw-seed-${index}`}>
          {round.seed}
        </Fact>
        <Fact term="Seed fingerprint">{round.seedFingerprint}</Fact>
        <Fact term="Seal" testId={`draw-seal-${index}`}>
          {round.seal}
        </Fact>
      </dl>
      <details>
        <summary className="cursor-pointer font-bold">Entries in the order they were made ({round.entries.length})</summary>
        <ol className="mt-2 list-decimal pl-8 font-mono text-sm" data-testid={`draw-entries-${index}`}>
          {round.entries.map((e) => (
            <li key={e.entryId + e.week + e.site}>
              {e.entryId} {e.week} {e.site}
            </li>
          ))}
        </ol>
      </details>
      {round.sessions.length ? (
        <details>
          <summary className="cursor-pointer font-bold">Drawn order of each session ({round.sessions.length})</summary>
          <ul className="mt-2 grid gap-3">
            {round.sessions.map((s) => (
              <li key={`${s.week}-${s.site}-${s.ageGroup}`}>
                <p className="font-bold">
                  {campDayFull(s.week)} · {s.site} · {s.ageGroup} · {s.seats} free seat{s.seats === 1 ? "" : "s"}
                </p>
                <p className="font-mono text-sm break-all">{s.order.join(" ")}</p>
              </li>
            ))}
          </ul>
        </details>
      ) : (
        <p className="text-muted">Every session had a seat for every sign-up: nothing was drawn.</p>
      )}
    </div>
  );
}

export function LotteryWindow({ window: w }: { window: PublicWindowLottery }) {
  return (
    <Card className="grid gap-4 p-6" data-testid={`lottery-${w.season}`}>
      <div>
        <h3 className="text-2xl font-extrabold">{w.label}</h3>
        <p className="text-muted">{stateLine(w)}</p>
      </div>
      <dl className="grid gap-2">
        <Fact term="Seed fingerprint" testId={`fingerprint-${w.season}`}>
          {w.seedFingerprint}
        </Fact>
        {w.sealSoFar ? (
          <Fact term={w.state === "closed" ? "Seal at the close" : "Seal so far"} testId={`seal-${w.season}`}>
            {w.sealSoFar.seal}
          </Fact>
        ) : null}
      </dl>
      {w.sealSoFar ? (
        <p>
          {w.sealSoFar.entries} famil{w.sealSoFar.entries === 1 ? "y entry" : "y entries"} so far.{" "}
          {w.state === "closed"
            ? "The seed and the entries are published here once the draw is made."
            : "The seal changes with each new entry until the window closes; the seed and the entries are published here after the draw."}
        </p>
      ) : null}
      {w.draws.map((round, i) => (
        <DrawRecord key={round.seed} round={round} index={i} />
      ))}
    </Card>
  );
}
