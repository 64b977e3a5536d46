// Form controls. <Field> gives its control an id, and wires the hint and the error message to
// it with aria-describedby and aria-invalid, so screen readers read them with the field.
//
//   <Field label="First name" error={fields.firstName.errors?.[0]}>
//     {(control) => <Input {...control} name="firstName" autoComplete="given-name" />}
//   </Field>
//
// or, for the common case, <TextField label="First name" name="firstName" error={...} />.
// The checkboxes are in checkbox-field.tsx: a page with a text field needs no Radix checkbox.
import { useId, type ComponentProps, type ReactNode } from "react";
import { cn } from "./cn";

const controlClasses =
  "w-full rounded-xl border-2 border-sea-200 bg-white px-3 text-ink placeholder:text-slate-500 " +
  "focus-visible:border-sea-500 aria-[invalid=true]:border-red-700 disabled:cursor-not-allowed disabled:opacity-60";

/**
 * A plain label, with the one thing Radix's Label added: a double click on its words does not
 * select them. Not Radix's: every form page would load two files more for it, each a round trip
 * on a slow phone (docs/decisions/0064-app-pages-on-a-phone.md).
 */
export function Label({ className, onMouseDown, ...props }: ComponentProps<"label">) {
  return (
    <label
      className={cn("font-bold text-sea-900", className)}
      onMouseDown={(event) => {
        if ((event.target as HTMLElement).closest("button, input, select, textarea")) return;
        onMouseDown?.(event);
        if (!event.defaultPrevented && event.detail > 1) event.preventDefault();
      }}
      {...props}
    />
  );
}

export function Input({ className, ...props }: ComponentProps<"input">) {
  return <input className={cn(controlClasses, "h-11", className)} {...props} />;
}

export function Textarea({ className, ...props }: ComponentProps<"textarea">) {
  return <textarea className={cn(controlClasses, "min-h-24 py-2", className)} {...props} />;
}

export function FieldError({ id, children }: { id?: string; children?: ReactNode }) {
  if (!children) return null;
  return (
    <p id={id} className="text-sm font-semibold text-red-800">
      {children}
    </p>
  );
}

export type ControlProps = {
  id: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
};

export function Field({
  label,
  hint,
  error,
  id: givenId,
  className,
  children,
}: {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  id?: string;
  className?: string;
  children: (control: ControlProps) => ReactNode;
}) {
  const autoId = useId();
  const id = givenId ?? autoId;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;
  return (
    <div className={cn("grid gap-1.5", className)}>
      <Label htmlFor={id}>{label}</Label>
      {hint ? (
        <p id={hintId} className="text-sm text-muted">
          {hint}
        </p>
      ) : null}
      {children({ id, "aria-invalid": error ? true : undefined, "aria-describedby": describedBy })}
      <FieldError id={errorId}>{error}</FieldError>
    </div>
  );
}

export function TextField({
  label,
  hint,
  error,
  className,
  id,
  ...inputProps
}: ComponentProps<"input"> & { label: ReactNode; hint?: ReactNode; error?: ReactNode }) {
  return (
    <Field label={label} hint={hint} error={error} id={id} className={className}>
      {(control) => <Input {...inputProps} {...control} />}
    </Field>
  );
}

export function TextareaField({
  label,
  hint,
  error,
  className,
  id,
  ...props
}: ComponentProps<"textarea"> & { label: ReactNode; hint?: ReactNode; error?: ReactNode }) {
  return (
    <Field label={label} hint={hint} error={error} id={id} className={className}>
      {(control) => <Textarea {...props} {...control} />}
    </Field>
  );
}
