import type { Context } from "hono";
import { AdminActionError } from "~/server/admin/errors.server";
import type { SessionUser } from "~/server/session.server";
import type { AuditActor } from "~/server/audit.server";
import { apiErrorResponse } from "./validation";

/** Refusals become their status and message; anything else is answered as the whole API does. */
export function adminErrorHandler(error: Error, c: Context) {
  if (error instanceof AdminActionError) return c.json({ message: error.message }, error.status);
  return apiErrorResponse(error, c);
}

export function actorFor(user: SessionUser): AuditActor {
  return { type: "user", id: user.id, name: `${user.firstName} ${user.lastName}`.trim() || user.email };
}
