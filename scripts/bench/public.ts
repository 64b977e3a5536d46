// Public pages: gzipped JavaScript and HTML per route, Lighthouse mobile performance (median of
// BENCH_LIGHTHOUSE_RUNS, default 3), and requests per second of a cached page beside a static
// asset from the same worker (target: at least 0.8x). Then the app pages (/account, /sign-in, registration,
// checkout, /admin and every admin tab by its own address, attendance): the gzipped JavaScript
// each downloads on opening in Chromium, signed in as the demo parent, admin and counselor, at
// start and in all once idle (target: at most 150 KB in all). Budgets missed are flagged and
// listed at the end. Run alone (the app pages only, on a build already made):
// `npx tsx scripts/bench/public.ts`.
import { loadavg } from "node:os";
import { pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { PUBLIC_PAGE_PATHS } from "../../app/content/public-pages";
import routes from "../../app/routes";
import { serveBuiltProduct, type BenchScenario } from "./scenario";
import { benchCount, isSmallBench } from "./size";

const ROUTES = PUBLIC_PAGE_PATHS;
const JS_BUDGET_KB = 110;
const LIGHTHOUSE_TARGET = 98;
const THROUGHPUT_RATIO_TARGET = 0.8;
const APP_JS_BUDGET_KB = 150;
const kb = (bytes: number) => (bytes / 1024).toFixed(1);

async function text(url: string, cookie?: string) {
  const response = await fetch(url, { headers: cookie ? { Cookie: cookie } : {}, redirect: "manual" });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.text();
}

/** Every script the page loads at start: module preloads, the entry import and their static imports. */
async function initialScripts(baseUrl: string, html: string) {
  const found = new Set<string>();
  for (const m of html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)) found.add(new URL(m[1], baseUrl).href);
  for (const m of html.matchAll(/import\s*\(?\s*["'](\/assets\/[^"']+\.js)["']/g)) found.add(new URL(m[1], baseUrl).href);
  for (const m of html.matchAll(/<script[^>]+src="([^"]+\.js)"/g)) found.add(new URL(m[1], baseUrl).href);
  const sizes = new Map<string, number>();
  const queue = [...found];
  while (queue.length > 0) {
    const url = queue.pop()!;
    if (sizes.has(url)) continue;
    const source = await text(url);
    sizes.set(url, gzipSync(source, { level: 9 }).byteLength);
    // Static imports only: `import(...)` chunks load on demand and are not part of the page load.
    for (const m of source.matchAll(/(?:\bfrom|\bimport)\s*["'](\.{1,2}\/[^"']+\.js)["']/g)) {
      queue.push(new URL(m[1], url).href);
    }
    // Except the islands entry's one import: the islands' React runtime (app/islands/hydrate.ts),
    // which a page loads as soon as one island hydrates. Counted whole, with every chunk it preloads.
    if (/\/assets\/islands-[^/]+\.js$/.test(url)) {
      const deps = source.match(/m\.f=\[([^\]]*)\]/)?.[1] ?? "";
      for (const m of deps.matchAll(/["'](assets\/[^"']+\.js)["']/g)) queue.push(new URL(`/${m[1]}`, baseUrl).href);
    }
  }
  return [...sizes.values()].reduce((a, b) => a + b, 0);
}

async function lighthouseScores(baseUrl: string, runs: number) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    chromeFlags: ["--headless", "--no-sandbox", "--disable-gpu"],
  });
  const scores = new Map<string, number>();
  const allRuns = new Map<string, number[]>();
  try {
    // A small run asks Lighthouse about the home page only: enough to know it still runs.
    for (const route of isSmallBench() ? ROUTES.slice(0, 1) : ROUTES) {
      const results: number[] = [];
      for (let i = 0; i < runs; i++) {
        const result = await lighthouse(`${baseUrl}${route}`, { port: chrome.port, onlyCategories: ["performance"], output: "json", logLevel: "error" });
        results.push(Math.round((result?.lhr.categories.performance.score ?? 0) * 100));
      }
      allRuns.set(route, [...results]);
      results.sort((a, b) => a - b);
      scores.set(route, results[Math.floor(results.length / 2)]);
    }
  } finally {
    await chrome.kill();
  }
  return { scores, allRuns };
}

