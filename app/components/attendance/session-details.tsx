import type { ReactNode } from "react";
import type { groupBadges } from "~/lib/attendance/sort";

type Session = { title: string; date: string; location: string; dailyPrize: string; notes: string };

/** The session's title, day, site, prize and notes, and each group's present/total. */
export function SessionDetails({
  roster,
  badges,
  children,
}: {
  roster: Session;
  badges: ReturnType<typeof groupBadges>;
  /** Beside the groups' badges (Here now, the groups' ratios). */
  children?: ReactNode;
}) {
  return (
    <section aria-label="Session details" className="rounded-lg border-2 border-slate-900 px-2 py-1.5">
      <p className="text-base leading-tight font-black sm:text-xl">
        {roster.title} · {roster.date} · {roster.location === "FLC" ? "Faith Lutheran Church" : "UUCA"}
      </p>
      {roster.dailyPrize ? <p className="text-sm font-bold sm:text-base">Daily prize: {roster.dailyPrize}</p> : null}
      {roster.notes ? <p className="text-sm sm:text-base">{roster.notes}</p> : null}
      {/* The groups present and their ratios share a line. */}
      <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1">
        <ul aria-label="Groups present" className="flex flex-wrap gap-1">
          {badges.map((b) => (
            <li key={b.groupName} className="rounded-md bg-slate-900 px-2 py-0.5 text-sm font-black text-white sm:text-base" data-testid="group-badge">
              {b.groupName}:{" "}
              <span aria-label={`${b.present} present of ${b.total}`}>
                {b.present}/{b.total}
              </span>
            </li>
          ))}
        </ul>
        {children}
      </div>
    </section>
  );
}
