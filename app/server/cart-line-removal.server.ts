// Remove on a line of the summer cart that the server already holds: a seat held with nothing
// paid towards it, or a place on a waitlist. The registration is cancelled at once, so the seat
// goes back to the week for another family (no hold left to expire). A week with money towards
// it is not removed here: the family page cancels it, with the camp's refund policy and deadline.
// A line only picked in the browser is not the server's: the page drops it by itself.
import { and, eq, sql } from "drizzle-orm";
import { campSessions, registrations } from "../../db/schema";
import { cartLineRemovalSchema, CART_LINE_NOT_FOUND } from "~/lib/cart-schema";
import { campToday } from "~/lib/camp-dates";
import { isLiveStatus } from "~/lib/vocabulary";
import { stampAfter, stampedAudit } from "./admin/guarded-writes.server";
import { d1Statement, getDb } from "./db.server";
import { refused, refusedByZod, type Outcome } from "./operation-result.server";
import { receivedSql, thisRegistration } from "./payment-balance.server";
import { holdsSeat, isWaiting } from "./seats.server";
import type { SessionUser } from "./session.server";

export const CART_LINE_MESSAGES = {
  notFound: CART_LINE_NOT_FOUND,
  removed: "That week is already out of your cart.",
  paid: "Part of this week is paid, so it is not removed here: cancel it from your family page, where the camp's refund policy applies.",
  started: "This week has begun: please contact the camp office to change it.",
  changed: "This week changed meanwhile (a payment may have arrived): look at your cart again.",
} as const;

/** SQL condition on `registrations`: nothing paid towards it, and a seat held or a waitlist place. */
const removable = sql`${receivedSql(thisRegistration)} <= 0 AND (${holdsSeat("registrations.status")} OR ${isWaiting("registrations.status")})`;

/** Takes a held or waitlisted week out of the parent's cart; `released` says a seat went back to the week. */
export async function removeCartLine(
  env: Env,
  user: SessionUser,
  input: unknown,
  now = new Date(),
): Promise<Outcome<{ registrationId: number; released: boolean }>> {
  const parsed = cartLineRemovalSchema.safeParse(input);
  if (!parsed.success) return refusedByZod(parsed.error);
  const { registrationId } = parsed.data;
  const db = getDb(env);
  const [line] = await db
    .select({
      status: registrations.status,
      updatedAt: registrations.updatedAt,
      startDate: campSessions.startDate,
      removable: sql<number>`${removable}`.mapWith(Boolean),
      heldSeat: sql<number>`${holdsSeat("registrations.status")}`.mapWith(Boolean),
    })
    .from(registrations)
    .innerJoin(campSessions, eq(campSessions.id, registrations.sessionId))
    .where(and(eq(registrations.id, registrationId), eq(registrations.parentId, user.id)));
  // Someone else's line is simply not found.
  if (!line) return refused(404, CART_LINE_MESSAGES.notFound);
  if (!isLiveStatus(line.status)) return refused(409, CART_LINE_MESSAGES.removed);
  if (!line.removable) return refused(409, CART_LINE_MESSAGES.paid);
  if (line.startDate <= campToday(now)) return refused(409, CART_LINE_MESSAGES.started);

  const stamp = stampAfter(line.updatedAt);
  const [cancelled] = await env.DB.batch([
    // Guarded again: a payment that landed since the read keeps the week.
    d1Statement(
      env.DB,
      sql`UPDATE registrations SET status = 'cancelled', queue_position = NULL, updated_at = ${stamp}
        WHERE registrations.id = ${registrationId} AND registrations.parent_id = ${user.id} AND ${removable}`,
    ),
    stampedAudit(
      env.DB,
      registrationId,
      stamp,
      { type: "user", id: user.id, name: `${user.firstName} ${user.lastName}` },
      { action: "registration.removed-from-cart", subjectType: "registration", subjectId: registrationId, detail: { previousStatus: line.status } },
    ),
  ]);
  if (cancelled.meta.changes === 0) return refused(409, CART_LINE_MESSAGES.changed);
  return { ok: true, registrationId, released: line.heldSeat };
}
