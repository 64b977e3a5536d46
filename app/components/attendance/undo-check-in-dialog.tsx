// Undoing the check-in of a camper who went home also undoes the check-out and who picked them
// up: the counselor is asked first, told what goes (the office's log keeps the hand-over).
// Loaded the first time it opens (the door's service worker keeps it on the device).
import { ConfirmDialog } from "~/components/ui/alert-dialog";
import { formatClock } from "~/lib/format";

export function UndoCheckInDialog({
  row,
  open,
  onOpenChange,
  onConfirm,
}: {
  row: { camperName: string; attendanceRecord: { checkedOutAt: number | null; pickedUpBy?: string | null } };
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
}) {
  const { checkedOutAt, pickedUpBy } = row.attendanceRecord;
  const when = checkedOutAt ? ` at ${formatClock(checkedOutAt)}` : "";
  const who = pickedUpBy ? ` with ${pickedUpBy}` : "";
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Undo ${row.camperName}'s check-in?`}
      description={`${row.camperName} was checked out${when}${who}. Undoing the check-in also undoes that check-out and who picked up (the office's log keeps the hand-over). To fix only the check-out, use the Undo beside it.`}
      confirmLabel="Undo check-in and check-out"
      onConfirm={onConfirm}
    />
  );
}
