// Nightly backups of D1 to R2, and their restore (docs/operations.md,
// docs/decisions/0035-backups-and-alerts.md).
//
// A backup is one gzipped JSON-lines object, `backups/d1/YYYY-MM-DD.json.gz` (the camp day of the
// night it was taken) in the private bucket (private-files.server.ts, never served): one line `{"table":…,"row":{…}}` per row, tables in foreign-key order
// (a table after every table it references), and a last line `{"manifest":{…}}` with each table's
// columns, row count and SHA-256 of its canonical rows. The manifest comes last because it is
// computed while the rows are written; a backup without it is incomplete and is refused.
//
// D1's own Time Travel (30 days, to the minute) is the first way back; these objects are the copy
// that outlives it, a file the office can open, and the way to move the data to a new database.
//
// Raw SQL throughout: every table is read and written by the names D1 itself lists, not through db/schema.ts.
import { createHash } from "node:crypto";
import { campWallClock } from "../lib/format";
import { outboxRowForBackup } from "./mail.server";
import { isBackupKey } from "../lib/backup-key";
import { BACKUP_PREFIX } from "./private-files.server";

export { BACKUP_PREFIX, isBackupKey };
/** How many nightly backups are kept in R2; older ones are deleted after each new one. */
export const BACKUPS_KEPT = 30;
/** The nightly backup is taken by the first cron run at or after this camp time. */
export const BACKUP_AFTER_MINUTES = 2 * 60;
const FORMAT = "camp-sarraka-d1-backup/1";
// Rows read per query: a page stays far below D1's result size limit even for the widest table,
// and a 20,000-row table is 40 queries (of the 1,000 a Worker invocation may make).
const PAGE_ROWS = 500;
// Rows written per D1 batch (one transaction, one round trip); each row is its own statement so
// no statement comes near D1's 100 bound parameters.
const ROWS_PER_BATCH = 100;

export type TableManifest = { name: string; columns: string[]; rows: number; sha256: string };
export type BackupManifest = { format: typeof FORMAT; takenAt: string; tables: TableManifest[] };
type Row = Record<string, unknown>;
type Value = string | number | null;

// Rows a backup must not carry as stored: see each function.
const ROW_FOR_BACKUP: Record<string, (row: Row) => Row> = { outbox: outboxRowForBackup };
// Rows the migrations themselves write (the settings row): a fresh database has them, and a
// restore replaces them with the backup's own.
const WRITTEN_BY_MIGRATIONS = new Set(["camp_settings"]);

export const backupKeyFor = (campDay: string) => `${BACKUP_PREFIX}${campDay}.json.gz`;
const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** The product's tables: not SQLite's, D1's (`_cf_*`) or the migrations' bookkeeping. */
export async function listTables(db: D1Database): Promise<string[]> {
  const { results } = await db
    .prepare(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\' AND name NOT LIKE '\\_cf\\_%' ESCAPE '\\' AND name <> 'd1_migrations' ORDER BY name",
    )
    .all<{ name: string }>();
  return results.map((r) => r.name);
}

type TableShape = { name: string; columns: string[]; orderBy: string; references: string[] };

async function describeTable(db: D1Database, name: string): Promise<TableShape> {
  const [{ results: columns }, { results: keys }] = await db.batch<{ name: string; pk: number; table: string }>([
    db.prepare(`SELECT name, pk FROM pragma_table_info(?1) ORDER BY cid`).bind(name),
    db.prepare(`SELECT "table" FROM pragma_foreign_key_list(?1)`).bind(name),
  ]);
  const primaryKey = columns
    .filter((c) => c.pk > 0)
    .sort((a, b) => a.pk - b.pk)
    .map((c) => quote(c.name));
  return {
    name,
    columns: columns.map((c) => c.name),
    // The primary key orders rows the same in any copy of the data (rowid would not, for a text key).
    orderBy: primaryKey.length ? primaryKey.join(", ") : "rowid",
    references: [...new Set(keys.map((k) => k.table))].filter((t) => t !== name),
  };
}

