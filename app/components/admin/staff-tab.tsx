// Attendance staff accounts: counselors at the door sign in with these on /attendance-login.
// The Reset password dialog (Radix Dialog) and the new account form's schema load on first use,
// not with the tab (ui/dialog-on-first-use.tsx, use-checked-post.ts).
import { useState } from "react";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Field, TextField } from "~/components/ui/field";
import { STAFF_ROLE_NAMES, STAFF_ROLES, type StaffRole } from "~/lib/vocabulary";
import { DialogOnFirstUse } from "~/components/ui/dialog-on-first-use";
import { onFirstUse } from "~/components/ui/on-first-use";
import { formatClock } from "~/lib/format";
import type { Staff } from "./staff-password-dialog";
import { useAdminPost } from "./use-admin-post";
import { useCheckedPost } from "./use-checked-post";
import { failedTo } from "~/lib/failure-message";

const passwordDialog = onFirstUse(() => import("./staff-password-dialog").then((m) => m.ResetPasswordDialog));

export function StaffTab({ staff: data }: { staff: Staff[] }) {
  const { post } = useAdminPost();
  const [resetting, setResetting] = useState<Staff | null>(null);

  const setActive = (staff: Staff, isActive: boolean) =>
    post(
      { intent: "set-active", id: staff.id, isActive: String(isActive) },
      {
        success: { title: isActive ? "Account enabled" : "Account disabled", description: `${staff.displayName} (${staff.username})` },
        failure: failedTo("change the account"),
      },
    );

  const setRole = (staff: Staff, role: string) =>
    post(
      { intent: "set-role", id: staff.id, role },
      { success: { title: "Role changed", description: `${staff.displayName}: ${STAFF_ROLE_NAMES[role as StaffRole]}` }, failure: failedTo("change the role") },
    );

  // A staff member's own door code: shown once, in their row, for the office to give to them.
  const [issued, setIssued] = useState<{ id: number; code: string } | null>(null);
  const newDoorCode = (staff: Staff) =>
    post(
      { intent: "new-door-code", id: staff.id },
      {
        success: (result) => {
          setIssued({ id: staff.id, code: (result as { doorCode: string }).doorCode });
          return { title: "New door code", description: `${staff.displayName}'s code is shown in their row.` };
        },
        failure: failedTo("make a door code"),
      },
    );

  // After failed sign-ins (a counselor's typos, or a stranger's guesses) the door stays shut for
  // up to 15 minutes; the office can open it at once.
  const unlock = (staff: Staff) =>
    post(
      { intent: "unlock-staff", id: staff.id },
      { success: { title: "Sign-in unlocked", description: `${staff.displayName} can sign in again.` }, failure: failedTo("unlock the account") },
    );

  return (
    <section aria-labelledby="staff-heading" className="grid gap-6 lg:grid-cols-[1fr_22rem]">
      <div>
        <h2 id="staff-heading" className="text-2xl font-extrabold">
          Attendance staff
        </h2>
        <p className="mt-1 text-muted">Accounts for the check-in screens at /attendance-login. Disabled accounts cannot sign in.</p>
        {data.length === 0 ? (
          <Card className="mt-4 p-8 text-center text-muted">No staff accounts yet.</Card>
        ) : (
          <ul className="mt-4 grid gap-2">
            {data.map((s) => (
              <li key={s.id}>
                <Card className="flex flex-wrap items-center gap-3 p-4" data-testid="staff-row">
                  <div className="min-w-40 flex-1">
                    <p className="font-bold">{s.displayName}</p>
                    <p className="text-sm text-muted">
                      Username: {s.username} · {s.hasDoorCode ? "Has a door code" : "No door code"}
                    </p>
                  </div>
                  <select
                    aria-label={`Role of ${s.displayName}`}
                    value={s.role}
                    onChange={(e) => setRole(s, e.target.value)}
                    className="h-10 rounded-xl border-2 border-sea-200 bg-white px-2 text-ink"
                  >
                    <RoleOptions />
                  </select>
                  <Badge tone={s.isActive ? "green" : "grey"}>{s.isActive ? "Active" : "Disabled"}</Badge>
                  {s.signInLockedUntil ? (
                    <>
                      <Badge tone="red">Sign-in locked until {formatClock(s.signInLockedUntil)}</Badge>
                      <Button variant="teal" size="sm" onClick={() => unlock(s)} aria-label={`Unlock sign-in of ${s.displayName}`}>
                        Unlock sign-in
                      </Button>
                    </>
                  ) : null}
                  <Button
                    variant="outline"
                    size="sm"
                    onClick={() => newDoorCode(s)}
                    aria-label={`${s.hasDoorCode ? "New door code" : "Make a door code"} for ${s.displayName}`}
                  >
                    {s.hasDoorCode ? "New door code" : "Make a door code"}
                  </Button>
                  <Button
                    variant="outline"
                    size="sm"
                    onClick={() => setResetting(s)}
                    onPointerEnter={passwordDialog.preload}
                    onFocus={passwordDialog.preload}
                    aria-label={`Reset password of ${s.displayName}`}
                  >
                    Reset password
                  </Button>
                  <Button
                    variant={s.isActive ? "ghost" : "teal"}
                    size="sm"
                    onClick={() => setActive(s, !s.isActive)}
                    aria-label={`${s.isActive ? "Disable" : "Enable"} ${s.displayName}`}
                  >
                    {s.isActive ? "Disable" : "Enable"}
                  </Button>
                  {issued?.id === s.id ? (
                    <p role="status" className="w-full rounded-xl border-2 border-teal-700 bg-teal-50 p-3" data-testid="door-code">
                      {s.displayName}&apos;s door code: <strong className="font-mono text-xl tracking-widest">{issued.code}</strong>. Give it to them now: it is
                      not shown again, and it replaces any code they had. They type it at the door, in Staff &amp; visitors, to check themselves in and out.
                    </p>
                  ) : null}
                </Card>
              </li>
            ))}
          </ul>
        )}
      </div>
      <Card className="h-fit p-5">
        <h3 className="text-lg font-extrabold">Add a staff account</h3>
        <NewStaffForm />
      </Card>
      <DialogOnFirstUse open={resetting !== null} title="Reset password" onClose={() => setResetting(null)}>
        <passwordDialog.Part staff={resetting} onClose={() => setResetting(null)} />
      </DialogOnFirstUse>
    </section>
  );
}

