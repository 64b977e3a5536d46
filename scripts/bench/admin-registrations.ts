// Registrations tab bench: a summer's worth of registrations (5,000 unless BENCH_REGISTRATIONS
// says otherwise) written straight into the bench's D1, then the admin in Chromium (1280 px)
// opens the tab from another tab, goes to the next page, and leaves for another tab. For each
// step it prints the longest main-thread task in a Chromium trace (wall time, and the CPU time
// the page's thread had in it) and the time from the click to the first paint that shows the
// result (which includes the server's answer). Goal: no task of 100 ms or more (CPU time).
// BENCH_TRACE_DIR=<folder> keeps each step's trace (open it in Chrome's Performance panel).
//
//   npm run bench                                    (after the other scenarios)
//   npx tsx scripts/bench/admin-registrations.ts     (on its own: serves the build on BENCH_PORT)
import { writeFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import path from "node:path";
import { chromium, type Page } from "@playwright/test";
import { manyRegistrationsSql } from "../../tests/e2e/support/many-registrations";
import { executeSql, serveBuiltProduct, type BenchScenario } from "./scenario";
import { benchCount } from "./size";

const COUNT = benchCount("REGISTRATIONS", 5000, 300);
const TARGET_MS = 100;

/** `count` registrations written straight into the bench's D1 (one SQL file, run by wrangler). */
const seedRegistrations = (stateDir: string, count: number) => executeSql(stateDir, manyRegistrationsSql("Summer bench", count));

type Step = { longestTaskMs: number; longestTaskCpuMs: number; clickToPaintMs: number };

type TraceEvent = { name: string; ph: string; pid: number; tid: number; dur?: number; tdur?: number; args?: { name?: string } };

/**
 * The page's longest main-thread task in a Chromium trace: its wall time, and the CPU time the
 * thread had in it (on a machine shared with other work the two differ; the CPU time is what
 * the page itself costs).
 */
function longestTask(trace: Buffer) {
  const events = (JSON.parse(trace.toString("utf8")) as { traceEvents: TraceEvent[] }).traceEvents;
  const main = new Set(events.filter((e) => e.ph === "M" && e.name === "thread_name" && e.args?.name === "CrRendererMain").map((e) => `${e.pid}:${e.tid}`));
  const tasks = events.filter((e) => e.name === "RunTask" && e.ph === "X" && main.has(`${e.pid}:${e.tid}`));
  const longest = tasks.reduce<TraceEvent | undefined>((a, b) => ((b.dur ?? 0) > (a?.dur ?? 0) ? b : a), undefined);
  return { wallMs: (longest?.dur ?? 0) / 1000, cpuMs: (longest?.tdur ?? 0) / 1000 };
}

/**
 * Clicks `selector` and waits until `done` holds in the page; answers the longest task meanwhile
 * and the time from the click to the first paint after `done` held.
 */
async function measure(page: Page, selector: string, done: (page?: number) => boolean, arg?: number): Promise<Step> {
  const browser = page.context().browser()!;
  await browser.startTracing(page, { categories: ["toplevel", "disabled-by-default-devtools.timeline"] });
  const clickedAt = await page.evaluate((s) => {
    const at = performance.now();
    (document.querySelector(s) as HTMLElement).click();
    return at;
  }, selector);
  await page.waitForFunction(done, arg, { timeout: 600_000, polling: 50 });
  const paintedAt = await page.evaluate(() => new Promise<number>((resolve) => requestAnimationFrame(() => setTimeout(() => resolve(performance.now()), 0))));
  // A task still running when `done` first held ends inside the trace.
  await page.waitForTimeout(300);
  const trace = await browser.stopTracing();
  if (process.env.BENCH_TRACE_DIR) writeFileSync(path.join(process.env.BENCH_TRACE_DIR, `${selector.replace(/\W+/g, "-")}.json`), trace);
  const { wallMs, cpuMs } = longestTask(trace);
  return { longestTaskMs: wallMs, longestTaskCpuMs: cpuMs, clickToPaintMs: paintedAt - clickedAt };
}

/** Rows on screen, and (given a page number) the address is on that page. */
const rowsShown = (page?: number) =>
  document.querySelectorAll('[data-testid="registration-row"]').length > 0 &&
  !document.querySelector('[aria-live="polite"]')?.textContent?.startsWith("Loading") &&
  (page === undefined || location.search.includes(`page=${page}`));
const rowsGone = () => !document.querySelector('[data-testid="registration-row"]');

export async function measureRegistrationsTab(baseUrl: string, stateDir: string, log: (line: string) => void) {
  log(`Seeding ${COUNT.toLocaleString("en-US")} registrations...`);
  seedRegistrations(stateDir, COUNT);
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const signedIn = await context.request.post(`${baseUrl}/sign-in`, {
      form: { email: "admin@example.com", password: "sarraka-demo", redirectTo: "/admin" },
      headers: { Origin: baseUrl },
      maxRedirects: 0,
    });
    if (signedIn.status() >= 400) throw new Error(`admin sign-in answered ${signedIn.status()}`);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/admin/programs`);
    await page.waitForFunction(() => Object.keys(document.querySelector('[role="tablist"] a') ?? {}).some((k) => k.startsWith("__reactProps")));
    const steps: Array<[string, Step]> = [];
    steps.push(["Open the Registrations tab", await measure(page, 'a[href="/admin/registrations"]', rowsShown)]);
    const total = await page.evaluate(() => document.querySelector('[aria-live="polite"]')?.textContent ?? "");
    log(`The tab says: ${total}`);
    const next = await page.$('a[rel="next"]');
    if (next) {
      steps.push(["Next page", await measure(page, 'a[rel="next"]', rowsShown, 2)]);
    }
    steps.push(["Leave for the Programs tab", await measure(page, 'a[href="/admin/programs"]', rowsGone)]);
    for (const [label, step] of steps) {
      const flag = step.longestTaskCpuMs >= TARGET_MS ? `  (over the ${TARGET_MS} ms budget)` : "";
      log(
        `${label}, ${COUNT.toLocaleString("en-US")} registrations: longest task ${step.longestTaskMs.toFixed(0)} ms (${step.longestTaskCpuMs.toFixed(0)} ms of CPU), click to paint ${step.clickToPaintMs.toFixed(0)} ms${flag}`,
      );
    }
    log(
      `Load average: ${loadavg()
        .map((l) => l.toFixed(1))
        .join(" ")} on ${cpus().length} cores (a busy machine stretches the wall times)`,
    );
    return steps;
  } finally {
    await browser.close();
  }
}

export const scenario: BenchScenario = {
  name: "admin registrations tab",
  run: async ({ baseUrl, stateDir, log }) => {
    await measureRegistrationsTab(baseUrl, stateDir, log);
  },
};

if (import.meta.url === `file://${process.argv[1]}`) {
  const stateDir = ".wrangler/bench-admin";
  const { baseUrl, stop } = await serveBuiltProduct({ port: Number(process.env.BENCH_PORT ?? 8798), stateDir, timeoutMs: 900_000 });
  try {
    await measureRegistrationsTab(baseUrl, path.resolve(stateDir), console.log);
  } finally {
    stop();
  }
}
