// Restores a nightly backup (app/server/backups.server.ts) into an empty D1 database: the local
// one, or the deployed one. docs/operations.md says when and how.
//   npm run db:restore -- backups/d1/2026-11-26.json.gz [--env production|staging | --local] [--persist-to .wrangler/state]
// The backup is read from the private R2 bucket (one the older code left in the media bucket is
// moved there first, app/server/private-files.server.ts) and written through wrangler's platform proxy, so the
// very restoreDatabase() of the restore drill (tests/workerd/backups.test.ts) does the work:
// foreign-key order, batches, then every table's count and checksum compared with the manifest.
// --env production reaches the deployed bucket and database with the Cloudflare login of
// whoever runs it (`wrangler login` or CLOUDFLARE_API_TOKEN); --local (the default) the state of
// `npm start`. The database must hold the migrations and no data: the restore refuses otherwise.
import { rmSync } from "node:fs";
import path from "node:path";
import { getPlatformProxy } from "wrangler";
import { BACKUP_PREFIX, restoreDatabase } from "../../app/server/backups.server";
import { getPrivateFile } from "../../app/server/private-files.server";
import { parseRestoreArgs } from "./args";
import { writeRemoteConfig } from "./remote-config";

const parsed = parseRestoreArgs(process.argv.slice(2));
if (!parsed.ok) {
  console.error(parsed.message);
  process.exit(2);
}
const { key, target, persistTo } = parsed;

// A deployed environment's database and bucket are reached through a copy of the configuration
// that marks them remote (remote-config.ts); the local state otherwise.
const root = path.resolve(import.meta.dirname, "../..");
const deployed = target !== "local";
const configPath = deployed ? writeRemoteConfig(root, target) : path.join(root, "wrangler.toml");

const { env, dispose } = await getPlatformProxy<Env>({ configPath, environment: deployed ? target : undefined, persist: { path: `${persistTo}/v3` } });
try {
  const object = await getPrivateFile(env, key);
  if (!object) {
    console.error(
      `No backup ${key} in the ${target} private bucket. The backups there: ${(await env.PRIVATE_FILES.list({ prefix: BACKUP_PREFIX })).objects.map((o) => o.key).join(", ") || "none"}.`,
    );
    process.exitCode = 1;
  } else {
    const bytes = new Uint8Array(await object.arrayBuffer());
    console.log(`Restoring ${key} (${bytes.byteLength} bytes, taken ${object.customMetadata?.takenAt ?? "at an unknown time"}) into the ${target} database…`);
    const report = await restoreDatabase(env.DB, () => new Blob([bytes]).stream());
    for (const table of report.tables) {
      console.log(`${table.matches ? "ok " : "BAD"} ${table.name}: ${table.restored} of ${table.rows} rows${table.matches ? "" : ", checksum differs"}`);
    }
    console.log(
      report.ok ? "Restored: every table's count and checksum match the backup." : "The restore does NOT match the backup: see the lines marked BAD.",
    );
    if (!report.ok) process.exitCode = 1;
  }
} catch (error) {
  console.error(`Restore stopped: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await dispose();
  if (deployed) rmSync(configPath, { force: true });
}
