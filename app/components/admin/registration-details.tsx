// The registration details dialog (registration-detail-dialog.tsx, with Radix Dialog) loads the
// first time a registration is viewed, not with the tab: pointing at or focusing a View button
// starts the download, and the dialog's panel says "Opening…" if the click comes first.
import type { ComponentProps } from "react";
import { DialogOnFirstUse } from "~/components/ui/dialog-on-first-use";
import { onFirstUse } from "~/components/ui/on-first-use";
import type { RegistrationDetailDialog } from "./registration-detail-dialog";

const details = onFirstUse(() => import("./registration-detail-dialog").then((m) => m.RegistrationDetailDialog));

/** Starts loading the dialog's file (a View button's pointer-enter and focus). */
export const reachRegistrationDetails = () => void details.preload();

/** Open while the address names a registration (?view=12), as RegistrationDetailDialog. */
export function RegistrationDetails(props: ComponentProps<typeof RegistrationDetailDialog>) {
  return (
    <DialogOnFirstUse open={props.registrationId !== null} title={props.title ?? "Registration details"} className="max-w-2xl" onClose={props.onClose}>
      <details.Part {...props} />
    </DialogOnFirstUse>
  );
}
