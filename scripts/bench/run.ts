// `npm run bench`: builds the product, serves the build on 127.0.0.1 (scripts/serve-built.ts; port 8799 unless BENCH_PORT is
// set) with its own fresh seeded state (.wrangler/bench), then runs each scenario module in
// order and prints its figures. A scenario module exports `scenario: BenchScenario` (see
// scenario.ts), or `name` and `run(baseURL)` returning labelled timings `{ label, ms[] }`
// (printed as medians); a module listed here but not present yet is skipped.
// `--small` runs every scenario at small counts (scripts/bench/size.ts): what `npm test` runs.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { commandLineOrExit } from "../command-line";
import { serveBuiltProduct, type BenchScenario } from "./scenario";

const SCENARIOS = ["public.ts", "app-pages-phone.ts", "registration-rush.ts", "attendance.ts", "admin-registrations.ts", "here-now.ts", "roll-call.ts"];

const args = commandLineOrExit({ small: { type: "boolean" }, "no-build": { type: "boolean" } }, "Usage: npm run bench -- [--small] [--no-build]");
// Before any scenario module is imported: each reads its counts when it loads.
if (args.values.small) process.env.BENCH_SIZE = "small";

const root = path.resolve(import.meta.dirname, "../..");
const port = Number(process.env.BENCH_PORT ?? 8799);
const stateDir = ".wrangler/bench";
const log = (line: string) => console.log(line);

async function main() {
  // `--no-build` serves the build already made (npm test has just built it).
  if (!args.values["no-build"]) {
    log("Building...");
    const build = spawnSync("npx", ["react-router", "build"], { cwd: root, stdio: ["ignore", "ignore", "inherit"] });
    if (build.status !== 0) throw new Error("react-router build failed");
  }

  log(`Serving on 127.0.0.1:${port} (state ${stateDir})...`);
  const { baseUrl, stop, cpuMs, cpu } = await serveBuiltProduct({ port, stateDir, cwd: root });
  process.on("SIGINT", () => (stop(), process.exit(130)));
  try {
    for (const file of SCENARIOS) {
      const modulePath = path.join(import.meta.dirname, file);
      if (!existsSync(modulePath)) continue;
      const mod = (await import(modulePath)) as
        { scenario: BenchScenario } | { name: string; run: (baseURL: string) => Promise<Array<{ label: string; ms: number[] }>> };
      if ("scenario" in mod) {
        log(`\n== ${mod.scenario.name} ==`);
        await mod.scenario.run({ baseUrl, stateDir: path.join(root, stateDir), log, serverCpuMs: cpuMs, serverCpu: cpu });
      } else {
        log(`\n== ${mod.name} ==`);
        for (const timing of await mod.run(baseUrl)) {
          const sorted = [...timing.ms].sort((a, b) => a - b);
          log(`${timing.label}: median ${sorted[Math.floor(sorted.length / 2)].toFixed(0)} ms (${sorted.length} runs)`);
        }
      }
    }
  } finally {
    stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