/** Requests per second for `total` GETs of one URL, `concurrency` at a time (127.0.0.1 only). */
async function requestsPerSecond(url: string, total: number, concurrency: number) {
  let sent = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (sent < total) {
        sent++;
        const response = await fetch(url);
        await response.arrayBuffer();
        if (!response.ok) throw new Error(`${url} answered ${response.status}`);
      }
    }),
  );
  return total / ((performance.now() - started) / 1000);
}

export const scenario: BenchScenario = {
  name: "Public pages",
  async run({ baseUrl, log }) {
    if (!new URL(baseUrl).hostname.startsWith("127.")) throw new Error("the load test runs against 127.0.0.1 only");
    const runs = benchCount("LIGHTHOUSE_RUNS", 3, 1);
    const sizes = new Map<string, { js: number; html: number }>();
    for (const route of ROUTES) {
      const html = await text(`${baseUrl}${route}`);
      sizes.set(route, { js: await initialScripts(baseUrl, html), html: gzipSync(html, { level: 9 }).byteLength });
    }
    log(`Lighthouse mobile performance, median of ${runs} run(s) per route (load average ${loadavg()[0].toFixed(1)})...`);
    const { scores, allRuns } = runs > 0 ? await lighthouseScores(baseUrl, runs) : { scores: new Map<string, number>(), allRuns: new Map<string, number[]>() };

    log("route                 JS gz (KB)  HTML gz (KB)  Lighthouse  runs");
    for (const route of ROUTES) {
      const { js, html } = sizes.get(route)!;
      const score = scores.get(route);
      const flags = `${js / 1024 > JS_BUDGET_KB ? " JS>budget" : ""}${score !== undefined && score < LIGHTHOUSE_TARGET ? " LH<target" : ""}`;
      const each = allRuns.get(route)?.join("/") ?? "";
      log(`${route.padEnd(22)}${kb(js).padStart(10)}${kb(html).padStart(14)}${String(score ?? "-").padStart(12)}  ${each.padEnd(9)}${flags}`);
    }
    log(`(targets: JS <= ${JS_BUDGET_KB} KB gzipped; Lighthouse mobile >= ${LIGHTHOUSE_TARGET})`);

    // Throughput: the cached page beside a static asset the same worker serves. Measured in
    // interleaved rounds (page then asset, then asset then page, ...) after warming both, and
    // reported as the median of the rounds' ratios: whatever else the machine is doing (Chromium
    // closing after Lighthouse, another process's burst) then weighs on both sides alike instead
    // of on whichever was measured first.
    const page = `${baseUrl}/gallery`;
    const asset = `${baseUrl}/favicon.svg`;
    const total = benchCount("REQUESTS", 1400, 200);
    const rounds = Math.max(1, benchCount("THROUGHPUT_ROUNDS", 7, 2));
    const perRound = Math.max(50, Math.round(total / rounds));
    await requestsPerSecond(page, 200, 8);
    await requestsPerSecond(asset, 200, 8);
    const cacheState = (await fetch(page)).headers.get("x-edge-cache");
    const measured: Array<{ page: number; asset: number; ratio: number }> = [];
    for (let round = 0; round < rounds; round++) {
      const pageFirst = round % 2 === 0;
      const first = await requestsPerSecond(pageFirst ? page : asset, perRound, 8);
      const second = await requestsPerSecond(pageFirst ? asset : page, perRound, 8);
      const [pageRps, assetRps] = pageFirst ? [first, second] : [second, first];
      measured.push({ page: pageRps, asset: assetRps, ratio: pageRps / assetRps });
    }
    const medianOf = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
    const pageRps = medianOf(measured.map((m) => m.page));
    const assetRps = medianOf(measured.map((m) => m.asset));
    const ratio = medianOf(measured.map((m) => m.ratio));
    log(
      `requests/s, ${rounds} interleaved rounds of ${perRound} requests each, 8 at a time (load average ${loadavg()[0].toFixed(1)}): cached page /gallery (edge cache ${cacheState}) ${pageRps.toFixed(0)}, static asset /favicon.svg ${assetRps.toFixed(0)} (medians)`,
    );
    log(`ratio page/asset: median ${ratio.toFixed(2)} of rounds ${measured.map((m) => m.ratio.toFixed(2)).join(", ")} (target >= ${THROUGHPUT_RATIO_TARGET})`);

    const appJs = await appPageScripts(baseUrl);
    logAppPageScripts(appJs, log);

    const missed = [
      ...[...sizes].filter(([, { js }]) => js / 1024 > JS_BUDGET_KB).map(([route]) => `${route} JS`),
      ...[...scores].filter(([, score]) => score < LIGHTHOUSE_TARGET).map(([route]) => `${route} Lighthouse`),
      ...(ratio < THROUGHPUT_RATIO_TARGET ? ["cached page throughput ratio"] : []),
      ...[...appJs].filter(([, { inAll }]) => inAll / 1024 > APP_JS_BUDGET_KB).map(([route]) => `${route} JS`),
    ];
    log(missed.length ? `budgets missed: ${missed.join(", ")}` : "all budgets met");
  },
};

