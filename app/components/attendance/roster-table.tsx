// The roster at the door: one row per camper with big check-in/out buttons, the group, the
// allergy and medication flags (red and violet blocks, never small print), and notes.
import { memo, Suspense, useRef, useState } from "react";
import { checkOutChange, type DoorState } from "~/lib/attendance/door-changes";
import { formatAgesInNotes, telHref } from "~/lib/attendance/display";
import type { Pickup } from "~/lib/attendance/pickup-schema";
import type { RosterEntryFields } from "~/lib/attendance/roster-entry-schema";
import { GROUP_NAMES } from "~/lib/attendance/groups";
import { cannotHavePrize, hasMedicalFlag, PRIZE_CONFLICT_BADGE } from "~/lib/attendance/prize";
import type { TimeAlertLevel } from "~/lib/attendance/time-events";
import { formatClock } from "~/lib/format";
import { breaksRatioLabel, breaksRatioName } from "~/lib/here-now/ratio-alerts";
import type { RosterMedicationEntry } from "~/server/attendance/roster-load.server";
import type { PickupEntry } from "./pickup-dialog";
import { DayHistory } from "./day-history";
import { MedicationButton, medicationSlots } from "./medication-button";
import { recordDoorChange } from "./door-queue";
import { useCheckInWarning } from "./ratio-warning";
import { markRowRender, useRow, type RowStore } from "./row-store";
import { doorLazy } from "./door-lazy";
import { useRosterWindow } from "./roster-window";

// Dialogs load the first time they open (the door's service worker keeps them on the device, so
// they open with no network too): a row's first scripts stay small.
const PickupDialog = doorLazy(() => import("./pickup-dialog").then((m) => m.PickupDialog));
const RemoveCamperDialog = doorLazy(() => import("./remove-camper-dialog").then((m) => m.RemoveCamperDialog));
const UndoCheckInDialog = doorLazy(() => import("./undo-check-in-dialog").then((m) => m.UndoCheckInDialog));

/** A camper's row at the door: the roster's fields as their schema gives them, and the day's record. */
export type ViewRow = RosterEntryFields & {
  id: number;
  camperId: number | null;
  authorizedPickupPersons: string;
  authorizedAdults: PickupEntry["authorizedAdults"];
  pickupCodeCheck: PickupEntry["pickupCodeCheck"];
  /** The day's medication log (each dose's state at every door). */
  medicationLog?: RosterMedicationEntry[];
  /** The time alerts acknowledged at any door ("medication@750"). */
  acknowledgedAlerts?: string[];
  /** The day's record as the door's changes fold it, with its row id and how the pickup was checked. */
  attendanceRecord: DoorState["attendanceRecord"] & { id: number; pickupMethod?: "adult" | "code" | "override" | null };
  alert: TimeAlertLevel;
};

const time = (ms: number | null) => (ms ? formatClock(ms) : "");

const big = "min-h-12 w-28 rounded-lg px-2 text-base font-black focus-visible:outline-4 focus-visible:outline-offset-2";

// A second tap this soon on the spot that just changed (Check in became Undo) is the same finger
// bouncing or unsure it took, never a decision: it does nothing. The check-in and check-out
// cells keep their width, so the other cell's button never moves under that finger.
export const SECOND_TAP_GUARD_MS = 1000;

/**
 * A check-in or check-out that happened: when, by whom, and its Undo. Below 1024 px the cell keeps
 * the time and the Undo, and who (the counselor, who picked up) goes on the row's own line
 * (HandOverLine), where there is room to read it. The cell keeps its width (see SECOND_TAP_GUARD_MS),
 * and a two-digit hour ("10:42 AM") with "Undo" beside it is wider than that: the time gives way
 * ("AM" goes under the clock) and the Undo never shrinks, so its whole word and a 44 px target stay.
 */
function DoneStamp({
  label,
  at,
  by,
  tone,
  undoLabel,
  onUndo,
  pickedUpBy,
}: {
  pickedUpBy?: string | null;
  label: "In" | "Out";
  at: number | null;
  by: string | null;
  tone: string;
  undoLabel: string;
  /** None on a roster of another day. */
  onUndo?: () => void;
}) {
  return (
    <div className="flex items-center gap-1 lg:gap-2">
      <p className={`min-w-0 text-sm leading-tight font-black lg:whitespace-nowrap ${tone}`}>
        ✓ {label}
        <span className="block">{time(at)}</span>
        <span className="block text-xs font-bold text-slate-700 max-lg:hidden">by {by}</span>
        {pickedUpBy ? (
          <span className="block max-w-40 truncate text-xs font-bold text-slate-900 max-lg:hidden" data-testid="picked-up-by">
            with {pickedUpBy}
          </span>
        ) : null}
      </p>
      {onUndo ? (
        <button
          type="button"
          className="min-h-11 min-w-11 shrink-0 rounded-lg border-2 border-slate-700 px-1.5 text-sm font-bold whitespace-nowrap"
          onClick={onUndo}
          aria-label={undoLabel}
        >
          Undo
        </button>
      ) : null}
    </div>
  );
}

