// A camper's profile and medical form as the parent edits it from the family page, any time.
// The fields are the camper form's (app/lib/camper-schema.ts, camperUpdateSchema); name and birth
// date are fixed once registered (the office corrects them), pickup adults have their own page.
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

export function CamperEditForm({ camper, errors, message }: { camper: Camper; errors: Errors; message?: string }) {
  const navigation = useNavigation();
  const saving = navigation.state === "submitting";
  const e = (field: string) => errors?.[field]?.[0];
  const text = (label: string, name: keyof Camper, extra: { hint?: string; type?: string; autoComplete?: string } = {}) => (
    <TextField label={label} name={name} defaultValue={String(camper[name] ?? "")} error={e(name)} {...extra} />
  );
  return (
    <Form method="post" className="grid gap-6">
      {message ? (
        <p role="alert" className="rounded-xl border-l-4 border-red-700 bg-coral-50 px-4 py-3 font-semibold text-red-800">
          {message}
        </p>
      ) : null}
      <Card>
        <CardHeader>
          <CardTitle as="h2">Profile</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-4 sm:grid-cols-2">
          <p className="text-sm text-muted sm:col-span-2">
            Born {formatCampDay(camper.dateOfBirth)}. To correct a name or birth date, please contact the camp office. The adults who may pick{" "}
            {camper.firstName} up are on the{" "}
            <Link to="/account/pickup" className="font-bold text-sea-700 underline underline-offset-4">
              pickup page
            </Link>
            .
          </p>
          <Select label="Grade" name="grade" value={camper.grade} options={GRADES} error={e("grade")} />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle as="h2">Medical form</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-4 sm:grid-cols-2">
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
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle as="h2">Emergency contacts</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-4 sm:grid-cols-3">
          {text("Primary contact name", "emergencyContactName")}
          {text("Primary contact phone", "emergencyContactPhone", { type: "tel" })}
          <Select
            label="Relationship"
            name="emergencyContactRelationship"
            value={camper.emergencyContactRelationship}
            options={RELATIONSHIPS}
            error={e("emergencyContactRelationship")}
          />
          {text("Secondary contact name", "emergencyContact2Name")}
          {text("Secondary contact phone", "emergencyContact2Phone", { type: "tel" })}
          <Select
            label="Relationship"
            name="emergencyContact2Relationship"
            value={camper.emergencyContact2Relationship}
            options={RELATIONSHIPS}
            optional
            error={e("emergencyContact2Relationship")}
          />
          <TextareaField
            className="sm:col-span-3"
            label="Special instructions"
            name="specialInstructions"
            defaultValue={camper.specialInstructions}
            error={e("specialInstructions")}
          />
        </CardContent>
      </Card>
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
