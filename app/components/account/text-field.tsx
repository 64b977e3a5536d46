import type { ComponentProps } from "react";

type TextFieldProps = {
  label: string;
  errors?: string[];
  hint?: string;
  inputProps: ComponentProps<"input"> & { id: string };
};

/** A labelled input whose hint and errors are tied to it for screen readers. */
export function TextField({ label, errors, hint, inputProps }: TextFieldProps) {
  const errorId = `${inputProps.id}-error`;
  const hintId = `${inputProps.id}-hint`;
  const describedBy = [hint ? hintId : null, errors?.length ? errorId : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className="mb-4">
      <label htmlFor={inputProps.id} className="mb-1 block font-bold text-sea-900">
        {label}
      </label>
      <input
        {...inputProps}
        aria-invalid={errors?.length ? true : undefined}
        aria-describedby={describedBy}
        className="block h-11 w-full rounded-xl border-2 border-sea-200 bg-white px-3 text-base text-ink outline-none focus-visible:border-sea-500 focus-visible:ring-2 focus-visible:ring-sea-500/40 aria-[invalid=true]:border-coral-600"
      />
      {hint ? (
        <p id={hintId} className="mt-1 text-sm text-muted">
          {hint}
        </p>
      ) : null}
      {errors?.length ? (
        <p id={errorId} className="mt-1 text-sm font-semibold text-coral-700">
          {errors.join(" ")}
        </p>
      ) : null}
    </div>
  );
}
