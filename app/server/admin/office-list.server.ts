// What the office's long lists (the Registrations and Waitlist tabs) share on the server: the
// registrations joined to who and what they are for, the search box's SQL, and cutting a page.
import { eq, or, sql, type SQL } from "drizzle-orm";
import type { SQLiteSelect } from "drizzle-orm/sqlite-core";
import { campSessions, programs, registrations, users } from "../../../db/schema";
import { camperFullName, getDb } from "../db.server";
import { withFamilyAndSession } from "../registration-family.server";
import { ROWS_PER_PAGE, searchedRegistrationId } from "~/lib/admin/list-query";

/** A select from registrations joined to its camper, parent, session and program (what a search reads). */
export function joinedRegistrations<Query extends SQLiteSelect>(query: Query) {
  return withFamilyAndSession(query).innerJoin(programs, eq(programs.id, campSessions.programId));
}

/** How many registrations `where` holds over joinedRegistrations (a list's total). */
export async function countJoined(env: Env, where: SQL | undefined): Promise<number> {
  const [{ total }] = await joinedRegistrations(
    getDb(env)
      .select({ total: sql<number>`count(*)` })
      .from(registrations)
      .$dynamic(),
  ).where(where);
  return total;
}

export function likePattern(search: string) {
  return `%${search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * The search box over joinedRegistrations: the camper's or the parent's name, the parent's
 * e-mail, the registration's number (#5009 or bare), and any `more` columns a list also searches.
 */
export function searchCondition(search: string, more: SQL[] = []): SQL | undefined {
  if (!search) return undefined;
  const pattern = likePattern(search);
  const like = (expression: SQL) => sql`lower(${expression}) LIKE ${pattern} ESCAPE '\\'`;
  const searchedId = searchedRegistrationId(search);
  return or(
    like(camperFullName()),
    like(sql`${users.firstName} || ' ' || ${users.lastName}`),
    like(sql`${users.email}`),
    ...more.map(like),
    searchedId === null ? undefined : eq(registrations.id, searchedId),
  );
}

/**
 * One page of a list (ROWS_PER_PAGE rows) and how many the filters hold in all. The count and the
 * page asked for are read side by side; a page past the last (an old link) shows the last.
 */
export async function pageOfList<Row>(page: number, count: () => Promise<number>, rowsAt: (offset: number, limit: number) => Promise<Row[]>) {
  const rowsOf = (pageNumber: number) => rowsAt((pageNumber - 1) * ROWS_PER_PAGE, ROWS_PER_PAGE);
  const [total, firstTry] = await Promise.all([count(), rowsOf(page)]);
  const pageCount = Math.max(1, Math.ceil(total / ROWS_PER_PAGE));
  const shown = Math.min(page, pageCount);
  const rows = shown === page ? firstTry : await rowsOf(shown);
  return { rows, total, page: shown, pageCount };
}
