import { useFetcher } from "react-router";
import { ConfirmDialog } from "~/components/ui/alert-dialog";
import type { AttendanceActionResult } from "~/server/attendance-page.server";
import { toolButton } from "./door-styles";
import { PrintMenu } from "./print-menu";
import { useActionToast } from "./use-action-toast";

// The Print menu is part of the first scripts, not loaded on demand: the door app must work with
// no network, and a chunk fetched on first use may never have been fetched (or kept) on the device.

export type DoorDialog = "newSession" | "addCamper" | "importNames" | "smartImport" | "importMedical" | "printGroups" | "printAllergy";

/** New Session, and for an open roster: add, the imports, build, print, clear all. */
export function DoorToolbar({ rosterId, setDialog }: { rosterId: number | null; setDialog: (dialog: DoorDialog) => void }) {
  const clearFetcher = useFetcher<AttendanceActionResult>();
  const buildFetcher = useFetcher<AttendanceActionResult>();
  useActionToast(clearFetcher);
  useActionToast(buildFetcher);
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
            <PrintMenu setDialog={setDialog} />
            <ConfirmDialog
              trigger={
                <button
                  type="button"
                  className="min-h-11 shrink-0 rounded-lg border-2 border-red-800 bg-white px-3 font-black whitespace-nowrap text-red-800 hover:bg-red-50"
                >
                  Clear all
                </button>
              }
              title="Clear all attendance data?"
              description="This will permanently delete all campers and attendance data from this session. This action cannot be undone."
              confirmLabel="Clear all"
              onConfirm={() => clearFetcher.submit({ intent: "clearAll", sessionId: rosterId }, { method: "post" })}
            />
          </>
        ) : null}
      </div>
    </>
  );
}
