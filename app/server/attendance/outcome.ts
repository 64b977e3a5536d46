// What every attendance operation answers, for both doors: the JSON API turns a refusal into
// `{ message, errors? }` with its status, the /attendance page into a toast with the same
// message. So a refusal's words are written once, in the operation.
import type { z } from "zod";
import type { RejectedRow } from "~/lib/attendance/csv";
import { firstProblem } from "~/lib/attendance/roster-entry-schema";

export type Refusal = { ok: false; status: 400 | 401 | 404 | 429; message: string; errors?: RejectedRow[] };
export type Outcome<T> = ({ ok: true } & T) | Refusal;

export const refuse = (message: string, status: Refusal["status"] = 400, errors?: RejectedRow[]): Refusal => ({
  ok: false,
  status,
  message,
  ...(errors ? { errors } : {}),
});

/** Parses an operation's input with its schema; a refusal names the first problem. */
export function parseInput<T extends z.ZodType>(schema: T, input: unknown): { ok: true; data: z.infer<T> } | Refusal {
  const parsed = schema.safeParse(input);
  return parsed.success ? { ok: true, data: parsed.data } : refuse(firstProblem(parsed.error));
}