/** The session cookie a sign-in answered with. */
function sessionCookie(response: Response) {
  // The first cookie with a value that is not the flash toast (a sign-in also clears the old session).
  const cookie = response.headers.getSetCookie().find((c) => /^[^=]+=[^;]+/.test(c) && !c.startsWith("sarraka_toast"));
  if (!cookie) throw new Error(`sign-in answered ${response.status} without a session cookie`);
  return cookie.split(";")[0];
}

async function signInParentOrAdmin(baseUrl: string, email: string) {
  const response = await fetch(`${baseUrl}/sign-in`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: baseUrl },
    body: new URLSearchParams({ email, password: "sarraka-demo" }),
  });
  return sessionCookie(response);
}

async function signInStaff(baseUrl: string) {
  const response = await fetch(`${baseUrl}/api/attendance/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: baseUrl },
    body: JSON.stringify({ username: "staff", password: "sarraka-demo" }),
  });
  return sessionCookie(response);
}

/** One app page's JavaScript, gzipped (bytes): what the page itself fetched, and what the door's service worker kept. */
export type AppPageScripts = {
  /** Fetched by the page before its load event. */
  atStart: number;
  /** Fetched by the page by the time it is idle (network idle, then 3 s more with no interaction). */
  inAll: number;
  /** Fetched by the service worker alone (the door's precache on install), not asked for by the page. */
  precacheOnly: number;
  /** Each file: its URL, gzipped size, and who fetched it when. */
  files: Array<{ url: string; gz: number; when: "start" | "after" | "precache" }>;
};

const IDLE_EXTRA_MS = 3000;

/**
 * The JavaScript each app page downloads on opening, signed in as the one who uses it, measured
 * in Chromium: every script response the page asked for until the network is idle and 3 s more
 * with no interaction (a page's eager `import()` on mount or idle counts, not only the scripts
 * named in its HTML). A script the page asked for counts for the page even if the service
 * worker answered it; the service worker's own fetches (the door's precache) are reported apart.
 */
export async function appPageScripts(baseUrl: string) {
  const parent = await signInParentOrAdmin(baseUrl, "parent@example.com");
  const admin = await signInParentOrAdmin(baseUrl, "admin@example.com");
  const staff = await signInStaff(baseUrl);
  // /account and /sign-in: the pages a parent opens first, beside the dashboard (decision 0064); /sign-in signed out.
  const pages: Array<[string, string | null]> = [
    ["/account", parent],
    ["/sign-in", null],
    ["/registration", parent],
    ["/checkout", parent],
    ...adminTabPaths().map((path): [string, string] => [path, admin]),
    ["/attendance", staff],
  ];
  const { chromium } = await import("@playwright/test");
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update"],
  });
  const gzipped = new Map<string, number>();
  const gz = async (url: string) => {
    if (!gzipped.has(url)) gzipped.set(url, gzipSync(await text(url), { level: 9 }).byteLength);
    return gzipped.get(url)!;
  };
  const figures = new Map<string, AppPageScripts>();
  try {
    for (const [route, cookie] of pages) {
      // A fresh context per page: nothing cached, no service worker yet, one person signed in.
      const context = await browser.newContext();
      if (cookie) {
        const [name, value] = [cookie.slice(0, cookie.indexOf("=")), cookie.slice(cookie.indexOf("=") + 1)];
        await context.addCookies([{ name, value, url: baseUrl }]);
      }
      const byPage = new Set<string>();
      const byWorker = new Set<string>();
      context.on("request", (request) => {
        const url = new URL(request.url());
        if (url.origin !== new URL(baseUrl).origin || !(request.resourceType() === "script" || /\.m?js$/.test(url.pathname))) return;
        (request.serviceWorker() ? byWorker : byPage).add(url.href);
      });
      const page = await context.newPage();
      const response = await page.goto(`${baseUrl}${route}`, { waitUntil: "load" });
      if (!response?.ok()) throw new Error(`${route} answered ${response?.status()}`);
      if (new URL(page.url()).pathname !== route) throw new Error(`${route} went to ${page.url()} (signed out?)`);
      const startedBeforeLoad = new Set(byPage);
      await page.waitForLoadState("networkidle");
      await page.waitForTimeout(IDLE_EXTRA_MS);
      await page.waitForLoadState("networkidle");
      const files: AppPageScripts["files"] = [];
      for (const url of byPage) files.push({ url, gz: await gz(url), when: startedBeforeLoad.has(url) ? "start" : "after" });
      for (const url of byWorker) if (!byPage.has(url)) files.push({ url, gz: await gz(url), when: "precache" });
      const sum = (when: Array<AppPageScripts["files"][number]["when"]>) => files.filter((f) => when.includes(f.when)).reduce((a, f) => a + f.gz, 0);
      figures.set(route, { atStart: sum(["start"]), inAll: sum(["start", "after"]), precacheOnly: sum(["precache"]), files });
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return figures;
}

/** /admin, then every tab of the dashboard by its own address (/admin/programs...), as app/routes.ts lists them. */
function adminTabPaths() {
  const tabs = routes.find((r) => r.path === "admin")?.children ?? [];
  return ["/admin", ...tabs.flatMap((tab) => (tab.path ? [`/admin/${tab.path}`] : []))];
}

/** Prints the app pages' figures (and, with BENCH_APP_FILES=1, every file loaded after the start). */
export function logAppPageScripts(figures: Map<string, AppPageScripts>, log: (line: string) => void) {
  log("app page              JS gz at start (KB)  in all (KB)  + service worker precache (KB)");
  for (const [route, { atStart, inAll, precacheOnly, files }] of figures) {
    const precache = precacheOnly > 0 ? kb(precacheOnly) : "-";
    log(
      `${route.padEnd(22)}${kb(atStart).padStart(19)}${kb(inAll).padStart(13)}${precache.padStart(32)}${inAll / 1024 > APP_JS_BUDGET_KB ? " JS>budget" : ""}`,
    );
    if (process.env.BENCH_APP_FILES) {
      for (const f of [...files].sort((a, b) => a.when.localeCompare(b.when) || b.gz - a.gz)) {
        log(`    ${f.when.padEnd(9)}${kb(f.gz).padStart(7)}  ${new URL(f.url).pathname}`);
      }
    }
  }
  log(
    `(target: app pages download at most ${APP_JS_BUDGET_KB} KB gzipped in all on opening: network idle, then ${IDLE_EXTRA_MS / 1000} s with no interaction; at start = before the load event; the door's service worker precache is counted apart)`,
  );
}

// `npx tsx scripts/bench/public.ts`: the app pages' figures alone, against the build already
// made (`npm run build`), served on 127.0.0.1:BENCH_PORT (8799 unless set) with fresh state.
if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const port = Number(process.env.BENCH_PORT ?? 8799);
  const server = await serveBuiltProduct({ port, stateDir: ".wrangler/bench-app-pages" });
  try {
    const figures = await appPageScripts(server.baseUrl);
    logAppPageScripts(figures, console.log);
    const missed = [...figures].filter(([, { inAll }]) => inAll / 1024 > APP_JS_BUDGET_KB).map(([route]) => route);
    console.log(missed.length ? `over ${APP_JS_BUDGET_KB} KB in all: ${missed.join(", ")}` : `every app page within ${APP_JS_BUDGET_KB} KB in all`);
  } finally {
    server.stop();
  }
}
