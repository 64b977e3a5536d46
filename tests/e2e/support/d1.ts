// Runs SQL against the journeys' local D1 (the state the served Worker reads), for a journey
// that needs data the seed does not have. The one way journeys reach D1 directly.
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

export const STATE_DIR = process.env.E2E_STATE_DIR ?? ".wrangler/e2e";

/**
 * `wrangler d1 execute` on the local D1 in `stateDir`. The served copy writes to the same SQLite
 * file: a statement that meets its lock (SQLITE_BUSY) changed nothing and is tried again (each
 * try starts a new wrangler process, which takes a second or two). Any other failure is thrown.
 */
function execute(sql: string, stateDir: string): string {
  for (let attempt = 1; ; attempt++) {
    try {
      return wranglerD1(["--json", "--command", sql], stateDir);
    } catch (error) {
      const said = `${(error as { stdout?: string }).stdout ?? ""}${(error as { stderr?: string }).stderr ?? ""}${String(error)}`;
      if (attempt === 5 || !said.includes("SQLITE_BUSY")) throw error;
    }
  }
}

function wranglerD1(args: string[], stateDir: string): string {
  return execFileSync("npx", ["wrangler", "d1", "execute", "DB", "--local", "--persist-to", stateDir, ...args], {
    encoding: "utf8",
    stdio: ["ignore", "pipe", "pipe"],
    env: { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: "false", WRANGLER_SEND_METRICS: "false" },
  });
}

/**
 * Runs a long script (thousands of rows) against the local D1 in `stateDir`, from a file, as
 * wrangler takes one. Not tried again: a script that failed half-way may have written its first half.
 */
export function runD1Script(sql: string, stateDir = STATE_DIR) {
  const dir = mkdtempSync(path.join(tmpdir(), "d1-script-"));
  const file = path.join(dir, "script.sql");
  writeFileSync(file, sql);
  try {
    wranglerD1(["--file", file], stateDir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Runs statements (writes) against the local D1 in `stateDir` (default: the journeys' own). */
export function runD1(sql: string, stateDir = STATE_DIR) {
  execute(sql, stateDir);
}

/** The rows a query returns from the local D1 in `stateDir` (default: the journeys' own). */
export function queryD1<T = Record<string, unknown>>(sql: string, stateDir = STATE_DIR): T[] {
  return (JSON.parse(execute(sql, stateDir)) as Array<{ results: T[] }>).at(-1)?.results ?? [];
}
