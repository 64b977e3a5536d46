// The door's out-of-ratio warning after the tap (docs/decisions/0056-door-warnings-that-stay.md):
// a bar in the door's sticky strip, on screen wherever the roster is scrolled, until the counselor
// acknowledges it. A toast ("Camper checked in") never replaces it: the toasts are elsewhere on the
// screen and one at a time, this is not a toast. It follows the groups' state, whatever changed
// it: a child checked in, a counselor who checked out with their door code, a group moved, another
// door's change, or a new rule from the office.
import { useState } from "react";
import type { GroupHeadcount } from "~/lib/here-now/adults";
import { acknowledge, keptAcknowledgements, outOfRatioDetail, outOfRatioTitle, unacknowledgedBreaches, type Acknowledged } from "~/lib/here-now/ratio-alerts";

const NONE: Acknowledged = new Map();

export function RatioAlertBar({ headcounts, staffOnSite }: { headcounts: readonly GroupHeadcount[]; staffOnSite: number }) {
  const [acknowledged, setAcknowledged] = useState(NONE);
  // A group back within ratio forgets its acknowledgement: the next time it breaks is said again.
  const kept = keptAcknowledgements(headcounts, acknowledged);
  if (kept !== acknowledged) setAcknowledged(kept);
  const shown = unacknowledgedBreaches(headcounts, staffOnSite, kept);
  return (
    <div role="alert" data-testid="ratio-alert" className={shown.length ? "rounded-lg border-4 border-red-900 bg-red-700 px-3 py-2 text-white" : "sr-only"}>
      {shown.length ? (
        <div className="flex flex-wrap items-center justify-between gap-2">
          <ul className="min-w-0 flex-1">
            {shown.map((g) => (
              <li key={g.group} data-group={g.group}>
                <p className="text-lg leading-tight font-black">
                  <span aria-hidden="true">⚠ </span>
                  {outOfRatioTitle(g.group)}
                </p>
                <p className="text-sm leading-snug font-bold">{outOfRatioDetail(g)}</p>
              </li>
            ))}
          </ul>
          <button
            type="button"
            className="min-h-11 rounded-lg border-2 border-white bg-white px-3 font-black text-red-900 focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-white"
            onClick={() => setAcknowledged(acknowledge(kept, shown))}
            aria-label={`Acknowledge: ${shown.map((g) => outOfRatioTitle(g.group)).join(", ")}`}
          >
            Acknowledge
          </button>
        </div>
      ) : null}
    </div>
  );
}