function NewStaffForm() {
  const [formKey, setFormKey] = useState(0);
  return <NewStaffFormInner key={formKey} onCreated={() => setFormKey((k) => k + 1)} />;
}

function NewStaffFormInner({ onCreated }: { onCreated: () => void }) {
  const { formProps, errorOf, saving } = useCheckedPost({
    loadSchema: () => import("~/lib/staff-schema").then((m) => m.staffCreateSchema),
    notes: { success: { title: "Staff account created" }, failure: failedTo("create the account"), onSuccess: onCreated },
  });
  return (
    <form method="post" id="new-staff" {...formProps} className="mt-3 grid gap-3">
      <input type="hidden" name="intent" value="create-staff" />
      <TextField label="Username" name="username" autoComplete="off" autoCapitalize="none" error={errorOf("username")} />
      <TextField label="Display name" name="displayName" autoComplete="off" hint="Shown on every check-in and check-out" error={errorOf("displayName")} />
      <TextField label="Password" name="password" type="password" autoComplete="new-password" hint="At least 8 characters" error={errorOf("password")} />
      <Field label="Role" hint="Whether CITs count toward a group's ratio is set in Settings" error={errorOf("role")}>
        {(control) => (
          <select {...control} name="role" defaultValue="counselor" className="h-11 w-full rounded-xl border-2 border-sea-200 bg-white px-3 text-ink">
            <RoleOptions />
          </select>
        )}
      </Field>
      <Button type="submit" disabled={saving}>
        {saving ? "Creating…" : "Create account"}
      </Button>
    </form>
  );
}

const RoleOptions = () =>
  STAFF_ROLES.map((role) => (
    <option key={role} value={role}>
      {STAFF_ROLE_NAMES[role]}
    </option>
  ));
