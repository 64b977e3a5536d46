// What a benchmark scenario gets from `npm run bench` (scripts/bench/run.ts), and what it is;
// and the one way a benchmark serves the product itself (serveBuiltProduct).
import { spawn } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

export type BenchContext = {
  /** The product, built and served locally with fresh seeded state: http://127.0.0.1:<port> */
  baseUrl: string;
  /** The wrangler state folder of this run (D1/KV/R2), if a scenario needs to inspect it. */
  stateDir: string;
  /** Prints one line of the report. */
  log: (line: string) => void;
  /** CPU time the local server has used so far (wrangler, workerd and its simulated D1), in ms. */
  serverCpuMs: () => number;
};

export type BenchScenario = {
  name: string;
  run: (ctx: BenchContext) => Promise<void>;
};

/** A local server that a benchmark started: its address, its CPU time so far (ms), and how to stop it (and only it). */
export type BenchServer = { baseUrl: string; stop: () => void; cpuMs: () => number };

const CLOCK_TICKS_PER_SECOND = 100;

/**
 * CPU time (user + system, ms) of every live process in process group `group`, read from /proc:
 * the server's cost per request is this difference over a run divided by its requests, whatever
 * the machine's load (a latency figure is not). 0 where /proc is missing.
 */
export function processGroupCpuMs(group: number): number {
  let ticks = 0;
  let entries: string[];
  try {
    entries = readdirSync("/proc").filter((name) => /^\d+$/.test(name));
  } catch {
    return 0;
  }
  for (const pid of entries) {
    try {
      // Fields after the command's closing parenthesis: state, ppid, pgrp, ..., utime (14), stime (15).
      const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      if (Number(fields[2]) !== group) continue;
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // The process ended while being read.
    }
  }
  return (ticks * 1000) / CLOCK_TICKS_PER_SECOND;
}

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
      if ((await fetch(`${baseUrl}${readyPath}`)).ok) return { baseUrl, stop, cpuMs: () => (child.pid ? processGroupCpuMs(child.pid) : 0) };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  stop();
  throw new Error(child.exitCode !== null ? "the local server exited before it was ready" : `the local server did not answer at ${baseUrl}${readyPath}`);
}