/** Tables with every table they reference before them (ties alphabetical): the order rows can be inserted in. */
export async function tablesInForeignKeyOrder(db: D1Database): Promise<TableShape[]> {
  const shapes = await Promise.all((await listTables(db)).map((name) => describeTable(db, name)));
  const byName = new Map(shapes.map((s) => [s.name, s]));
  const ordered: TableShape[] = [];
  const placed = new Set<string>();
  const visiting = new Set<string>();
  const place = (shape: TableShape) => {
    if (placed.has(shape.name)) return;
    if (visiting.has(shape.name)) throw new Error(`Tables reference each other in a cycle at ${shape.name}: no insert order exists.`);
    visiting.add(shape.name);
    for (const ref of shape.references) {
      const parent = byName.get(ref);
      if (parent) place(parent);
    }
    visiting.delete(shape.name);
    placed.add(shape.name);
    ordered.push(shape);
  };
  for (const shape of shapes) place(shape);
  return ordered;
}

/** A row's values in the manifest's column order, as one line of JSON: what a checksum covers. */
function canonicalLine(columns: string[], row: Row): string {
  return JSON.stringify(
    columns.map((c): Value => {
      const value = row[c] ?? null;
      // Text and numbers round-trip exactly through JSON (a default of unixepoch('subsec') * 1000
      // may be stored as a REAL); the schema has no BLOB column, and anything else is refused, not mangled.
      if (value !== null && typeof value !== "string" && !(typeof value === "number" && Number.isFinite(value))) {
        throw new Error(`Column ${c} holds a ${typeof value} the backup format does not carry.`);
      }
      return value as Value;
    }),
  );
}

/** Every row of a table as a backup stores it, page by page in primary-key order. */
async function* readTable(db: D1Database, shape: TableShape): AsyncGenerator<Row[]> {
  const select = `SELECT ${shape.columns.map(quote).join(", ")} FROM ${quote(shape.name)} ORDER BY ${shape.orderBy} LIMIT ?1 OFFSET ?2`;
  const forBackup = ROW_FOR_BACKUP[shape.name] ?? ((row: Row) => row);
  for (let offset = 0; ; offset += PAGE_ROWS) {
    const { results } = await db.prepare(select).bind(PAGE_ROWS, offset).all<Row>();
    if (results.length) yield results.map(forBackup);
    if (results.length < PAGE_ROWS) return;
  }
}

/** Count and checksum of one table as it stands in `db`, computed as a backup computes them. */
export async function summarizeTable(db: D1Database, shape: TableShape): Promise<TableManifest> {
  const hash = createHash("sha256");
  let rows = 0;
  for await (const page of readTable(db, shape)) {
    for (const row of page) hash.update(canonicalLine(shape.columns, row) + "\n");
    rows += page.length;
  }
  return { name: shape.name, columns: shape.columns, rows, sha256: hash.digest("hex") };
}

/** Counts and checksums of every table of `db` (the drill compares a restored database with them). */
export async function summarizeDatabase(db: D1Database): Promise<TableManifest[]> {
  const summaries: TableManifest[] = [];
  for (const shape of await tablesInForeignKeyOrder(db)) summaries.push(await summarizeTable(db, shape));
  return summaries;
}

/** Every table of `db`, gzipped JSON lines ending with the manifest (see the top of this file). */
export async function exportDatabase(db: D1Database, now = new Date()): Promise<{ body: Uint8Array; manifest: BackupManifest }> {
  const gzip = new CompressionStream("gzip");
  // Read while writing: the compressed side must drain or writes would wait forever.
  const compressed = new Response(gzip.readable).arrayBuffer();
  const writer = gzip.writable.getWriter();
  const encoder = new TextEncoder();
  const tables: TableManifest[] = [];
  try {
    for (const shape of await tablesInForeignKeyOrder(db)) {
      const hash = createHash("sha256");
      let rows = 0;
      for await (const page of readTable(db, shape)) {
        let text = "";
        for (const row of page) {
          hash.update(canonicalLine(shape.columns, row) + "\n");
          text += JSON.stringify({ table: shape.name, row }) + "\n";
        }
        rows += page.length;
        await writer.write(encoder.encode(text));
      }
      tables.push({ name: shape.name, columns: shape.columns, rows, sha256: hash.digest("hex") });
    }
    const manifest: BackupManifest = { format: FORMAT, takenAt: now.toISOString(), tables };
    await writer.write(encoder.encode(JSON.stringify({ manifest }) + "\n"));
    await writer.close();
    return { body: new Uint8Array(await compressed), manifest };
  } catch (error) {
    await writer.abort(error).catch(() => {});
    throw error;
  }
}

