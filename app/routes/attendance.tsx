// The door app's roster page: loader -> action -> component. The operations live in
// app/server/attendance/ (the JSON API calls the same ones); the page's hooks and pieces live in
// app/components/attendance/. Its dialogs and menus are imported, not lazy-loaded: the door works
// offline, and a chunk fetched on first use may never have reached the device.
import { useEffect, useState } from "react";
import { data, isRouteErrorResponse } from "react-router";
import { AddCamperDialog, NewSessionDialog } from "~/components/attendance/dialogs";
import { DoorHeader } from "~/components/attendance/door-header";
import { DoorToolbar, type DoorDialog } from "~/components/attendance/door-toolbar";
import { PRINT_CSS } from "~/components/attendance/print-views";
import { RosterDialogs } from "~/components/attendance/roster-dialogs";
import { NO_FILTER, RosterFilters, rosterHeader, type RosterFilter } from "~/components/attendance/roster-filters";
import { RosterTable } from "~/components/attendance/roster-table";
import { SessionDetails } from "~/components/attendance/session-details";
import { SessionPicker } from "~/components/attendance/session-picker";
import { useSteadyOrder } from "~/components/attendance/steady-order";
import { TimeAlerts, useCampClock } from "~/components/attendance/time-alerts";
import { useOptimisticRoster } from "~/components/attendance/use-optimistic-roster";
import { useRosterSync } from "~/components/attendance/use-roster-sync";
import { useViewRows } from "~/components/attendance/use-view-rows";
import { OfflineBanner } from "~/components/attendance/offline-banner";
import { keepPage, keptPage, useDoorApp } from "~/components/attendance/use-door-app";
import { countCampers } from "~/lib/attendance/display";
import { filterRoster, groupBadges, sortRoster } from "~/lib/attendance/sort";
import { unsavedReply } from "~/lib/attendance/unsaved";
import { handleAttendanceAction, loadAttendancePage } from "~/server/attendance-page.server";
import { getEnv } from "~/server/context";
import { requireStaffSession } from "~/server/staff-session.server";
import type { ChromeHandle } from "~/root";
import type { Route } from "./+types/attendance";

export const handle = { chrome: "none" } satisfies ChromeHandle;

export const meta: Route.MetaFunction = () => [{ title: "Attendance | Camp Sarraka" }, { name: "theme-color", content: "#020617" }];

// An installable door app: its manifest and icon (the service worker is registered by useDoorApp).
export const links: Route.LinksFunction = () => [
  { rel: "manifest", href: "/attendance.webmanifest" },
  { rel: "apple-touch-icon", href: "/door-icon-192.png" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const env = getEnv(context);
  return loadAttendancePage(env, request, requireStaffSession(env, request));
}

// With no network the roster comes from the device (kept by keepPage after every load); a page
// the service worker served from its cache may be older than the kept roster, so the newer wins.
export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  const url = new URL(request.url);
  const requestedAt = Date.now();
  let fresh: Awaited<ReturnType<typeof serverLoader>>;
  try {
    // requestedAt: changes this device saved before it are in this answer (useOptimisticRoster).
    fresh = { ...(await serverLoader()), requestedAt };
  } catch (error) {
    if (error instanceof Response || isRouteErrorResponse(error)) throw error;
    const kept = await keptPage(url);
    if (kept) return kept as typeof fresh;
    throw error;
  }
  const kept = await keptPage(url);
  if (kept && kept.loadedAt > fresh.loadedAt) return kept as typeof fresh;
  await keepPage(url, fresh);
  return fresh;
}
clientLoader.hydrate = true as const;

export async function action({ request, context }: Route.ActionArgs) {
  const env = getEnv(context);
  const staff = await requireStaffSession(env, request);
  return handleAttendanceAction(env, staff, await request.formData());
}

// A Wi-Fi blip at the door must not wipe the roster: a tap that cannot reach the server
// answers "not saved" (the row offers Retry) instead of throwing to the error screen. The
// 503 status keeps the router from reloading the page's data, which would fail the same way.
export async function clientAction({ request, serverAction }: Route.ClientActionArgs) {
  const form = await request.clone().formData();
  try {
    return await serverAction();
  } catch (error) {
    if (error instanceof Response || isRouteErrorResponse(error)) throw error;
    return data(unsavedReply(form), { status: 503 });
  }
}

