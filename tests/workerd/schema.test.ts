import { env } from "cloudflare:workers";
import { getTableConfig, SQLiteTable } from "drizzle-orm/sqlite-core";
import { expect, test } from "vitest";
import * as schema from "../../db/schema";

const tables = Object.values(schema).filter((v) => v instanceof SQLiteTable) as SQLiteTable[];

async function describeDatabase() {
  const { results: tableRows } = await env.DB.prepare(
    "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' AND name <> 'd1_migrations' ORDER BY name",
  ).all<{ name: string }>();
  const described: Record<string, { columns: string[]; indexes: string[] }> = {};
  for (const { name } of tableRows) {
    const { results: cols } = await env.DB.prepare(`PRAGMA table_info(${name})`).all<{ name: string; notnull: number; pk: number }>();
    const { results: idx } = await env.DB.prepare(`PRAGMA index_list(${name})`).all<{ name: string; origin: string }>();
    described[name] = {
      columns: cols.map((c) => `${c.name}${c.notnull || c.pk ? " not null" : ""}`).sort(),
      indexes: idx
        .filter((i) => i.origin === "c")
        .map((i) => i.name)
        .sort(),
    };
  }
  return described;
}

function describeSchema() {
  const described: Record<string, { columns: string[]; indexes: string[] }> = {};
  for (const table of tables) {
    const config = getTableConfig(table);
    described[config.name] = {
      columns: config.columns.map((c) => `${c.name}${c.notNull || c.primary ? " not null" : ""}`).sort(),
      indexes: [...config.indexes.map((i) => i.config.name), ...config.columns.filter((c) => c.isUnique).map((c) => c.uniqueName!)].sort(),
    };
  }
  return Object.fromEntries(Object.entries(described).sort(([a], [b]) => a.localeCompare(b)));
}

test("the migrations create exactly the tables, columns and indexes of db/schema.ts", async () => {
  expect(await describeDatabase()).toEqual(describeSchema());
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
