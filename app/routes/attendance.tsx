import { useEffect, useMemo, useRef, useState } from "react";
import { data, isRouteErrorResponse, Link, useFetcher, useFetchers, useNavigate, useRevalidator } from "react-router";
import { AddCamperDialog, CsvImportDialog, NewSessionDialog } from "~/components/attendance/dialogs";
import { AllergySheetPrint, GroupRostersPrint, PRINT_CSS, PrintRoot } from "~/components/attendance/print-views";
import { RosterTable, type ViewRow } from "~/components/attendance/roster-table";
import { useSteadyOrder } from "~/components/attendance/steady-order";
import { TimeAlerts, useCampClock } from "~/components/attendance/time-alerts";
import { useActionToast } from "~/components/attendance/use-action-toast";
import { ConfirmDialog } from "~/components/ui/alert-dialog";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogFooter, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from "~/components/ui/dropdown-menu";
import { countCampers } from "~/lib/attendance/display";
import { GROUP_NAMES } from "~/lib/attendance/groups";
import { filterRoster, groupBadges, SORT_OPTIONS, sortRoster, type SortOption } from "~/lib/attendance/sort";
import { entryAlertLevel, timeEventsForEntry } from "~/lib/attendance/time-events";
import { unsavedReply } from "~/lib/attendance/unsaved";
import { handleAttendanceAction, loadAttendancePage, type AttendanceActionResult } from "~/server/attendance-page.server";
import { getEnv } from "~/server/context";
import { requireStaffSession } from "~/server/staff-session.server";
import type { ChromeHandle } from "~/root";
import type { Route } from "./+types/attendance";

export const handle = { chrome: "none" } satisfies ChromeHandle;

export const meta: Route.MetaFunction = () => [{ title: "Attendance | Camp Sarraka" }];

// Another device's change shows here within this interval (plus one request).
const SYNC_INTERVAL_MS = 3000;

export async function loader({ request, context }: Route.LoaderArgs) {
  const env = getEnv(context);
  return loadAttendancePage(env, request, requireStaffSession(env, request));
}

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

type Change = "checkin" | "uncheckin" | "checkout" | "uncheckout";

/** Applies in-flight check-in/out taps so the row and the badges change at once. */
function useOptimisticRoster<T extends { id: number; attendanceRecord: ViewRow["attendanceRecord"] }>(rows: T[]): T[] {
  const fetchers = useFetchers();
  return useMemo(() => {
    const pending = new Map<number, Change>();
    for (const f of fetchers) {
      if (f.formData?.get("intent") !== "attendance") continue;
      pending.set(Number(f.formData.get("rosterEntryId")), f.formData.get("change") as Change);
    }
    if (pending.size === 0) return rows;
    return rows.map((row) => {
      const change = pending.get(row.id);
      if (!change) return row;
      const r = { ...row.attendanceRecord };
      const at = Date.now();
      if (change === "checkin" && !r.checkedIn) Object.assign(r, { checkedIn: true, checkedInAt: at, checkedInBy: "you" });
      if (change === "uncheckin") Object.assign(r, { checkedIn: false, checkedInAt: null, checkedInBy: null, checkedOut: false, checkedOutAt: null, checkedOutBy: null });
      if (change === "checkout" && !r.checkedOut) Object.assign(r, { checkedOut: true, checkedOutAt: at, checkedOutBy: "you" });
      if (change === "uncheckout") Object.assign(r, { checkedOut: false, checkedOutAt: null, checkedOutBy: null });
      return { ...row, attendanceRecord: r };
    });
  }, [rows, fetchers]);
}

