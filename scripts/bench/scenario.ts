// What a benchmark scenario gets from `npm run bench` (scripts/bench/run.ts), and what it is;
// and the one way a benchmark serves the product itself (serveBuiltProduct).
import { execFileSync, spawn } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { createRequire } from "node:module";
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
  /** The same, split: workerd (the Worker and its simulated D1) and the rest of the server's processes. */
  serverCpu: () => ServerCpuSample;
};

export type BenchScenario = {
  name: string;
  run: (ctx: BenchContext) => Promise<void>;
};

/** A local server that a benchmark started: its address, its CPU time so far (ms), and how to stop it (and only it). */
export type BenchServer = { baseUrl: string; stop: () => void; cpuMs: () => number; cpu: () => ServerCpuSample };

/**
 * CPU time (ms) a server's process group has used so far: all of it, and workerd's share (the
 * Worker and the simulated D1 it reaches in the same process). The rest is the Node side of the
 * local server (scripts/serve-built.ts, Miniflare's loopback, tsx), which Cloudflare does not run.
 */
export type ServerCpuSample = { totalMs: number; workerdMs: number };

const CLOCK_TICKS_PER_SECOND = 100;

/**
 * CPU time (user + system, ms) of every live process in process group `group`, read from /proc:
 * the server's cost per request is this difference over a run divided by its requests, whatever
 * the machine's load (a latency figure is not). 0 where /proc is missing.
 */
export function processGroupCpuMs(group: number): number {
  return processGroupCpu(group).totalMs;
}

/** processGroupCpuMs with workerd's share apart (processes named `workerd`). */
export function processGroupCpu(group: number): ServerCpuSample {
  let entries: string[];
  try {
    entries = readdirSync("/proc").filter((name) => /^\d+$/.test(name));
  } catch {
    return { totalMs: 0, workerdMs: 0 };
  }
  const sample = { totalMs: 0, workerdMs: 0 };
  for (const pid of entries) {
    const it = processOf(pid);
    if (!it || it.group !== group) continue;
    sample.totalMs += it.cpuMs;
    if (it.command === "workerd") sample.workerdMs += it.cpuMs;
  }
  return sample;
}

/**
 * What local workerd itself costs a request, whatever the Worker does: workerd CPU (ms) per POST
 * to a Worker that only answers `{"ok":true}`, served by the same Miniflare (its entry worker in
 * front, as in serve-built.ts), `requests` of them at `rate` a second. A scenario's workerd CPU
 * per request above this is the Worker's own and its simulated D1's. null where /proc is missing.
 */
export async function workerdFloorMs({ rate = 100, requests = 300 } = {}): Promise<number | null> {
  const fromWrangler = createRequire(createRequire(import.meta.url).resolve("wrangler/package.json"));
  const { Miniflare, convertV4MiniflareOptions } = (await import(fromWrangler.resolve("miniflare"))) as typeof import("miniflare");
  const miniflare = new Miniflare(
    convertV4MiniflareOptions({
      modules: true,
      script: "export default { fetch: () => Response.json({ ok: true }) };",
      compatibilityDate: "2025-01-01",
      host: "127.0.0.1",
      port: 0,
    }),
  );
  try {
    const url = (await miniflare.ready).toString();
    // The workerd this Miniflare started: a child of this process.
    const children = () => {
      try {
        return readdirSync("/proc").filter((pid) => /^\d+$/.test(pid) && processOf(pid)?.parent === process.pid && processOf(pid)?.command === "workerd");
      } catch {
        return [];
      }
    };
    const cpu = () => children().reduce((sum, pid) => sum + (processOf(pid)?.cpuMs ?? 0), 0);
    const send = (count: number) =>
      Promise.all(
        Array.from({ length: count }, async (_, i) => {
          await new Promise((resolve) => setTimeout(resolve, (i * 1000) / rate));
          await (await fetch(url, { method: "POST", body: "{}" })).arrayBuffer();
        }),
      );
    await send(50);
    const before = cpu();
    await send(requests);
    const used = cpu() - before;
    return children().length ? used / requests : null;
  } finally {
    await miniflare.dispose();
  }
}

/** One process's command, parent and CPU time (ms) from /proc/<pid>/stat, or null when it is gone. */
function processOf(pid: string): { command: string; parent: number; group: number; cpuMs: number } | null {
  try {
    // "pid (command) state ppid pgrp ... utime (14) stime (15)": fields counted after the command's closing parenthesis.
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return {
      command: stat.slice(stat.indexOf("(") + 1, stat.lastIndexOf(")")),
      parent: Number(fields[1]),
      group: Number(fields[2]),
      cpuMs: ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_SECOND,
    };
  } catch {
    return null;
  }
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
      if ((await fetch(`${baseUrl}${readyPath}`)).ok) {
        const cpu = () => (child.pid ? processGroupCpu(child.pid) : { totalMs: 0, workerdMs: 0 });
        return { baseUrl, stop, cpu, cpuMs: () => cpu().totalMs };
      }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  stop();
  throw new Error(child.exitCode !== null ? "the local server exited before it was ready" : `the local server did not answer at ${baseUrl}${readyPath}`);
}

/** Runs SQL against the local D1 in `stateDir` (a scenario's own rows, written faster than through the API). */
export function executeSql(stateDir: string, sql: string) {
  const dir = mkdtempSync(path.join(tmpdir(), "bench-sql-"));
  const file = path.join(dir, "seed.sql");
  writeFileSync(file, sql);
  try {
    execFileSync("npx", ["wrangler", "d1", "execute", "DB", "--local", "--persist-to", stateDir, "--file", file], {
      stdio: "pipe",
      env: { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: "false", WRANGLER_SEND_METRICS: "false" },
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
