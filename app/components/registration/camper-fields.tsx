// The camper form's fields: the camper, the medical form, emergency contacts, pickup and the
// agreements, named as the one camper schema names them (app/lib/camper-schema.ts). The wizard's
// step 2 and the page that adds a camper on its own (/account/campers/new) both show these.
import type { ComponentProps, ReactNode } from "react";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { Field, FieldError, Input, Textarea } from "~/components/ui/field";
import { cn } from "~/components/ui/cn";
import { campToday } from "~/lib/camp-dates";
import { schoolYearFall } from "~/lib/season-words";
import { formatCampDay, GRADES } from "~/lib/registration-rules";
import { RELATIONSHIPS } from "~/lib/vocabulary";

/** Who the camper is: a wizard draft keeps these. */
export const IDENTITY_FIELDS = ["firstName", "lastName", "dateOfBirth", "grade"] as const;
/** The two emergency contacts: a wizard draft keeps these. */
export const EMERGENCY_CONTACT_FIELDS = [
  "emergencyContactName",
  "emergencyContactPhone",
  "emergencyContactRelationship",
  "emergencyContact2Name",
  "emergencyContact2Phone",
  "emergencyContact2Relationship",
] as const;
export const TEXT_FIELDS = [
  ...IDENTITY_FIELDS,
  "allergies",
  "medications",
  "medicalConditions",
  "specialDietaryNeeds",
  "doctorName",
  "doctorPhone",
  "insuranceProvider",
  ...EMERGENCY_CONTACT_FIELDS,
  "authorizedPickupPersons",
  "specialInstructions",
] as const;
export const AGREEMENTS = ["waiverAccepted", "mediaReleaseAccepted", "termsAccepted"] as const;

/** The camper's fields out of a submitted or current form (buttons and hidden inputs left out). */
export function camperValuesOf(formData: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const key of [...TEXT_FIELDS, ...AGREEMENTS]) {
    const value = formData.get(key);
    if (typeof value === "string") values[key] = value;
  }
  return values;
}

export type CamperFieldName = (typeof TEXT_FIELDS)[number] | (typeof AGREEMENTS)[number];
export type CamperFieldProps = { name: CamperFieldName; error?: string; initialValue?: string };

/** Every field of the form: its message (when shown) and the value it starts with. */
export function camperFieldProps(errors: Record<string, string | undefined>, initial: Partial<Record<string, string>>) {
  return Object.fromEntries([...TEXT_FIELDS, ...AGREEMENTS].map((name) => [name, { name, error: errors[name], initialValue: initial[name] }])) as Record<
    CamperFieldName,
    CamperFieldProps
  >;
}

