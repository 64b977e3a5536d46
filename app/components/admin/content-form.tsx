// One form of the Content tab, drawn from the list's field descriptors (the same limits as the
// schema the action checks). The server's messages appear under their fields; the first one
// also shows in a toast.
import { useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import type { ContentField } from "~/lib/admin/content-fields";
import type { AdminActionResult } from "~/server/admin/admin-action.server";
import { Button } from "~/components/ui/button";
import { Field, Input, TextField, TextareaField } from "~/components/ui/field";
import { useAdminAnswer } from "./use-admin-post";
import { failedTo } from "~/lib/failure-message";

type Values = Record<string, unknown>;

/**
 * The server names a line of a many-line field by its index ("registrationDates.2"): its message
 * belongs under that field, with the line's number, not only in the toast.
 */
function byField(fieldErrors: Record<string, string[]> = {}) {
  const errors: Record<string, string[]> = {};
  for (const [path, messages] of Object.entries(fieldErrors)) {
    const [name, index] = path.split(".");
    const prefix = index !== undefined && /^\d+$/.test(index) ? `Line ${Number(index) + 1}: ` : "";
    (errors[name] ??= []).push(...messages.map((m) => prefix + m));
  }
  return errors;
}

export function ContentForm({
  id,
  intent,
  hidden,
  fields,
  values,
  photos = [],
  submitLabel,
  success,
  onDone,
  onCancel,
}: {
  id: string;
  intent: string;
  hidden: Record<string, string | number>;
  fields: ContentField[];
  values: Values;
  /** The hero photos a "hero-photo" field chooses from. */
  photos?: Array<{ key: string; alt: string }>;
  submitLabel: string;
  success: string;
  onDone?: () => void;
  onCancel?: () => void;
}) {
  const fetcher = useFetcher<AdminActionResult>();
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const formRef = useRef<HTMLFormElement>(null);
  useAdminAnswer(fetcher, {
    success,
    failure: failedTo("save the changes"),
    onSuccess: () => {
      setErrors({});
      onDone?.();
    },
    onFailure: (refusal) => setErrors(byField(refusal.fieldErrors)),
  });
  // The first field with a message takes focus, so a screen reader hears it at once.
  useEffect(() => {
    const first = fields.find((f) => errors[f.name]?.length);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first.name}"]`)?.focus();
  }, [errors, fields]);

  const saving = fetcher.state !== "idle";
  return (
    <fetcher.Form method="post" ref={formRef} id={id} className="grid gap-3" noValidate aria-busy={saving}>
      <input type="hidden" name="intent" value={intent} />
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <div className="grid gap-3 md:grid-cols-2">
        {fields.map((field) => (
          <FieldInput key={field.name} formId={id} field={field} value={values[field.name]} error={errors[field.name]?.[0]} photos={photos} />
        ))}
      </div>
      {errors._form?.[0] ? <p className="text-sm font-semibold text-red-800">{errors._form[0]}</p> : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={saving}>
          {saving ? "Saving…" : submitLabel}
        </Button>
        {onCancel ? (
          <Button type="button" variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
      </div>
    </fetcher.Form>
  );
}

function FieldInput({
  formId,
  field,
  value,
  error,
  photos,
}: {
  formId: string;
  field: ContentField;
  value: unknown;
  error?: string;
  photos: Array<{ key: string; alt: string }>;
}) {
  const id = `${formId}-${field.name}`;
  const text = Array.isArray(value) ? value.join("\n") : value == null ? "" : String(value);
  const label = field.required ? `${field.label} (required)` : field.label;
  const counter = field.max ? `At most ${field.max.toLocaleString("en-US")} characters.` : undefined;
  const hint = [field.hint, field.kind === "textarea" ? counter : undefined].filter(Boolean).join(" ") || undefined;
  if (field.kind === "textarea") {
    return (
      <TextareaField
        id={id}
        className="md:col-span-2"
        name={field.name}
        label={label}
        hint={hint}
        error={error}
        defaultValue={text}
        maxLength={field.max}
        rows={field.max && field.max > 1500 ? 10 : 4}
      />
    );
  }
  if (field.kind === "hero-photo") {
    return (
      <Field id={id} label={label} hint={hint} error={error}>
        {(control) => (
          <select
            {...control}
            name={field.name}
            defaultValue={text}
            className="min-h-11 rounded-xl border border-sea-200 bg-white px-3 font-semibold md:col-span-2"
          >
            <option value="">No photo (slide not shown)</option>
            {photos.map((photo) => (
              <option key={photo.key} value={photo.key}>
                {photo.key.replace(/^hero\//, "")}: {photo.alt}
              </option>
            ))}
          </select>
        )}
      </Field>
    );
  }
  if (field.kind === "select") {
    return (
      <Field id={id} label={label} hint={hint} error={error}>
        {(control) => (
          <select
            {...control}
            name={field.name}
            defaultValue={text || field.options?.[0]?.value}
            className="min-h-11 rounded-xl border border-sea-200 bg-white px-3 font-semibold"
          >
            {field.options?.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        )}
      </Field>
    );
  }
  if (field.kind === "number") {
    return (
      <Field id={id} label={label} hint={hint} error={error}>
        {(control) => <Input {...control} name={field.name} type="number" inputMode="numeric" defaultValue={text} />}
      </Field>
    );
  }
  return (
    <TextField
      id={id}
      className={field.kind === "url" || (field.max ?? 0) >= 100 ? "md:col-span-2" : undefined}
      name={field.name}
      label={label}
      hint={hint}
      error={error}
      type={field.kind === "date" ? "date" : field.kind === "url" ? "url" : "text"}
      defaultValue={text}
      maxLength={field.max}
    />
  );
}
