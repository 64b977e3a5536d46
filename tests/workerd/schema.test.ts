import { env } from "cloudflare:workers";
import { getTableConfig, SQLiteSyncDialect, SQLiteTable } from "drizzle-orm/sqlite-core";
import { expect, test } from "vitest";
import * as schema from "../../db/schema";

const tables = Object.values(schema).filter((v) => v instanceof SQLiteTable) as SQLiteTable[];

type Described = Record<string, { columns: string[]; indexes: string[]; checks: string[] }>;

// A CHECK compared by its expression alone: drizzle writes `"table"."column"` where a migration may
// write `column` or `` `column` ``, and a CHECK added with ALTER TABLE ... ADD (a column's own) has no name.
function normalizeCheck(expression: string) {
  return expression
    .replace(/["`]\w+["`]\.(["`]\w+["`])/g, "$1")
    .replace(/["`](\w+)["`]/g, "$1")
    .replace(/\s+/g, " ")
    .trim();
}

/** Every CHECK (...) expression in a CREATE TABLE statement, as SQLite keeps it in sqlite_master. */
function checksInCreateTable(createTable: string) {
  const checks: string[] = [];
  for (const match of createTable.matchAll(/\bCHECK\s*\(/gi)) {
    const start = match.index + match[0].length;
    let depth = 1;
    let quote = "";
    let end = start;
    for (; end < createTable.length && depth > 0; end++) {
      const ch = createTable[end];
      if (quote) quote = ch === quote ? "" : quote;
      else if (ch === "'" || ch === '"' || ch === "`") quote = ch;
      else if (ch === "(") depth++;
      else if (ch === ")") depth--;
    }
    checks.push(normalizeCheck(createTable.slice(start, end - 1)));
  }
  return checks.sort();
}

async function describeDatabase() {
  const { results: tableRows } = await env.DB.prepare(
    "SELECT name, sql FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' AND name <> 'd1_migrations' ORDER BY name",
  ).all<{ name: string; sql: string }>();
  const described: Described = {};
  for (const { name, sql } of tableRows) {
    const { results: cols } = await env.DB.prepare(`PRAGMA table_info(${name})`).all<{ name: string; notnull: number; pk: number }>();
    const { results: idx } = await env.DB.prepare(`PRAGMA index_list(${name})`).all<{ name: string; origin: string }>();
    described[name] = {
      columns: cols.map((c) => `${c.name}${c.notnull || c.pk ? " not null" : ""}`).sort(),
      indexes: idx
        .filter((i) => i.origin === "c")
        .map((i) => i.name)
        .sort(),
      checks: checksInCreateTable(sql),
    };
  }
  return described;
}

function describeSchema() {
  const dialect = new SQLiteSyncDialect();
  const described: Described = {};
  for (const table of tables) {
    const config = getTableConfig(table);
    described[config.name] = {
      columns: config.columns.map((c) => `${c.name}${c.notNull || c.primary ? " not null" : ""}`).sort(),
      indexes: [...config.indexes.map((i) => i.config.name), ...config.columns.filter((c) => c.isUnique).map((c) => c.uniqueName!)].sort(),
      checks: config.checks.map((c) => normalizeCheck(dialect.sqlToQuery(c.value).sql)).sort(),
    };
  }
  return Object.fromEntries(Object.entries(described).sort(([a], [b]) => a.localeCompare(b)));
}

test("the migrations create exactly the tables, columns, indexes and CHECKs of db/schema.ts", async () => {
  expect(await describeDatabase()).toEqual(describeSchema());
});

// The schema stamps created_at and its kin from the Worker's clock ($defaultFn, so a test's clock
// moves them); the migrations keep SQLite's clock as the column default, so a raw INSERT that
// names no time still gets one. Compared apart from the shape above: drizzle has no SQL default to
// compare it with.
test("every column the Worker stamps keeps SQLite's clock as its default for a raw INSERT", async () => {
  const stamped = tables.flatMap((table) => {
    const config = getTableConfig(table);
    return config.columns.filter((c) => c.defaultFn && c.columnType === "SQLiteInteger").map((c) => `${config.name}.${c.name}`);
  });
  expect(stamped.length).toBeGreaterThan(30);
  const defaults: string[] = [];
  for (const name of new Set(stamped.map((s) => s.split(".")[0]))) {
    const { results } = await env.DB.prepare(`PRAGMA table_info(${name})`).all<{ name: string; dflt_value: string | null }>();
    for (const c of results) if (stamped.includes(`${name}.${c.name}`)) defaults.push(`${name}.${c.name} ${c.dflt_value}`);
  }
  expect(defaults.sort()).toEqual(stamped.map((s) => `${s} unixepoch('subsec') * 1000`).sort());
});

test("the schema refuses a second live registration of one camper for one session", async () => {
  await env.DB.batch([
    env.DB.prepare("INSERT INTO users (id, email, first_name, last_name) VALUES ('p', 'p@example.com', 'P', 'Q')"),
    env.DB.prepare("INSERT INTO programs (id, name, description, age_group, price_per_week_cents) VALUES (1, 'Day', 'A day of camp', 'K-8', 12000)"),
    env.DB.prepare(
      "INSERT INTO camp_sessions (id, program_id, name, location, start_date, end_date, age_group) VALUES (1, 1, 'S', 'UUCA', '2030-01-02', '2030-01-02', 'K-2')",
    ),
    env.DB.prepare(
      "INSERT INTO campers (id, parent_id, first_name, last_name, date_of_birth, grade, emergency_contact_name, emergency_contact_phone, emergency_contact_relationship) VALUES (1, 'p', 'Kid', 'Q', '2020-01-01', '1st', 'P Q', '7035550100', 'parent')",
    ),
  ]);
  const insert = (status: string) =>
    env.DB.prepare(
      "INSERT INTO registrations (camper_id, session_id, parent_id, total_amount_cents, status, payment_status) VALUES (1, 1, 'p', 12000, ?1, 'pending')",
    )
      .bind(status)
      .run();
  await insert("cancelled");
  await insert("pending");
  await expect(insert("pending")).rejects.toThrow(/UNIQUE/);
  await expect(insert("accepted-by-magic")).rejects.toThrow(/CHECK/);
});
