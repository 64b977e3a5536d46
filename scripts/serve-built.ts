// Serves the built product the way it runs in production: the built Worker in workerd with its
// assets, D1, KV and R2 (persisted in the same state folder `wrangler dev --persist-to` uses),
// and nothing else. `wrangler dev` adds a proxy Worker in a second workerd, an inspector and a
// local trace store: on a two-core machine those cost more CPU than the Worker itself, so the
// benchmarks measure the product through this server instead.
//
//   tsx scripts/serve-built.ts [port] [state-dir]      (run `react-router build` first)
//
// With INSPECTOR_PORT set, workerd's inspector listens there (DevTools, or a CPU profile of the
// Worker as scripts/bench/profile-worker.ts takes one).
//
// scripts/serve-local.sh prepares the state (migrations, seed) and starts this with --built.
import { readdirSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { unstable_getMiniflareWorkerOptions } from "wrangler";
import { commandLineOrExit } from "./command-line";

const [portArg, stateArg] = commandLineOrExit({}, "Usage: tsx scripts/serve-built.ts [port] [state-dir]", 2).positionals;
const port = Number(portArg ?? 8787);
const stateDir = path.resolve(stateArg ?? ".wrangler/state");
const serverBuild = path.resolve("build/server");

// The Miniflare that this wrangler runs (the same workerd and the same local D1/KV/R2).
const fromWrangler = createRequire(createRequire(import.meta.url).resolve("wrangler/package.json"));
const { Miniflare, convertV4MiniflareOptions } = (await import(fromWrangler.resolve("miniflare"))) as typeof import("miniflare");

const { workerOptions } = unstable_getMiniflareWorkerOptions(path.join(serverBuild, "wrangler.json"));
// The build is already bundled: list its modules instead of letting rules discover them.
delete workerOptions.modulesRules;
const modules = [
  "index.js",
  ...readdirSync(path.join(serverBuild, "assets"))
    .filter((f) => f.endsWith(".js"))
    .map((f) => `assets/${f}`),
];

const miniflare = new Miniflare(
  convertV4MiniflareOptions({
    ...workerOptions,
    name: "camp-sarraka",
    modulesRoot: serverBuild,
    modules: modules.map((file) => ({ type: "ESModule" as const, path: path.join(serverBuild, file) })),
    host: "127.0.0.1",
    port,
    ...(process.env.INSPECTOR_PORT ? { inspectorPort: Number(process.env.INSPECTOR_PORT) } : {}),
    // wrangler dev --persist-to <dir> keeps its state in <dir>/v3.
    resourcePersistencePath: path.join(stateDir, "v3"),
    // scripts/serve-local.sh exports the development pepper the seed hashed with.
    bindings: {
      ...(workerOptions.bindings as Record<string, unknown> | undefined),
      ...(process.env.PASSWORD_PEPPER ? { PASSWORD_PEPPER: process.env.PASSWORD_PEPPER } : {}),
    },
  }),
);
const url = await miniflare.ready;
console.log(`Camp Sarraka (built) is running at ${url}`);

const stop = async () => {
  await miniflare.dispose();
  process.exit(0);
};
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
