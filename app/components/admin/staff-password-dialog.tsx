// The Staff tab's Reset password dialog, loaded the first time it opens (staff-tab.tsx). The
// password is checked in the browser with the same rule the route action checks.
import { useState } from "react";
import { staffCreateSchema } from "~/lib/staff-schema";
import { Button } from "~/components/ui/button";
import { TextField } from "~/components/ui/field";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { useAdminPost } from "./use-admin-post";
import type { StaffRole } from "~/lib/vocabulary";
import { failedTo } from "~/lib/failure-message";

export type Staff = {
  id: number;
  hasDoorCode: boolean;
  username: string;
  displayName: string;
  isActive: boolean;
  role: StaffRole;
  createdAt: number;
  signInLockedUntil: number | null;
};

export function ResetPasswordDialog({ staff, onClose }: { staff: Staff | null; onClose: () => void }) {
  const [error, setError] = useState<string | null>(null);
  const { post, busy: saving } = useAdminPost();
  function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!staff) return;
    const password = String(new FormData(event.currentTarget).get("password") ?? "");
    const check = staffCreateSchema.shape.password.safeParse(password);
    if (!check.success) return setError(check.error.issues[0].message);
    post(
      { intent: "reset-password", id: staff.id, password },
      {
        success: { title: "Password reset", description: `Give ${staff.displayName} the new password in person.` },
        failure: failedTo("reset the password"),
        onSuccess: onClose,
        onFailure: setError,
      },
    );
  }
  return (
    <Dialog
      open={staff !== null}
      onOpenChange={(open) => {
        setError(null);
        if (!open) onClose();
      }}
    >
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Reset password</DialogTitle>
          <DialogDescription>{staff ? `A new password for ${staff.displayName} (${staff.username}).` : ""}</DialogDescription>
        </DialogHeader>
        <form method="post" onSubmit={submit} className="grid gap-3" noValidate>
          <TextField label="New password" name="password" type="password" autoComplete="new-password" error={error} />
          <DialogFooter>
            <Button variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={saving}>
              {saving ? "Saving…" : "Reset password"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
