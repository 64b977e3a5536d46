// Step 2: the camper's details, medical form, emergency contacts, pickup and agreements.
// Validated in the browser with the same zod schema the server uses (Conform).
import { getFormProps, useForm, type FieldMetadata } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { ComponentProps, ReactNode } from "react";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { Field, FieldError, Input, Textarea } from "~/components/ui/field";
import { cn } from "~/components/ui/cn";
import { camperFormSchema, RELATIONSHIPS } from "~/lib/camper-form";
import { campToday } from "~/lib/camp-dates";
import { formatCampDay, GRADES } from "~/lib/registration-rules";
import type { CamperValues, WizardCamper } from "./registration-wizard";

const TEXT_FIELDS = ["firstName", "lastName", "dateOfBirth", "grade", "allergies", "medications", "medicalConditions", "specialDietaryNeeds", "doctorName", "doctorPhone", "insuranceProvider", "emergencyContactName", "emergencyContactPhone", "emergencyContactRelationship", "emergencyContact2Name", "emergencyContact2Phone", "emergencyContact2Relationship", "authorizedPickupPersons", "specialInstructions"] as const;
const AGREEMENTS = ["waiverAccepted", "mediaReleaseAccepted", "termsAccepted"] as const;

function initialValues(camper: WizardCamper | null, values: CamperValues | null): CamperValues {
  if (values) return values;
  if (!camper) return {};
  const initial: CamperValues = {};
  for (const key of TEXT_FIELDS) initial[key] = String(camper[key] ?? "");
  for (const key of AGREEMENTS) if (camper[key]) initial[key] = "on";
  return initial;
}

export function CamperInfoForm({
  camper,
  values,
  signedIn,
  onRequireSignIn,
  onBack,
  onContinue,
}: {
  camper: WizardCamper | null;
  values: CamperValues | null;
  signedIn: boolean;
  onRequireSignIn: () => void;
  onBack?: () => void;
  onContinue: (values: CamperValues) => void;
}) {
  const defaults = initialValues(camper, values);
  const [form, fields] = useForm({
    id: "camper-info",
    defaultValue: defaults,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: camperFormSchema }),
    onSubmit(event, { formData }) {
      event.preventDefault();
      const next: CamperValues = {};
      for (const [key, value] of formData) if (typeof value === "string") next[key] = value;
      onContinue(next);
    },
  });
  const existing = Boolean(camper);

  return (
    <form
      {...getFormProps(form)}
      onSubmit={(event) => {
        // Visitors may look around, but continuing needs an account.
        if (!signedIn) {
          event.preventDefault();
          onRequireSignIn();
          return;
        }
        form.onSubmit(event);
      }}
      className="grid gap-6"
      aria-labelledby="camper-info-title"
    >
      <h2 id="camper-info-title" className="text-2xl font-extrabold text-sea-900">Camper Information</h2>

      <Section title="Camper">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextInput field={fields.firstName} label="First Name *" readOnly={existing} autoComplete="off" />
          <TextInput field={fields.lastName} label="Last Name *" readOnly={existing} autoComplete="off" />
          <TextInput field={fields.dateOfBirth} label="Date of Birth *" type="date" readOnly={existing} />
          <SelectInput field={fields.grade} label="Grade (Fall 2025) *" placeholder="Select grade" options={GRADES} />
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
          <TextArea field={fields.authorizedPickupPersons} label="Authorized Pickup Persons" hint="Names of everyone allowed to pick up your camper, besides you." />
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

      <div className="flex flex-wrap justify-between gap-3">
        {onBack ? (
          <Button variant="outline" onClick={onBack}>
            Back
          </Button>
        ) : (
          <span />
        )}
        <Button type="submit">Continue to Program Selection</Button>
      </div>
    </form>
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

type StringField = FieldMetadata<string | undefined>;

function TextInput({ field, label, hint, ...props }: { field: StringField; label: string; hint?: string } & ComponentProps<"input">) {
  return (
    <Field label={label} hint={hint} error={field.errors?.[0]} id={field.id}>
      {(control) => <Input {...control} name={field.name} defaultValue={field.initialValue ?? ""} className={cn(props.readOnly && "bg-sea-50")} {...props} />}
    </Field>
  );
}

function TextArea({ field, label, hint, ...props }: { field: StringField; label: string; hint?: string } & ComponentProps<"textarea">) {
  return (
    <Field label={label} hint={hint} error={field.errors?.[0]} id={field.id}>
      {(control) => <Textarea {...control} name={field.name} defaultValue={field.initialValue ?? ""} rows={2} {...props} />}
    </Field>
  );
}

function SelectInput({ field, label, placeholder, options }: { field: StringField; label: string; placeholder: string; options: ReadonlyArray<{ value: string; label: string }> }) {
  return (
    <Field label={label} error={field.errors?.[0]} id={field.id}>
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

function Agreement({ field, label }: { field: FieldMetadata<unknown>; label: string }) {
  const errorId = field.errors?.length ? `${field.id}-error` : undefined;
  return (
    <div className="grid gap-1">
      <div className="flex items-start gap-3">
        <input
          id={field.id}
          type="checkbox"
          name={field.name}
          defaultChecked={field.initialValue === "on"}
          aria-invalid={errorId ? true : undefined}
          aria-describedby={errorId}
          className="mt-0.5 size-6 shrink-0 cursor-pointer accent-teal-600"
        />
        <label htmlFor={field.id} className="font-semibold text-ink">
          {label}
        </label>
      </div>
      <FieldError id={errorId}>{field.errors?.[0]}</FieldError>
    </div>
  );
}
