import { SELF } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { expect, test } from "vitest";
import { campTimeToInstant } from "../../app/lib/camp-dates";
import {
  BACKUPS_KEPT,
  backupKeyFor,
  readManifest,
  restoreDatabase,
  summarizeDatabase,
  takeNightlyBackup,
  tablesInForeignKeyOrder,
} from "../../app/server/backups.server";
import { getDb } from "../../app/server/db.server";
import { outbox, registrationWindows } from "../../db/schema";
import { DEMO_PARENT_EMAIL, DEMO_PASSWORD, seedDatabase } from "../../db/seed";
import { formPost } from "../support/factories";
import { runCron } from "../support/worker";

const db = getDb(env);
const MINUTE = 60_000;

/** A stored backup's bytes, readable as many times as a restore needs. */
async function backupBytes(key: string) {
  const object = await env.PRIVATE_FILES.get(key);
  expect(object, `${key} is in the private bucket`).not.toBeNull();
  const bytes = new Uint8Array(await object!.arrayBuffer());
  return () => new Blob([bytes]).stream();
}

/** Empties every table, children first (what a lost database looks like after its migrations). */
async function wipeEveryTable() {
  const tables = await tablesInForeignKeyOrder(env.DB);
  await env.DB.batch(tables.reverse().map((t) => env.DB.prepare(`DELETE FROM "${t.name}"`)));
}

test("restore drill: the demo camp is backed up at night, wiped, restored, and every table's count and checksum match", async () => {
  const seedStarted = Date.now();
  await seedDatabase(env);
  console.log(`seeded in ${Date.now() - seedStarted} ms`);
  // A mail still waiting with a live one-time link, and a window whose lottery seed is unset
  // (the insert trigger would give it one if the restore let it fire).
  await db.insert(outbox).values({
    toAddress: "waiting@example.com",
    subject: "Confirm your e-mail",
    textBody: "Confirm: http://localhost/verify-email?token=live-secret-123",
    htmlBody: '<a href="http://localhost/verify-email?token=live-secret-123">Confirm</a>',
    kind: "verify-email",
  });
  const [window] = await db
    .insert(registrationWindows)
    .values({ season: "drill-window", label: "Drill window", opensAt: Date.now() + MINUTE, closesAt: Date.now() + 30 * MINUTE })
    .returning();
  await db.update(registrationWindows).set({ lotterySeed: null }).where(eq(registrationWindows.id, window.id));

  // A timestamp D1 stored as a REAL (unixepoch('subsec') * 1000 is not always a whole number).
  await env.DB.prepare("UPDATE users SET created_at = 1795240800123.25 WHERE id = 'user-admin'").run();

  const before = await summarizeDatabase(env.DB);
  const seededRows = before.reduce((sum, t) => sum + t.rows, 0);
  expect(seededRows).toBeGreaterThan(100);

  const night = "2031-03-12";
  const taken = await takeNightlyBackup(env, new Date(campTimeToInstant(night, "02:05")));
  console.log("nightly backup of the demo camp:", taken);
  expect(taken).toMatchObject({ backup: backupKeyFor(night), rows: seededRows });

  const body = await backupBytes(backupKeyFor(night));
  const manifest = await readManifest(body);
  expect(manifest.tables.map((t) => t.name).sort()).toEqual(before.map((t) => t.name).sort());
  // No live link in the backup: the waiting mail is stored redacted.
  const text = await new Response(body().pipeThrough(new DecompressionStream("gzip"))).text();
  expect(text).not.toContain("live-secret-123");
  expect(text).toContain("verify-email?token=[removed]");

  await wipeEveryTable();
  expect((await summarizeDatabase(env.DB)).every((t) => t.rows === 0)).toBe(true);
  // What a new database holds after its migrations: the default settings row.
  await env.DB.prepare("INSERT INTO camp_settings (id) VALUES (1)").run();

  const restoreStarted = Date.now();
  const report = await restoreDatabase(env.DB, body);
  console.log(`restored ${seededRows} rows in ${Date.now() - restoreStarted} ms`);
  expect(report.tables.filter((t) => !t.matches)).toEqual([]);
  expect(report.ok).toBe(true);
  expect(await summarizeDatabase(env.DB)).toEqual(before);

  // What the office sees after the restore: the families, the window as it was, and the
  // waiting mail given up on (never sent with its link removed).
  expect((await db.select().from(registrationWindows).where(eq(registrationWindows.id, window.id)))[0].lotterySeed).toBeNull();
  expect((await env.DB.prepare("SELECT created_at FROM users WHERE id = 'user-admin'").first())?.created_at).toBe(1795240800123.25);
  const [waiting] = await db.select().from(outbox).where(eq(outbox.toAddress, "waiting@example.com"));
  expect(waiting.status).toBe("failed");
  expect(waiting.textBody).toBe("Confirm: http://localhost/verify-email?token=[removed]");
  // The demo parent signs in with the restored password hash.
  const signIn = await SELF.fetch(formPost("/sign-in", { email: DEMO_PARENT_EMAIL, password: DEMO_PASSWORD }));
  expect(signIn.status).toBe(302);
  // The insert trigger is back: a new window gets its seed. (It never closes: the trigger compares
  // closes_at with SQLite's clock, which the suite's held camp clock does not move.)
  const [later] = await db
    .insert(registrationWindows)
    .values({ season: "after-restore", label: "After restore", opensAt: Date.now() + MINUTE, closesAt: null, lotterySeed: null })
    .returning();
  expect((await db.select().from(registrationWindows).where(eq(registrationWindows.id, later.id)))[0].lotterySeed).toMatch(/^[0-9a-f]{64}$/);
}, 90_000);

