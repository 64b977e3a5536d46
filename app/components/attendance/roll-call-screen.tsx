// The emergency roll call on a door device (docs/decisions/0050-emergency-roll-call.md): everyone
// on site by group, the missing on top; a tap marks someone accounted for (one tap undoes it);
// each child's allergy or medication and the guardian's phone to call. A child a parent checks
// out during it leaves the list. Every tap rides the door's queue: it works with no network, and
// the other doors' marks arrive with the roster's sync.
import { memo, useEffect, useMemo, useRef, useState } from "react";
import { telHref } from "~/lib/attendance/display";
import { hasMedicalFlag } from "~/lib/attendance/prize";
import type { OnSiteAdult } from "~/lib/here-now/adults";
import { rollCallRows, type RollCallRow } from "~/lib/here-now/roll-call";
import { formatClock } from "~/lib/format";
import { ADULT_ROLE_NAMES, groupLabel } from "~/lib/vocabulary";
import { BELOW_DOOR_STATUS } from "./door-status-height";
import { endRollCall, markInRollCall, type DeviceRollCall } from "./use-roll-call";

type Child = {
  id: number;
  camperName: string;
  groupName: string;
  allergies: string;
  medications: string;
  parentPhone: string;
  attendanceRecord: { checkedIn: boolean; checkedOut: boolean };
};
type Person = { person: string; group: string; name: string; detail: string; allergies: string; medications: string; phone: string };
type Row = RollCallRow & Person;

type Props = {
  rosterId: number;
  rollCall: DeviceRollCall;
  children: readonly Child[];
  adults: readonly OnSiteAdult[];
  onPrintSheet: () => void;
  /** The roster, for a check-out at the gate during the alarm (the child then leaves this list). */
  onShowRoster: () => void;
};

export function RollCallScreen({ rosterId, rollCall, children, adults, onPrintSheet, onShowRoster }: Props) {
  const people = useMemo(() => onSiteNow(children, adults), [children, adults]);
  const rows = useMemo(() => rollCallRows(people, rollCall.marks), [people, rollCall.marks]);
  const missing = rows.filter((r) => !r.accounted).length;
  const [ending, setEnding] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  // The screen replaces the roster: a screen reader hears it at once.
  useEffect(() => heading.current?.focus(), []);
  const markedIn = rollCall.ids[0];
  return (
    <section aria-labelledby="roll-call-title" className="flex flex-col gap-2" data-testid="roll-call">
      <div className={`sticky z-10 rounded-lg border-4 p-2 ${missing ? "border-red-800 bg-red-50" : "border-green-800 bg-green-50"}`} style={BELOW_DOOR_STATUS}>
        <h2 id="roll-call-title" ref={heading} tabIndex={-1} className="text-xl font-black text-red-900 sm:text-2xl">
          Emergency roll call
        </h2>
        <p className="font-bold" aria-live="polite" data-testid="roll-call-count">
          {missing ? `${missing} missing of ${rows.length}` : `Everyone accounted for (${rows.length})`} · started {formatClock(rollCall.startedAt)}
        </p>
        <div className="mt-2 flex flex-wrap gap-2">
          <button type="button" className="min-h-11 rounded-lg border-2 border-slate-900 bg-white px-3 font-black" onClick={onPrintSheet}>
            Emergency sheet
          </button>
          <button type="button" className="min-h-11 rounded-lg border-2 border-slate-900 bg-white px-3 font-black" onClick={onShowRoster}>
            Roster (check-outs)
          </button>
          {ending ? (
            <>
              <button
                type="button"
                className="min-h-11 rounded-lg border-2 border-red-800 bg-red-800 px-3 font-black text-white"
                onClick={() => endRollCall(rosterId, rollCall.ids)}
              >
                Yes, end the roll call
              </button>
              <button type="button" className="min-h-11 rounded-lg border-2 border-slate-900 bg-white px-3 font-black" onClick={() => setEnding(false)}>
                Keep going
              </button>
            </>
          ) : (
            <button type="button" className="min-h-11 rounded-lg border-2 border-red-800 bg-white px-3 font-black text-red-900" onClick={() => setEnding(true)}>
              End roll call
            </button>
          )}
        </div>
      </div>
      {rows.length === 0 ? (
        <p className="rounded-lg border-2 border-dashed border-slate-500 p-6 text-center text-lg font-bold">No one is checked in on this roster.</p>
      ) : (
        <ul className="flex flex-col gap-1" aria-label="Everyone on site, missing first">
          {rows.map((row) => (
            // Spread: the line compares plain values, so the 1,000 lines a mark did not change stay as they are.
            <RollCallLine key={row.person} {...lineOf(row)} rosterId={rosterId} rollCallId={markedIn} />
          ))}
        </ul>
      )}
    </section>
  );
}