export default function Attendance({ loaderData }: Route.ComponentProps) {
  const { sessions, roster, location, staff, today } = loaderData;
  const clock = useCampClock();
  const [filter, setFilterState] = useState<RosterFilter>(NO_FILTER);
  const setFilter = (change: Partial<RosterFilter>) => setFilterState((f) => ({ ...f, ...change }));
  const [dialog, setDialog] = useState<DoorDialog | null>(null);
  useRosterSync(roster?.id ?? null, roster?.version ?? null);
  const otherSite = roster ? sessions.find((s) => s.location !== roster.location && s.date === roster.date) : null;
  useDoorApp({ staffName: staff.displayName, otherSiteUrl: otherSite ? `/attendance?session=${otherSite.id}` : null });
  // The toast UI loads on first use; at the door the first toast may be "not saved" during a
  // Wi-Fi blip, when it could no longer be fetched. Load it while the network is there.
  useEffect(() => {
    void import("~/components/ui/toaster");
  }, []);

  const optimistic = useOptimisticRoster(roster?.roster ?? [], loaderData.requestedAt);
  const nowMinutes = roster && clock && clock.day === roster.date ? clock.minutes : null;
  const { rows, alertEntries } = useViewRows(optimistic, nowMinutes);
  const { search, sort, group, medicalOnly } = filter;
  const steady = useSteadyOrder(
    sortRoster(filterRoster(rows, { search, group, medicalOnly }), sort),
    `${roster?.id}|${sort}|${search}|${group}|${medicalOnly}`,
  );
  const visible = steady.rows;
  const dialogProps = (name: DoorDialog) => ({ open: dialog === name, onOpenChange: (o: boolean) => setDialog(o ? name : null) });

  return (
    <main id="main" className="min-h-dvh bg-white text-slate-950">
      <style>{PRINT_CSS}</style>
      <DoorHeader year={(roster?.date ?? today).slice(0, 4)} displayName={staff.displayName} />

      <div className="mx-auto flex max-w-[1400px] flex-col gap-2 px-3 py-2">
        <OfflineBanner camperName={(id) => rows.find((r) => r.id === id)?.camperName ?? "a camper"} />
        <SessionPicker location={location} sessions={sessions} selectedId={roster?.id ?? null} />
        <DoorToolbar rosterId={roster?.id ?? null} setDialog={setDialog} />

        {roster ? (
          <>
            <SessionDetails roster={roster} badges={groupBadges(rows)} />
            <RosterFilters filter={filter} setFilter={setFilter} />

            <p className="text-sm font-bold text-slate-700 print:hidden" aria-live="polite">
              Showing {visible.length} of {countCampers(rows.length)}
            </p>

            {rows.length === 0 ? (
              <p className="rounded-lg border-2 border-dashed border-slate-500 p-6 text-center text-lg font-bold">
                No campers on this roster yet. Use Smart Import, Import Names, Build from registrations or Add Camper.
              </p>
            ) : (
              <div {...steady.handlers}>
                <RosterTable rows={visible} dailyPrize={roster.dailyPrize} header={rosterHeader({ filter, setFilter })} />
              </div>
            )}

            <TimeAlerts sessionId={roster.id} entries={alertEntries} nowMinutes={nowMinutes} />
            <AddCamperDialog {...dialogProps("addCamper")} sessionId={roster.id} />
            <RosterDialogs roster={roster} rows={rows} dialog={dialog} setDialog={setDialog} />
          </>
        ) : (
          <p className="rounded-lg border-2 border-dashed border-slate-500 p-6 text-center text-lg font-bold">
            No sessions at {location} yet. Create one with New Session.
          </p>
        )}
      </div>
      <NewSessionDialog {...dialogProps("newSession")} location={location} defaultDate={roster?.date ?? today} />
    </main>
  );
}