test("the cron takes the backup on its first run at or after 2 am camp time, once a night", async () => {
  const night = "2031-03-20";
  await runCron(new Date(campTimeToInstant(night, "01:55")));
  expect(await env.PRIVATE_FILES.head(backupKeyFor(night))).toBeNull();
  await runCron(new Date(campTimeToInstant(night, "02:05")));
  const stored = await env.PRIVATE_FILES.head(backupKeyFor(night));
  expect(stored).not.toBeNull();
  await runCron(new Date(campTimeToInstant(night, "02:20")));
  expect((await env.PRIVATE_FILES.head(backupKeyFor(night)))!.uploaded.getTime()).toBe(stored!.uploaded.getTime());
  // The next night's first run after 2 am takes the next one (daylight saving starts on 2031-03-09).
  await runCron(new Date(campTimeToInstant("2031-03-21", "02:00")));
  expect(await env.PRIVATE_FILES.head(backupKeyFor("2031-03-21"))).not.toBeNull();
});

test("a restore refuses a database that holds data, and a backup cut short, before writing anything", async () => {
  const result = await takeNightlyBackup(env, new Date(campTimeToInstant("2031-04-01", "03:00")));
  expect(result.backup).toBe(backupKeyFor("2031-04-01"));
  const body = await backupBytes(backupKeyFor("2031-04-01"));
  await expect(restoreDatabase(env.DB, body)).rejects.toThrow(/already holds rows: restore only into an empty database/);

  const whole = new Uint8Array(await new Response(body().pipeThrough(new DecompressionStream("gzip"))).arrayBuffer());
  const cut = whole.slice(0, whole.lastIndexOf("\n".charCodeAt(0), whole.length - 2) + 1);
  const cutGzip = new Uint8Array(await new Response(new Blob([cut]).stream().pipeThrough(new CompressionStream("gzip"))).arrayBuffer());
  const before = await summarizeDatabase(env.DB);
  await expect(restoreDatabase(env.DB, () => new Blob([cutGzip]).stream())).rejects.toThrow(/no manifest at its end/);
  expect(await summarizeDatabase(env.DB)).toEqual(before);
});

test("only the newest 30 backups are kept, and no backup is ever served from /media", async () => {
  for (let day = 1; day <= 32; day++) await env.PRIVATE_FILES.put(backupKeyFor(`2031-05-${String(day).padStart(2, "0")}`), "old");
  await env.PRIVATE_FILES.put("backups/d1/notes.txt", "the office's own file is not a backup");

  const result = await takeNightlyBackup(env, new Date(campTimeToInstant("2031-06-01", "02:15")));

  const { objects } = await env.PRIVATE_FILES.list({ prefix: "backups/d1/" });
  const kept = objects.map((o) => o.key).filter((k) => k.endsWith(".json.gz"));
  expect(kept).toHaveLength(BACKUPS_KEPT);
  expect(result.deleted).toBeGreaterThanOrEqual(3);
  // The newest 30 by night: tonight's and May 4 to 31 among them, May 1 to 3 gone.
  expect(kept).toContain(backupKeyFor("2031-06-01"));
  expect(kept).toContain(backupKeyFor("2031-05-04"));
  expect(kept).not.toContain(backupKeyFor("2031-05-03"));
  expect(objects.map((o) => o.key)).toContain("backups/d1/notes.txt");

  const served = await SELF.fetch(`http://localhost/media/${backupKeyFor("2031-06-01")}`);
  expect(served.status).toBe(404);
  expect((await SELF.fetch(`http://localhost/media/backups%2Fd1%2F2031-06-01.json.gz`)).status).toBe(404);
});
