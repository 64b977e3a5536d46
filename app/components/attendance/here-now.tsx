// "Here now" on the door (docs/decisions/0049-adults-at-the-door.md): children, staff and visitors
// on site, and, once staff are checked in, each group's children / adults / status against the
// office's ratio, in words as well as colour. It sits in the session's box so the roster keeps
// the first screen; Staff & visitors and the roll call are in the toolbar.
import { useEffect } from "react";
import { RATIO_WORDS, type GroupHeadcount, type OnSiteAdult } from "~/lib/here-now/adults";
import type { RatioStatus } from "~/lib/here-now/ratio";
import { ratioLabel, type RatioRules } from "~/lib/here-now/ratio-rules";
import { plural } from "~/lib/format";
import { groupLabel } from "~/lib/vocabulary";
import { setGroupHeadcounts } from "./ratio-warning";

const TONE: Record<RatioStatus, string> = {
  empty: "border-slate-500 bg-white text-slate-900",
  ok: "border-green-800 bg-green-50 text-green-950",
  "next-breaks": "border-amber-700 bg-amber-100 text-amber-950",
  broken: "border-red-800 bg-red-100 text-red-950",
};
const MARK: Record<RatioStatus, string> = { empty: "", ok: "✓", "next-breaks": "▲", broken: "✕" };

type Props = { headcounts: GroupHeadcount[]; adults: readonly OnSiteAdult[]; ratio: RatioRules };

/** Staff on site (not visitors): the door judges the groups once one is checked in. */
export const staffOnSite = (adults: readonly OnSiteAdult[]) => adults.filter((a) => a.role !== "visitor").length;

/** "Here now: 11 children · 1 staff · 1 visitor". A group out of ratio is said by the bar that stays (ratio-alert-bar.tsx). */
export function HereNow({ headcounts, adults, ratio }: Props) {
  const staffHere = staffOnSite(adults);
  const visitors = adults.length - staffHere;
  const children = headcounts.reduce((n, g) => n + g.children, 0);
  // Each row's Check in follows its group's state (ratio-warning.ts): it says so before the tap that breaks the ratio.
  useEffect(() => setGroupHeadcounts(headcounts, ratio, staffHere), [headcounts, ratio, staffHere]);
  return (
    <>
      {/* Shown once adults are checked in; before that only a screen reader hears it, and the roster keeps the first screen. */}
      <h2 className={adults.length ? "text-sm font-black sm:text-base" : "sr-only"} data-testid="here-now">
        Here now: {plural(children, "child", "children")} · {plural(staffHere, "staff", "staff")}
        {visitors ? ` · ${plural(visitors, "visitor")}` : ""}
        {/* Groups are judged once staff check in: a camp that does not check its staff in is not shown all red. */}
        {staffHere ? "" : <span className="sr-only"> · check staff in (Staff &amp; visitors) to see each group&apos;s ratio</span>}
      </h2>
    </>
  );
}

/** Each group's children / adults and status against its own ratio, once staff are checked in. */
export function GroupRatios({ headcounts, adults }: Omit<Props, "ratio">) {
  if (staffOnSite(adults) === 0) return null;
  return (
    <ul aria-label="Groups' ratios" className="flex flex-wrap gap-1">
      {headcounts.map((g) => (
        <li key={g.group} className={`rounded-md border-2 px-2 text-sm ${TONE[g.status]}`} data-testid="group-ratio" data-status={g.status}>
          <span className="font-black">{groupLabel(g.group)}</span>{" "}
          <span>
            {plural(g.children, "child", "children")} / {plural(g.adults, "adult")}
          </span>{" "}
          <span className="font-black">
            <span aria-hidden="true">{MARK[g.status]} </span>
            {RATIO_WORDS[g.status]} ({ratioLabel(g.rule)})
          </span>
        </li>
      ))}
    </ul>
  );
}
