// The emergency roll call on a door device (docs/decisions/0050-emergency-roll-call.md): everyone
// on site by group, the missing on top; a tap marks someone accounted for (one tap undoes it);
// each child's allergy or medication and the guardian's phone to call. A child a parent checks
// out during it leaves the list. Every tap rides the door's queue: it works with no network, and
// the other doors' marks arrive with the roster's sync.
import { memo, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { telHref } from "~/lib/attendance/display";
import { hasMedicalFlag } from "~/lib/attendance/prize";
import type { RosterEntryFields } from "~/lib/attendance/roster-entry-schema";
import type { OnSiteAdult } from "~/lib/here-now/adults";
import { rollCallRows, type RollCallMark, type RollCallRow } from "~/lib/here-now/roll-call";
import { formatClock } from "~/lib/format";
import { ADULT_ROLE_NAMES, groupLabel } from "~/lib/vocabulary";
import { BELOW_DOOR_STATUS } from "./door-status-height";
import { useRosterWindow } from "./roster-window";
import { ORDER_SETTLE_MS } from "./steady-order";
import { endRollCall, markInRollCall, useRollCallMarks, type OpenRollCall } from "./use-roll-call";

type Child = Pick<RosterEntryFields, "camperName" | "groupName" | "allergies" | "medications" | "parentPhone"> & {
  id: number;
  attendanceRecord: { checkedIn: boolean; checkedOut: boolean };
};
type Person = { person: string; group: string; name: string; detail: string; allergies: string; medications: string; phone: string };
type Row = RollCallRow & Person;

type Props = {
  rosterId: number;
  rollCall: OpenRollCall;
  /** The marks the roster on screen holds (asked for at `requestedAt`); the screen lays this device's own over them. */
  serverMarks: readonly RollCallMark[];
  requestedAt: number;
  children: readonly Child[];
  adults: readonly OnSiteAdult[];
  onPrintSheet: () => void;
  /** The roster, for a check-out at the gate during the alarm (the child then leaves this list). */
  onShowRoster: () => void;
};

export function RollCallScreen({ rosterId, rollCall, serverMarks, requestedAt, children, adults, onPrintSheet, onShowRoster }: Props) {
  const people = useMemo(() => onSiteNow(children, adults), [children, adults]);
  const marks = useRollCallMarks(serverMarks, rosterId, requestedAt);
  const { rows, handlers } = useSteadyRollCall(people, marks);
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
        <RollCallList rows={rows} handlers={handlers} rosterId={rosterId} rollCallId={markedIn} />
      )}
    </section>
  );
}

/**
 * The list in a steady order: sorted (the missing first) when the roll call opens and again once
 * the taps pause (ORDER_SETTLE_MS after the last mark or touch, as the roster settles), never at
 * a mark, so a row never slides from under a finger and a mark changes one row.
 */
function useSteadyRollCall(people: readonly Person[], marks: readonly RollCallMark[]) {
  const [held, setHeld] = useState(() => rollCallRows(people, marks).map((r) => r.person));
  const latest = useRef({ people, marks });
  latest.current = { people, marks };
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const touching = useRef(false);
  const settleLater = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      if (touching.current) return;
      const sorted = rollCallRows(latest.current.people, latest.current.marks).map((r) => r.person);
      setHeld((h) => (h.length === sorted.length && h.every((p, i) => p === sorted[i]) ? h : sorted));
    }, ORDER_SETTLE_MS);
  }, []);
  const opened = useRef(false);
  useEffect(() => {
    if (opened.current) settleLater();
    opened.current = true;
  }, [people, marks, settleLater]);
  useEffect(() => () => clearTimeout(timer.current), []);
  const rows = useMemo(() => rollCallRows(people, marks, held), [people, marks, held]);
  const hold = useCallback(() => {
    touching.current = true;
    clearTimeout(timer.current);
  }, []);
  const release = useCallback(() => {
    touching.current = false;
    settleLater();
  }, [settleLater]);
  const handlers = {
    onPointerDownCapture: hold,
    onPointerUpCapture: release,
    onPointerCancelCapture: release,
    onKeyDownCapture: hold,
    onKeyUpCapture: release,
  };
  return { rows, handlers };
}

type ListHandlers = ReturnType<typeof useSteadyRollCall>["handlers"];

/**
 * Everyone on site. Over WINDOW_FROM people only the rows near the screen are in the page
 * (roster-window.ts, as the roster does), with spacers for the rest: opening a 1,000-child roll
 * call lays out a screenful, and a mark repaints its one line (the lines compare plain values).
 */
function RollCallList({ rows, handlers, rosterId, rollCallId }: { rows: Row[]; handlers: ListHandlers; rosterId: number; rollCallId: string }) {
  const { body, window: win } = useRosterWindow<HTMLUListElement>(rows.length, '[data-testid="roll-call-row"]');
  const windowed = win.first > 0 || win.last < rows.length;
  return (
    <ul ref={body} aria-label="Everyone on site, missing first" {...handlers}>
      {win.topPx > 0 ? <li aria-hidden="true" style={{ height: win.topPx }} /> : null}
      {rows.slice(win.first, win.last).map((row, i) => (
        // Spread: the line compares plain values, so the lines a mark did not change stay as they are.
        <RollCallLine
          key={row.person}
          {...lineOf(row)}
          rosterId={rosterId}
          rollCallId={rollCallId}
          position={windowed ? win.first + i + 1 : undefined}
          of={windowed ? rows.length : undefined}
        />
      ))}
      {win.bottomPx > 0 ? <li aria-hidden="true" style={{ height: win.bottomPx }} /> : null}
    </ul>
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
const RollCallLine = memo(function RollCallLine({
  rosterId,
  rollCallId,
  position,
  of,
  ...row
}: Line & { rosterId: number; rollCallId: string; position?: number; of?: number }) {
  const mark = (accounted: boolean) => markInRollCall(rosterId, rollCallId, row.person, accounted);
  return (
    <li
      // A screen reader hears the real place in a windowed list ("12 of 1,001").
      aria-posinset={position}
      aria-setsize={of}
      className={`mb-1 flex flex-wrap items-center gap-2 rounded-lg border-2 px-2 py-1 ${row.accounted ? "border-green-700 bg-green-50" : "border-red-700 bg-white"}`}
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