/** Polls the roster's version stamp while the page is visible; reloads when it changed. */
function useRosterSync(sessionId: number | null, version: string | null) {
  const revalidator = useRevalidator();
  const fetchers = useFetchers();
  const busy = useRef(false);
  busy.current = revalidator.state !== "idle" || fetchers.some((f) => f.state !== "idle");
  const current = useRef(version);
  current.current = version;
  const revalidate = useRef(revalidator.revalidate);
  revalidate.current = revalidator.revalidate;
  useEffect(() => {
    if (!sessionId) return;
    const timer = setInterval(async () => {
      if (document.visibilityState !== "visible" || busy.current) return;
      try {
        const response = await fetch(`/api/attendance/sessions/${sessionId}/version`, { credentials: "same-origin" });
        if (response.status === 401) return window.location.assign("/attendance-login");
        const { version: latest } = (await response.json()) as { version: string };
        if (latest !== current.current && !busy.current) revalidate.current();
      } catch {
        // Offline for a moment at the door: the next tick tries again.
      }
    }, SYNC_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [sessionId]);
}

export default function Attendance({ loaderData }: Route.ComponentProps) {
  const { sessions, roster, location, staff, today } = loaderData;
  const navigate = useNavigate();
  const clock = useCampClock();
  const [sort, setSort] = useState<SortOption>("default");
  const [search, setSearch] = useState("");
  const [group, setGroup] = useState("");
  const [medicalOnly, setMedicalOnly] = useState(false);
  const [dialog, setDialog] = useState<null | "newSession" | "addCamper" | "importNames" | "smartImport" | "importMedical" | "printGroups" | "printAllergy">(null);
  const [uucaGroupCount, setUucaGroupCount] = useState<"2" | "3">("3");
  const clearFetcher = useFetcher<AttendanceActionResult>();
  const buildFetcher = useFetcher<AttendanceActionResult>();
  useActionToast(clearFetcher);
  useActionToast(buildFetcher);
  useRosterSync(roster?.id ?? null, roster?.version ?? null);
  // The toast UI loads on first use; at the door the first toast may be "not saved" during a
  // Wi-Fi blip, when it could no longer be fetched. Load it while the network is there.
  useEffect(() => {
    void import("~/components/ui/toaster");
  }, []);

  const optimistic = useOptimisticRoster(roster?.roster ?? []);
  const isToday = Boolean(roster && clock && clock.day === roster.date);
  const nowMinutes = isToday && clock ? clock.minutes : null;
  // Each camper's view row is rebuilt only when that camper changed (or the minute did), so
  // the rows that did not change skip rendering.
  const viewRows = useRef(new WeakMap<object, { nowMinutes: number | null; row: ViewRow & { checkedIn: boolean; checkedOut: boolean } }>());
  const rows = useMemo(
    () =>
      optimistic.map((r) => {
        const cached = viewRows.current.get(r);
        if (cached && cached.nowMinutes === nowMinutes) return cached.row;
        const row = {
          ...r,
          checkedIn: r.attendanceRecord.checkedIn,
          checkedOut: r.attendanceRecord.checkedOut,
          alert: nowMinutes == null ? "none" : entryAlertLevel(timeEventsForEntry({ notes: `${r.notes} ${r.attendanceRecord.notes}`, medications: r.medications }), nowMinutes),
        } satisfies ViewRow & { checkedIn: boolean; checkedOut: boolean };
        viewRows.current.set(r, { nowMinutes, row });
        return row;
      }),
    [optimistic, nowMinutes],
  );
  // Re-read for alerts only when the roster changed, not on every tap's re-render.
  const alertEntries = useMemo(() => rows.map((r) => ({ id: r.id, camperName: r.camperName, notes: `${r.notes} ${r.attendanceRecord.notes}`, medications: r.medications })), [rows]);
  const steady = useSteadyOrder(sortRoster(filterRoster(rows, { search, group, medicalOnly }), sort), `${roster?.id}|${sort}|${search}|${group}|${medicalOnly}`);
  const visible = steady.rows;
  const badges = groupBadges(rows);
  const year = (roster?.date ?? today).slice(0, 4);
  const siteSessions = sessions.filter((s) => s.location === location);

  const logout = async () => {
    try {
      await fetch("/api/attendance/logout", { method: "POST", credentials: "same-origin" });
    } finally {
      // The spec: logout goes to the login page even when the call fails.
      window.location.assign("/attendance-login");
    }
  };

  const control = "min-h-11 rounded-lg border-2 border-slate-900 bg-white px-2 font-bold text-slate-950";
  const toolButton = "min-h-11 shrink-0 rounded-lg border-2 border-slate-900 bg-white px-3 font-black whitespace-nowrap text-slate-950 hover:bg-slate-100";
  // Labels above the controls on a tablet; on a phone the controls say what they are.
  const controlLabel = "text-sm font-black uppercase max-sm:sr-only";

  return (
    <main id="main" className="min-h-dvh bg-white text-slate-950">
      <style>{PRINT_CSS}</style>
      <header className="bg-slate-950 text-white print:hidden">
        <div className="mx-auto flex max-w-[1400px] items-center justify-between gap-2 px-3 py-1.5">
          <div className="min-w-0">
            <h1 className="text-lg leading-tight font-black text-white sm:text-2xl">Camp Sarraka Attendance {year}</h1>
            <p className="truncate text-xs font-bold text-slate-300 sm:text-sm">Signed in as {staff.displayName}</p>
          </div>
          <div className="flex items-center gap-3">
            <button type="button" onClick={logout} className="min-h-11 rounded-lg bg-white px-3 font-black text-slate-950">
              Logout
            </button>
          </div>
        </div>
      </header>

      <div className="mx-auto flex max-w-[1400px] flex-col gap-2 px-3 py-2">
        <div className="flex flex-wrap items-end gap-2 print:hidden">
          <nav aria-label="Location" className="flex gap-2">
            {(["FLC", "UUCA"] as const).map((loc) => (
              <Link
                key={loc}
                to={`/attendance?location=${loc}`}
                aria-current={loc === location ? "page" : undefined}
                className={`grid min-h-11 place-items-center rounded-lg border-2 border-slate-900 px-3 text-lg font-black sm:px-8 ${loc === location ? "bg-slate-900 text-white" : "bg-white text-slate-950"}`}
              >
                {loc}
              </Link>
            ))}
          </nav>

          <div className="flex min-w-40 flex-1 flex-col">
            <label htmlFor="session-select" className={controlLabel}>
              Session
            </label>
            <select id="session-select" className={`${control} w-full min-w-0`} value={roster?.id ?? ""} onChange={(e) => navigate(`/attendance?session=${e.target.value}`)}>
              {siteSessions.length === 0 ? <option value="">No sessions at {location} yet</option> : null}
              {siteSessions.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.date} · {s.title}
                </option>
              ))}
            </select>
          </div>
        </div>

        {/* One row of tools: on a phone it scrolls sideways instead of pushing the roster down. */}
        <div className="-mx-3 flex gap-2 overflow-x-auto px-3 pb-1 print:hidden sm:flex-wrap">
          <button type="button" className={toolButton} onClick={() => setDialog("newSession")}>
            + New Session
          </button>
          {roster ? (
            <>
              <button type="button" className={toolButton} onClick={() => setDialog("addCamper")}>
                + Add Camper
              </button>
              <button type="button" className={toolButton} onClick={() => setDialog("smartImport")}>
                Smart Import
              </button>
              <button type="button" className={toolButton} onClick={() => setDialog("importNames")}>
                Import Names
              </button>
              <button type="button" className={toolButton} onClick={() => setDialog("importMedical")}>
                Import Medical
              </button>
              <buildFetcher.Form method="post">
                <input type="hidden" name="intent" value="buildFromRegistrations" />
                <input type="hidden" name="sessionId" value={roster.id} />
                <button type="submit" className={toolButton} disabled={buildFetcher.state !== "idle"}>
                  Build from registrations
                </button>
              </buildFetcher.Form>
              <DropdownMenu>
                <DropdownMenuTrigger asChild>
                  <button type="button" className={toolButton}>
                    Print ▾
                  </button>
                </DropdownMenuTrigger>
                <DropdownMenuContent>
                  <DropdownMenuItem onSelect={() => setDialog("printGroups")}>Print Group Rosters</DropdownMenuItem>
                  <DropdownMenuItem onSelect={() => setDialog("printAllergy")}>Print Allergy Sheet</DropdownMenuItem>
                </DropdownMenuContent>
              </DropdownMenu>
              <ConfirmDialog
                trigger={
                  <button type="button" className="min-h-11 shrink-0 rounded-lg border-2 border-red-800 bg-white px-3 font-black whitespace-nowrap text-red-800 hover:bg-red-50">
                    Clear all
                  </button>
                }
                title="Clear all attendance data?"
                description="This will permanently delete all campers and attendance data from this session. This action cannot be undone."
                confirmLabel="Clear all"
                onConfirm={() => clearFetcher.submit({ intent: "clearAll", sessionId: roster.id }, { method: "post" })}
              />
            </>
          ) : null}
        </div>

        {roster ? (
          <>

            <section aria-label="Session details" className="rounded-lg border-2 border-slate-900 px-2 py-1.5">
              <p className="text-base leading-tight font-black sm:text-xl">
                {roster.title} · {roster.date} · {roster.location === "FLC" ? "Faith Lutheran Church" : "UUCA"}
              </p>
              {roster.dailyPrize ? <p className="text-sm font-bold sm:text-base">Daily prize: {roster.dailyPrize}</p> : null}
              {roster.notes ? <p className="text-sm sm:text-base">{roster.notes}</p> : null}
              <ul aria-label="Groups present" className="mt-1 flex flex-wrap gap-1">
                {badges.map((b) => (
                  <li key={b.groupName} className="rounded-md bg-slate-900 px-2 py-0.5 text-sm font-black text-white sm:text-base" data-testid="group-badge">
                    {b.groupName}: <span aria-label={`${b.present} present of ${b.total}`}>{b.present}/{b.total}</span>
                  </li>
                ))}
              </ul>
            </section>

            {/* On a phone: search and the flag filter on one line, sort and group on the next. */}
            <div className="grid grid-cols-3 items-end gap-2 print:hidden sm:flex sm:flex-wrap">
              <div className="col-span-2 flex min-w-0 flex-col sm:min-w-48 sm:flex-1">
                <label htmlFor="roster-search" className={controlLabel}>
                  Search
                </label>
                <input id="roster-search" type="search" value={search} onChange={(e) => setSearch(e.target.value)} placeholder="Search camper name or nickname" className={control} />
              </div>
              <div className="col-span-2 flex flex-col max-sm:order-1">
                <label htmlFor="roster-sort" className={controlLabel}>
                  Sort
                </label>
                <select id="roster-sort" value={sort} onChange={(e) => setSort(e.target.value as SortOption)} className={`${control} w-full min-w-0`}>
                  {SORT_OPTIONS.map((o) => (
                    <option key={o.value} value={o.value}>
                      {o.label}
                    </option>
                  ))}
                </select>
              </div>
              <div className="flex min-w-0 flex-col max-sm:order-2 lg:hidden">
                <label htmlFor="group-filter-m" className={controlLabel}>
                  Group
                </label>
                <GroupFilter id="group-filter-m" value={group} onChange={setGroup} className={`${control} w-full min-w-0`} />
              </div>
              <label className="flex min-h-11 min-w-0 items-center gap-2 rounded-lg border-2 border-slate-900 px-2 text-sm leading-tight font-black sm:text-base lg:hidden">
                <input type="checkbox" checked={medicalOnly} onChange={(e) => setMedicalOnly(e.target.checked)} className="size-6 shrink-0" />
                <span className="min-w-0">
                  Allergies/
                  <wbr />
                  meds only
                </span>
              </label>
            </div>

            <p className="text-sm font-bold text-slate-700 print:hidden" aria-live="polite">
              Showing {visible.length} of {countCampers(rows.length)}
            </p>

            {rows.length === 0 ? (
              <p className="rounded-lg border-2 border-dashed border-slate-500 p-6 text-center text-lg font-bold">
                No campers on this roster yet. Use Smart Import, Import Names, Build from registrations or Add Camper.
              </p>
            ) : (
              <div {...steady.handlers}>
                <RosterTable
                  rows={visible}
                  dailyPrize={roster.dailyPrize}
                  header={{
                    group: (
                      <span className="flex flex-col gap-1">
                        <label htmlFor="group-filter">Group</label>
                        <GroupFilter id="group-filter" value={group} onChange={setGroup} className="min-h-10 rounded-md border-2 border-slate-900 px-1 text-sm normal-case" />
                      </span>
                    ),
                    medical: (
                      <span className="flex flex-col gap-1">
                        Allergies/Medications
                        <label className="flex items-center gap-1 text-sm normal-case">
                          <input type="checkbox" checked={medicalOnly} onChange={(e) => setMedicalOnly(e.target.checked)} className="size-5" /> Only flagged
                        </label>
                      </span>
                    ),
                    notes: (
                      <button type="button" onClick={() => setSort(sort === "notes" ? "default" : "notes")} className="font-black uppercase underline" aria-pressed={sort === "notes"}>
                        Additional notes {sort === "notes" ? "▼" : "↕"}
                      </button>
                    ),
                  }}
                />
              </div>
            )}

            <TimeAlerts sessionId={roster.id} entries={alertEntries} nowMinutes={nowMinutes} />
            <AddCamperDialog open={dialog === "addCamper"} onOpenChange={(o) => setDialog(o ? "addCamper" : null)} sessionId={roster.id} />
            <CsvImportDialog
              open={dialog === "importNames"}
              onOpenChange={(o) => setDialog(o ? "importNames" : null)}
              intent="importNames"
              title="Import Names"
              description="A CSV with columns name, nickname, group, allergies, medications, after_care, parent_phone, notes, or a cabin list. Nothing is imported if any row is wrong."
              submitLabel="Import"
              hidden={{ sessionId: roster.id }}
            />
            <CsvImportDialog
              open={dialog === "smartImport"}
              onOpenChange={(o) => setDialog(o ? "smartImport" : null)}
              intent="smartImport"
              title="Smart Import"
              description="Fills the FLC and UUCA sessions of this date from a cabin list and places campers in groups by age."
              submitLabel="Smart Import"
              allowEmpty
              hidden={{ sessionId: roster.id, date: roster.date, title: roster.title, uucaGroupCount }}
            >
              <div>
                <label htmlFor="smart-date" className="font-bold">
                  Date
                </label>
                <input id="smart-date" readOnly value={roster.date} className={`${control} w-full bg-slate-100`} />
              </div>
              <fieldset className="flex gap-2">
                <legend className="mb-1 font-bold">UUCA groups</legend>
                {(["2", "3"] as const).map((n) => (
                  <label key={n} className="flex min-h-12 flex-1 items-center gap-2 rounded-lg border-2 border-slate-900 px-3 font-bold has-[:checked]:bg-slate-900 has-[:checked]:text-white">
                    <input type="radio" checked={uucaGroupCount === n} onChange={() => setUucaGroupCount(n)} className="size-5" />
                    {n === "2" ? "2 groups (Sea Otters, Bull Sharks)" : "3 groups (adds Beluga Whales)"}
                  </label>
                ))}
              </fieldset>
            </CsvImportDialog>
            <CsvImportDialog
              open={dialog === "importMedical"}
              onOpenChange={(o) => setDialog(o ? "importMedical" : null)}
              intent="importMedical"
              title="Import Medical"
              description={`The nurse's medical CSV. Campers are matched by name across both sites on ${roster.date}.`}
              submitLabel="Import Medical"
              hidden={{ sessionId: roster.id }}
            />
            <PrintPreview open={dialog === "printGroups"} onOpenChange={(o) => setDialog(o ? "printGroups" : null)} title="Print Group Rosters">
              <GroupRostersPrint session={roster} rows={rows} />
            </PrintPreview>
            <PrintPreview open={dialog === "printAllergy"} onOpenChange={(o) => setDialog(o ? "printAllergy" : null)} title="Print Allergy Sheet">
              <AllergySheetPrint session={roster} rows={rows} />
            </PrintPreview>
          </>
        ) : (
          <p className="rounded-lg border-2 border-dashed border-slate-500 p-6 text-center text-lg font-bold">No sessions at {location} yet. Create one with New Session.</p>
        )}
      </div>
      <NewSessionDialog open={dialog === "newSession"} onOpenChange={(o) => setDialog(o ? "newSession" : null)} location={location} defaultDate={roster?.date ?? today} />
    </main>
  );
}

function GroupFilter({ id, value, onChange, className }: { id: string; value: string; onChange: (v: string) => void; className: string }) {
  return (
    <select id={id} value={value} onChange={(e) => onChange(e.target.value)} className={className}>
      <option value="">All groups</option>
      {GROUP_NAMES.map((g) => (
        <option key={g}>{g}</option>
      ))}
      <option value="__none">No group</option>
    </select>
  );
}

function PrintPreview({ open, onOpenChange, title, children }: { open: boolean; onOpenChange: (o: boolean) => void; title: string; children: React.ReactNode }) {
  return (
    <>
      <Dialog open={open} onOpenChange={onOpenChange}>
        <DialogContent className="max-w-4xl">
          <DialogHeader>
            <DialogTitle>{title}</DialogTitle>
          </DialogHeader>
          <div className="max-h-[60dvh] overflow-auto rounded border-2 border-slate-400 bg-white p-4" data-testid="print-preview">
            {children}
          </div>
          <DialogFooter>
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              Close
            </Button>
            <Button variant="secondary" onClick={() => window.print()}>
              Print
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
      {open ? <PrintRoot>{children}</PrintRoot> : null}
    </>
  );
}
