// The row's "Remove camper?" confirmation and its request, loaded and mounted the first time a
// counselor taps ✕ (the door's service worker keeps this file on the device). Not in every row
// from the start: a fetcher follows the router's state, and 1,000 of them would render again
// on every sync of the roster.
import { useFetcher } from "react-router";
import { ConfirmDialog } from "~/components/ui/alert-dialog";
import type { AttendanceActionResult } from "~/server/attendance/page.server";
import { useActionToast } from "./use-action-toast";

export function RemoveCamperDialog({
  row,
  open,
  onOpenChange,
}: {
  row: { id: number; camperName: string; attendanceRecord: { checkedOut: boolean } };
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const fetcher = useFetcher<AttendanceActionResult>({ key: `delete-${row.id}` });
  useActionToast(fetcher);
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Remove ${row.camperName}?`}
      description={
        row.attendanceRecord.checkedOut
          ? "This takes the camper off this session's roster. The office's log keeps their check-out and who picked them up."
          : "This removes the camper and their attendance from this session. This action cannot be undone."
      }
      confirmLabel="Remove camper"
      onConfirm={() => fetcher.submit({ intent: "deleteCamper", rosterEntryId: row.id }, { method: "post" })}
    />
  );
}
