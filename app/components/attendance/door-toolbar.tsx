import { Suspense, useState } from "react";
import { useFetcher } from "react-router";
import type { AttendanceActionResult } from "~/server/attendance/page.server";
import { toolButton } from "./door-styles";
import { useActionToast } from "./use-action-toast";
import { doorLazy } from "./door-lazy";

// The Print menu and the Clear all confirmation load apart from the door's first scripts; the
// door's service worker keeps them on the device (public/door-sw.js), so they work offline too.
const PrintMenu = doorLazy(() => import("./print-menu").then((m) => m.PrintMenu));
const ConfirmDialog = doorLazy(() => import("~/components/ui/alert-dialog").then((m) => m.ConfirmDialog));

export type DoorDialog =
  "newSession" | "addCamper" | "importNames" | "smartImport" | "importMedical" | "printGroups" | "printAllergy" | "printEmergency" | "adults";

/** New Session, and for an open roster: add, the imports, build, print, clear all. The red Roll call is in the door's strip (door-strip.tsx), always on screen. */
export function DoorToolbar({ rosterId, setDialog }: { rosterId: number | null; setDialog: (dialog: DoorDialog) => void }) {
  const clearFetcher = useFetcher<AttendanceActionResult>();
  const buildFetcher = useFetcher<AttendanceActionResult>();
  useActionToast(clearFetcher);
  useActionToast(buildFetcher);
  const [printUsed, setPrintUsed] = useState(false);
  const [clearOpen, setClearOpen] = useState(false);
  const [clearUsed, setClearUsed] = useState(false);
  return (
    <>
      {/* One row of tools: on a phone it scrolls sideways instead of pushing the roster down. */}
      <div className="-mx-3 flex gap-2 overflow-x-auto px-3 pb-1 print:hidden sm:flex-wrap">
        <button type="button" className={toolButton} onClick={() => setDialog("newSession")}>
          + New Session
        </button>
        {rosterId ? (
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
              <input type="hidden" name="sessionId" value={rosterId} />
              <button type="submit" className={toolButton} disabled={buildFetcher.state !== "idle"}>
                Build from registrations
              </button>
            </buildFetcher.Form>
            {/* A plain button until the first tap; then the menu (its script loaded then), open. */}
            {printUsed ? (
              <Suspense
                fallback={
                  <button type="button" className={toolButton} aria-haspopup="menu" disabled>
                    Print ▾
                  </button>
                }
              >
                <PrintMenu setDialog={setDialog} defaultOpen />
              </Suspense>
            ) : (
              <button type="button" className={toolButton} aria-haspopup="menu" onClick={() => setPrintUsed(true)}>
                Print ▾
              </button>
            )}
            <button type="button" className={toolButton} aria-haspopup="dialog" onClick={() => setDialog("adults")}>
              Staff &amp; visitors
            </button>
            <button
              type="button"
              className="min-h-11 shrink-0 rounded-lg border-2 border-red-800 bg-white px-3 font-black whitespace-nowrap text-red-800 hover:bg-red-50"
              aria-haspopup="dialog"
              onClick={() => {
                setClearUsed(true);
                setClearOpen(true);
              }}
            >
              Clear all
            </button>
            {clearUsed ? (
              <Suspense fallback={null}>
                <ConfirmDialog
                  open={clearOpen}
                  onOpenChange={setClearOpen}
                  title="Clear all attendance data?"
                  description="This will permanently delete all campers and attendance data from this session. This action cannot be undone."
                  confirmLabel="Clear all"
                  onConfirm={() => clearFetcher.submit({ intent: "clearAll", sessionId: rosterId }, { method: "post" })}
                />
              </Suspense>
            ) : null}
          </>
        ) : null}
      </div>
    </>
  );
}
