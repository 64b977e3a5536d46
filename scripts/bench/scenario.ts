// What a benchmark scenario gets from `npm run bench` (scripts/bench/run.ts), and what it is;
// and the one way a benchmark serves the product itself (serveBuiltProduct).
import { spawn } from "node:child_process";
import path from "node:path";

export type BenchContext = {
  /** The product, built and served locally with fresh seeded state: http://127.0.0.1:<port> */
  baseUrl: string;
  /** The wrangler state folder of this run (D1/KV/R2), if a scenario needs to inspect it. */
  stateDir: string;
  /** Prints one line of the report. */
  log: (line: string) => void;
};

export type BenchScenario = {
  name: string;
  run: (ctx: BenchContext) => Promise<void>;
};

/** A local server that a benchmark started: its address, and how to stop it (and only it). */
export type BenchServer = { baseUrl: string; stop: () => void };

/**
 * Serves the built product (build it first) on 127.0.0.1:`port` with fresh seeded state in
 * `stateDir` (scripts/serve-local.sh --fresh --built), and waits until `readyPath` answers 2xx.
 * `stop()` ends that server's whole process group, never another process.
 */
export async function serveBuiltProduct({
  port,
  stateDir,
  readyPath = "/api/school-year-content",
  cwd = path.resolve(import.meta.dirname, "../.."),
  timeoutMs = 180_000,
}: {
  port: number;
  stateDir: string;
  readyPath?: string;
  cwd?: string;
  timeoutMs?: number;
}): Promise<BenchServer> {
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn("bash", ["scripts/serve-local.sh", String(port), stateDir, "--fresh", "--built"], { cwd, stdio: "ignore", detached: true });
  const stop = () => {
    try {
      if (child.pid) process.kill(-child.pid, "SIGTERM");
    } catch {
      // already gone
    }
  };
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    try {
      if ((await fetch(`${baseUrl}${readyPath}`)).ok) return { baseUrl, stop };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  stop();
  throw new Error(child.exitCode !== null ? "the local server exited before it was ready" : `the local server did not answer at ${baseUrl}${readyPath}`);
}
