// The capacity rule, in one place: a session's seats are its program's maxCapacity, and a
// seat is held by every registration that is pending or confirmed. Callers put `hasFreeSeat`
// inside the same INSERT or UPDATE that takes the seat, so the check and the write are one
// atomic D1 statement and many parents taking the last seats at once can never overbook.
import { sql, type SQL } from "drizzle-orm";
import { AWAITED_PAYMENT_STATUSES, EXPIRING_PAYMENT_STATUSES, SEAT_HOLDING_STATUSES, sqlList, WAITING_STATUSES } from "../lib/vocabulary";

export { SEAT_HOLDING_STATUSES };

/** SQL text `'pending', 'confirmed'`: for statements written as raw SQL (`status IN (${SEAT_HOLDING_SQL})`). */
export const SEAT_HOLDING_SQL = sqlList(SEAT_HOLDING_STATUSES);

/** SQL condition: the registration `column` (e.g. `r.status`) holds a seat. */
export function holdsSeat(column: string): SQL {
  return sql.raw(`${column} IN (${SEAT_HOLDING_SQL})`);
}

/** SQL condition: the registration `column` is on a waitlist. */
export function isWaiting(column: string): SQL {
  return sql.raw(`${column} IN (${sqlList(WAITING_STATUSES)})`);
}

/**
 * SQL condition: the registration `column` is live (LIVE_STATUSES: not cancelled): it counts for
 * duplicates and the family cap. Spelled as the unique index's WHERE, so SQLite can use that index.
 */
export function isLive(column: string): SQL {
  return sql.raw(`${column} <> 'cancelled'`);
}

/** SQL condition on the registration `row` (a table name or alias): a held seat whose payment is awaited, new or paid later (a failed card marks it failed). */
export function awaitsPayment(row: string): SQL {
  return sql.raw(`${row}.status = 'pending' AND ${row}.payment_status IN (${sqlList(AWAITED_PAYMENT_STATUSES)})`);
}

/** SQL condition on the registration `row`: a held seat whose payment lapses with the hold (new, or a failed card; not paid later). */
export function holdLapses(row: string): SQL {
  return sql.raw(`${row}.status = 'pending' AND ${row}.payment_status IN (${sqlList(EXPIRING_PAYMENT_STATUSES)})`);
}

/** SQL: the number of seats held in a session. */
export function seatsTakenSql(sessionId: number | SQL): SQL<number> {
  return sql<number>`(SELECT count(*) FROM registrations WHERE session_id = ${sessionId} AND ${holdsSeat("status")})`;
}

/** SQL: the session's capacity (its program's maxCapacity). */
export function capacitySql(sessionId: number | SQL): SQL<number> {
  return sql<number>`(SELECT p.max_capacity FROM camp_sessions s JOIN programs p ON p.id = s.program_id WHERE s.id = ${sessionId})`;
}

/** SQL condition: the session has at least one free seat right now. */
export function hasFreeSeat(sessionId: number | SQL): SQL {
  return sql`${seatsTakenSql(sessionId)} < ${capacitySql(sessionId)}`;
}