/** Below 1024 px: who checked the camper in and out, and who picked them up, on a line of the row's own. */
function HandOverLine({ record }: { record: ViewRow["attendanceRecord"] }) {
  if (!record.checkedIn) return null;
  return (
    <p className="text-sm leading-snug font-bold text-slate-800" data-testid="hand-over-line">
      <span className="text-green-900">In by {record.checkedInBy}</span>
      {record.checkedOut ? (
        <>
          {" · "}
          <span className="text-sky-950">Out by {record.checkedOutBy}</span>
          {record.pickedUpBy ? (
            <>
              {", "}
              <span className="text-slate-950" data-testid="picked-up-by">
                with {record.pickedUpBy}
              </span>
            </>
          ) : null}
        </>
      ) : null}
    </p>
  );
}

/**
 * A child's Check in. When this check-in breaks the group's ratio the button says so before the
 * tap, where the counselor is looking ("Breaks 1:10", amber); the check-in still happens: the door
 * never turns a child away (docs/decisions/0056-door-warnings-that-stay.md).
 */
function CheckInButton({ row, onTap }: { row: ViewRow; onTap: () => void }) {
  const warning = useCheckInWarning(row.groupName);
  return (
    <button
      type="button"
      className={`${big} ${warning ? "border-4 border-red-800 bg-amber-300 leading-tight text-slate-950 hover:bg-amber-400" : "bg-green-700 text-white hover:bg-green-800"}`}
      onClick={onTap}
      aria-label={warning ? breaksRatioName(row.camperName, row.groupName.trim(), warning) : `Check in ${row.camperName}`}
      data-breaks-ratio={warning ? "true" : undefined}
    >
      Check in
      {warning ? (
        <span className="block text-sm font-black text-red-900" data-testid="check-in-breaks-ratio">
          <span aria-hidden="true">▲ </span>
          {breaksRatioLabel(warning)}
        </span>
      ) : null}
    </button>
  );
}

function useAttendanceCells(row: ViewRow, otherDay: boolean) {
  const [pickupOpen, setPickupOpenState] = useState(false);
  // Mounted from its first opening on (and kept, so it closes with its own focus return).
  const [pickupUsed, setPickupUsed] = useState(false);
  const setPickupOpen = (open: boolean) => {
    if (open) setPickupUsed(true);
    setPickupOpenState(open);
  };
  // Undoing the check-in of a camper who went home asks first (it undoes the check-out too).
  const [undoInOpen, setUndoInOpenState] = useState(false);
  const [undoInUsed, setUndoInUsed] = useState(false);
  const setUndoInOpen = (open: boolean) => {
    if (open) setUndoInUsed(true);
    setUndoInOpenState(open);
  };
  const lastTap = useRef({ in: 0, out: 0 });
  const r = row.attendanceRecord;
  /** Runs a tap in a cell unless that cell changed a moment ago. */
  const tap = (cell: "in" | "out", action: () => void) => () => {
    if (Date.now() - lastTap.current[cell] < SECOND_TAP_GUARD_MS) return;
    lastTap.current[cell] = Date.now();
    action();
  };
  // Every change goes through the device's queue: it shows at once and is sent when it can be.
  const send = (kind: "checkIn" | "undoCheckIn" | "undoCheckOut") => recordDoorChange({ kind, entryId: row.id });
  /** The seam for the pickup dialog: a check-out, with how the camper was picked up when known. */
  const onCheckOut = (entry: ViewRow, pickup?: Pickup) =>
    recordDoorChange({ kind: "checkOut", entryId: entry.id, ...(pickup === undefined ? {} : { change: checkOutChange(pickup) }) });
  // A roster of another day offers no Check in, Check out or Undo: the server records changes only on the roster's own day.
  const notToday = <span className="text-sm font-bold text-slate-700">Not today</span>;
  const checkIn = r.checkedIn ? (
    <>
      <DoneStamp
        label="In"
        at={r.checkedInAt}
        by={r.checkedInBy}
        tone="text-green-800"
        undoLabel={`Undo check-in for ${row.camperName}`}
        onUndo={otherDay ? undefined : tap("in", () => (r.checkedOut ? setUndoInOpen(true) : send("undoCheckIn")))}
      />
      {undoInUsed ? (
        <Suspense fallback={null}>
          <UndoCheckInDialog row={row} open={undoInOpen} onOpenChange={setUndoInOpen} onConfirm={() => send("undoCheckIn")} />
        </Suspense>
      ) : null}
    </>
  ) : otherDay ? (
    notToday
  ) : (
    <CheckInButton row={row} onTap={tap("in", () => send("checkIn"))} />
  );
  const checkOut = !r.checkedIn ? (
    <span className="text-sm text-slate-600">Not here yet</span>
  ) : r.checkedOut ? (
    <DoneStamp
      label="Out"
      at={r.checkedOutAt}
      by={r.checkedOutBy}
      tone="text-sky-900"
      undoLabel={`Undo check-out for ${row.camperName}`}
      pickedUpBy={r.pickedUpBy}
      onUndo={otherDay ? undefined : tap("out", () => send("undoCheckOut"))}
    />
  ) : otherDay ? (
    notToday
  ) : (
    <>
      <button
        type="button"
        className={`${big} bg-sky-800 text-white hover:bg-sky-900`}
        onClick={tap("out", () => (row.camperId ? setPickupOpen(true) : onCheckOut(row)))}
        aria-label={`Check out ${row.camperName}`}
      >
        Check out
      </button>
      {pickupUsed ? (
        <Suspense fallback={null}>
          <PickupDialog open={pickupOpen} onOpenChange={setPickupOpen} entry={row} onCheckOut={(pickup) => onCheckOut(row, pickup)} />
        </Suspense>
      ) : null}
    </>
  );
  return { checkIn, checkOut };
}

