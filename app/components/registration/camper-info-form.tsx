// Step 2: the camper's details, medical form, emergency contacts, pickup and agreements.
// Checked in the browser with the same zod schema the server uses (checkCamperForm), loaded once
// the page is running so zod is not among the page's first scripts: a field is checked when the
// parent leaves it, then again as they type. Before the page's scripts run, Continue posts the
// form to the route's action, which checks it the same way: children's medical data never
// travels in an address.
import { useEffect, useRef, useState, type ComponentProps, type FormEvent, type ReactNode } from "react";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { Field, FieldError, Input, Textarea } from "~/components/ui/field";
import { cn } from "~/components/ui/cn";
import type { CamperFormErrors } from "~/lib/camper-form";
import { campToday } from "~/lib/camp-dates";
import { formatCampDay, GRADES } from "~/lib/registration-rules";
import { RELATIONSHIPS } from "~/lib/vocabulary";
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

// The checker (and zod with it) is fetched once, after the page has hydrated.
let checker: Promise<typeof import("~/lib/camper-form").checkCamperForm> | null = null;
const loadChecker = () => (checker ??= import("~/lib/camper-form").then((module) => module.checkCamperForm));

type FieldName = (typeof TEXT_FIELDS)[number] | (typeof AGREEMENTS)[number];
type FieldProps = { name: FieldName; error?: string; initialValue?: string };

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
  /** The server's answer to a Continue posted before the scripts ran, when the form was wrong. */
  lastResult?: { errors: CamperFormErrors; values: CamperValues };
  /** Whether the values come back from the draft kept in this tab. */
  restored: boolean;
  signedIn: boolean;
  onRequireSignIn: () => void;
  onStartOver: () => void;
  onDraftChange: (values: CamperValues) => void;
  onBack?: () => void;
  onContinue: (values: CamperValues) => void;
}) {
  const defaults = initialValues(camper, lastResult?.values ?? values);
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<CamperFormErrors>(lastResult?.errors ?? {});
  // Fields whose messages show: those the parent has left, and all of them after a Continue.
  const [shown, setShown] = useState<ReadonlySet<string>>(() => new Set(Object.keys(lastResult?.errors ?? {})));
  const existing = Boolean(camper);

  useEffect(() => {
    void loadChecker();
  }, []);

  async function check() {
    const form = formRef.current;
    if (!form) return null;
    const result = (await loadChecker())(new FormData(form));
    setErrors(result.ok ? {} : result.errors);
    return result;
  }

  // A checker that could not be fetched is fetched again next time.
  const checkQuietly = () => check().catch(() => void (checker = null));

  function leave(name: string) {
    if (!isCamperField(name)) return;
    setShown((previous) => (previous.has(name) ? previous : new Set(previous).add(name)));
    void checkQuietly();
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // Visitors may look around, but continuing needs an account.
    if (!signedIn) return onRequireSignIn();
    const form = event.currentTarget;
    setShown(new Set([...TEXT_FIELDS, ...AGREEMENTS]));
    const result = await check().catch(() => null);
    if (!result) {
      // The checker could not be fetched (a new version was deployed meanwhile, a dropped
      // connection): the form goes to the server, which checks it the same way.
      checker = null;
      form.appendChild(Object.assign(document.createElement("input"), { type: "hidden", name: CONTINUE_NAME, value: "camper-info" }));
      return form.submit();
    }
    if (result.ok) return onContinue(camperValuesOf(new FormData(form)));
    // The first wrong field, in the order the form shows them, takes the focus.
    const first = [...form.elements].find((element) => Object.hasOwn(result.errors, element.getAttribute("name") ?? ""));
    if (first instanceof HTMLElement) first.focus();
  }

  const field = (name: FieldName): FieldProps => ({ name, error: shown.has(name) ? errors[name] : undefined, initialValue: defaults[name] });
  const fields = Object.fromEntries([...TEXT_FIELDS, ...AGREEMENTS].map((name) => [name, field(name)])) as Record<FieldName, FieldProps>;

  return (
    <form
      ref={formRef}
      id="camper-info"
      method="post"
      action="/registration?step=3"
      // The messages are the form's own (the same as the server's), not the browser's.
      noValidate
      onChange={(event) => onDraftChange(camperValuesOf(new FormData(event.currentTarget)))}
      onBlur={(event) => leave(event.target.getAttribute("name") ?? "")}
      onInput={(event) => {
        // A field already checked is checked again as the parent types.
        if (shown.has((event.target as HTMLElement).getAttribute("name") ?? "")) void checkQuietly();
      }}
      onSubmit={(event) => void submit(event)}
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

function isCamperField(name: string): name is FieldName {
  return (TEXT_FIELDS as readonly string[]).includes(name) || (AGREEMENTS as readonly string[]).includes(name);
}

const fieldId = (name: string) => `camper-info-${name}`;

function TextInput({ field, label, hint, ...props }: { field: FieldProps; label: string; hint?: string } & ComponentProps<"input">) {
  return (
    <Field label={label} hint={hint} error={field.error} id={fieldId(field.name)}>
      {(control) => <Input {...control} name={field.name} defaultValue={field.initialValue ?? ""} className={cn(props.readOnly && "bg-sea-50")} {...props} />}
    </Field>
  );
}

function TextArea({ field, label, hint, ...props }: { field: FieldProps; label: string; hint?: string } & ComponentProps<"textarea">) {
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
  field: FieldProps;
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

function Agreement({ field, label }: { field: FieldProps; label: string }) {
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
