// SQL statements built once and run two ways: on the Worker's D1 binding (the app, the workerd
// tests) and as SQL text through `wrangler d1 execute` (scripts/admin-role.ts, which reaches the
// local or a deployed D1 from a terminal). Whatever writes accounts or one-time links from both
// sides builds its statements here, so the command line writes exactly what the app writes.
export type SqlValue = string | number | null;
export type Statement = { sql: string; params: SqlValue[] };
/** Runs statements in one batch (a transaction) and answers each one's rows, in order. */
export type SqlRunner = (statements: Statement[]) => Promise<Array<Array<Record<string, unknown>>>>;

export const statement = (sql: string, ...params: SqlValue[]): Statement => ({ sql, params });

// A D1 binding as far as running statements goes (named by shape, so the scripts' Node typecheck,
// which has no Workers types, can read this file too).
type D1Batching = {
  prepare(sql: string): { bind(...values: SqlValue[]): unknown };
  batch(statements: unknown[]): Promise<Array<{ results?: unknown[] }>>;
};

/** The runner for a D1 binding: one batch, so either every statement lands or none does. */
export function d1Runner(db: D1Batching): SqlRunner {
  return async (statements) => {
    // Raw SQL: these statements are also run as text by `wrangler d1 execute` (the scripts), where no drizzle client reaches.
    const results = await db.batch(statements.map((s) => db.prepare(s.sql).bind(...s.params)));
    return results.map((r) => (r.results ?? []) as Array<Record<string, unknown>>);
  };
}

function literal(value: SqlValue): string {
  if (value === null) return "NULL";
  if (typeof value === "number") {
    if (!Number.isFinite(value)) throw new Error(`Not a number SQL can hold: ${value}`);
    return String(value);
  }
  return `'${value.replace(/'/g, "''")}'`;
}

/**
 * The statement as SQL text with its values written in, for `wrangler d1 execute --command` (which
 * takes no parameters). The statements built here hold no `?` but their placeholders.
 */
export function inlineStatement({ sql, params }: Statement): string {
  const parts = sql.split("?");
  if (parts.length - 1 !== params.length) throw new Error(`${parts.length - 1} placeholders for ${params.length} values: ${sql}`);
  return parts.reduce((text, part, i) => text + literal(params[i - 1]) + part);
}