/** Children checked in and not checked out, and the adults on site (visitors too). */
function onSiteNow(children: readonly Child[], adults: readonly OnSiteAdult[]): Person[] {
  const kids = children
    .filter((c) => c.attendanceRecord.checkedIn && !c.attendanceRecord.checkedOut)
    .map((c) => ({
      person: `camper:${c.id}`,
      group: c.groupName.trim(),
      name: c.camperName,
      detail: "",
      allergies: hasMedicalFlag(c.allergies) ? c.allergies : "",
      medications: hasMedicalFlag(c.medications) ? c.medications : "",
      phone: c.parentPhone,
    }));
  const grown = adults.map((a) => ({
    person: a.person,
    group: a.group,
    name: a.name,
    detail: ADULT_ROLE_NAMES[a.role],
    allergies: "",
    medications: "",
    phone: "",
  }));
  return [...kids, ...grown];
}

/** A line's values, all plain (rollCallRows makes new row objects at every mark). */
const lineOf = ({ person, name, group, detail, allergies, medications, phone, accounted, markedAt, markedBy }: Row) => ({
  person,
  name,
  group,
  detail,
  allergies,
  medications,
  phone,
  accounted,
  markedAt,
  markedBy,
});
type Line = ReturnType<typeof lineOf>;

// A tap repaints only the line it changed (1,000 children on a phone).
const RollCallLine = memo(function RollCallLine({ rosterId, rollCallId, ...row }: Line & { rosterId: number; rollCallId: string }) {
  const mark = (accounted: boolean) => markInRollCall(rosterId, rollCallId, row.person, accounted);
  return (
    <li
      className={`flex flex-wrap items-center gap-2 rounded-lg border-2 px-2 py-1 ${row.accounted ? "border-green-700 bg-green-50" : "border-red-700 bg-white"}`}
      data-testid="roll-call-row"
      data-person={row.name}
      data-accounted={row.accounted}
    >
      <div className="min-w-0 flex-1">
        <p className="font-black">
          {row.name} <span className="font-bold text-slate-700">· {groupLabel(row.group)}</span>
          {row.detail ? <span className="font-bold text-slate-700"> · {row.detail}</span> : null}
        </p>
        {row.allergies || row.medications ? (
          <p className="font-bold text-red-900">
            ⚠ {[row.allergies && `Allergy: ${row.allergies}`, row.medications && `Medication: ${row.medications}`].filter(Boolean).join(" · ")}
          </p>
        ) : null}
        {row.phone ? (
          <a className="font-bold text-sky-900 underline" href={telHref(row.phone)}>
            Call guardian {row.phone}
          </a>
        ) : null}
      </div>
      {row.accounted ? (
        <div className="flex items-center gap-2">
          <span className="text-sm font-bold text-green-900">
            ✓ {formatClock(row.markedAt!)}
            {row.markedBy ? ` · ${row.markedBy}` : ""}
          </span>
          <button
            type="button"
            className="min-h-11 rounded-lg border-2 border-slate-900 bg-white px-3 font-black"
            onClick={() => mark(false)}
            aria-label={`Undo: ${row.name} not accounted for`}
          >
            Undo
          </button>
        </div>
      ) : (
        <button
          type="button"
          className="min-h-12 rounded-lg bg-green-700 px-4 text-lg font-black text-white"
          onClick={() => mark(true)}
          aria-label={`${row.name} accounted for`}
        >
          Accounted for
        </button>
      )}
    </li>
  );
});