/** The sections of the camper form. `existing`: a saved camper, whose name and birth date stay as they are. */
export function CamperFields({ fields, existing }: { fields: Record<CamperFieldName, CamperFieldProps>; existing: boolean }) {
  return (
    <>
      <Section title="Camper">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextInput field={fields.firstName} label="First Name *" readOnly={existing} autoComplete="off" />
          <TextInput field={fields.lastName} label="Last Name *" readOnly={existing} autoComplete="off" />
          <TextInput field={fields.dateOfBirth} label="Date of Birth *" type="date" readOnly={existing} />
          <SelectInput field={fields.grade} label={`Grade (Fall ${schoolYearFall(campToday())}) *`} placeholder="Select grade" options={GRADES} />
        </div>
        {existing ? <p className="text-sm text-muted">Name and date of birth cannot be changed here. Contact the camp office to correct them.</p> : null}
      </Section>

      <Section title="Medical Information">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextArea field={fields.allergies} label="Allergies" placeholder="Food, medication or environmental allergies" />
          <TextArea field={fields.medications} label="Medications" placeholder="Name, dose and time" />
          <TextArea field={fields.medicalConditions} label="Medical Conditions" />
          <TextArea field={fields.specialDietaryNeeds} label="Special Dietary Needs" />
          <TextInput field={fields.doctorName} label="Doctor's Name" />
          <TextInput field={fields.doctorPhone} label="Doctor's Phone" type="tel" />
          <TextInput field={fields.insuranceProvider} label="Insurance Provider" />
        </div>
      </Section>

      <Section title="Emergency Contacts">
        <div className="grid gap-4 sm:grid-cols-3">
          <TextInput field={fields.emergencyContactName} label="Primary Emergency Contact Name *" autoComplete="name" />
          <TextInput field={fields.emergencyContactPhone} label="Primary Emergency Contact Phone *" type="tel" autoComplete="tel" />
          <SelectInput field={fields.emergencyContactRelationship} label="Relationship *" placeholder="Select relationship" options={RELATIONSHIPS} />
          <TextInput field={fields.emergencyContact2Name} label="Secondary Contact Name" />
          <TextInput field={fields.emergencyContact2Phone} label="Secondary Contact Phone" type="tel" />
          <SelectInput field={fields.emergencyContact2Relationship} label="Secondary Relationship" placeholder="Select relationship" options={RELATIONSHIPS} />
        </div>
      </Section>

      <Section title="Pickup and Special Instructions">
        <div className="grid gap-4">
          <TextArea
            field={fields.authorizedPickupPersons}
            label="Authorized Pickup Persons"
            hint="Names of everyone allowed to pick up your camper, besides you."
          />
          <TextArea field={fields.specialInstructions} label="Special Instructions" />
        </div>
      </Section>

      <Section title="Required Agreements">
        <div className="grid gap-4">
          <Agreement field={fields.waiverAccepted} label="I accept the liability waiver and release for camp activities. *" />
          <Agreement field={fields.mediaReleaseAccepted} label="I accept the media release: the camp may share photos and videos of camp activities. *" />
          <Agreement field={fields.termsAccepted} label="I accept the camp's terms and conditions, including the payment and cancellation policy. *" />
          <p className="text-sm text-muted">Signed on {formatCampDay(campToday())}</p>
        </div>
      </Section>
    </>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h3">{title}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">{children}</CardContent>
    </Card>
  );
}

export function isCamperField(name: string): name is CamperFieldName {
  return (TEXT_FIELDS as readonly string[]).includes(name) || (AGREEMENTS as readonly string[]).includes(name);
}

const fieldId = (name: string) => `camper-info-${name}`;

function TextInput({ field, label, hint, ...props }: { field: CamperFieldProps; label: string; hint?: string } & ComponentProps<"input">) {
  return (
    <Field label={label} hint={hint} error={field.error} id={fieldId(field.name)}>
      {(control) => <Input {...control} name={field.name} defaultValue={field.initialValue ?? ""} className={cn(props.readOnly && "bg-sea-50")} {...props} />}
    </Field>
  );
}

function TextArea({ field, label, hint, ...props }: { field: CamperFieldProps; label: string; hint?: string } & ComponentProps<"textarea">) {
  return (
    <Field label={label} hint={hint} error={field.error} id={fieldId(field.name)}>
      {(control) => <Textarea {...control} name={field.name} defaultValue={field.initialValue ?? ""} rows={2} {...props} />}
    </Field>
  );
}

function SelectInput({
  field,
  label,
  placeholder,
  options,
}: {
  field: CamperFieldProps;
  label: string;
  placeholder: string;
  options: ReadonlyArray<{ value: string; label: string }>;
}) {
  return (
    <Field label={label} error={field.error} id={fieldId(field.name)}>
      {(control) => (
        <select
          {...control}
          name={field.name}
          defaultValue={field.initialValue ?? ""}
          className="h-11 w-full cursor-pointer rounded-xl border-2 border-sea-200 bg-white px-3 text-ink focus-visible:border-sea-500 aria-[invalid=true]:border-red-700"
        >
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

function Agreement({ field, label }: { field: CamperFieldProps; label: string }) {
  const id = fieldId(field.name);
  const errorId = field.error ? `${id}-error` : undefined;
  return (
    <div className="grid gap-1">
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          name={field.name}
          defaultChecked={field.initialValue === "on"}
          aria-invalid={errorId ? true : undefined}
          aria-describedby={errorId}
          className="mt-0.5 size-6 shrink-0 cursor-pointer accent-teal-600"
        />
        <label htmlFor={id} className="font-semibold text-ink">
          {label}
        </label>
      </div>
      <FieldError id={errorId}>{field.error}</FieldError>
    </div>
  );
}
