import type { Context } from "hono";
import { RefusedError } from "~/server/operation-result.server";
import { apiErrorResponse } from "./validation";

/** Refusals become their status and message; anything else is answered as the whole API does. */
export function adminErrorHandler(error: Error, c: Context) {
  if (error instanceof RefusedError) return c.json({ message: error.message }, error.status);
  return apiErrorResponse(error, c);
}

// Who did it, for the audit log: one definition for both doors.
export { actorFor } from "~/server/admin/admin-page.server";
