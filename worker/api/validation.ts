// zod at the edge of every handler: a body or query that fails its schema answers 400 with the
// first message (what a toast shows) and every message by field (what a form shows), and the
// handler never runs.
import type { Context, ValidationTargets } from "hono";
import { HTTPException } from "hono/http-exception";
import { validator } from "hono/validator";
import { z } from "zod";
import { recordId, refusedByZod, type Refused } from "~/server/operation-result.server";

export function validationError(error: z.ZodError) {
  const { message, fieldErrors = {} } = refusedByZod(error);
  return { message, fieldErrors };
}

/**
 * An operation's refusal as the API answers it: its status, its message and every message by
 * field, and, where the operation gives them, a detail line and the file's rows that do not fit.
 * `beside`: what a client needs to act on it besides (the door's queue: which change to set
 * aside, which were saved), never instead of the message and fieldErrors.
 */
export function refusalJson(
  c: Context,
  refusal: Pick<Refused, "status" | "message" | "fieldErrors" | "detail" | "errors">,
  beside: Record<string, unknown> = {},
) {
  const { message, fieldErrors = {}, detail, errors } = refusal;
  return c.json({ ...beside, message, fieldErrors, ...(detail ? { detail } : {}), ...(errors ? { errors } : {}) }, refusal.status);
}

// What a client hears when the body itself is unusable, before any field is checked.
export const JSON_BODY_MESSAGES = {
  contentType: "Send the request body as JSON (Content-Type: application/json).",
  malformed: "The request body is not valid JSON.",
  notAnObject: "The request body must be a JSON object.",
} as const;

const JSON_MEDIA_TYPE = /^application\/([\w.-]+\+)?json$/i;

/**
 * The request's body as a JSON object, or the reason it is not one. Every JSON endpoint takes
 * an object: `null`, an array or a bare string is refused here rather than reaching a schema
 * or handler that reads fields from it.
 */
export async function readJsonObject(
  c: Context,
  options: { emptyIsObject?: boolean } = {},
): Promise<{ ok: true; value: Record<string, unknown> } | { ok: false; message: string }> {
  // A call whose body is optional (a check-out without pickup details) may send none at all.
  if (options.emptyIsObject && (await c.req.text()).trim() === "") return { ok: true, value: {} };
  const mediaType = (c.req.header("Content-Type") ?? "").split(";")[0].trim();
  if (!JSON_MEDIA_TYPE.test(mediaType)) return { ok: false, message: JSON_BODY_MESSAGES.contentType };
  let value: unknown;
  try {
    value = await c.req.json();
  } catch {
    return { ok: false, message: JSON_BODY_MESSAGES.malformed };
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) return { ok: false, message: JSON_BODY_MESSAGES.notAnObject };
  return { ok: true, value: value as Record<string, unknown> };
}

/**
 * A JSON object body for an operation that checks the fields itself (its schema is chosen by the
 * path, or it also takes form posts): `zod("json", jsonObject)`, the one body reader, refuses
 * anything else with 400 before the handler runs.
 */
export const jsonObject = z.record(z.string(), z.unknown());

export function zod<Target extends keyof ValidationTargets, Schema extends z.ZodType>(target: Target, schema: Schema) {
  const validate = validator(target, async (value, c) => {
    const result = await schema.safeParseAsync(value);
    if (!result.success) return refusalJson(c, { status: 400, ...validationError(result.error) });
    return result.data as z.output<Schema>;
  });
  if (target !== "json") return validate;
  // Hono's own JSON reading skips a body with another content type (the schema then sees {})
  // and throws on malformed JSON; the body is checked here first so both are a plain 400.
  const checkBodyFirst: typeof validate = async (c, next) => {
    const body = await readJsonObject(c);
    if (!body.ok) return refusalJson(c, { status: 400, message: body.message });
    return validate(c, next);
  };
  return checkBodyFirst;
}

/** The one answer to an operation's outcome: its result (200, or `status`), or its refusal. */
export function answer<T extends { ok: true }>(c: Context, outcome: T | Refused, status: 200 | 201 = 200): Response {
  return outcome.ok ? c.json(outcome, status) : refusalJson(c, outcome);
}

/**
 * Errors thrown on the way to a handler that carry their own status (a malformed form upload,
 * a body over the size limit) answer with it; anything else is logged and answers 500.
 */
export function apiErrorResponse(error: Error, c: Context) {
  if (error instanceof HTTPException) {
    const response = error.getResponse();
    if (response.status < 500) return c.json({ message: error.message || response.statusText || "Bad request" }, response.status as 400);
  }
  console.error("api error", error);
  return c.json({ message: "Something went wrong. Please try again." }, 500);
}

/** The numeric :id of a path, or null when it is not a positive whole number. */
export const idParam = (raw: string | undefined): number | null => recordId(raw);
