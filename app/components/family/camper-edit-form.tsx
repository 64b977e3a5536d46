// A camper's profile and medical form as the parent edits it from the family page, any time.
// The fields are the camper form's (app/lib/camper-schema.ts, camperUpdateSchema); name and birth
// date are fixed once registered (the office corrects them), pickup adults have their own page.
import type { ReactNode } from "react";
import { Form, Link, useNavigation } from "react-router";
import { Button, buttonClasses } from "~/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { Field, TextareaField, TextField } from "~/components/ui/field";
import { formatCampDay, GRADES } from "~/lib/registration-rules";
import { RELATIONSHIPS } from "~/lib/vocabulary";
import type { Camper } from "../../../db/schema";

type Errors = Record<string, string[]> | undefined;

const selectClasses = "h-11 w-full rounded-xl border-2 border-sea-200 bg-white px-3 text-base text-ink";

function Select({
  label,
  name,
  value,
  options,
  error,
  optional,
}: {
  label: string;
  name: string;
  value: string;
  options: readonly { value: string; label: string }[];
  error?: string;
  optional?: boolean;
}) {
  return (
    <Field label={label} error={error}>
      {(control) => (
        <select name={name} defaultValue={value} className={selectClasses} {...control}>
          {optional ? <option value="">None</option> : null}
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

/** One part of the form (the profile, the medical form, the contacts), its fields on a grid. */
function FormCard({ title, columns = 2, children }: { title: string; columns?: 2 | 3; children: ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{title}</CardTitle>
      </CardHeader>
      <CardContent className={`grid gap-4 ${columns === 3 ? "sm:grid-cols-3" : "sm:grid-cols-2"}`}>{children}</CardContent>
    </Card>
  );
}

export function CamperEditForm({ camper, errors, message }: { camper: Camper; errors: Errors; message?: string }) {
  const navigation = useNavigation();
  const saving = navigation.state === "submitting";
  const e = (field: string) => errors?.[field]?.[0];
  const text = (label: string, name: keyof Camper, extra: { hint?: string; type?: string; autoComplete?: string } = {}) => (
    <TextField label={label} name={name} defaultValue={String(camper[name] ?? "")} error={e(name)} {...extra} />
  );
  /** An emergency contact's name, phone and relationship, on one row. */
  const contact = (which: string, prefix: "emergencyContact" | "emergencyContact2", { optional = false } = {}) => (
    <>
      {text(`${which} contact name`, `${prefix}Name`)}
      {text(`${which} contact phone`, `${prefix}Phone`, { type: "tel" })}
      <Select
        label="Relationship"
        name={`${prefix}Relationship`}
        value={camper[`${prefix}Relationship`]}
        options={RELATIONSHIPS}
        optional={optional}
        error={e(`${prefix}Relationship`)}
      />
    </>
  );
  return (
    <Form method="post" className="grid gap-6">
      {message ? (
        <p role="alert" className="rounded-xl border-l-4 border-red-700 bg-coral-50 px-4 py-3 font-semibold text-red-800">
          {message}
        </p>
      ) : null}
      <FormCard title="Profile">
        <p className="text-sm text-muted sm:col-span-2">
          Born {formatCampDay(camper.dateOfBirth)}. To correct a name or birth date, please contact the camp office. The adults who may pick {camper.firstName}{" "}
          up are on the{" "}
          <Link to="/account/pickup" className="font-bold text-sea-700 underline underline-offset-4">
            pickup page
          </Link>
          .
        </p>
        <Select label="Grade" name="grade" value={camper.grade} options={GRADES} error={e("grade")} />
      </FormCard>
      <FormCard title="Medical form">
        <TextareaField
          label="Allergies"
          name="allergies"
          defaultValue={camper.allergies}
          error={e("allergies")}
          hint="Counselors at the door see these in red"
        />
        <TextareaField label="Medications" name="medications" defaultValue={camper.medications} error={e("medications")} />
        <TextareaField label="Medical conditions" name="medicalConditions" defaultValue={camper.medicalConditions} error={e("medicalConditions")} />
        <TextareaField label="Special dietary needs" name="specialDietaryNeeds" defaultValue={camper.specialDietaryNeeds} error={e("specialDietaryNeeds")} />
        {text("Doctor's name", "doctorName")}
        {text("Doctor's phone", "doctorPhone", { type: "tel", autoComplete: "tel" })}
        {text("Insurance provider", "insuranceProvider")}
      </FormCard>
      <FormCard title="Emergency contacts" columns={3}>
        {contact("Primary", "emergencyContact")}
        {contact("Secondary", "emergencyContact2", { optional: true })}
        <TextareaField
          className="sm:col-span-3"
          label="Special instructions"
          name="specialInstructions"
          defaultValue={camper.specialInstructions}
          error={e("specialInstructions")}
        />
      </FormCard>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={saving}>
          {saving ? "Saving…" : "Save changes"}
        </Button>
        <Link to="/account" className={buttonClasses("outline")}>
          Back to your family
        </Link>
      </div>
    </Form>
  );
}
