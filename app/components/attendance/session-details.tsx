import type { groupBadges } from "~/lib/attendance/sort";

type Session = { title: string; date: string; location: string; dailyPrize: string; notes: string };

/** The session's title, day, site, prize and notes, and each group's present/total. */
export function SessionDetails({ roster, badges }: { roster: Session; badges: ReturnType<typeof groupBadges> }) {
  return (
    <section aria-label="Session details" className="rounded-lg border-2 border-slate-900 px-2 py-1.5">
      <p className="text-base leading-tight font-black sm:text-xl">
        {roster.title} · {roster.date} · {roster.location === "FLC" ? "Faith Lutheran Church" : "UUCA"}
      </p>
      {roster.dailyPrize ? <p className="text-sm font-bold sm:text-base">Daily prize: {roster.dailyPrize}</p> : null}
      {roster.notes ? <p className="text-sm sm:text-base">{roster.notes}</p> : null}
      <ul aria-label="Groups present" className="mt-1 flex flex-wrap gap-1">
        {badges.map((b) => (
          <li key={b.groupName} className="rounded-md bg-slate-900 px-2 py-0.5 text-sm font-black text-white sm:text-base" data-testid="group-badge">
            {b.groupName}:{" "}
            <span aria-label={`${b.present} present of ${b.total}`}>
              {b.present}/{b.total}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
