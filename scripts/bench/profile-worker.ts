// Where a registration's Worker CPU goes: serves the built product with workerd's inspector on,
// records a V8 CPU profile of the Worker (its own isolate: not the simulated D1, not the Node side
// of the local server) during a registration rush, and prints the time per registration by
// function and by module, heaviest first.
//
//   npx tsx scripts/bench/profile-worker.ts      (BENCH_PARENTS, BENCH_SPREAD_MS, BENCH_PORT, INSPECTOR_PORT)
//
// The profiler's sampling slows the Worker down: read the shares, not the latencies.
import { writeFileSync } from "node:fs";
import { runRegistrationRush } from "./registration-rush";
import { serveBuiltProduct, type BenchServer } from "./scenario";

type ProfileNode = { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; children?: number[] };
type Profile = { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[]; startTime: number; endTime: number };

const port = Number(process.env.BENCH_PORT ?? 8796);
const inspectorPort = Number(process.env.INSPECTOR_PORT ?? 9329);
const parents = Number(process.env.BENCH_PARENTS ?? 500);
const stateDir = process.env.BENCH_STATE ?? ".wrangler/bench-profile";

/** A minimal DevTools protocol client over the inspector's WebSocket. */
async function connect(url: string) {
  const socket = new WebSocket(url);
  await new Promise((resolve, reject) => {
    socket.addEventListener("open", resolve, { once: true });
    socket.addEventListener("error", reject, { once: true });
  });
  let next = 1;
  const waiting = new Map<number, (result: unknown) => void>();
  socket.addEventListener("message", (event) => {
    const message = JSON.parse(String(event.data)) as { id?: number; result?: unknown; error?: unknown };
    if (message.id && waiting.has(message.id)) {
      waiting.get(message.id)!(message.error ? Promise.reject(new Error(JSON.stringify(message.error))) : message.result);
      waiting.delete(message.id);
    }
  });
  const send = <T>(method: string, params: Record<string, unknown> = {}) =>
    new Promise<T>((resolve) => {
      const id = next++;
      waiting.set(id, resolve as (result: unknown) => void);
      socket.send(JSON.stringify({ id, method, params }));
    });
  return { send, close: () => socket.close() };
}

/** Self time (ms) per key over the samples of a profile. */
function selfTimes(profile: Profile, keyOf: (node: ProfileNode) => string) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const totals = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const key = keyOf(byId.get(id)!);
    totals.set(key, (totals.get(key) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
  });
  return totals;
}

/** Inclusive time (ms) per key: a sample counts once for every distinct key on its stack. */
function inclusiveTimes(profile: Profile, keyOf: (node: ProfileNode) => string | null) {
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const totals = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const seen = new Set<string>();
    for (let n: number | undefined = id; n !== undefined; n = parent.get(n)) {
      const key = keyOf(byId.get(n)!);
      if (key && !seen.has(key)) {
        seen.add(key);
        totals.set(key, (totals.get(key) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
      }
    }
  });
  return totals;
}

const NOT_JS = new Set(["(idle)", "(program)", "(garbage collector)", "(root)"]);
const moduleOf = (url: string) => url.replace(/^.*\/build\/server\//, "").replace(/^file:\/\//, "") || "(native)";

let server: BenchServer | null = null;
try {
  process.env.INSPECTOR_PORT = String(inspectorPort);
  console.log(`Serving the built product on 127.0.0.1:${port} (state ${stateDir}, inspector ${inspectorPort})…`);
  server = await serveBuiltProduct({ port, stateDir, readyPath: "/api/sessions" });
  const targets = (await (await fetch(`http://127.0.0.1:${inspectorPort}/json`)).json()) as Array<{ id: string; webSocketDebuggerUrl: string }>;
  // The Worker's isolate only. workerd runs every isolate (Miniflare's entry, the simulated D1) on
  // one thread, and V8 counts the time the thread spends in another isolate as this one's busy
  // time: profiling several at once (or reading the busy total as the Worker's CPU) misleads.
  // The function and module shares are what this profile is for.
  const isolates = targets.filter((t) => t.id === "core:user:camp-sarraka");
  console.log(`Profiling ${isolates.map((t) => t.id).join(", ")}…`);
  const inspectors = await Promise.all(isolates.map((t) => connect(t.webSocketDebuggerUrl)));
  for (const inspector of inspectors) {
    await inspector.send("Profiler.enable");
    await inspector.send("Profiler.setSamplingInterval", { interval: 250 });
  }
  // A first rush warms the isolate (compiles the bundle's code paths); the second is profiled.
  await runRegistrationRush(server.baseUrl, stateDir, { parents: 100, spreadMs: 2000, quiet: true });
  for (const inspector of inspectors) await inspector.send("Profiler.start");
  const result = await runRegistrationRush(server.baseUrl, stateDir, { parents, serverCpu: server.cpu });
  const profiles = await Promise.all(inspectors.map(async (inspector) => (await inspector.send<{ profile: Profile }>("Profiler.stop")).profile));
  for (const inspector of inspectors) inspector.close();
  const profile = profiles[0];
  writeFileSync("/tmp/registration-rush.cpuprofile", JSON.stringify(profile));

  const per = (ms: number) => (ms / parents).toFixed(3);
  console.log(
    `\nBusy time (not idle) of the isolate, ms per registration, an upper bound (see above) (the Worker's profile: /tmp/registration-rush.cpuprofile):`,
  );
  profiles.forEach((p, i) => {
    const kinds = selfTimes(p, (node) => (NOT_JS.has(node.callFrame.functionName) ? node.callFrame.functionName : "JavaScript"));
    const busy = [...kinds].filter(([kind]) => kind !== "(idle)").reduce((sum, [, ms]) => sum + ms, 0);
    const parts = [...kinds].filter(([kind]) => kind !== "(idle)").map(([kind, ms]) => `${kind} ${per(ms)}`);
    console.log(`  ${isolates[i].id.padEnd(24)} ${per(busy)}  (${parts.join(", ")})`);
  });
  if (result.cpuPerRequest)
    console.log(
      `  ${"workerd process, whole".padEnd(24)} ${result.cpuPerRequest.workerdMs.toFixed(3)}  (/proc: every isolate, and workerd's own HTTP and I/O)`,
    );

  const top = (title: string, totals: Map<string, number>, count = 25) => {
    console.log(`\n${title}`);
    for (const [key, ms] of [...totals].sort((a, b) => b[1] - a[1]).slice(0, count)) console.log(`  ${per(ms).padStart(7)}  ${key}`);
  };
  const js = (node: ProfileNode) => (NOT_JS.has(node.callFrame.functionName) ? null : node);
  top(
    "Self time by function (ms per registration):",
    selfTimes(profile, (node) =>
      js(node)
        ? `${node.callFrame.functionName || "(anonymous)"} ${moduleOf(node.callFrame.url)}:${node.callFrame.lineNumber + 1}`
        : node.callFrame.functionName,
    ),
  );
  top(
    "Inclusive time by function (ms per registration):",
    inclusiveTimes(profile, (node) =>
      js(node) ? `${node.callFrame.functionName || "(anonymous)"} ${moduleOf(node.callFrame.url)}:${node.callFrame.lineNumber + 1}` : null,
    ),
    40,
  );
  top(
    "Self time by module:",
    selfTimes(profile, (node) => (js(node) ? moduleOf(node.callFrame.url) : node.callFrame.functionName)),
    10,
  );
} finally {
  server?.stop();
}
