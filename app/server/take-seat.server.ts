// Taking a seat, in one place: a single registration (the wizard, POST /api/registrations) and
// every line of a summer cart go through `takeSeatSql`. The capacity check, "not already
// registered", one camp per day and the office's per-family cap all sit in the WHERE of one
// INSERT … SELECT, so the statement writes nothing rather than failing (a cart's batch keeps its
// other lines) and parents taking the last seats at the same moment can never overbook: D1 runs
// one statement at a time. `seatRefusal` then says why a guarded INSERT wrote nothing.
import { sql } from "drizzle-orm";
import { campDayShort, plural } from "~/lib/format";
import { getCampSettings } from "./camp-settings.server";
import { d1Statement } from "./db.server";
import { hasFreeSeat, isLive } from "./seats.server";

/** The refusals a seat's guards give (family/family-registrations.server.ts's MESSAGES include them). */
export const SEAT_MESSAGES = {
  sessionNotFound: "Selected session not found. Please try again.",
  duplicate: "This camper is already registered for this session.",
} as const;

export type SeatRequest = {
  parentId: string;
  camperId: number;
  sessionId: number;
  beforeCare: boolean;
  afterCare: boolean;
  /** The price lines the server computed (the client's total is never read). */
  price: { totalCents: number; dayPriceCents: number; beforeCareCents: number; afterCareCents: number; discountCents: number; earlyBirdCents?: number };
  /** The session takes registrations at once; otherwise every sign-up joins the waitlist. */
  immediate: boolean;
  /** Pay Later for a seat taken now (the cart's choice), with the parent's reason. */
  payLater?: { deferReason: string };
  cartId?: string;
  windowId: number | null;
  /** Written as held_at, updated_at and created_at: later statements of the same batch find the row by it. */
  stamp: number;
};

/** The row a taken seat (pending) or a waitlist place (interested) answers with. */
export type TakenSeat = {
  id: number;
  status: "pending" | "interested";
  paymentStatus: "pending" | "deferred" | null;
  totalAmountCents: number;
  dayPriceCents: number;
  beforeCareCents: number;
  afterCareCents: number;
};

/** The one seat-taking INSERT: a seat when one is free (pending), else the waitlist (interested), or no row at all when a guard says no. */
export function takeSeatSql(seat: SeatRequest) {
  const p = seat.price;
  const takesSeat = seat.immediate ? hasFreeSeat(seat.sessionId) : sql`0`;
  const payment = seat.payLater ? "deferred" : "pending";
  return sql`
    INSERT INTO registrations (camper_id, session_id, parent_id, before_care, after_care, total_amount_cents, day_price_cents, before_care_cents, after_care_cents, discount_cents, early_bird_cents, cart_id, status, payment_status, defer_reason, held_at, window_id, updated_at, created_at)
    SELECT ${seat.camperId}, ${seat.sessionId}, ${seat.parentId}, ${seat.beforeCare ? 1 : 0}, ${seat.afterCare ? 1 : 0}, ${p.totalCents}, ${p.dayPriceCents}, ${p.beforeCareCents}, ${p.afterCareCents}, ${p.discountCents}, ${p.earlyBirdCents ?? 0}, ${seat.cartId ?? null},
           CASE WHEN seat THEN 'pending' ELSE 'interested' END,
           CASE WHEN seat THEN ${payment} ELSE NULL END,
           CASE WHEN seat THEN ${seat.payLater?.deferReason ?? null} ELSE NULL END,
           CASE WHEN seat THEN ${seat.stamp} ELSE NULL END,
           ${seat.windowId}, ${seat.stamp}, ${seat.stamp}
    FROM (SELECT ${takesSeat} AS seat)
    WHERE NOT EXISTS (SELECT 1 FROM registrations WHERE camper_id = ${seat.camperId} AND session_id = ${seat.sessionId} AND ${isLive("status")})
      AND NOT EXISTS (${sameDayRegistrationSql(seat.camperId, seat.sessionId)})
      AND ${withinFamilyCapSql(seat.parentId, seat.sessionId)}
    RETURNING id, status, payment_status AS paymentStatus, total_amount_cents AS totalAmountCents,
      day_price_cents AS dayPriceCents, before_care_cents AS beforeCareCents, after_care_cents AS afterCareCents`;
}

/** SQL: the camper's live registrations for other sessions on any of this session's days. */
function sameDayRegistrationSql(camperId: number, sessionId: number) {
  return sql`SELECT r.id FROM registrations r
    JOIN camp_sessions other ON other.id = r.session_id
    JOIN camp_sessions chosen ON chosen.id = ${sessionId}
    WHERE r.camper_id = ${camperId} AND r.session_id <> ${sessionId} AND ${isLive("r.status")}
      AND other.start_date <= chosen.end_date AND other.end_date >= chosen.start_date`;
}

/** SQL condition: the family holds fewer live registrations in the session than the office allows (no cap: true). */
function withinFamilyCapSql(parentId: string, sessionId: number) {
  return sql`coalesce((SELECT count(*) FROM registrations WHERE parent_id = ${parentId} AND session_id = ${sessionId} AND ${isLive("status")})
    < (SELECT family_cap_per_session FROM camp_settings WHERE id = 1), 1)`;
}

/** Why the guarded INSERT wrote nothing, read after the fact (refusals are rare). */
export async function seatRefusal(env: Env, camperId: number, sessionId: number): Promise<{ status: 404 | 409; message: string }> {
  const [duplicate, sameDay] = await env.DB.batch<Record<string, string>>([
    d1Statement(env.DB, sql`SELECT id FROM registrations WHERE camper_id = ${camperId} AND session_id = ${sessionId} AND ${isLive("status")}`),
    d1Statement(
      env.DB,
      sql`SELECT c.first_name AS firstName, s.name AS sessionName, s.start_date AS startDate FROM registrations r
        JOIN campers c ON c.id = r.camper_id JOIN camp_sessions s ON s.id = r.session_id
        WHERE r.id IN (${sameDayRegistrationSql(camperId, sessionId)}) LIMIT 1`,
    ),
  ]);
  if (duplicate.results.length > 0) return { status: 409, message: SEAT_MESSAGES.duplicate };
  const other = sameDay.results[0];
  if (other) {
    return {
      status: 409,
      message: `${other.firstName} is already registered for ${campDayShort(other.startDate)} (${other.sessionName}). A camper can attend one camp per day: cancel that registration first to choose another.`,
    };
  }
  const { familyCapPerSession: cap } = await getCampSettings(env);
  if (cap !== null) {
    return {
      status: 409,
      message: `Your family already has ${plural(cap, "camper")} registered for this session, the most the camp office allows per family. Please contact the office to add more.`,
    };
  }
  return { status: 404, message: SEAT_MESSAGES.sessionNotFound };
}