function GroupSelect({ row }: { row: ViewRow }) {
  const value = row.groupName;
  const options = [...GROUP_NAMES, ...(value && !(GROUP_NAMES as readonly string[]).includes(value) ? [value] : [])];
  return (
    <select
      aria-label={`Group for ${row.camperName}`}
      value={value}
      onChange={(e) => recordDoorChange({ kind: "group", entryId: row.id, groupName: e.target.value })}
      className="min-h-11 w-full rounded-lg border-2 border-slate-700 bg-white px-2 font-bold text-slate-950"
    >
      <option value="">No group</option>
      {options.map((g) => (
        <option key={g}>{g}</option>
      ))}
    </select>
  );
}

function NotesEditor({ row }: { row: ViewRow }) {
  const saved = row.attendanceRecord.notes;
  const [draft, setDraft] = useState(saved);
  // Another device's note arrives: show it unless this counselor is typing one.
  const [shown, setShown] = useState(saved);
  if (shown !== saved) {
    setShown(saved);
    if (draft === shown) setDraft(saved);
  }
  return (
    <div className="flex flex-col gap-1">
      <label className="sr-only" htmlFor={`notes-${row.id}`}>
        Additional notes for {row.camperName}
      </label>
      <div className="flex gap-1">
        <input
          id={`notes-${row.id}`}
          value={draft}
          maxLength={1000}
          onChange={(e) => setDraft(e.target.value)}
          placeholder="Add a note"
          className="min-h-11 w-full min-w-0 rounded-lg border-2 border-slate-400 px-2 text-slate-950"
        />
        {draft.trim() !== saved ? (
          <button
            type="button"
            className="min-h-11 rounded-lg bg-slate-900 px-3 font-bold text-white"
            onClick={() => recordDoorChange({ kind: "notes", entryId: row.id, notes: draft })}
          >
            Save
          </button>
        ) : null}
      </div>
      <DayHistory row={row} />
    </div>
  );
}

