import { getFormProps } from "@conform-to/react";
import type { ReactNode } from "react";
import type { CampSessionForAdmin } from "~/server/admin/camp-sessions.server";
import type { ProgramForApi } from "~/server/admin/programs.server";
import { SESSION_AGE_GROUPS, SESSION_LOCATIONS, SESSION_NAME_MAX, sessionFormSchema } from "~/lib/session-schema";
import { CheckboxField } from "~/components/ui/checkbox-field";
import { Field, TextField } from "~/components/ui/field";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { AddOrEditButtons, AddOrEditFields, useAddOrEditForm } from "./add-or-edit-form";
import { siteWithAgeGroups } from "~/lib/registration-rules";

const LOCATION_NAMES: Record<string, string> = { UUCA: "UUCA (Unitarian church)", FLC: siteWithAgeGroups("FLC") };
const selectClasses = "h-11 w-full rounded-xl border-2 border-sea-200 bg-white px-3 text-ink focus-visible:border-sea-500 aria-[invalid=true]:border-red-700";

/** Add (session undefined) or Edit a camp session. */
export function SessionDialog({
  session,
  programs,
  open,
  onOpenChange,
}: {
  session?: CampSessionForAdmin;
  programs: ProgramForApi[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{session ? "Edit Session" : "Add Session"}</DialogTitle>
          <DialogDescription>A camp day (or days) at one location for one age group. Seats come from the program's capacity.</DialogDescription>
        </DialogHeader>
        {open ? <SessionForm session={session} programs={programs} onDone={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function SessionForm({ session, programs, onDone }: { session?: CampSessionForAdmin; programs: ProgramForApi[]; onDone: () => void }) {
  const { form, errorOf, saving } = useAddOrEditForm({ thing: "session", editing: session, schema: sessionFormSchema, onSuccess: onDone });

  return (
    <form method="post" {...getFormProps(form)} className="grid gap-4">
      <AddOrEditFields thing="session" editing={session} />
      <SelectField label="Program" name="programId" defaultValue={session ? String(session.programId) : ""} error={errorOf("programId")}>
        <option value="">Choose a program</option>
        {programs.map((p) => (
          <option key={p.id} value={p.id}>
            {p.name}
            {p.isActive ? "" : " (inactive)"}
          </option>
        ))}
      </SelectField>
      <TextField
        label="Session name"
        name="name"
        maxLength={SESSION_NAME_MAX}
        placeholder="December 23 UUCA K-2"
        defaultValue={session?.name}
        error={errorOf("name")}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField label="Location" name="location" defaultValue={session?.location ?? "UUCA"} error={errorOf("location")}>
          {SESSION_LOCATIONS.map((l) => (
            <option key={l} value={l}>
              {LOCATION_NAMES[l]}
            </option>
          ))}
        </SelectField>
        <SelectField label="Age group" name="ageGroup" defaultValue={session?.ageGroup ?? "K-2"} error={errorOf("ageGroup")}>
          {SESSION_AGE_GROUPS.map((a) => (
            <option key={a} value={a}>
              {a}
            </option>
          ))}
        </SelectField>
        <TextField label="Start date" name="startDate" type="date" defaultValue={session?.startDate} error={errorOf("startDate")} />
        <TextField label="End date" name="endDate" type="date" defaultValue={session?.endDate} error={errorOf("endDate")} />
      </div>
      <TextField
        label="Deferred payments due by (optional)"
        name="paymentDueDate"
        type="date"
        defaultValue={session?.paymentDueDate ?? ""}
        error={errorOf("paymentDueDate")}
      />
      <CheckboxField label="Active (shown to parents)" name="isActive" defaultChecked={session?.isActive ?? true} />
      <CheckboxField
        label="Open for registration (otherwise sign-ups join the waitlist for admin approval)"
        name="allowImmediateRegistration"
        defaultChecked={session?.allowImmediateRegistration ?? false}
      />
      <AddOrEditButtons thing="session" editing={session} saving={saving} onCancel={onDone} />
    </form>
  );
}

function SelectField({
  label,
  name,
  defaultValue,
  error,
  children,
}: {
  label: string;
  name: string;
  defaultValue: string;
  error?: string;
  children: ReactNode;
}) {
  return (
    <Field label={label} error={error}>
      {(control) => (
        <select {...control} name={name} defaultValue={defaultValue} className={selectClasses}>
          {children}
        </select>
      )}
    </Field>
  );
}
