// The dashboard's stat cards and the Analytics tab, counted in D1.
//  - Total Registrations: every registration that is not cancelled (waitlisted ones included).
//  - Confirmed: status confirmed. Pending Payment: status pending (a seat held, not yet paid).
//  - Total Revenue: money received (Stripe and offline payments) minus refunds.
//  - Conversion: of the registrations that were offered a seat (they have a payment status),
//    the share that has paid.
//  - Program popularity: seats held (pending or confirmed) per program, against its seats.
import { sql } from "drizzle-orm";
import { analyticsPeriods } from "~/lib/analytics-periods";
import { getDb } from "../db.server";
import { campReceivedSql } from "../payment-balance.server";
import { holdsSeat, isLive, isWaiting } from "../seats.server";

export async function getAdminStats(env: Env) {
  const [row] = await getDb(env).all<{ total: number; confirmed: number; pending: number; revenue: number }>(sql`
    SELECT
      (SELECT count(*) FROM registrations WHERE ${isLive("status")}) AS total,
      (SELECT count(*) FROM registrations WHERE status = 'confirmed') AS confirmed,
      (SELECT count(*) FROM registrations WHERE status = 'pending') AS pending,
      ${campReceivedSql} AS revenue`);
  return {
    totalRegistrations: row.total,
    confirmedRegistrations: row.confirmed,
    pendingRegistrations: row.pending,
    totalRevenue: row.revenue / 100,
    totalRevenueCents: row.revenue,
  };
}
export type AdminStats = Awaited<ReturnType<typeof getAdminStats>>;

export async function getAnalytics(env: Env, now = new Date()) {
  const periods = analyticsPeriods(now);
  const db = getDb(env);
  const [counts] = await db.all<{ week: number; month: number; offered: number; paid: number }>(sql`
    SELECT
      (SELECT count(*) FROM registrations WHERE created_at >= ${periods.weekStartsAt}) AS week,
      (SELECT count(*) FROM registrations WHERE created_at >= ${periods.monthStartsAt}) AS month,
      (SELECT count(*) FROM registrations WHERE payment_status IS NOT NULL) AS offered,
      (SELECT count(*) FROM registrations WHERE payment_status = 'paid') AS paid`);
  const popularity = await db.all<{ id: number; name: string; enrolled: number; waitlisted: number; sessions: number; maxCapacity: number }>(sql`
    SELECT p.id, p.name, p.max_capacity AS maxCapacity,
      (SELECT count(*) FROM camp_sessions s WHERE s.program_id = p.id AND s.is_active = 1) AS sessions,
      (SELECT count(*) FROM registrations r JOIN camp_sessions s ON s.id = r.session_id
        WHERE s.program_id = p.id AND ${holdsSeat("r.status")}) AS enrolled,
      (SELECT count(*) FROM registrations r JOIN camp_sessions s ON s.id = r.session_id
        WHERE s.program_id = p.id AND ${isWaiting("r.status")}) AS waitlisted
    FROM programs p
    ORDER BY enrolled DESC, p.name ASC`);
  return {
    weekStart: periods.weekStart,
    monthStart: periods.monthStart,
    newThisWeek: counts.week,
    newThisMonth: counts.month,
    offeredSeat: counts.offered,
    paid: counts.paid,
    conversionPercent: counts.offered === 0 ? null : Math.round((counts.paid / counts.offered) * 100),
    programPopularity: popularity.map((p) => ({ ...p, seats: p.sessions * p.maxCapacity })),
  };
}
export type Analytics = Awaited<ReturnType<typeof getAnalytics>>;
