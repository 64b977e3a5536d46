// One camper's weeks in the summer cart: every week their age group may take, at each site that
// takes it, with seats left and before/after care per week. A week at one site greys out the same
// week at the other (a camper attends one camp per day); the server checks it all again.
import { formatDollars, gradeLabel, sessionsForGrade, type Location } from "~/lib/registration-rules";
import { campDayShort } from "~/lib/format";
import { LOCATION_NAMES } from "~/lib/vocabulary";
import type { OfferedSession } from "~/server/registrations.server";

export type CartPick = { camperId: number; sessionId: number; beforeCare: boolean; afterCare: boolean };
export type CartCamper = { id: number; firstName: string; lastName: string; grade: string };

export function WeekPicker({
  camper,
  weeks,
  picks,
  onChange,
}: {
  camper: CartCamper;
  weeks: OfferedSession[];
  picks: CartPick[];
  onChange: (picks: CartPick[]) => void;
}) {
  const offered = sessionsForGrade(weeks, camper.grade);
  const mine = picks.filter((p) => p.camperId === camper.id);
  const picked = (id: number) => mine.find((p) => p.sessionId === id);
  const toggle = (session: OfferedSession, on: boolean) =>
    onChange(
      on
        ? [...picks, { camperId: camper.id, sessionId: session.id, beforeCare: false, afterCare: false }]
        : picks.filter((p) => !(p.camperId === camper.id && p.sessionId === session.id)),
    );
  const setCare = (sessionId: number, kind: "beforeCare" | "afterCare", on: boolean) =>
    onChange(picks.map((p) => (p.camperId === camper.id && p.sessionId === sessionId ? { ...p, [kind]: on } : p)));
  const clashes = (session: OfferedSession) =>
    mine.some((p) => p.sessionId !== session.id && offered.find((w) => w.id === p.sessionId)?.startDate === session.startDate);

  return (
    <section aria-labelledby={`camper-${camper.id}-weeks`} className="rounded-2xl border-2 border-sea-100 bg-white p-4 sm:p-6">
      <h3 id={`camper-${camper.id}-weeks`} className="text-xl font-extrabold text-sea-900">
        {camper.firstName} {camper.lastName}
        <span className="text-base font-semibold text-muted"> · {gradeLabel(camper.grade)}</span>
      </h3>
      {offered.length === 0 ? (
        <p className="mt-3 text-muted">No summer weeks are offered for {gradeLabel(camper.grade)} yet.</p>
      ) : (
        <ul className="mt-4 grid gap-2">
          {offered.map((week) => {
            const pick = picked(week.id);
            const clash = clashes(week);
            const left = Math.max(week.capacity - week.seatsTaken, 0);
            const label = `${week.name}: ${campDayShort(week.startDate)} to ${campDayShort(week.endDate)} at ${LOCATION_NAMES[week.location as Location]}`;
            return (
              <li key={week.id} className={`rounded-xl border-2 p-3 ${pick ? "border-teal-600 bg-teal-50" : "border-sea-100"}`} data-testid="cart-week">
                <label className="flex min-h-11 cursor-pointer items-start gap-3">
                  <input
                    type="checkbox"
                    className="mt-0.5 size-6 shrink-0 accent-teal-700"
                    checked={Boolean(pick)}
                    disabled={!pick && clash}
                    onChange={(e) => toggle(week, e.target.checked)}
                    aria-label={`${camper.firstName}: ${label}`}
                  />
                  <span className="flex min-w-0 flex-1 flex-wrap items-baseline gap-x-3 gap-y-1">
                    <span className="font-bold text-ink">
                      {week.name.replace(/ (UUCA|FLC) .*$/, "")} · {campDayShort(week.startDate)} to {campDayShort(week.endDate)}
                    </span>
                    <span className="text-sm text-muted">
                      {LOCATION_NAMES[week.location as Location]} · {formatDollars(week.program.pricePerWeekCents)}
                    </span>
                    <span className={`ml-auto text-sm font-semibold ${left === 0 || !week.allowImmediateRegistration ? "text-coral-700" : "text-teal-700"}`}>
                      {!pick && clash
                        ? "Already picked at the other site"
                        : !week.allowImmediateRegistration
                          ? "Waitlist"
                          : left === 0
                            ? "Full: waitlist"
                            : `${left} ${left === 1 ? "seat" : "seats"} left`}
                    </span>
                  </span>
                </label>
                {pick ? (
                  <div className="mt-1 flex flex-wrap gap-x-6 pl-9">
                    {(["beforeCare", "afterCare"] as const).map((kind) => (
                      <label key={kind} className="flex min-h-11 cursor-pointer items-center gap-2 text-sm font-semibold">
                        <input
                          type="checkbox"
                          className="size-5 accent-teal-700"
                          checked={pick[kind]}
                          onChange={(e) => setCare(week.id, kind, e.target.checked)}
                          aria-label={`${camper.firstName}, ${week.name}: ${kind === "beforeCare" ? "before care" : "after care"}`}
                        />
                        {kind === "beforeCare" ? "Before care" : "After care"} (+{formatDollars(week.program.careAddOnCents)})
                      </label>
                    ))}
                  </div>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
