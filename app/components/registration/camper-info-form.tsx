// Step 2: the camper's details, medical form, emergency contacts, pickup and agreements.
// Validated in the browser with the same zod schema the server uses (Conform). Before the page's
// scripts run, Continue posts the form to the route's action, which checks it the same way:
// children's medical data never travels in an address.
import { getFormProps, useForm, type FieldMetadata, type SubmissionResult } from "@conform-to/react";
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

// The route's action reads this button's value when the form is posted before the scripts run.
const CONTINUE_NAME = "intent";
const TEXT_FIELDS = [
  "firstName",
  "lastName",
  "dateOfBirth",
  "grade",
  "allergies",
  "medications",
  "medicalConditions",
  "specialDietaryNeeds",
  "doctorName",
  "doctorPhone",
  "insuranceProvider",
  "emergencyContactName",
  "emergencyContactPhone",
  "emergencyContactRelationship",
  "emergencyContact2Name",
  "emergencyContact2Phone",
  "emergencyContact2Relationship",
  "authorizedPickupPersons",
  "specialInstructions",
] as const;
const AGREEMENTS = ["waiverAccepted", "mediaReleaseAccepted", "termsAccepted"] as const;

/** The camper's fields out of a submitted or current form (buttons and hidden inputs left out). */
export function camperValuesOf(formData: FormData): CamperValues {
  const values: CamperValues = {};
  for (const key of [...TEXT_FIELDS, ...AGREEMENTS]) {
    const value = formData.get(key);
    if (typeof value === "string") values[key] = value;
  }
  return values;
}

// What the parent typed wins over the saved camper; fields they have not typed come from the record.
function initialValues(camper: WizardCamper | null, values: CamperValues | null): CamperValues {
  const initial: CamperValues = {};
  if (camper) {
    for (const key of TEXT_FIELDS) initial[key] = String(camper[key] ?? "");
    for (const key of AGREEMENTS) if (camper[key]) initial[key] = "on";
  }
  return { ...initial, ...values };
}

export function CamperInfoForm({
  camper,
  values,
  lastResult,
  restored,
  signedIn,
  onRequireSignIn,
  onStartOver,
  onDraftChange,
  onBack,
  onContinue,
}: {
  camper: WizardCamper | null;
  values: CamperValues | null;
  /** The server's answer to a Continue posted before the scripts ran. */
  lastResult?: SubmissionResult<string[]>;
  /** Whether the values come back from the draft kept in this tab. */
  restored: boolean;
  signedIn: boolean;
  onRequireSignIn: () => void;
  onStartOver: () => void;
  onDraftChange: (values: CamperValues) => void;
  onBack?: () => void;
  onContinue: (values: CamperValues) => void;
}) {
  const defaults = initialValues(camper, values);
  const [form, fields] = useForm({
    id: "camper-info",
    lastResult,
    defaultValue: defaults,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: camperFormSchema }),
    onSubmit(event, { formData }) {
      event.preventDefault();
      onContinue(camperValuesOf(formData));
    },
  });
  const existing = Boolean(camper);

  return (
    <form
      {...getFormProps(form)}
      method="post"
      action="/registration?step=3"
      onChange={(event) => onDraftChange(camperValuesOf(new FormData(event.currentTarget)))}
      onSubmit={(event) => {
        // Visitors may look around, but continuing needs an account. Only Continue (its click, or
        // Enter in a field) counts: Conform also sends a submit event to check a field on blur.
        const submitter = (event.nativeEvent as SubmitEvent).submitter;
        if (!signedIn && submitter?.getAttribute("name") === CONTINUE_NAME) {
          event.preventDefault();
          onRequireSignIn();
          return;
        }
        form.onSubmit(event);
      }}
      className="grid gap-6"
      aria-labelledby="camper-info-title"
    >
      <h2 id="camper-info-title" className="text-2xl font-extrabold text-sea-900">
        Camper Information
      </h2>
      {restored ? (
        <div
          role="status"
          className="grid gap-3 rounded-xl border-l-4 border-teal-600 bg-teal-50 px-4 py-3 text-sm font-semibold text-teal-700 sm:grid-cols-[1fr_auto] sm:items-center"
        >
          <p>
            Welcome back! We kept your camper&apos;s details. For your child&apos;s privacy, medical information, pickup people and special instructions are not
            kept in this browser: please check them before you continue.
          </p>
          <Button variant="outline" size="sm" onClick={onStartOver}>
            Start over
          </Button>
        </div>
      ) : null}
      {camper ? <input type="hidden" name="camperId" value={camper.id} /> : null}

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

      <div className="flex flex-wrap justify-between gap-3">
        {onBack ? (
          <Button variant="outline" onClick={onBack}>
            Back
          </Button>
        ) : (
          <span />
        )}
        <Button type="submit" name={CONTINUE_NAME} value="camper-info">
          Continue to Program Selection
        </Button>
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

function SelectInput({
  field,
  label,
  placeholder,
  options,
}: {
  field: StringField;
  label: string;
  placeholder: string;
  options: ReadonlyArray<{ value: string; label: string }>;
}) {
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
