import type { Context } from "hono";
import { RefusedError } from "~/server/operation-result.server";
import { apiErrorResponse, refusalJson } from "./validation";

/** A thrown refusal is answered as a returned one is (refusalJson); anything else as the whole API does. */
export function adminErrorHandler(error: Error, c: Context) {
  if (error instanceof RefusedError) return refusalJson(c, { status: error.status, message: error.message });
  return apiErrorResponse(error, c);
}

// Who did it, for the audit log: one definition for both doors.
export { actorFor } from "~/server/admin/admin-page.server";