/** The lines of a backup object, uncompressed, one at a time. */
async function* backupLines(body: () => ReadableStream<Uint8Array>): AsyncGenerator<string> {
  const reader = body()
    .pipeThrough(new DecompressionStream("gzip") as ReadableWritablePair<Uint8Array, Uint8Array>)
    .getReader();
  const decoder = new TextDecoder();
  let pending = "";
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    const lines = (pending + decoder.decode(value, { stream: true })).split("\n");
    // The last piece may be the start of a line the next chunk ends.
    pending = lines.pop() ?? "";
    for (const line of lines) if (line) yield line;
  }
  pending += decoder.decode();
  if (pending) yield pending;
}

type BackupLine = { table: string; row: Row } | { manifest: BackupManifest };

function parseLine(line: string): BackupLine {
  const value = JSON.parse(line) as Partial<{ table: unknown; row: unknown; manifest: unknown }>;
  if (typeof value.table === "string" && value.row && typeof value.row === "object") return { table: value.table, row: value.row as Row };
  const manifest = value.manifest as Partial<BackupManifest> | undefined;
  if (manifest?.format === FORMAT && Array.isArray(manifest.tables)) return { manifest: manifest as BackupManifest };
  throw new Error("This is not a Camp Sarraka backup line.");
}

/** A backup's manifest, its last line; refused when missing (the object was cut short). */
export async function readManifest(body: () => ReadableStream<Uint8Array>): Promise<BackupManifest> {
  let manifest: BackupManifest | null = null;
  for await (const line of backupLines(body)) {
    const parsed = parseLine(line);
    manifest = "manifest" in parsed ? parsed.manifest : null;
  }
  if (!manifest) throw new Error("The backup has no manifest at its end: it is incomplete and cannot be restored.");
  return manifest;
}

export type RestoreReport = { tables: Array<TableManifest & { restored: number; matches: boolean }>; ok: boolean };

/**
 * Restores a backup into `db`, which must hold the current migrations and no data (a new D1
 * database after `wrangler d1 migrations apply`): rows are inserted in the backup's foreign-key
 * order, ROWS_PER_BATCH per transaction, then every table's count and checksum are compared with
 * the manifest. The database's triggers are set aside meanwhile so rows go in exactly as backed
 * up (the lottery-seed trigger would otherwise give a seed to a window that had none).
 */
