// The door app's roster page as a counselor sees it: the strip (roll call, who is on site), the
// session picker and toolbar, the roster with its filters and dialogs, the time alerts, and the
// roll call screen when one is open. The route (app/routes/attendance.tsx) loads the data: from
// the server, or from the device when there is no network. Dialogs load the first time they open
// (the door's service worker keeps every one of them on the device, so they open offline too).
import { Suspense, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { DoorHeader } from "./door-header";
import { DoorToolbar, type DoorDialog } from "./door-toolbar";
import { NO_FILTER, RosterFilters, rosterHeader, type RosterFilter } from "./roster-filters";
import { RosterTable } from "./roster-table";
import { useRowStore, useStableIds } from "./row-store";
import { SessionDetails } from "./session-details";
import { SessionPicker } from "./session-picker";
import { useSteadyOrder } from "./steady-order";
import { useCampClock } from "./camp-clock";
import { useOptimisticRoster } from "./use-optimistic-roster";
import { useRosterSync } from "./use-roster-sync";
import { useViewRows } from "./use-view-rows";
import { DoorStrip } from "./door-strip";
import { useDoorApp } from "./use-door-app";
import { countCampers } from "~/lib/attendance/display";
import { formatCount } from "~/lib/format";
import { filterRoster, groupBadges, sortRoster } from "~/lib/attendance/sort";
import { otherDayNotice, rosterDay } from "~/lib/attendance/roster-day";
import type { loadAttendancePage } from "~/server/attendance/page.server";
import { doorLazy } from "./door-lazy";
import { TimeAlerts } from "./time-alerts";
import { GroupRatios, HereNow, staffOnSite } from "./here-now";
import { useAdultsOnSite } from "./use-adults-on-site";
// Not loaded on first use: an alarm may come after the network has gone.
import { RollCallScreen } from "./roll-call-screen";
import { startRollCall, useRollCall } from "./use-roll-call";
import { groupHeadcounts } from "~/lib/here-now/adults";
import { GROUP_NAMES } from "~/lib/vocabulary";

/** What the page shows: the server's answer, or the device's kept copy of one. */
export type DoorPageData = Awaited<ReturnType<typeof loadAttendancePage>>;

const AddCamperDialog = doorLazy(() => import("./dialogs").then((m) => m.AddCamperDialog));
const NewSessionDialog = doorLazy(() => import("./dialogs").then((m) => m.NewSessionDialog));
const AdultsDialog = doorLazy(() => import("./adults-dialog").then((m) => m.AdultsDialog));
const RosterDialogs = doorLazy(() => import("./roster-dialogs").then((m) => m.RosterDialogs));

/** The shell with no roster: opening (before the device's copy is read), or nothing to show. */
export function DoorShell({ nothingKept }: { nothingKept: boolean }) {
  return (
    <main id="main" className="grid min-h-dvh place-items-center bg-slate-950 px-4 text-white">
      <div className="max-w-md rounded-2xl bg-white p-6 text-slate-950" role="status">
        <h1 className="text-2xl font-black">Camp Sarraka Attendance</h1>
        {nothingKept ? (
          <p className="mt-2 text-lg font-bold">
            Offline: no roster is kept on this device (it is kept only for a signed-in session, until the end of its camp day). Connect to Wi-Fi and{" "}
            <a href="/attendance-login" className="underline">
              sign in
            </a>
            .
          </p>
        ) : (
          <p className="mt-2 text-lg font-bold">Opening the roster kept on this device…</p>
        )}
      </div>
    </main>
  );
}

const NO_ONE: never[] = [];
const NO_MARKS: never[] = [];

export function DoorPage({ loaderData }: { loaderData: DoorPageData }) {
  const { sessions, roster, location, staff, today } = loaderData;
  const clock = useCampClock();
  const [filter, setFilterState] = useState<RosterFilter>(NO_FILTER);
  const setFilter = useCallback((change: Partial<RosterFilter>) => setFilterState((f) => ({ ...f, ...change })), []);
  const [dialog, setDialogState] = useState<DoorDialog | null>(null);
  // The dialogs opened so far stay mounted (each closes with its own focus return); the others
  // are not loaded until they are first opened.
  const [used, setUsed] = useState<ReadonlySet<DoorDialog>>(new Set());
  const setDialog = useCallback((name: DoorDialog | null) => {
    if (name) setUsed((u) => (u.has(name) ? u : new Set([...u, name])));
    setDialogState(name);
  }, []);
  useRosterSync(roster?.id ?? null, roster?.version ?? null);
  const otherSite = roster ? sessions.find((s) => s.location !== roster.location && s.date === roster.date) : null;
  useDoorApp({ staffName: staff.displayName, signIn: staff.signIn ?? null, otherSiteUrl: otherSite ? `/attendance?session=${otherSite.id}` : null });
  const optimistic = useOptimisticRoster(roster?.roster ?? [], loaderData.requestedAt);
  const adults = useAdultsOnSite(roster?.adults ?? NO_ONE, roster?.staffList ?? NO_ONE, roster?.id ?? null, loaderData.requestedAt);
  const rollCall = useRollCall(roster?.rollCall ?? null, roster?.id ?? null, loaderData.requestedAt);
  // During a roll call the roster is one tap away (a parent at the gate), then back to the roll call.
  const [rosterDuringRollCall, setRosterDuringRollCall] = useState(false);
  const rollCallShown = rollCall !== null && !rosterDuringRollCall;
  const rollCallOpen = rollCall !== null;
  useEffect(() => {
    if (!rollCallOpen) setRosterDuringRollCall(false);
  }, [rollCallOpen]);
  const headcounts = useMemo(() => (roster ? groupHeadcounts(optimistic, adults, roster.ratio) : []), [optimistic, adults, roster]);
  const groupChoices = useMemo(
    () => [...new Set([...GROUP_NAMES, ...optimistic.map((r) => r.groupName.trim()), ...adults.map((a) => a.group)])].filter(Boolean),
    [optimistic, adults],
  );
  const nowMinutes = roster && clock && clock.day === roster.date ? clock.minutes : null;
  const day = roster ? rosterDay(roster.date, today, clock?.day ?? null) : "today";
  const { rows, alertEntries } = useViewRows(optimistic, nowMinutes);
  // Every child this page has shown, by row: a change the server refused names its child even once
  // the child is off the roster (removed at another door meanwhile).
  const names = useRef(new Map<number, string>());
  useEffect(() => {
    for (const r of rows) names.current.set(r.id, r.camperName);
  }, [rows]);
  const camperName = useCallback((id: number) => names.current.get(id) ?? "a child no longer on this roster", []);
  const { search, sort, group, medicalOnly } = filter;
  // Sorted again only when a camper or the sort changed: a reload that changed no one, or a roll
  // call's page rendering behind its screen, does not sort 1,000 campers.
  const sorted = useMemo(() => sortRoster(filterRoster(rows, { search, group, medicalOnly }), sort), [rows, search, group, medicalOnly, sort]);
  const steady = useSteadyOrder(sorted, `${roster?.id}|${sort}|${search}|${group}|${medicalOnly}`);
  const visible = steady.rows;
  // Rows render from a store by id: a tap or a sync renders only the rows that changed.
  const store = useRowStore(rows);
  const ids = useStableIds(useMemo(() => visible.map((r) => r.id), [visible]));
  const header = useMemo(() => rosterHeader({ filter, setFilter }), [filter, setFilter]);
  const dialogProps = (name: DoorDialog) => ({ open: dialog === name, onOpenChange: (o: boolean) => setDialog(o ? name : null) });
  const rosterDialogUsed = [...used].some((d) => d !== "addCamper" && d !== "newSession" && d !== "adults");

  return (
    <main id="main" className="min-h-dvh bg-white text-slate-950">
      <DoorHeader year={(roster?.date ?? today).slice(0, 4)} displayName={staff.displayName} />

      <div className="mx-auto flex max-w-[1400px] flex-col gap-2 px-3 py-2">
        <DoorStrip
          camperName={camperName}
          rosterOpen={roster !== null}
          rollCall={rollCall === null ? "none" : rollCallShown ? "shown" : "behind"}
          onRollCall={() => roster && startRollCall(roster.id)}
          onBackToRollCall={() => setRosterDuringRollCall(false)}
          headcounts={headcounts}
          staffOnSite={staffOnSite(adults)}
        />
        <SessionPicker location={location} sessions={sessions} selectedId={roster?.id ?? null} />
        <DoorToolbar rosterId={roster?.id ?? null} setDialog={setDialog} />

        {roster && rollCall && rollCallShown ? (
          <RollCallScreen
            rosterId={roster.id}
            rollCall={rollCall}
            serverMarks={roster.rollCall?.marks ?? NO_MARKS}
            requestedAt={loaderData.requestedAt}
            children={optimistic}
            adults={adults}
            onPrintSheet={() => setDialog("printEmergency")}
            onShowRoster={() => setRosterDuringRollCall(true)}
          />
        ) : null}
        {roster ? (
          <div hidden={rollCallShown} className="flex flex-col gap-2">
            {day !== "today" ? (
              <p className="rounded-lg border-4 border-amber-700 bg-amber-100 px-3 py-2 text-base font-black text-amber-950" data-testid="other-day">
                {otherDayNotice(day, roster.date, today)}
              </p>
            ) : null}
            <SessionDetails roster={roster} badges={groupBadges(rows)}>
              <HereNow headcounts={headcounts} adults={adults} ratio={roster.ratio} />
              <GroupRatios headcounts={headcounts} adults={adults} />
            </SessionDetails>
            <RosterFilters filter={filter} setFilter={setFilter} />

            <p className="text-sm font-bold text-slate-700 print:hidden" aria-live="polite">
              Showing {formatCount(visible.length)} of {countCampers(rows.length)}
            </p>

            {rows.length === 0 ? (
              <p className="rounded-lg border-2 border-dashed border-slate-500 p-6 text-center text-lg font-bold">
                No campers on this roster yet. Use Smart Import, Import Names, Build from registrations or Add Camper.
              </p>
            ) : (
              <div {...steady.handlers}>
                <RosterTable ids={ids} store={store} dailyPrize={roster.dailyPrize} header={header} otherDay={day !== "today"} />
              </div>
            )}

            <TimeAlerts sessionId={roster.id} entries={alertEntries} nowMinutes={nowMinutes} store={store} />
            <Suspense fallback={null}>
              {used.has("addCamper") ? <AddCamperDialog {...dialogProps("addCamper")} sessionId={roster.id} /> : null}
              {used.has("adults") ? (
                <AdultsDialog {...dialogProps("adults")} rosterId={roster.id} adults={adults} staffList={roster.staffList} groups={groupChoices} />
              ) : null}
              {rosterDialogUsed ? <RosterDialogs roster={roster} rows={rows} dialog={dialog} setDialog={setDialog} /> : null}
            </Suspense>
          </div>
        ) : (
          <p className="rounded-lg border-2 border-dashed border-slate-500 p-6 text-center text-lg font-bold">
            No sessions at {location} yet. Create one with New Session.
          </p>
        )}
      </div>
      <Suspense fallback={null}>
        {used.has("newSession") ? <NewSessionDialog {...dialogProps("newSession")} location={location} defaultDate={roster?.date ?? today} /> : null}
      </Suspense>
    </main>
  );
}
