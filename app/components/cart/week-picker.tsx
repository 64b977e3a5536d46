// One camper's weeks in the summer cart, compact enough for a phone: a row per week, a chip per
// site that takes the camper's age group (tick it to put the week in the cart). Weeks the family
// already holds, has booked or waits for show as such, from the server, never as free. A week at
// one site greys out the same week at the other (a camper attends one camp per day); before and
// after care are chosen on the cart's lines. The server checks it all again.
import { formatDollars, gradeLabel, sessionsForGrade } from "~/lib/registration-rules";
import { campDayShort } from "~/lib/format";
import { LOCATION_NAMES, LOCATIONS } from "~/lib/vocabulary";
import type { HeldWeek } from "~/server/cart-lines.server";
import type { OfferedSession } from "~/server/family/family-registrations.server";

export type { HeldWeek };

export type CartPick = { camperId: number; sessionId: number; beforeCare: boolean; afterCare: boolean };
export type CartCamper = { id: number; firstName: string; lastName: string; grade: string };

const HELD_TEXT = { held: "Seat held", booked: "Booked", waitlist: "On waitlist" } as const;

/** "Week 3" out of "Summer 2027 Week 3 UUCA K-2", or the week's first day. */
export const weekLabel = (week: OfferedSession) => /Week \d+/.exec(week.name)?.[0] ?? campDayShort(week.startDate);

/** "Jun 7–11", or "Jun 28–Jul 2" across a month. */
export function weekDates(week: { startDate: string; endDate: string }) {
  const [start, end] = [campDayShort(week.startDate), campDayShort(week.endDate)];
  return start.split(" ")[0] === end.split(" ")[0] ? `${start}–${end.split(" ")[1]}` : `${start}–${end}`;
}

/** The name a week goes by for a camper, in the cart's controls and for screen readers. */
export const weekName = (camper: CartCamper, week: OfferedSession) =>
  `${camper.firstName}: ${week.name}: ${campDayShort(week.startDate)} to ${campDayShort(week.endDate)} at ${LOCATION_NAMES[week.location]}`;

export function WeekPicker({
  camper,
  weeks,
  picks,
  held,
  ready = true,
  onChange,
}: {
  camper: CartCamper;
  weeks: OfferedSession[];
  picks: CartPick[];
  held: HeldWeek[];
  /** False until the page's scripts run: a week ticked before then would be lost, so none can be. */
  ready?: boolean;
  onChange: (picks: CartPick[]) => void;
}) {
  const offered = sessionsForGrade(weeks, camper.grade);
  const sites = LOCATIONS.filter((site) => offered.some((w) => w.location === site));
  const starts = [...new Set(offered.map((w) => w.startDate))].sort();
  const picked = (id: number) => picks.some((p) => p.camperId === camper.id && p.sessionId === id);
  const heldWeek = (id: number) => held.find((h) => h.camperId === camper.id && h.sessionId === id);
  const taken = (week: OfferedSession) => picked(week.id) || Boolean(heldWeek(week.id));
  const clashes = (week: OfferedSession) =>
    offered.some((other) => other.id !== week.id && other.startDate <= week.endDate && other.endDate >= week.startDate && taken(other));
  const toggle = (week: OfferedSession, on: boolean) =>
    onChange(
      on
        ? [...picks, { camperId: camper.id, sessionId: week.id, beforeCare: false, afterCare: false }]
        : picks.filter((p) => !(p.camperId === camper.id && p.sessionId === week.id)),
    );

  return (
    <section aria-labelledby={`camper-${camper.id}-weeks`} className="rounded-2xl border-2 border-sea-100 bg-white p-4 sm:p-6">
      <h3 id={`camper-${camper.id}-weeks`} className="text-xl font-extrabold text-sea-900">
        {camper.firstName} {camper.lastName}
        <span className="text-base font-semibold text-muted"> · {gradeLabel(camper.grade)}</span>
      </h3>
      {offered.length === 0 ? (
        <p className="mt-3 text-muted">No summer weeks are offered for {gradeLabel(camper.grade)} yet.</p>
      ) : (
        <>
          <p className="mt-1 text-sm text-muted">
            {sites
              .map((site) => `${LOCATION_NAMES[site]} ${formatDollars(offered.find((w) => w.location === site)!.program.pricePerWeekCents)} a week`)
              .join(" · ")}
          </p>
          <ul className="mt-3 grid gap-1.5">
            {starts.map((start) => {
              const row = offered.filter((w) => w.startDate === start);
              return (
                <li key={start} className="grid grid-cols-[5.5rem_1fr_1fr] items-stretch gap-1.5">
                  <span className="self-center leading-tight">
                    <span className="block text-sm font-bold text-ink">{weekLabel(row[0])}</span>
                    <span className="block text-xs text-muted">{weekDates(row[0])}</span>
                  </span>
                  {sites.map((site) => {
                    const week = row.find((w) => w.location === site);
                    if (!week) return <span key={site} />;
                    const mine = heldWeek(week.id);
                    return mine ? (
                      <HeldChip key={site} camper={camper} week={week} held={mine} />
                    ) : (
                      <WeekChip
                        key={site}
                        camper={camper}
                        week={week}
                        picked={picked(week.id)}
                        clash={clashes(week)}
                        ready={ready}
                        onToggle={(on) => toggle(week, on)}
                      />
                    );
                  })}
                </li>
              );
            })}
          </ul>
        </>
      )}
    </section>
  );
}

