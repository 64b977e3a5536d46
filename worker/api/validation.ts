// zod at the edge of every handler: a body or query that fails its schema answers 400 with the
// first message (what a toast shows) and every message by field (what a form shows), and the
// handler never runs.
import type { ValidationTargets } from "hono";
import { validator } from "hono/validator";
import type { z } from "zod";

export function validationError(error: z.ZodError) {
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.join(".") || "_form";
    (fieldErrors[key] ??= []).push(issue.message);
  }
  return { message: error.issues[0]?.message ?? "Invalid request", fieldErrors };
}

export function zod<Target extends keyof ValidationTargets, Schema extends z.ZodType>(target: Target, schema: Schema) {
  return validator(target, async (value, c) => {
    const result = await schema.safeParseAsync(value);
    if (!result.success) return c.json(validationError(result.error), 400);
    return result.data as z.output<Schema>;
  });
}

/** The numeric :id of a path, or null when it is not a positive whole number. */
export function idParam(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,12}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 ? id : null;
}
