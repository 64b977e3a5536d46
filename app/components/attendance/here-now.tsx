// "Here now" on the door (docs/decisions/0049-adults-at-the-door.md): children, staff and visitors
// on site, and each group's children / adults / status against the office's ratio, in words as
// well as colour. Staff & visitors opens the check-in of adults (loaded on first use).
import { Suspense, useEffect, useState } from "react";
import { RATIO_WORDS, type GroupHeadcount, type OnSiteAdult } from "~/lib/here-now/adults";
import type { RatioRule, RatioStatus } from "~/lib/here-now/ratio";
import { groupLabel } from "~/lib/vocabulary";
import { doorLazy } from "./door-lazy";
import { toolButton } from "./door-styles";
import { setGroupHeadcounts } from "./ratio-warning";
import type { DayStaff } from "./use-adults-on-site";

const AdultsDialog = doorLazy(() => import("./adults-dialog").then((m) => m.AdultsDialog));

const TONE: Record<RatioStatus, string> = {
  empty: "border-slate-500 bg-white text-slate-900",
  ok: "border-green-800 bg-green-50 text-green-950",
  "next-breaks": "border-amber-700 bg-amber-100 text-amber-950",
  broken: "border-red-800 bg-red-100 text-red-950",
};
const MARK: Record<RatioStatus, string> = { empty: "", ok: "✓", "next-breaks": "▲", broken: "✕" };

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

type Props = {
  rosterId: number;
  headcounts: GroupHeadcount[];
  adults: OnSiteAdult[];
  staffList: readonly DayStaff[];
  ratio: RatioRule;
  groups: string[];
  /** Starts an emergency roll call on this device (the roster gives way to it). */
  onRollCall: () => void;
  /** Opens the printable emergency sheet (every child on site, phones, allergies, pickup adults). */
  onEmergencySheet: () => void;
};

export function HereNow({ rosterId, headcounts, adults, staffList, ratio, groups, onRollCall, onEmergencySheet }: Props) {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const staffHere = adults.filter((a) => a.role !== "visitor").length;
  const visitors = adults.length - staffHere;
  const children = headcounts.reduce((n, g) => n + g.children, 0);
  // A row's Check in reads these at the tap (ratio-warning.ts).
  useEffect(() => setGroupHeadcounts(headcounts, ratio, staffHere), [headcounts, ratio, staffHere]);
  const broken = headcounts.filter((g) => g.status === "broken").map((g) => groupLabel(g.group));
  return (
    <section aria-labelledby="here-now-title" className="rounded-lg border-2 border-slate-900 px-2 py-1.5 print:hidden" data-testid="here-now">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="here-now-title" className="text-base font-black sm:text-lg">
          Here now: {plural(children, "child", "children")} · {plural(staffHere, "staff", "staff")}
          {visitors ? ` · ${plural(visitors, "visitor", "visitors")}` : ""}
        </h2>
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            className="min-h-11 shrink-0 rounded-lg border-2 border-red-900 bg-red-700 px-3 font-black whitespace-nowrap text-white hover:bg-red-800"
            onClick={onRollCall}
          >
            <span aria-hidden="true">🚨 </span>Emergency roll call
          </button>
          <button type="button" className={toolButton} onClick={onEmergencySheet}>
            Emergency sheet
          </button>
          <button
            type="button"
            className={toolButton}
            aria-haspopup="dialog"
            onClick={() => {
              setUsed(true);
              setOpen(true);
            }}
          >
            Staff &amp; visitors
          </button>
        </div>
      </div>
      {staffHere === 0 ? (
        <p className="text-sm font-bold">No staff checked in yet. Check in with Staff &amp; visitors to see each group&apos;s ratio.</p>
      ) : (
        <ul aria-label={`Groups' ratios: one adult per ${ratio.campersPerAdult} children`} className="mt-1 grid gap-1 sm:grid-cols-2 lg:grid-cols-4">
          {headcounts.map((g) => (
            <li key={g.group} className={`rounded-md border-2 px-2 py-1 ${TONE[g.status]}`} data-testid="group-ratio" data-status={g.status}>
              <span className="font-black">{groupLabel(g.group)}</span>{" "}
              <span>
                {plural(g.children, "child", "children")} / {plural(g.adults, "adult", "adults")}
              </span>
              <span className="block font-black">
                <span aria-hidden="true">{MARK[g.status]} </span>
                {RATIO_WORDS[g.status]} (1:{ratio.campersPerAdult})
              </span>
            </li>
          ))}
        </ul>
      )}
      {/* Said once when a group goes out of ratio, not at every render. */}
      <p className="sr-only" aria-live="polite">
        {staffHere && broken.length ? `Out of ratio: ${broken.join(", ")}` : ""}
      </p>
      {used ? (
        <Suspense fallback={null}>
          <AdultsDialog open={open} onOpenChange={setOpen} rosterId={rosterId} adults={adults} staffList={staffList} groups={groups} />
        </Suspense>
      ) : null}
    </section>
  );
}
