// The office's long lists at season scale: a summer's worth of registrations (5,000 unless
// BENCH_REGISTRATIONS says otherwise; a fifth of them waiting, so the waitlist holds about 1,000)
// written straight into the bench's D1, then the admin in Chromium (1280 px) opens the
// Registrations tab from another tab, goes to the next page and leaves for another tab; then the
// same for the Waitlist tab, with an Enroll on a waiting camper of its second page between
// (decision 0062). For each step it prints the longest main-thread task in a Chromium trace (wall
// time, and the CPU time the page's thread had in it) and the time from the click to the first
// paint that shows the result (which includes the server's answer). Goal: no task of 100 ms or
// more (CPU time). BENCH_TRACE_DIR=<folder> keeps each step's trace (open it in Chrome's
// Performance panel).
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

/** A list's rows (by their test id) and, given a page number, the address on that page. */
type Rows = { row: string; page?: number };

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
async function measure(page: Page, selector: string, done: (rows: Rows) => boolean, rows: Rows): Promise<Step> {
  const browser = page.context().browser()!;
  await browser.startTracing(page, { categories: ["toplevel", "disabled-by-default-devtools.timeline"] });
  const clickedAt = await page.evaluate((s) => {
    const at = performance.now();
    (document.querySelector(s) as HTMLElement).click();
    return at;
  }, selector);
  await page.waitForFunction(done, rows, { timeout: 600_000, polling: 50 });
  const paintedAt = await page.evaluate(() => new Promise<number>((resolve) => requestAnimationFrame(() => setTimeout(() => resolve(performance.now()), 0))));
  // A task still running when `done` first held ends inside the trace.
  await page.waitForTimeout(300);
  const trace = await browser.stopTracing();
  if (process.env.BENCH_TRACE_DIR) writeFileSync(path.join(process.env.BENCH_TRACE_DIR, `${selector.replace(/\W+/g, "-")}.json`), trace);
  const { wallMs, cpuMs } = longestTask(trace);
  return { longestTaskMs: wallMs, longestTaskCpuMs: cpuMs, clickToPaintMs: paintedAt - clickedAt };
}

/** The list's rows on screen, not loading, and (given a page number) the address is on that page. */
const rowsShown = ({ row, page }: Rows) =>
  document.querySelectorAll(`[data-testid="${row}"]`).length > 0 &&
  !document.querySelector('[aria-live="polite"]')?.textContent?.startsWith("Loading") &&
  (page === undefined || location.search.includes(`page=${page}`));
const rowsGone = ({ row }: Rows) => !document.querySelector(`[data-testid="${row}"]`);

// The row whose Enroll the bench clicks is marked data-bench-enroll (an enrolled row has no Enroll
// button left); it has its answer when the row says either way.
const enrollAnswered = ({ row }: Rows) => {
  const marked = document.querySelector(`[data-testid="${row}"][data-bench-enroll]`);
  return !!marked && (!!marked.querySelector('[data-testid="waitlist-enrolled"]') || !!marked.textContent?.includes("Not enrolled:"));
};

const showingLine = (page: Page) => page.evaluate(() => document.querySelector('[aria-live="polite"]')?.textContent ?? "");

/** Open a list's tab from the Programs tab, go to its next page (when it has one); `between` runs there. */
async function measureListTab(page: Page, tab: string, row: string, log: (line: string) => void, between?: () => Promise<Array<[string, Step]>>) {
  const steps: Array<[string, Step]> = [];
  steps.push([`Open the ${tab} tab`, await measure(page, `a[href="/admin/${tab.toLowerCase()}"]`, rowsShown, { row })]);
  log(`The ${tab} tab says: ${await showingLine(page)}`);
  if (await page.$('a[rel="next"]')) {
    steps.push([`Next page of the ${tab} tab`, await measure(page, 'a[rel="next"]', rowsShown, { row, page: 2 })]);
  }
  if (between) steps.push(...(await between()));
  steps.push([`Leave the ${tab} tab for the Programs tab`, await measure(page, 'a[href="/admin/programs"]', rowsGone, { row })]);
  return steps;
}

/** Enroll the first waiting camper on the page whose session has a seat free (any, if none has). */
async function measureEnroll(page: Page, log: (line: string) => void): Promise<Array<[string, Step]>> {
  const marked = await page.evaluate(() => {
    const rows = Array.from(document.querySelectorAll('[data-testid="waitlist-entry"]'));
    const row = rows.find((r) => /seats? free/.test(r.textContent ?? "")) ?? rows[0];
    row?.setAttribute("data-bench-enroll", "");
    return row?.querySelector('button[aria-label^="Enroll "]')?.getAttribute("aria-label") ?? null;
  });
  if (!marked) return [];
  const step = await measure(page, '[data-bench-enroll] button[aria-label^="Enroll "]', enrollAnswered, { row: "waitlist-entry" });
  const answer = await page.evaluate(() => {
    const said = Array.from(document.querySelectorAll("[data-bench-enroll] p")).find((p) => /^(Enrolled|Not enrolled):/.test(p.textContent ?? ""));
    return said?.textContent ?? "";
  });
  log(`${marked}: ${answer}`);
  return [["Enroll one waiting camper", step]];
}

export async function measureOfficeListTabs(baseUrl: string, stateDir: string, log: (line: string) => void) {
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
    const steps = [
      ...(await measureListTab(page, "Registrations", "registration-row", log)),
      ...(await measureListTab(page, "Waitlist", "waitlist-entry", log, () => measureEnroll(page, log))),
    ];
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
  name: "admin registrations and waitlist tabs",
  run: async ({ baseUrl, stateDir, log }) => {
    await measureOfficeListTabs(baseUrl, stateDir, log);
  },
};

if (import.meta.url === `file://${process.argv[1]}`) {
  const stateDir = ".wrangler/bench-admin";
  const { baseUrl, stop } = await serveBuiltProduct({ port: Number(process.env.BENCH_PORT ?? 8798), stateDir, timeoutMs: 900_000 });
  try {
    await measureOfficeListTabs(baseUrl, path.resolve(stateDir), console.log);
  } finally {
    stop();
  }
}
