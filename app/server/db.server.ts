import { drizzle } from "drizzle-orm/d1";
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
