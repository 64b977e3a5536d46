// What an operation answers, for both doors: the JSON API maps a refusal to its status and
// `{ message, fieldErrors }`; a page action to `data({ message, ... }, status)` or a toast. A
// rule's message is therefore written once, in the operation. This is the only refusal shape.
import type { z } from "zod";
import type { RejectedRow } from "~/lib/attendance/csv";

export type Refused = {
  ok: false;
  status: 400 | 401 | 403 | 404 | 409 | 422 | 429 | 502 | 503;
  message: string;
  /** The heading a page's toast shows above the message, where the specification names one. */
  title?: string;
  /** A line under the message, where the specification gives one ("No matching campers found": which roster). */
  detail?: string;
  fieldErrors?: Record<string, string[]>;
  errors?: RejectedRow[];
};

/** An operation's answer: its result, or a refusal. */
export type Outcome<T> = ({ ok: true } & T) | Refused;

export function refused(status: Refused["status"], message: string, errors?: RejectedRow[]): Refused {
  return { ok: false, status, message, ...(errors ? { errors } : {}) };
}

/** A schema's refusal: the first message (what a toast shows) and every message by field. */
export function refusedByZod(error: z.ZodError): Refused {
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of error.issues) (fieldErrors[issue.path.join(".") || "_form"] ??= []).push(issue.message);
  return { ok: false, status: 400, message: error.issues[0]?.message ?? "Invalid request", fieldErrors };
}

/** An operation's input through its schema, or the schema's refusal. */
export function parseInput<T extends z.ZodType>(schema: T, input: unknown): { ok: true; data: z.infer<T> } | Refused {
  const parsed = schema.safeParse(input);
  return parsed.success ? { ok: true, data: parsed.data } : refusedByZod(parsed.error);
}

/**
 * A refusal thrown from deep inside an operation (the admin functions throw it rather than
 * thread a result through every helper); both doors catch it and answer its status and message.
 */
export class RefusedError extends Error {
  constructor(
    readonly status: Refused["status"],
    message: string,
  ) {
    super(message);
  }
}

/** A record id as either door receives it (a path segment, a form field, a JSON number), or null. */
export function recordId(raw: unknown): number | null {
  const text = typeof raw === "number" ? String(raw) : typeof raw === "string" ? raw : "";
  if (!/^\d{1,12}$/.test(text)) return null;
  const id = Number(text);
  return id > 0 ? id : null;
}