function WeekChip({
  camper,
  week,
  picked,
  clash,
  ready,
  onToggle,
}: {
  camper: CartCamper;
  week: OfferedSession;
  picked: boolean;
  clash: boolean;
  ready: boolean;
  onToggle: (on: boolean) => void;
}) {
  const left = Math.max(week.capacity - week.seatsTaken, 0);
  const blocked = clash && !picked;
  const statusId = `week-${camper.id}-${week.id}-seats`;
  const status = blocked ? "Other site" : !week.allowImmediateRegistration ? "Waitlist" : left === 0 ? "Full: waitlist" : `${left} left`;
  const tone = picked ? "border-teal-600 bg-teal-50" : blocked ? "border-sea-100 bg-sea-50 text-muted" : "border-sea-200 bg-white hover:border-teal-600";
  return (
    <label className={`flex min-h-12 cursor-pointer items-center gap-2 rounded-xl border-2 px-2 py-1 ${tone}`} data-testid="cart-week">
      <input
        type="checkbox"
        className="size-5 shrink-0 accent-teal-700"
        checked={picked}
        disabled={blocked || !ready}
        onChange={(e) => onToggle(e.target.checked)}
        aria-label={weekName(camper, week)}
        aria-describedby={statusId}
      />
      <span className="grid min-w-0 leading-tight">
        <span className="text-sm font-bold">{week.location}</span>
        <span id={statusId} className={`text-xs font-semibold ${left === 0 || !week.allowImmediateRegistration ? "text-coral-700" : "text-teal-700"}`}>
          {status}
        </span>
      </span>
    </label>
  );
}

function HeldChip({ camper, week, held }: { camper: CartCamper; week: OfferedSession; held: HeldWeek }) {
  return (
    <span
      className={`flex min-h-12 items-center gap-2 rounded-xl border-2 px-2 py-1 ${held.state === "waitlist" ? "border-sun-400 bg-sun-100" : "border-teal-700 bg-teal-700 text-white"}`}
      data-testid="cart-week"
      data-state={held.state}
    >
      <span aria-hidden="true" className="text-base font-extrabold">
        {held.state === "waitlist" ? "…" : "✓"}
      </span>
      <span className="grid min-w-0 leading-tight">
        <span className="text-sm font-bold">
          <span className="sr-only">{weekName(camper, week)}: </span>
          <span aria-hidden="true">{week.location}</span>
        </span>
        <span className="text-xs font-semibold">{HELD_TEXT[held.state]}</span>
      </span>
    </span>
  );
}
