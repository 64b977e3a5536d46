import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { unstable_readConfig } from "wrangler";
import { expect, test } from "vitest";
import { parseRestoreArgs } from "../db/restore/args";
import { remoteConfig } from "../db/restore/remote-config";

// wrangler's Config type names its bindings loosely: the fields this test reads.
type Binding = { binding: string; database_name?: string; bucket_name?: string; remote?: boolean };

const key = "backups/d1/2026-11-26.json.gz";

test("the restore's arguments: one backup key, the local state unless --env, and nothing else", () => {
  expect(parseRestoreArgs([key])).toEqual({ ok: true, key, target: "local", persistTo: ".wrangler/state" });
  expect(parseRestoreArgs([key, "--env", "production"])).toMatchObject({ ok: true, target: "production" });
  expect(parseRestoreArgs([key, "--local", "--persist-to", "/tmp/state"])).toMatchObject({ ok: true, target: "local", persistTo: "/tmp/state" });
  expect(parseRestoreArgs([key, "--env", "prod"])).toMatchObject({ ok: false, message: expect.stringContaining("Usage") });
  expect(parseRestoreArgs([key, "--env", "staging", "--local"])).toMatchObject({ ok: false, message: expect.stringContaining("--local cannot go with --env") });
  expect(parseRestoreArgs([key, "--force"])).toMatchObject({ ok: false, message: expect.stringContaining("Not understood: --force") });
  expect(parseRestoreArgs([key, "--env"])).toMatchObject({ ok: false, message: expect.stringContaining("--env needs a value") });
  expect(parseRestoreArgs([key, key])).toMatchObject({ ok: false });
  expect(parseRestoreArgs(["backup.json.gz"])).toMatchObject({ ok: false });
});

test("the restore's copy of wrangler.toml reaches the environment's own database and bucket, remotely", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "restore-config-"));
  try {
    const copy = path.join(dir, "wrangler.json");
    writeFileSync(copy, JSON.stringify(remoteConfig("wrangler.toml", "production")));
    const read = unstable_readConfig({ config: copy, env: "production" });
    expect(read.d1_databases.map((d: Binding) => [d.binding, d.database_name, d.remote])).toEqual([["DB", "camp-sarraka", true]]);
    expect(read.r2_buckets.map((b: Binding) => [b.binding, b.bucket_name, b.remote])).toEqual([
      ["MEDIA", "camp-sarraka-media", true],
      ["PRIVATE_FILES", "camp-sarraka-private", true],
    ]);
    // The local database stays local.
    expect(unstable_readConfig({ config: copy }).d1_databases.map((d: Binding) => d.remote)).toEqual([undefined]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
