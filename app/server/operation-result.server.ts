// What an operation answers, for both doors: the JSON API maps a refusal to its status and
// `{ message, fieldErrors }`; a page action to `data({ message, ... }, status)`. A rule's message
// is therefore written once, in the operation.
import type { z } from "zod";

export type Refused = { ok: false; status: 400 | 401 | 403 | 404 | 409 | 422 | 503; message: string; fieldErrors?: Record<string, string[]> };

export function refused(status: Refused["status"], message: string): Refused {
  return { ok: false, status, message };
}

/** A schema's refusal: the first message (what a toast shows) and every message by field. */
export function refusedByZod(error: z.ZodError): Refused {
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of error.issues) (fieldErrors[issue.path.join(".") || "_form"] ??= []).push(issue.message);
  return { ok: false, status: 400, message: error.issues[0]?.message ?? "Invalid request", fieldErrors };
}

/** A record id as either door receives it (a path segment, a form field, a JSON number), or null. */
export function recordId(raw: unknown): number | null {
  const text = typeof raw === "number" ? String(raw) : typeof raw === "string" ? raw : "";
  if (!/^\d{1,12}$/.test(text)) return null;
  const id = Number(text);
  return id > 0 ? id : null;
}
