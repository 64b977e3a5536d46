// The capacity rule, in one place: a session's seats are its program's maxCapacity, and a
// seat is held by every registration that is pending or confirmed. Callers put `hasFreeSeat`
// inside the same INSERT or UPDATE that takes the seat, so the check and the write are one
// atomic D1 statement and many parents taking the last seats at once can never overbook.
import { sql, type SQL } from "drizzle-orm";

export const SEAT_HOLDING_STATUSES = ["pending", "confirmed"] as const;

/** SQL: the number of seats held in a session. */
export function seatsTakenSql(sessionId: number | SQL): SQL<number> {
  return sql<number>`(SELECT count(*) FROM registrations WHERE session_id = ${sessionId} AND status IN ('pending', 'confirmed'))`;
}

/** SQL: the session's capacity (its program's maxCapacity). */
export function capacitySql(sessionId: number | SQL): SQL<number> {
  return sql<number>`(SELECT p.max_capacity FROM camp_sessions s JOIN programs p ON p.id = s.program_id WHERE s.id = ${sessionId})`;
}

/** SQL condition: the session has at least one free seat right now. */
export function hasFreeSeat(sessionId: number | SQL): SQL {
  return sql`${seatsTakenSql(sessionId)} < ${capacitySql(sessionId)}`;
}
