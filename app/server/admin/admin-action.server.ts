// The page door of an admin operation: a tab's route action reads the form's `intent`, parses
// the fields with the same zod schema the JSON API uses, and calls the same server function.
// Refusals answer as the API does: the status, the message, and the messages by field.
import { data } from "react-router";
import type { z } from "zod";
import type { AuditActor } from "../audit.server";
import { getEnv } from "../context";
import { recordId, RefusedError, refusedByZod, type Refused } from "../operation-result.server";
import { getSessionUser } from "../session.server";
import { actorFor, PRIVATE, signedOut } from "./admin-page.server";

/** `result` is what the server function answered (e.g. the balance left after a payment). */
export type AdminActionResult = { ok: true; result?: unknown } | { ok: false; message: string; fieldErrors: Record<string, string[]> };

type ActionArgs = { request: Request; context: Parameters<typeof getEnv>[0] };
type Operation = (env: Env, actor: AuditActor, form: FormData) => Promise<unknown>;

/** A form that fails its schema: answered 400 with the first message and each field's. */
class FormRefusal extends Error {
  constructor(readonly refusal: Refused) {
    super(refusal.message);
  }
}

const refuse = (status: number, message: string, fieldErrors: Record<string, string[]> = {}) =>
  data<AdminActionResult>({ ok: false, message, fieldErrors }, { status, headers: PRIVATE });

export async function adminAction({ request, context }: ActionArgs, operations: Record<string, Operation>) {
  const env = getEnv(context);
  const user = await getSessionUser(env, request);
  // The session ended while the page was open: sign in and come back, as the parents' pages do.
  if (!user) return signedOut(request, { ok: false, message: "Unauthorized", fieldErrors: {} } satisfies AdminActionResult);
  if (!user.isAdmin) return refuse(403, "Forbidden");
  // A body that is not a form (JSON, garbage) names no action: refused, never a 500.
  const form = await request.formData().catch(() => null);
  const operation = form && operations[String(form.get("intent") ?? "")];
  if (!form || !operation) return refuse(400, "Unknown action");
  try {
    const result = await operation(env, actorFor(user), form);
    return data<AdminActionResult>({ ok: true, result }, { headers: PRIVATE });
  } catch (error) {
    if (error instanceof FormRefusal) return refuse(error.refusal.status, error.refusal.message, error.refusal.fieldErrors);
    if (error instanceof RefusedError) return refuse(error.status, error.message);
    throw error;
  }
}

/**
 * The form's fields through `schema` (intent and id left out). A checkbox sends nothing when
 * unticked, so each name in `checkboxes` is read as ticked or not.
 */
export function parseForm<Schema extends z.ZodType>(schema: Schema, form: FormData, checkboxes: string[] = []): z.output<Schema> {
  const values: Record<string, unknown> = {};
  for (const [name, value] of form) if (name !== "intent" && name !== "id") values[name] = value;
  for (const name of checkboxes) values[name] = form.get(name) === "on";
  const parsed = schema.safeParse(values);
  if (!parsed.success) throw new FormRefusal(refusedByZod(parsed.error));
  return parsed.data;
}

/** The record the form acts on (its hidden `id`); a missing or bad id is the record not found. */
export function formId(form: FormData, notFound: string): number {
  const id = recordId(form.get("id"));
  if (id === null) throw new RefusedError(404, notFound);
  return id;
}

/** An operation's answer at the page door: its result, or its refusal answered as the API answers it. */
export function settle<T extends { ok: true }>(outcome: T | Refused): T {
  if (!outcome.ok) throw new FormRefusal(outcome);
  return outcome;
}
