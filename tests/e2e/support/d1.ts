// Runs SQL against the journeys' local D1 (the state the served Worker reads), for a journey
// that needs data the seed does not have.
import { execFileSync } from "node:child_process";

const STATE_DIR = process.env.E2E_STATE_DIR ?? ".wrangler/e2e";

export function runD1(sql: string) {
  execFileSync("npx", ["wrangler", "d1", "execute", "DB", "--local", "--persist-to", STATE_DIR, "--command", sql], {
    stdio: "pipe",
    env: { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: "false", WRANGLER_SEND_METRICS: "false" },
  });
}

/**
 * The rows a query returns from the local D1 in `stateDir` (default: the journeys' own). The
 * served copy writes to the same SQLite file: a statement that meets its lock is tried again
 * (each try starts a new wrangler process, which takes a second or two).
 */
export function queryD1<T = Record<string, unknown>>(sql: string, stateDir = STATE_DIR): T[] {
  for (let attempt = 1; ; attempt++) {
    try {
      const output = execFileSync("npx", ["wrangler", "d1", "execute", "DB", "--local", "--persist-to", stateDir, "--json", "--command", sql], {
        encoding: "utf8",
        stdio: ["ignore", "pipe", "pipe"],
        env: { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: "false", WRANGLER_SEND_METRICS: "false" },
      });
      return (JSON.parse(output) as Array<{ results: T[] }>).at(-1)?.results ?? [];
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
}
