// `npm run bench`: builds the product, serves it on 127.0.0.1 (port 8799 unless BENCH_PORT is
// set) with its own fresh seeded state (.wrangler/bench), then runs each scenario module in
// order and prints its figures. Scenario modules export `scenario: BenchScenario` (see
// scenario.ts); a module listed here but not present yet is skipped.
import { spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import type { BenchScenario } from "./scenario";

const SCENARIOS = ["public.ts", "registration-rush.ts", "attendance.ts"];

const root = path.resolve(import.meta.dirname, "../..");
const port = Number(process.env.BENCH_PORT ?? 8799);
const stateDir = ".wrangler/bench";
const baseUrl = `http://127.0.0.1:${port}`;
const log = (line: string) => console.log(line);

async function waitForServer() {
  for (let i = 0; i < 120; i++) {
    try {
      const response = await fetch(`${baseUrl}/api/school-year-content`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error(`the server on ${baseUrl} did not start`);
}

async function main() {
  log("Building...");
  const build = spawnSync("npx", ["react-router", "build"], { cwd: root, stdio: ["ignore", "ignore", "inherit"] });
  if (build.status !== 0) throw new Error("react-router build failed");

  log(`Serving on ${baseUrl} (state ${stateDir})...`);
  const server = spawn("bash", ["scripts/serve-local.sh", String(port), stateDir, "--fresh"], {
    cwd: root,
    detached: true,
    stdio: "ignore",
  });
  const stop = () => {
    try {
      process.kill(-server.pid!, "SIGTERM");
    } catch {
      // already gone
    }
  };
  process.on("SIGINT", () => (stop(), process.exit(130)));
  try {
    await waitForServer();
    for (const file of SCENARIOS) {
      const modulePath = path.join(import.meta.dirname, file);
      if (!existsSync(modulePath)) continue;
      const { scenario } = (await import(modulePath)) as { scenario: BenchScenario };
      log(`\n== ${scenario.name} ==`);
      await scenario.run({ baseUrl, stateDir: path.join(root, stateDir), log });
    }
  } finally {
    stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
