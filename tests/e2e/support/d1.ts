// Runs SQL against the journeys' local D1 (the state the served Worker reads), for a journey
// that needs data the seed does not have. The one way journeys reach D1 directly.
import { execFileSync } from "node:child_process";

export const STATE_DIR = process.env.E2E_STATE_DIR ?? ".wrangler/e2e";

/**
 * `wrangler d1 execute` on the local D1 in `stateDir`. The served copy writes to the same SQLite
 * file: a statement that meets its lock (SQLITE_BUSY) changed nothing and is tried again (each
 * try starts a new wrangler process, which takes a second or two). Any other failure is thrown.
 */
function execute(sql: string, stateDir: string): string {
  for (let attempt = 1; ; attempt++) {
    try {
      return execFileSync("npx", ["wrangler", "d1", "execute", "DB", "--local", "--persist-to", stateDir, "--json", "--command", sql], {
        encoding: "utf8",
        stdio: ["ignore", "pipe", "pipe"],
        env: { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: "false", WRANGLER_SEND_METRICS: "false" },
      });
    } catch (error) {
      const said = `${(error as { stdout?: string }).stdout ?? ""}${(error as { stderr?: string }).stderr ?? ""}${String(error)}`;
      if (attempt === 5 || !said.includes("SQLITE_BUSY")) throw error;
    }
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
