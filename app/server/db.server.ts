import { sql, type Column, type SQL } from "drizzle-orm";
import type { AnySQLiteColumn } from "drizzle-orm/sqlite-core";
import { drizzle } from "drizzle-orm/d1";
import { SQLiteSyncDialect } from "drizzle-orm/sqlite-core";
import * as schema from "../../db/schema";

export type Database = ReturnType<typeof createDb>;

const createDb = (binding: D1Database) => drizzle(binding, { schema });

// Building the Drizzle client walks the whole schema; keep one per D1 binding instead of one
// per query (the binding is the same object for every request an isolate serves).
const clients = new WeakMap<D1Database, Database>();

export function getDb(env: { DB: D1Database }): Database {
  let db = clients.get(env.DB);
  if (!db) {
    db = createDb(env.DB);
    clients.set(env.DB, db);
  }
  return db;
}

const dialect = new SQLiteSyncDialect();

/**
 * The one way to turn a Drizzle query or `sql` fragment into a raw D1 statement, for
 * `env.DB.batch` (one transaction) where the writes must go together.
 */
export function d1Statement(d1: D1Database, query: SQL | { toSQL(): { sql: string; params: unknown[] } }) {
  const { sql: text, params } = "toSQL" in query ? query.toSQL() : dialect.sqlToQuery(query);
  return d1.prepare(text).bind(...params);
}

/** Columns by their bare names (`"started_at"`), where SQL takes no table before a column: an INSERT's column list, an UPDATE's SET. */
export const columnNames = (...columns: Column[]) =>
  sql.join(
    columns.map((column) => sql.identifier(column.name)),
    sql`, `,
  );

/** `column IN` the JSON list `values`: one bound parameter however long the list (D1 binds at most 100 a statement). */
export const inJsonList = (column: AnySQLiteColumn, values: readonly unknown[]) => sql`${column} IN (SELECT value FROM json_each(${JSON.stringify(values)}))`;

/** A camper's full name as the rosters, receipts and searches write it: "Maya Rivera". */
export const camperFullName = () => sql<string>`${schema.campers.firstName} || ' ' || ${schema.campers.lastName}`;