export async function restoreDatabase(db: D1Database, body: () => ReadableStream<Uint8Array>): Promise<RestoreReport> {
  const manifest = await readManifest(body);
  const shapes = new Map((await tablesInForeignKeyOrder(db)).map((s) => [s.name, s]));
  for (const table of manifest.tables) {
    const shape = shapes.get(table.name);
    if (!shape) throw new Error(`The backup has a table ${table.name} this database does not: apply the migrations of the backup's release.`);
    const missing = table.columns.filter((c) => !shape.columns.includes(c));
    if (missing.length) throw new Error(`Table ${table.name} lacks the backup's columns ${missing.join(", ")}.`);
  }
  for (const shape of shapes.values()) {
    if (WRITTEN_BY_MIGRATIONS.has(shape.name)) continue;
    const first = await db.prepare(`SELECT 1 AS found FROM ${quote(shape.name)} LIMIT 1`).first();
    if (first) throw new Error(`Table ${shape.name} already holds rows: restore only into an empty database.`);
  }

  const { results: triggers } = await db
    .prepare("SELECT name, sql FROM sqlite_master WHERE type = 'trigger' AND sql IS NOT NULL")
    .all<{ name: string; sql: string }>();
  const backedUp = new Set(manifest.tables.map((t) => t.name));
  const clearFirst = [...WRITTEN_BY_MIGRATIONS].filter((t) => backedUp.has(t) && shapes.has(t));
  if (triggers.length || clearFirst.length) {
    await db.batch([
      ...triggers.map((t) => db.prepare(`DROP TRIGGER IF EXISTS ${quote(t.name)}`)),
      ...clearFirst.map((t) => db.prepare(`DELETE FROM ${quote(t)}`)),
    ]);
  }
  try {
    let batch: D1PreparedStatement[] = [];
    for await (const line of backupLines(body)) {
      const parsed = parseLine(line);
      if ("manifest" in parsed) continue;
      const columns = Object.keys(parsed.row);
      batch.push(
        db
          .prepare(`INSERT INTO ${quote(parsed.table)} (${columns.map(quote).join(", ")}) VALUES (${columns.map((_, i) => `?${i + 1}`).join(", ")})`)
          .bind(...columns.map((c) => parsed.row[c] ?? null)),
      );
      if (batch.length >= ROWS_PER_BATCH) {
        await db.batch(batch);
        batch = [];
      }
    }
    if (batch.length) await db.batch(batch);
  } finally {
    if (triggers.length) await db.batch(triggers.map((t) => db.prepare(t.sql)));
  }

  const report: RestoreReport = { tables: [], ok: true };
  for (const table of manifest.tables) {
    const shape = shapes.get(table.name)!;
    const now = await summarizeTable(db, { ...shape, columns: table.columns });
    const matches = now.rows === table.rows && now.sha256 === table.sha256;
    report.tables.push({ ...table, restored: now.rows, matches });
    if (!matches) report.ok = false;
  }
  return report;
}

/** Camp day of the backup a run at `now` takes, or null before BACKUP_AFTER_MINUTES camp time. */
export function nightlyBackupDay(now: Date): string | null {
  const clock = campWallClock(now);
  return clock.minutes >= BACKUP_AFTER_MINUTES ? clock.day : null;
}

/**
 * The cron job: the first run at or after 2 am camp time takes that night's backup; the object
 * itself records that it was taken, so every later run that day only finds it. Then all but the
 * newest BACKUPS_KEPT backups are deleted.
 */
export async function takeNightlyBackup(env: Env, now: Date) {
  const day = nightlyBackupDay(now);
  if (!day) return { backup: "after 2 am" };
  const key = backupKeyFor(day);
  if (await env.PRIVATE_FILES.head(key)) return { backup: `${key} already taken` };
  // Elapsed time on the Worker's clock: 0 ms where a test holds it still (decision 0065).
  const started = Date.now();
  const { body, manifest } = await exportDatabase(env.DB, now);
  await env.PRIVATE_FILES.put(key, body, {
    // Stored as gzip bytes, not as content-encoded JSON: a download is the file itself.
    httpMetadata: { contentType: "application/gzip" },
    customMetadata: { format: FORMAT, takenAt: manifest.takenAt },
  });
  const deleted = await deleteOldBackups(env.PRIVATE_FILES);
  return {
    backup: key,
    tables: manifest.tables.length,
    rows: manifest.tables.reduce((sum, t) => sum + t.rows, 0),
    bytes: body.byteLength,
    ms: Date.now() - started,
    deleted,
  };
}

/** Deletes all but the newest BACKUPS_KEPT backups (their names sort by date); returns how many. */
export async function deleteOldBackups(bucket: R2Bucket): Promise<number> {
  const keys: string[] = [];
  let cursor: string | undefined;
  do {
    const page = await bucket.list({ prefix: BACKUP_PREFIX, cursor });
    keys.push(...page.objects.map((o) => o.key).filter(isBackupKey));
    cursor = page.truncated ? page.cursor : undefined;
  } while (cursor);
  const old = keys.sort().reverse().slice(BACKUPS_KEPT);
  // R2 deletes up to 1,000 keys per call.
  for (let i = 0; i < old.length; i += 1000) await bucket.delete(old.slice(i, i + 1000));
  return old.length;
}
