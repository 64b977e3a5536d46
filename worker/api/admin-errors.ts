import type { Context } from "hono";
import { AdminActionError } from "~/server/admin/errors.server";
import type { SessionUser } from "~/server/session.server";
import type { AuditActor } from "~/server/audit.server";

/** Refusals become their status and message; anything else is logged and answers 500. */
export function adminErrorHandler(error: Error, c: Context) {
  if (error instanceof AdminActionError) return c.json({ message: error.message }, error.status);
  console.error("admin api error", error);
  return c.json({ message: "Something went wrong. Please try again." }, 500);
}

export function actorFor(user: SessionUser): AuditActor {
  return { type: "user", id: user.id, name: `${user.firstName} ${user.lastName}`.trim() || user.email };
}
