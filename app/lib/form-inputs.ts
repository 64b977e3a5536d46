// How the admin forms read number and checkbox inputs. The same schema parses a browser
// FormData (strings, "on" for checked boxes) and a JSON API body (numbers, booleans), so both
// sides give the same answer. Fallbacks follow the specification: a capacity that is not a whole
// number reads as 0 and a price that is not a number reads as 0, so the user sees the rule's own
// message ('Capacity must be at least 1') rather than a type error.
import { z } from "zod";

/** Whole number input: "12" -> 12, "12.7" -> 12, "" or "abc" -> 0. */
export function wholeNumberOrZero(value: unknown): number {
  if (typeof value === "number") return Number.isFinite(value) ? Math.trunc(value) : 0;
  const parsed = Number.parseInt(String(value ?? ""), 10);
  return Number.isFinite(parsed) ? parsed : 0;
}

/** Decimal input with step 0.01: "119.999" -> 119.999 (rounded to cents later), "" -> 0. */
export function decimalOrZero(value: unknown): number {
  if (typeof value === "number") return Number.isFinite(value) ? value : 0;
  const parsed = Number.parseFloat(String(value ?? ""));
  return Number.isFinite(parsed) ? parsed : 0;
}

/** Checkbox or JSON boolean: true, "on", "true" and "1" are checked; anything else is not. */
export function checked(value: unknown): boolean {
  if (typeof value === "boolean") return value;
  return value === "on" || value === "true" || value === "1";
}

/** The message for text over its field's maximum, the same in every form and the API. */
export function tooLong(label: string, max: number): string {
  return `${label} must be at most ${max} characters`;
}

/** Dollars (as typed, step 0.01) to whole cents. */
export function dollarsToCents(dollars: number): number {
  return Math.round(dollars * 100);
}

/** An edit (PATCH): any subset of the fields, each checked by the same rule as on create; an empty edit is refused. */
export function editOfAnyFields<Fields extends z.ZodRawShape>(fields: Fields) {
  return z
    .object(fields)
    .partial()
    .refine((patch) => Object.keys(patch).length > 0, "Nothing to update");
}
