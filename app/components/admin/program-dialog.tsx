import { getFormProps } from "@conform-to/react";
import type { ProgramForApi } from "~/server/admin/programs.server";
import { PROGRAM_TEXT_MAX, programFormSchema } from "~/lib/program-schema";
import { CheckboxField } from "~/components/ui/checkbox-field";
import { TextareaField, TextField } from "~/components/ui/field";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { AddOrEditButtons, AddOrEditFields, useAddOrEditForm } from "./add-or-edit-form";

/** Add (program undefined) or Edit a program. */
export function ProgramDialog({ program, open, onOpenChange }: { program?: ProgramForApi; open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{program ? "Edit Program" : "Add Program"}</DialogTitle>
          <DialogDescription>Programs hold the price and the seats of every session in them.</DialogDescription>
        </DialogHeader>
        {open ? <ProgramForm program={program} onSaved={() => onOpenChange(false)} onCancel={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function ProgramForm({ program, onSaved, onCancel }: { program?: ProgramForApi; onSaved: () => void; onCancel: () => void }) {
  const { form, errorOf, saving } = useAddOrEditForm({ thing: "program", editing: program, schema: programFormSchema, onSuccess: onSaved });

  return (
    <form method="post" {...getFormProps(form)} className="grid gap-4">
      <AddOrEditFields thing="program" editing={program} />
      <TextField label="Program name" name="name" maxLength={PROGRAM_TEXT_MAX.name} defaultValue={program?.name} error={errorOf("name")} />
      <TextareaField
        label="Description"
        name="description"
        maxLength={PROGRAM_TEXT_MAX.description}
        defaultValue={program?.description}
        error={errorOf("description")}
      />
      <TextField
        label="Age group"
        name="ageGroup"
        maxLength={PROGRAM_TEXT_MAX.ageGroup}
        placeholder="Pre-K to 8th grade"
        defaultValue={program?.ageGroup}
        error={errorOf("ageGroup")}
      />
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField
          label="Max capacity"
          name="maxCapacity"
          type="number"
          step="1"
          min="1"
          inputMode="numeric"
          defaultValue={program?.maxCapacity ?? 20}
          error={errorOf("maxCapacity")}
        />
        <TextField
          label="Price per week ($)"
          name="pricePerWeek"
          type="number"
          step="0.01"
          min="0"
          inputMode="decimal"
          defaultValue={program ? program.pricePerWeek.toFixed(2) : ""}
          error={errorOf("pricePerWeek")}
        />
        <TextField
          label="Before/after care ($ each)"
          name="careAddOn"
          type="number"
          step="0.01"
          min="0"
          inputMode="decimal"
          defaultValue={(program?.careAddOn ?? 15).toFixed(2)}
          error={errorOf("careAddOn")}
        />
      </div>
      <CheckboxField label="Active (offered to parents)" name="isActive" defaultChecked={program?.isActive ?? true} />
      <AddOrEditButtons thing="program" editing={program} saving={saving} onCancel={onCancel} />
    </form>
  );
}
