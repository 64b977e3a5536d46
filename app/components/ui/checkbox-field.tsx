// Checkboxes (Radix Checkbox), apart from the text fields (field.tsx): only the dialogs that
// have one load them.
import { Checkbox as CheckboxPrimitive } from "radix-ui";
import { useId, type ComponentProps, type ReactNode } from "react";
import { cn } from "./cn";
import { FieldError, Label } from "./field";

/** A checkbox that submits `value` (default "on") under `name` like a native one. */
export function Checkbox({ className, ...props }: ComponentProps<typeof CheckboxPrimitive.Root>) {
  return (
    <CheckboxPrimitive.Root
      className={cn(
        "grid size-6 shrink-0 cursor-pointer place-items-center rounded-md border-2 border-sea-700 bg-white",
        "data-[state=checked]:border-teal-600 data-[state=checked]:bg-teal-600 aria-[invalid=true]:border-red-700",
        className,
      )}
      {...props}
    >
      <CheckboxPrimitive.Indicator className="text-white">
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-4"
          fill="none"
          stroke="currentColor"
          strokeWidth="3.5"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <path d="M5 12l5 5L20 7" />
        </svg>
      </CheckboxPrimitive.Indicator>
    </CheckboxPrimitive.Root>
  );
}

/** A checkbox with its label beside it (and the same error wiring as <Field>). */
export function CheckboxField({
  label,
  error,
  id: givenId,
  className,
  ...props
}: ComponentProps<typeof CheckboxPrimitive.Root> & { label: ReactNode; error?: ReactNode }) {
  const autoId = useId();
  const id = givenId ?? autoId;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={cn("grid gap-1", className)}>
      <div className="flex items-start gap-3">
        <Checkbox id={id} aria-invalid={error ? true : undefined} aria-describedby={errorId} {...props} />
        <Label htmlFor={id} className="font-semibold text-ink">
          {label}
        </Label>
      </div>
      <FieldError id={errorId}>{error}</FieldError>
    </div>
  );
}