function DeleteButton({ row }: { row: ViewRow }) {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  return (
    <>
      <button
        type="button"
        className="min-h-11 min-w-11 rounded-lg border-2 border-red-800 px-2 font-black text-red-800 hover:bg-red-50"
        aria-label={`Remove ${row.camperName}`}
        aria-haspopup="dialog"
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
      >
        ✕
      </button>
      {used ? (
        <Suspense fallback={null}>
          <RemoveCamperDialog row={row} open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}

function MedicalFlags({ row, dailyPrize }: { row: ViewRow; dailyPrize: string }) {
  const allergies = hasMedicalFlag(row.allergies);
  const meds = hasMedicalFlag(row.medications);
  return (
    <div className="flex flex-wrap gap-1 lg:flex-col">
      {allergies ? (
        <p className="rounded-md bg-red-700 px-2 py-0.5 font-black text-white">
          <span aria-hidden="true">⚠ </span>ALLERGY: {row.allergies}
        </p>
      ) : null}
      {meds ? <p className="rounded-md bg-violet-800 px-2 py-0.5 font-black text-white">MEDS: {row.medications}</p> : null}
      {allergies && cannotHavePrize(dailyPrize, row.allergies) ? (
        <p className="rounded-md border-2 border-red-700 bg-yellow-200 px-2 py-0.5 font-black text-red-900">{PRIZE_CONFLICT_BADGE}</p>
      ) : null}
      {!allergies && !meds ? <span className="text-slate-600">None</span> : null}
    </div>
  );
}

const ALERT_ROW: Record<TimeAlertLevel, string> = {
  none: "",
  upcoming: "bg-amber-50 outline-4 -outline-offset-4 outline-amber-500",
  urgent: "bg-red-50 outline-4 -outline-offset-4 outline-red-700",
};

/**
 * One row per camper. On a wide screen, the spec's columns; on a phone or tablet, two lines:
 * name, group and the check-in/out buttons, then the allergy and medication blocks. Group,
 * notes and Remove open under the row with its Edit button.
 */
export const RosterTable = memo(function RosterTable({
  ids,
  store,
  dailyPrize,
  header,
  otherDay = false,
}: {
  /** The rows to show, in order (the same array while the order holds: the table then skips rendering). */
  ids: number[];
  store: RowStore<ViewRow>;
  dailyPrize: string;
  header: { group: React.ReactNode; medical: React.ReactNode; notes: React.ReactNode };
  /** A roster of another day than today: no Check in, Check out or Undo. */
  otherDay?: boolean;
}) {
  // Below lg the rows are grid boxes, each skipped by the browser while off screen (door.css):
  // the table and its body are plain blocks there. A very long roster renders only the rows near
  // the screen (roster-window.ts), with spacers for the rest.
  const { body, window: win } = useRosterWindow(ids.length);
  const windowed = win.first > 0 || win.last < ids.length;
  return (
    <table className="w-full border-collapse text-left text-slate-950 max-lg:block" aria-rowcount={windowed ? ids.length + 1 : undefined}>
      <thead className="max-lg:sr-only">
        <tr className="border-b-4 border-slate-900 text-sm font-black tracking-wide uppercase" aria-rowindex={windowed ? 1 : undefined}>
          <th scope="col" className="p-2">
            Name
          </th>
          <th scope="col" className="p-2">
            {header.group}
          </th>
          <th scope="col" className="w-44 p-2">
            Checked in
          </th>
          <th scope="col" className="w-44 p-2">
            Checked out
          </th>
          <th scope="col" className="p-2">
            {header.medical}
          </th>
          <th scope="col" className="p-2">
            {header.notes}
          </th>
          <th scope="col" className="p-2">
            Delete
          </th>
        </tr>
      </thead>
      <tbody className="max-lg:block" ref={body}>
        {win.topPx > 0 ? <Spacer px={win.topPx} /> : null}
        {ids.slice(win.first, win.last).map((id, i) => (
          // The header is row 1: a screen reader says "row 502 of 1001" in a windowed roster.
          <RosterRow key={id} id={id} store={store} dailyPrize={dailyPrize} otherDay={otherDay} rowIndex={windowed ? win.first + i + 2 : undefined} />
        ))}
        {win.bottomPx > 0 ? <Spacer px={win.bottomPx} /> : null}
      </tbody>
    </table>
  );
});

/** The height of the rows not rendered, above or below the window. */
function Spacer({ px }: { px: number }) {
  return (
    <tr aria-hidden="true" className="max-lg:block" data-testid="roster-spacer">
      <td colSpan={7} className="p-0 max-lg:block" style={{ height: `${Math.round(px)}px` }} />
    </tr>
  );
}

// A row renders only when its own camper changed (its entry in the store): a tap, or a sync
// that changed one camper, renders one row of a 1,000-camper day.
const RosterRow = memo(function RosterRow({
  id,
  store,
  dailyPrize,
  otherDay,
  rowIndex,
}: {
  id: number;
  store: RowStore<ViewRow>;
  dailyPrize: string;
  otherDay: boolean;
  rowIndex?: number;
}) {
  const row = useRow(store, id);
  markRowRender(id);
  return row ? <RosterRowCells row={row} dailyPrize={dailyPrize} otherDay={otherDay} rowIndex={rowIndex} /> : null;
});

function RosterRowCells({ row, dailyPrize, otherDay, rowIndex }: { row: ViewRow; dailyPrize: string; otherDay: boolean; rowIndex?: number }) {
  const { checkIn, checkOut } = useAttendanceCells(row, otherDay);
  const [editing, setEditing] = useState(false);
  // A medication time written only in the notes still shows its cell (and Medication button) on a phone.
  const flagged = hasMedicalFlag(row.allergies) || hasMedicalFlag(row.medications) || medicationSlots(row).length > 0;
  const cell = "p-2 align-top max-lg:p-0";
  const editCell = `${cell} max-lg:col-span-3 ${editing ? "" : "max-lg:hidden"}`;
  const here = row.attendanceRecord.checkedIn && !row.attendanceRecord.checkedOut;
  const name = (
    <>
      {row.camperName}
      {row.nickname ? <span className="font-bold text-slate-700"> ({row.nickname})</span> : null}
    </>
  );
  return (
    <tr
      className={`border-b-2 border-slate-300 max-lg:grid max-lg:grid-cols-[minmax(0,1fr)_auto_auto] max-lg:items-center max-lg:gap-x-2 max-lg:gap-y-1 max-lg:px-2 max-lg:py-1.5 ${here ? "border-l-8 border-l-green-700" : ""} ${ALERT_ROW[row.alert]}`}
      data-testid="roster-row"
      data-camper={row.camperName}
      data-alert={row.alert}
      aria-rowindex={rowIndex}
    >
      <th scope="row" className={`${cell} font-normal sm:max-lg:flex sm:max-lg:flex-wrap sm:max-lg:items-baseline sm:max-lg:gap-x-2`}>
        {/* On a phone the name opens the row's group, notes and Remove; on a wide screen they are columns. */}
        <button
          type="button"
          className="min-h-11 min-w-11 text-left text-base leading-tight font-black sm:text-lg lg:hidden"
          aria-expanded={editing}
          onClick={() => setEditing(!editing)}
        >
          {name}
          <span aria-hidden="true" className="ml-1 text-sm text-slate-600">
            {editing ? "▴" : "▾"}
          </span>
        </button>
        <p className="text-lg leading-tight font-black max-lg:hidden">{name}</p>
        <p className="flex flex-wrap items-center gap-x-1 text-sm leading-snug font-semibold text-slate-800">
          {row.groupName ? <span className="rounded bg-slate-200 px-1 font-bold text-slate-950 lg:hidden">{row.groupName}</span> : null}
          {row.afterCare ? <span className="rounded bg-slate-900 px-1 font-bold text-white">After care</span> : null}
          {row.alert === "urgent" ? (
            <span className="rounded bg-red-700 px-1 font-bold text-white">Due now</span>
          ) : row.alert === "upcoming" ? (
            <span className="rounded bg-amber-400 px-1 font-bold text-slate-950">Coming up</span>
          ) : null}
          {row.notes ? <span>{formatAgesInNotes(row.notes)}</span> : null}
          {row.attendanceRecord.notes ? <span className="italic lg:hidden">Note: {row.attendanceRecord.notes}</span> : null}
          {row.parentPhone ? (
            <a className="font-bold text-sky-900 underline max-lg:hidden" href={telHref(row.parentPhone)}>
              {row.parentPhone}
            </a>
          ) : null}
        </p>
      </th>
      <td className={editCell}>
        <GroupSelect row={row} />
      </td>
      <td className={`${cell} max-lg:w-28`}>{checkIn}</td>
      <td className={`${cell} max-lg:w-28`}>{checkOut}</td>
      {row.attendanceRecord.checkedIn ? (
        <td className="hidden max-lg:col-span-3 max-lg:block">
          <HandOverLine record={row.attendanceRecord} />
        </td>
      ) : null}
      <td className={`${cell} max-lg:col-span-3 ${flagged ? "" : "max-lg:hidden"}`}>
        <MedicalFlags row={row} dailyPrize={dailyPrize} />
        <MedicationButton row={row} />
      </td>
      <td className={editCell}>
        <NotesEditor row={row} />
        {row.parentPhone ? (
          <a className="mt-1 inline-flex min-h-11 items-center text-sm font-bold text-sky-900 underline lg:hidden" href={telHref(row.parentPhone)}>
            Call parent: {row.parentPhone}
          </a>
        ) : null}
      </td>
      <td className={`${editCell} max-lg:text-right`}>
        <DeleteButton row={row} />
      </td>
    </tr>
  );
}
