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
